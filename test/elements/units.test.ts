// A number never wraps apart from its unit: at 320 px (and any width near it) "10 s" stays on one line in the
// verdict, the figures, the state panel, the tables, the notices and the timeline's text. The labs join each
// number to its unit (and "token" to its number) with a no-break space, on screen and in the text read to
// screen readers; what a reader takes away (worksheets, lab-result, el.run, embed code) keeps plain spaces.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/safety-map.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import type { LeaseSafetyMap } from '../../src/safety-map.js';
import { $, $$, openSections, settled } from '../helpers.js';

type Lab = LeaseFencingLab | SwarmLeaseLab;

/** A number, an ordinary space and a unit or counted noun; or a numbered word, a space and its number. */
const BREAKABLE = /\d (?:m?s|%|increments?|refunds?|heartbeats?|renewals?|events?|times?|rejected|deduplicated)(?![a-z])|\b(?:token|epoch|watermark) \d/i;

/** Labs in states that between them show every kind of text: notices, zombie writes, tokens, epochs, the ledger, playback. */
const LABS = [
  html`<lease-fencing-lab lease="soon"></lease-fencing-lab>`,
  html`<lease-fencing-lab enforcement="watermark" pause-for="10" replacement-work="15"></lease-fencing-lab>`,
  html`<lease-fencing-lab enforcement="epoch" shutdown-at="2" shutdown-grace="5"></lease-fencing-lab>`,
  html`<lease-fencing-lab enforcement="none" heartbeat="0.5"></lease-fencing-lab>`,
  html`<swarm-lease-lab time="3"></swarm-lease-lab>`,
  html`<swarm-lease-lab mechanism="fencing" time="5.5" ttl="x"></swarm-lease-lab>`,
  html`<swarm-lease-lab idempotency-key time="9999"></swarm-lease-lab>`,
  html`<swarm-lease-lab no-renew ttl="1" stall-for="0" b-arrives-at="20" time="2"></swarm-lease-lab>`,
];

async function narrow(markup: ReturnType<typeof html>, width = 320): Promise<{ box: HTMLDivElement; el: Lab }> {
  const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px">${markup}</div>`);
  const el = box.firstElementChild as Lab;
  // Every section open: the tables, the final metrics, the inputs in detail and the export are text too.
  await openSections(el);
  return { box, el };
}

/**
 * Every text a reader sees or hears in a lab: each element's own text (its text nodes joined, since a template
 * binding splits "38" from " % of this map" into two nodes), except styles, the author's quoted values and SVG
 * `<text>` (one line by definition, inside a figure read by its title and description), and the ARIA texts.
 */
function texts(root: ShadowRoot): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('style, code, text')) continue;
    out.push([...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.nodeValue).join(''));
  }
  for (const el of root.querySelectorAll('[aria-label], [aria-valuetext]')) {
    out.push(el.getAttribute('aria-label') ?? '', el.getAttribute('aria-valuetext') ?? '');
  }
  return out;
}

