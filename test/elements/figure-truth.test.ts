// The figure says only what the run did: its legend keys only what the lanes draw, a grace window outlines
// A's bars rather than hiding them, and a lease that runs out at the very instant A finishes is one A kept.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LitElement } from 'lit';
import { $, $$, drawnLab, plain, settled } from '../helpers.js';

const legend = (el: Element) => $$(el, '.legend li').map((li) => plain(li.textContent).trim());

describe('the figure tells only what the run did', () => {
  it('keys no heartbeat and no work when A writes at once', async () => {
    const el = await drawnLab<LitElement>(html`<lease-fencing-lab work="0"></lease-fencing-lab>`);
    const keys = legend(el);
    expect(keys).to.not.include('Heartbeat accepted');
    expect(keys).to.not.include('A working');
    expect(keys).to.include('Write accepted');
  });

  it('keys every mark it draws, in the tone and shape drawn', async () => {
    // A mark's look: its tone and its shape's outline, the same markup for the plot and the legend's swatch.
    const look = (m: Element) => {
      const tone = [...m.classList].find((c) => c.startsWith('tone-'));
      const shape = m.firstElementChild!;
      return `${tone} ${shape.localName} ${shape.getAttribute('d') ?? ''}`;
    };
    for (const markup of [
      html`<lease-fencing-lab></lease-fencing-lab>`,
      html`<lease-fencing-lab shutdown-at="2"></lease-fencing-lab>`,
      html`<lease-fencing-lab pause-for="0"></lease-fencing-lab>`,
      html`<swarm-lease-lab></swarm-lease-lab>`,
      html`<swarm-lease-lab ttl="6"></swarm-lease-lab>`,
      html`<swarm-lease-lab stall-for="0"></swarm-lease-lab>`,
    ]) {
      const el = await drawnLab<LitElement>(markup);
      const keyed = new Set($$(el, '.legend .swatch').map(look));
      const unkeyed = $$(el, '.plot .mark').filter((m) => !keyed.has(look(m)));
      expect(unkeyed.map((m) => plain(m.getAttribute('aria-label'))), `${el.outerHTML}: marks without a legend key`).to.deep.equal([]);
    }
  });

  it('keys the release dot wherever a lab draws it', async () => {
    for (const markup of [html`<lease-fencing-lab pause-for="0"></lease-fencing-lab>`, html`<swarm-lease-lab stall-for="0"></swarm-lease-lab>`]) {
      const el = await drawnLab<LitElement>(markup);
      const dots = $$(el, '.plot .mark[data-shape="circle"]');
      expect(dots.length, `${el.localName} draws a release dot`).to.be.at.least(1);
      expect(legend(el), el.localName).to.include('Lease released');
    }
  });

  it('keys no "B working" in a swarm run where B only drops its copy', async () => {
    for (const markup of [html`<swarm-lease-lab stall-for="0"></swarm-lease-lab>`, html`<swarm-lease-lab ttl="6"></swarm-lease-lab>`]) {
      const el = await drawnLab<LitElement>(markup);
      expect($$(el, '.plot [data-lane="b"] .band.solid, .plot [data-lane="b"] rect.band.solid'), 'no B work drawn').to.have.length(0);
      expect(legend(el)).to.not.include('B working');
      expect(legend(el)).to.include('B drops its copy');
    }
  });

  it('outlines the shutdown grace window over A\'s bars, which stay visible', async () => {
    const el = await drawnLab<LitElement>(html`<lease-fencing-lab shutdown-at="2"></lease-fencing-lab>`);
    const grace = $$(el, '[data-lane="a"] .band.outline rect, [data-lane="a"] rect.band.outline');
    expect(grace, 'a grace window is drawn').to.have.length(1);
    expect(getComputedStyle(grace[0]).fill, 'the outline has no fill').to.equal('none');
    // The grace window is drawn after A's bars, so a fill would paint over them.
    expect(grace[0].compareDocumentPosition($(el, '[data-lane="a"] .band.solid')) & Node.DOCUMENT_POSITION_PRECEDING).to.not.equal(0);
  });

  it('says A kept the lease when it runs out at the very instant A finishes', async () => {
    const el = await drawnLab<LitElement>(html`<swarm-lease-lab no-renew ttl="10"></swarm-lease-lab>`);
    const headline = plain($(el, '[part~="verdict"]').textContent);
    expect(headline).to.contain('A kept the lease and finished at 10 s');
    expect(headline).to.not.contain('lapsed');
  });
});

/** The drawn box of one mark: its shapes' union (the mark's own <svg> spans the whole plot). */
function markBox(mark: Element): DOMRect {
  const rects = [...mark.children].map((c) => c.getBoundingClientRect());
  const [l, t, r, b] = [Math.min(...rects.map((x) => x.left)), Math.min(...rects.map((x) => x.top)), Math.max(...rects.map((x) => x.right)), Math.max(...rects.map((x) => x.bottom))];
  return new DOMRect(l, t, r - l, b - t);
}

/** Pairs of marks in one lane drawn over each other (by more than a pixel each way); thin ticks aside. */
function touching(el: Element): string[] {
  const out: string[] = [];
  for (const lane of $$(el, '.plot .lane')) {
    const marks = [...lane.querySelectorAll('.mark')].filter((m) => m.getAttribute('data-shape') !== 'tick');
    const boxes = marks.map(markBox);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1) {
          out.push(`${lane.getAttribute('data-lane')}: ${marks[i].getAttribute('aria-label')} / ${marks[j].getAttribute('aria-label')}`);
        }
      }
    }
  }
  return out;
}

describe('every mark stays visible', function () {
  this.timeout(60000);

  for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
    // 288 px: a 320 px phone with 16 px page margins.
    for (const width of [288, 320, 375, 720]) {
      it(`${tag} at ${width} px: no two marks of a lane drawn over each other, in any of its experiments`, async () => {
        const box = await fixture<HTMLDivElement>(html`<div style="width:${width}px"></div>`);
        const el = document.createElement(tag) as LitElement;
        box.append(el);
        await settled(el);
        for (const button of [null, ...$$(el, '[part~="presets"] button')]) {
          button?.click();
          await settled(el);
          expect(touching(el), `${button ? plain(button.textContent) : 'default'}`).to.deep.equal([]);
        }
      });
    }
  }
});
