// A band's words (the short text inside a bar: "polling", "2 refunds", "ポーリング") at every column width, in
// English, German and Japanese: a word that shows stays inside its bar, clear of the marks in its lane and of the
// scale break. Which words show is decided from an estimate of their width, so this checks the estimate
// against what each engine really draws, including full-width Japanese characters.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { LitElement } from 'lit';
import { $, $$, settled, until } from '../helpers.js';

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

/** Every shown band word that leaves its bar, meets a mark of its lane or meets the break, as readable lines. */
function collisions(el: LitElement): string[] {
  const out: string[] = [];
  const gap = el.shadowRoot!.querySelector('.scale-break .break-gap')?.getBoundingClientRect();
  for (const word of $$(el, '.band-text')) {
    if (!word.getClientRects().length) continue;
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
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          shown += $$(el, '.band-text').filter((t) => t.getClientRects().length).length;
          found.push(...collisions(el).map((c) => `${width} px: ${c}`));
        }
        expect(shown, 'some words are shown').to.be.greaterThan(0);
        expect(found).to.deep.equal([]);
      });
    }
  });
}
