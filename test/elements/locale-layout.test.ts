// German words are long and Japanese breaks between characters: in both languages each lab, with every section
// open, fits a 320 px column (nothing wider than the lab, no box overflowing but the one-line hints, which end
// in an ellipsis by design) and axe stays clean, as it does in English.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { $, itInChromium, openSections, settled, until } from '../helpers.js';

/** `tag` in a `width` px column of a `lang` page, every section open, in its language. */
async function labIn(tag: string, lang: string, width: number): Promise<LeaseFencingLab> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang} style="width:${width}px"></div>`);
  const el = document.createElement(tag) as LeaseFencingLab;
  box.append(el);
  await settled(el);
  await until(() => $(el, '.lab').getAttribute('lang') === lang, 10000);
  await openSections(el);
  await settled(el);
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
  return el;
}

/** Boxes inside the lab whose content is wider than they are, designated scroll regions (tables) aside. */
function overflowing(el: Element): string[] {
  const out: string[] = [];
  for (const node of el.shadowRoot!.querySelectorAll<HTMLElement>('*')) {
    if (node.closest('svg, .table-wrap, .visually-hidden, style, details:not([open]) > :not(summary)')) continue;
    // A one-line hint ends in an ellipsis by design (its full text is in "Inputs in detail"): not an overflow.
    const style = getComputedStyle(node);
    if (node.scrollWidth > node.clientWidth + 1 && style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis') out.push(`${node.localName}.${node.className} ${node.scrollWidth}>${node.clientWidth}`);
    const r = node.getBoundingClientRect();
    const host = el.getBoundingClientRect();
    if (r.width && (r.left < host.left - 1 || r.right > host.right + 1)) out.push(`${node.localName}.${node.className} ${Math.round(r.left - host.left)}…${Math.round(r.right - host.left)} of ${Math.round(host.width)}`);
  }
  return out;
}

for (const lang of ['de', 'ja']) {
  for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
    describe(`${tag} on a lang="${lang}" page at 320 px`, function () {
      this.timeout(30000);

      it('fits the column with every section open, and axe stays clean', async () => {
        const el = await labIn(tag, lang, 320);
        expect(el.getBoundingClientRect().width).to.be.at.most(320);
        expect(el.scrollWidth, 'nothing wider than the lab').to.be.at.most(el.clientWidth + 1);
        expect(overflowing(el), 'boxes wider than the lab or overflowing').to.deep.equal([]);
        const label = $(el, '.verdict-label');
        // A verdict's name is one box that breaks only where no line holds it (verdict-fit.test.ts); here one does.
        expect(getComputedStyle(label).display, 'a verdict name is one box').to.equal('inline-block');
        expect(label.getClientRects().length, `"${label.textContent}" in one box`).to.equal(1);
        expect(label.getBoundingClientRect().height, `"${label.textContent}" on one line`).to.be.below(2 * parseFloat(getComputedStyle(label).fontSize));
        await expect(el).to.be.accessible();
      });
    });
  }
}

describe('Japanese breaks between phrases', () => {
  /** Whether `word` in the text of `node` sits on one line. */
  function onOneLine(node: Element, word: string): boolean {
    const text = [...node.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes(word));
    if (!text) throw new Error(`"${word}" is not in "${node.textContent}"`);
    const range = document.createRange();
    const start = text.textContent!.indexOf(word);
    range.setStart(text, start);
    range.setEnd(text, start + word.length);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
  }

  itInChromium('keeps a field label’s words whole at 320 px', 'word-break: auto-phrase is Chromium’s', async () => {
    const el = await labIn('lease-fencing-lab', 'ja', 320);
    const label = (name: string) => [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent?.includes(name))!;
    expect(onOneLine(label('リース／可視性'), 'タイムアウト'), 'タイムアウト').to.equal(true);
    expect(onOneLine(label('シャットダウンのシグナルの時刻'), 'シグナル'), 'シグナル').to.equal(true);
  });
});
