// A band's words (the short text inside a bar: "polling", "2 refunds", "ポーリング") at every column width, in
// English, German and Japanese: a word that shows stays inside its bar, clear of the marks in its lane and of the
// scale break. Which words show is decided from an estimate of their width, so this checks the estimate
// against what each engine really draws, including full-width Japanese characters.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { LitElement } from 'lit';
import { FIGURE_PX, halfWidth } from '../../src/parts/plot-units.js';
import { $, $$, frames, settled, spaceText, until } from '../helpers.js';

const LABS = [
  ['swarm-lease-lab', {}],
  ['swarm-lease-lab', { ttl: '2', work: '30' }],
  ['lease-fencing-lab', {}],
  ['lease-fencing-lab', { enforcement: 'watermark', 'pause-for': '10', 'replacement-work': '15' }],
  ['lease-fencing-lab', { lease: '3', 'pause-for': '20' }],
] as const;
const WIDTHS = [344, 400, 440, 520, 600, 720, 880, 1100];

type Box = { left: number; right: number; top: number; bottom: number };
const meets = (a: Box, b: Box, slack: number) =>
  a.left < b.right - slack && b.left < a.right - slack && a.top < b.bottom - slack && b.top < a.bottom - slack;

/**
 * Every shown (and visible) band word that leaves its bar, meets a mark of its lane or meets the break, as
 * readable lines.
 */
function collisions(el: LitElement): string[] {
  const out: string[] = [];
  const gap = el.shadowRoot!.querySelector('.scale-break .break-gap')?.getBoundingClientRect();
  for (const word of $$(el, '.band-text')) {
    if (!word.getClientRects().length || getComputedStyle(word).visibility === 'hidden') continue;
    const w = word.getBoundingClientRect();
    const name = `"${word.textContent?.trim()}"`;
    const bar = word.previousElementSibling!.getBoundingClientRect();
    if (w.right > bar.right + 1 || w.left < bar.left - 1) out.push(`${name} ${Math.round(w.left)}…${Math.round(w.right)} outside its bar ${Math.round(bar.left)}…${Math.round(bar.right)}`);
    for (const mark of word.closest('.lane')!.querySelectorAll('.mark')) {
      // A mark is a nested <svg>: what it paints is its shapes (some engines give the <svg> its viewport's box).
      const shapes = [...mark.children].map((c) => c.getBoundingClientRect());
      const hit = shapes.find((r) => meets(w, r, 2));
      if (hit) out.push(`${name} ${Math.round(w.left)}…${Math.round(w.right)} meets the mark "${mark.getAttribute('aria-label')}" ${Math.round(hit.left)}…${Math.round(hit.right)}`);
    }
    if (gap && meets(w, gap, 1)) out.push(`${name} meets the scale break`);
  }
  return out;
}

for (const lang of ['en', 'de', 'ja']) {
  describe(`band words on a lang="${lang}" page`, function () {
    this.timeout(60000);
    for (const [tag, attrs] of LABS) {
      const markup = `<${tag}${Object.entries(attrs).map(([k, v]) => ` ${k}="${v}"`).join('')}>`;
      it(`${markup}: inside their bar, clear of marks and the break, ${WIDTHS[0]}–${WIDTHS.at(-1)} px`, async () => {
        const box = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
        const el = document.createElement(tag) as LitElement;
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        box.append(el);
        await settled(el);
        await until(() => $(el, '.lab').getAttribute('lang') === lang, 10000);
        const found: string[] = [];
        let shown = 0;
        for (const width of WIDTHS) {
          box.style.width = `${width}px`;
          await frames();
          shown += $$(el, '.band-text').filter((t) => t.getClientRects().length).length;
          found.push(...collisions(el).map((c) => `${width} px: ${c}`));
          // The estimate alone keeps them clear: no word its width shows is hidden as pushed into a mark.
          const hidden = $$(el, '.band-text').filter((t) => t.getClientRects().length && getComputedStyle(t).visibility === 'hidden');
          found.push(...hidden.map((t) => `${width} px: "${t.textContent?.trim()}" hidden`));
        }
        expect(shown, 'some words are shown').to.be.greaterThan(0);
        expect(found).to.deep.equal([]);
      });
    }
  });
}

/**
 * Every visible band word whose last letter ends less than a pixel before the stroke of a mark after its start:
 * one that touches a mark's ring reads as run under it. Engines report different boxes for text and shapes (with
 * or without halo and stroke), so the word's end is its last glyph's advance and the mark's edge is its centre
 * less its drawn half width (as the chart's drawing states it, stroke included).
 */
