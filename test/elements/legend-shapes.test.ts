// A legend tells its marks apart by shape, never by colour alone: a reader who cannot tell orange from purple,
// or whose system forces its own colours, must still match "Lease expired" and "Takeover" to the chart.
import { expect, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import { $$, drawnLab, plain, settled } from '../helpers.js';

/** A swatch's drawing, whatever its colour: each shape's element, its class and its outline. */
const drawing = (swatch: Element) =>
  [...swatch.children].map((c) => `${c.localName}.${(c.getAttribute('class') ?? '').trim()} ${c.getAttribute('d') ?? ''}`).join(' + ');

/** The legend's mark entries of `el` as "drawing: label". */
function markKeys(el: LitElement): string[] {
  return $$(el, '.legend svg.swatch').map((swatch) => `${drawing(swatch)}: ${plain(swatch.parentElement?.textContent)}`);
}

for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
  describe(`${tag} legend`, () => {
    it('gives every kind of mark its own shape, in every preset', async () => {
      const el = await drawnLab<LitElement>(tag === 'lease-fencing-lab' ? html`<lease-fencing-lab></lease-fencing-lab>` : html`<swarm-lease-lab></swarm-lease-lab>`);
      const presets = $$(el, '.preset');
      expect(presets.length).to.be.greaterThan(2);
      let seen = 0;
      for (const preset of presets) {
        preset.click();
        await settled(el);
        const keys = markKeys(el);
        const shapes = keys.map((k) => k.slice(0, k.lastIndexOf(':')));
        expect(new Set(shapes).size, `${plain(preset.textContent)}: ${keys.join(' | ')}`).to.equal(shapes.length);
        seen += keys.length;
      }
      expect(seen).to.be.greaterThan(presets.length * 3);
    });
  });
}

describe('lease-fencing-lab chart', () => {
  it('draws the lease expiring as an open diamond and the takeover as a filled one, at the same instant', async () => {
    const el = await drawnLab<LitElement>(html`<lease-fencing-lab></lease-fencing-lab>`);
    const expiry = $$(el, '.plot svg.mark').find((m) => m.getAttribute('aria-label')?.startsWith('Lease expired'));
    const takeover = $$(el, '.plot svg.mark').find((m) => m.getAttribute('aria-label')?.startsWith('B takes over'));
    expect(expiry?.dataset.shape).to.equal('open-diamond');
    expect(takeover?.dataset.shape).to.equal('diamond');
    expect(expiry?.getAttribute('x')).to.equal(takeover?.getAttribute('x'));
    // Open: the ground fills it and its tone draws the edge.
    const fill = getComputedStyle(expiry!.querySelector('path')!).fill;
    expect(fill).to.not.equal(getComputedStyle(takeover!.querySelector('path')!).fill);
  });
});

/** The first line box of an item's words: the first of the client rects of its text. */
function firstLine(item: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(item);
  const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  return lines.sort((a, b) => a.top - b.top)[0];
}

describe('legend keys beside words that wrap', () => {
  for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
    for (const [width, size] of [[320, 24], [375, 20], [720, 16]] as const) {
      it(`<${tag}> at ${width} px, ${size} px text: each key sits on its item's first line`, async () => {
        const box = document.createElement('div');
        box.style.cssText = `width: ${width}px; font-size: ${size}px`;
        box.innerHTML = `<${tag}></${tag}>`;
        document.body.append(box);
        try {
          const el = box.firstElementChild as LitElement;
          await settled(el);
          const off: string[] = [];
          let wrapped = 0;
          for (const item of $$(el, '.legend li')) {
            const line = firstLine(item);
            const swatch = item.querySelector('svg.swatch');
            const key = swatch ? swatch.getBoundingClientRect() : keyBox(item);
            const lines = Math.round(item.getBoundingClientRect().height / line.height);
            if (lines > 1) wrapped++;
            const centre = (key.top + key.bottom) / 2;
            const mid = (line.top + line.bottom) / 2;
            if (Math.abs(centre - mid) > 1.5) off.push(`"${plain(item.textContent)}": key centre ${centre.toFixed(1)}, first line's middle ${mid.toFixed(1)} (${lines} lines)`);
          }
          expect(off).to.deep.equal([]);
          if (width === 320) expect(wrapped, 'some item wraps at this width').to.be.greaterThan(0);
        } finally {
          box.remove();
        }
      });
    }
  }
});

/**
 * A band's key is its item's ::before box, which the DOM cannot measure: where a flex row puts it, from its
 * computed size and margins and the row's cross-axis alignment (centred, or at the start).
 */
function keyBox(item: Element): { top: number; bottom: number } {
  const row = getComputedStyle(item);
  const before = getComputedStyle(item, '::before');
  const [height, above, below] = [before.height, before.marginTop, before.marginBottom].map(parseFloat);
  const box = item.getBoundingClientRect();
  const inner = box.height - parseFloat(row.paddingTop) - parseFloat(row.paddingBottom);
  const start = box.top + parseFloat(row.paddingTop);
  const top = /center/.test(row.alignItems) ? start + (inner - (height + above + below)) / 2 + above : start + above;
  return { top, bottom: top + height };
}
