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