function runInto(el: LitElement): string[] {
  const out: string[] = [];
  const plot = $(el, 'svg.plot');
  const left = plot.getBoundingClientRect().left;
  const scale = parseFloat(getComputedStyle(plot).fontSize) / FIGURE_PX;
  for (const word of el.shadowRoot!.querySelectorAll<SVGTextElement>('.band-text')) {
    if (!word.getClientRects().length || getComputedStyle(word).visibility === 'hidden') continue;
    const start = left + word.getStartPositionOfChar(0).x;
    const end = left + word.getEndPositionOfChar(word.getNumberOfChars() - 1).x;
    for (const mark of word.closest('.lane')!.querySelectorAll('.mark')) {
      if (mark.getAttribute('data-shape') === 'tick') continue;
      const r = mark.firstElementChild!.getBoundingClientRect();
      const centre = (r.left + r.right) / 2;
      const edge = centre - halfWidth('circle') * scale;
      if (centre > start && end > edge - 1) out.push(`"${word.textContent?.trim()}" ends at ${end.toFixed(1)}, into "${mark.getAttribute('aria-label')}" from ${edge.toFixed(1)}`);
    }
  }
  return out;
}

describe('band words under the reader’s text spacing (WCAG 1.4.12)', function () {
  this.timeout(60000);
  for (const [tag, attrs] of LABS) {
    const markup = `<${tag}${Object.entries(attrs).map(([k, v]) => ` ${k}="${v}"`).join('')}>`;
    it(`${markup}: a word the spacing pushes into a mark or past its bar is hidden, the rest stay, 320–${WIDTHS.at(-1)} px`, async () => {
      const box = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement(tag) as LitElement;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      box.append(el);
      await settled(el);
      const found: string[] = [];
      let visible = 0;
      // Applied after the lab is drawn, as a bookmarklet is.
      const unspace = spaceText(document, el.shadowRoot!);
      try {
        for (const width of [320, 343, ...WIDTHS]) {
          box.style.width = `${width}px`;
          await frames();
          visible += $$(el, '.band-text').filter((t) => t.getClientRects().length && getComputedStyle(t).visibility !== 'hidden').length;
          found.push(...collisions(el).map((c) => `${width} px: ${c}`), ...runInto(el).map((c) => `${width} px: ${c}`));
        }
      } finally {
        unspace();
      }
      expect(visible, 'words still shown under the spacing').to.be.greaterThan(0);
      expect(found).to.deep.equal([]);
      // Without the spacing every word its width allows is back.
      await frames();
      expect($$(el, '.band-text').filter((t) => t.getClientRects().length && getComputedStyle(t).visibility === 'hidden').map((t) => t.textContent), 'hidden once the spacing is gone').to.deep.equal([]);
    });
  }
});

describe('band words under text spacing, as the reader changes the run', function () {
  this.timeout(60000);
  // Each change moves marks and words along the chart while every word keeps its size: the watch must check again.
  const RUNS = [
    ['lease-fencing-lab', [{}, { lease: '3', 'pause-for': '20' }, { lease: '6' }, { 'pause-for': '9', 'replacement-work': '20' }, {}]],
    ['swarm-lease-lab', [{}, { ttl: '2', work: '30' }, { ttl: '5' }, { work: '8' }, {}]],
  ] as const;
  for (const [tag, changes] of RUNS) {
    for (const width of [343, 520]) {
      it(`<${tag}> at ${width} px: no word runs into a mark after any of ${changes.length} attribute changes`, async () => {
        const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
        const el = document.createElement(tag) as LitElement;
        box.append(el);
        await settled(el);
        const unspace = spaceText(document, el.shadowRoot!);
        const found: string[] = [];
        try {
          for (const change of changes) {
            for (const name of ['lease', 'pause-for', 'replacement-work', 'ttl', 'work']) el.removeAttribute(name);
            for (const [name, value] of Object.entries(change)) el.setAttribute(name, value);
            await settled(el);
            await frames();
            const at = JSON.stringify(change);
            found.push(...collisions(el).map((c) => `${at}: ${c}`), ...runInto(el).map((c) => `${at}: ${c}`));
          }
        } finally {
          unspace();
        }
        expect(found).to.deep.equal([]);
      });
    }
  }
});
