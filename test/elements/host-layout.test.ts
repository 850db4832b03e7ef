// Where a docs page puts a lab: not only in the flow of a column, but in a centred figure, beside a sidebar in
// a flex row, in a grid cell, an inline-block or a table cell. In all of them a lab (and a safety map) must
// keep a readable width and never push the page sideways. Size containment (the labs' container queries)
// gives a host no width of its own, so without an intrinsic width they collapsed to their padding there.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/safety-map.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { openSections, settled } from './../helpers.js';

const PLACES: Record<string, (inner: string) => string> = {
  'a centred flex column': (inner) => `<div style="display:flex;flex-direction:column;align-items:center">${inner}</div>`,
  'a flex row beside a sidebar': (inner) => `<div style="display:flex"><p style="flex:0 0 8rem">Contents</p>${inner}</div>`,
  'a centred grid': (inner) => `<div style="display:grid;justify-items:center">${inner}</div>`,
  'an inline-block': (inner) => `<div style="display:inline-block">${inner}</div>`,
  'a table cell': (inner) => `<table><tr><td>${inner}</td></tr></table>`,
};

describe('a lab in a shrink-to-fit place on the page', () => {
  for (const [place, wrap] of Object.entries(PLACES)) {
    it(`keeps a readable width in ${place}`, async () => {
      const page = await fixture<HTMLDivElement>(html`<div style="width:760px"></div>`);
      page.innerHTML = ['<swarm-lease-lab id="s" compact no-controls></swarm-lease-lab>', '<lease-fencing-lab></lease-fencing-lab>', '<lease-safety-map for="s" steps="4"></lease-safety-map>']
        .map(wrap)
        .join('');
      const labs = [...page.querySelectorAll('swarm-lease-lab, lease-fencing-lab')] as SwarmLeaseLab[];
      await Promise.all(labs.map((l) => settled(l)));
      for (const el of [...labs, page.querySelector('lease-safety-map') as HTMLElement]) {
        const { width } = el.getBoundingClientRect();
        expect(width, `${el.localName} width`).to.be.within(400, 760);
      }
      expect(page.scrollWidth, 'nothing wider than the page').to.be.at.most(760);
    });
  }
});

describe('a lab on a right-to-left page', () => {
  it('keeps time running left to right: slider, axis and the map all agree', async () => {
    const page = await fixture<HTMLDivElement>(html`<div dir="rtl" style="width:760px">
      <swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="4"></lease-safety-map>
    </div>`);
    const lab = page.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    const map = page.querySelector('lease-safety-map') as HTMLElement;
    await settled(lab);
    await new Promise((r) => setTimeout(r, 100));
    const slider = lab.shadowRoot!.querySelector('input[type="range"]') as HTMLInputElement;
    expect(getComputedStyle(slider).direction, 'the time slider starts on the left').to.equal('ltr');
    const [first, , last] = [...map.shadowRoot!.querySelectorAll('.x-axis span')].map((s) => s.getBoundingClientRect().left);
    expect(first, "the map's smallest TTL is on the left, over its cells").to.be.below(last);
    for (const el of [lab, map]) {
      const box = el.getBoundingClientRect();
      // HTML boxes only: an SVG's inner geometry is clipped by the figure, yet Firefox reports it unclipped.
      const outside = [...el.shadowRoot!.querySelectorAll('*')].filter((n) => {
        if (!(n instanceof HTMLElement)) return false;
        const r = n.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
      });
      expect(outside.length, `${el.localName}: parts drawn outside the element`).to.equal(0);
    }
  });
});

describe('a lab under a page-wide CSS reset', () => {
  it('keeps every part inside the lab when the page strips all margins, padding and borders', async () => {
    const reset = document.createElement('style');
    reset.textContent = '* { margin: 0; padding: 0; border: 0; box-sizing: border-box; }';
    document.head.append(reset);
    try {
      const page = await fixture<HTMLDivElement>(html`<div style="width:600px">
        <swarm-lease-lab></swarm-lease-lab><lease-fencing-lab></lease-fencing-lab>
      </div>`);
      const labs = [...page.querySelectorAll('swarm-lease-lab, lease-fencing-lab')] as SwarmLeaseLab[];
      // Every section open, so its tables, details and export form are measured too.
      for (const l of labs) await openSections(l);
      for (const el of labs) {
        const box = el.getBoundingClientRect();
        const outside = [...el.shadowRoot!.querySelectorAll('*:not(.visually-hidden)')]
          // HTML boxes only: an SVG's inner geometry is clipped by the figure, yet Firefox reports it unclipped.
          .filter((n) => n instanceof HTMLElement && n.getBoundingClientRect().width > 0 && n.getBoundingClientRect().right > box.right + 0.5)
          .map((n) => `${n.localName}.${n.className}`);
        expect(outside, `${el.localName}: parts past its right edge`).to.deep.equal([]);
      }
      expect(page.scrollWidth).to.be.at.most(600);
    } finally {
      reset.remove();
    }
  });
});

describe("a lab's table regions", () => {
  it('are Tab stops only while they scroll sideways, and axe stays clean either way', async () => {
    const page = await fixture<HTMLDivElement>(html`<div style="width:700px"><lease-fencing-lab></lease-fencing-lab></div>`);
    const el = page.querySelector('lease-fencing-lab')!;
    await openSections(el as unknown as SwarmLeaseLab, 'writes', 'events');
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    const regions = [...el.shadowRoot!.querySelectorAll('.table-wrap')] as HTMLElement[];
    expect(regions.length).to.be.above(1);
    expect(regions.map((r) => r.getAttribute('tabindex')), 'tables that fit are no Tab stop').to.deep.equal(regions.map(() => null));
    // A narrow lab stacks its tables into records that fit, so the page narrows one region through its part.
    const narrow = document.createElement('style');
    narrow.textContent = 'lease-fencing-lab::part(writes) { width: 120px; }';
    document.head.append(narrow);
    try {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
      const scrolling = regions.filter((r) => r.scrollWidth > r.clientWidth);
      expect(scrolling.map((r) => r.getAttribute('part')), 'the narrowed table scrolls').to.deep.equal(['writes']);
      for (const r of regions) expect(r.getAttribute('tabindex'), r.getAttribute('part')!).to.equal(scrolling.includes(r) ? '0' : null);
      await expect(el).to.be.accessible();
    } finally {
      narrow.remove();
    }
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    expect(regions.map((r) => r.getAttribute('tabindex')), 'no Tab stop once it fits again').to.deep.equal(regions.map(() => null));
    await expect(el).to.be.accessible();
  });
});