describe('numbers and their units', () => {
  it('no text in a 320 px lab leaves an ordinary space between a number and its unit', async () => {
    for (const markup of LABS) {
      const { el } = await narrow(markup);
      const root = el.shadowRoot as ShadowRoot;
      // The parts the reader passes at 320 px, each present, so the check below cannot pass on an empty lab.
      for (const part of ['verdict', 'metrics', 'timeline']) expect(root.querySelector(`[part~="${part}"]`), `${el.localName} ${part}`).to.not.equal(null);
      expect($$(el, 'tbody td').length, 'tables are drawn').to.be.above(0);
      const all = texts(root);
      expect(all.some((t) => /\d\u00a0s\b/.test(t)), 'some seconds are shown').to.equal(true);
      expect(all.filter((t) => BREAKABLE.test(t)), `${el.localName} ${el.getAttributeNames().join(' ')}`).to.deep.equal([]);
    }
  });

  it('covers the swarm lab’s state panel, playback readout and the notices', async () => {
    const { el } = await narrow(html`<swarm-lease-lab mechanism="fencing" time="5" ttl="x"></swarm-lease-lab>`);
    expect($(el, '[part~="state"]').textContent).to.match(/token\u00a02|token\u00a01 until \d+\u00a0s/);
    expect($(el, '[part~="state"]').getAttribute('aria-label')).to.equal('State at 5\u00a0s');
    expect($(el, '.time-readout').textContent?.trim()).to.equal('5\u00a0s');
    expect($(el, '.notices li').textContent).to.contain('using the default 4\u00a0s.');
    const slider = $(el, '.scrub input');
    expect(slider.getAttribute('aria-valuetext')).to.match(/^5\u00a0s of \d+\u00a0s$/);
  });

  it('keeps "10 s" on one line at every lab width from 300 to 340 px', async () => {
    // Each width moves the line breaks; a plain space would let one of them fall between number and unit.
    for (const markup of [html`<swarm-lease-lab time="3"></swarm-lease-lab>`, html`<lease-fencing-lab enforcement="watermark" pause-for="10" replacement-work="15"></lease-fencing-lab>`]) {
      const { box, el } = await narrow(markup);
      const targets = $$(el, '.verdict-headline, .metric-value, .metric-detail, [part~="state"] dd, tbody td');
      let pairs = 0;
      for (let width = 300; width <= 340; width++) {
        box.style.width = `${width}px`;
        for (const target of targets) {
          const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
            for (const m of n.data.matchAll(/\d+(?:\.\d+)?[ \u00a0]s\b/g)) {
              const range = document.createRange();
              range.setStart(n, m.index as number);
              range.setEnd(n, (m.index as number) + m[0].length);
              const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              expect(tops.size, `"${m[0]}" in "${n.data}" at ${width} px`).to.equal(1);
              pairs++;
            }
          }
        }
      }
      expect(pairs, 'times were measured').to.be.above(100);
    }
  });

  it('keeps plain spaces in what a reader takes away: worksheets, lab-result, el.run and the embed code', async () => {
    const { el } = await narrow(html`<swarm-lease-lab mechanism="fencing" ttl="5"></swarm-lease-lab>`);
    expect(shadowHas(el, '\u00a0'), 'the screen shows no-break spaces').to.equal(true);
    for (const format of ['markdown', 'csv', 'json'] as const) {
      const text = el.worksheet({ format });
      expect(text, format).to.not.contain('\u00a0');
      expect(text, `${format} keeps its times`).to.match(/\d s\b/);
    }
    expect(JSON.stringify(el.run)).to.not.contain('\u00a0');
    expect(el.embedCode()).to.equal('<swarm-lease-lab mechanism="fencing" ttl="5"></swarm-lease-lab>');
  });

  it('joins the safety map’s values, ranges and shares to their units', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 320px"><swarm-lease-lab id="u" no-controls></swarm-lease-lab>
      <lease-safety-map for="u" steps="8"></lease-safety-map></div>`);
    const map = box.querySelector('lease-safety-map') as LeaseSafetyMap;
    await settled(box.querySelector('swarm-lease-lab') as Lab);
    await new Promise((r) => requestAnimationFrame(r));
    await settled(map);
    const all = texts(map.shadowRoot as ShadowRoot);
    expect(all.some((t) => /\d\u00a0% of this map/.test(t))).to.equal(true);
    expect(all.some((t) => /TTL \d+(\.\d+)?\u00a0s/.test(t))).to.equal(true);
    expect(all.filter((t) => BREAKABLE.test(t))).to.deep.equal([]);
    const titles = $$(map, 'rect.run title').map((t) => t.textContent ?? '');
    expect(titles.filter((t) => BREAKABLE.test(t))).to.deep.equal([]);
  });
});

function shadowHas(el: Element, text: string): boolean {
  return (el.shadowRoot?.textContent ?? '').includes(text);
}
