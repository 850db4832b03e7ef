// A lab's text follows the text it sits in, not the page's root size: in a theme that enlarges the root
// (mkdocs-material sets 125 %) a lab beside 16 px prose must not read at 18.75 px, and `font-size` on the
// element or its column must scale all of its text and spacing, not some of it. Its own words are English
// (`lang="en"`) whatever the page's language; the author's slotted text keeps the page's.
import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../src/index.js';
import '../../src/safety-map.js';
import '../../src/narrative.js';
import { $, $$, openSections, settled } from '../helpers.js';

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** Every element of a shadow root holding text of its own (SVG `text` included), in document order. */
function textElements(el: Element): Element[] {
  return [...el.shadowRoot!.querySelectorAll('*')].filter((n) => [...n.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim() !== ''));
}

/** The computed font size of each text element, in px, with a name to report a difference by. */
function fontSizes(el: Element): { name: string; size: number }[] {
  return textElements(el).map((n, i) => ({ name: `${el.localName} #${i} <${n.localName} class="${n.getAttribute('class') ?? ''}"> "${n.textContent!.trim().slice(0, 30)}"`, size: parseFloat(getComputedStyle(n).fontSize) }));
}

/** Lengths of a few boxes that must scale with the text: selector, property. */
const SPACING: Record<string, [string, string][]> = {
  'swarm-lease-lab': [
    ['[part=controls]', 'padding-top'],
    ['.controls', 'row-gap'],
    ['.controls', 'column-gap'],
    ['.seconds', 'column-gap'],
    ['.seconds input', 'min-height'],
    ['.seconds input', 'padding-left'],
    ['.choice input', 'width'],
    ['.play', 'min-width'],
    ['.verdict', 'padding-top'],
    ['td', 'padding-left'],
    ['.legend', 'row-gap'],
  ],
  'lease-fencing-lab': [
    ['[part=controls]', 'padding-left'],
    ['.control', 'row-gap'],
    ['.metric', 'padding-left'],
    ['.section > summary', 'padding-top'],
  ],
  'lease-safety-map': [
    ['.plot', 'column-gap'],
    ['.legend', 'column-gap'],
    ['.swatch', 'width'],
  ],
  'lease-lab-step': [
    ['button', 'padding-left'],
    ['button', 'min-height'],
  ],
};

function spacing(el: Element): { name: string; size: number }[] {
  return (SPACING[el.localName] ?? []).map(([selector, property]) => ({
    name: `${el.localName} ${selector} ${property}`,
    size: parseFloat(getComputedStyle($(el, selector)).getPropertyValue(property)),
  }));
}

const ELEMENTS = 'swarm-lease-lab, lease-fencing-lab, lease-safety-map, lease-lab-step, lease-lab-value';

/** The labs and every companion in a 760 px column of 16 px text, drawn and caught up with each other. */
async function page(): Promise<{ root: HTMLElement; elements: LitElement[] }> {
  const root = await fixture<HTMLElement>(html`<div style="width:760px;font-size:16px">
    <swarm-lease-lab id="s" mechanism="lease"></swarm-lease-lab>
    <lease-fencing-lab id="f"></lease-fencing-lab>
    <lease-safety-map for="s" steps="4"></lease-safety-map>
    <p>With <lease-lab-value for="s" key="verdict">a verdict</lease-lab-value> and
      <lease-lab-value for="nowhere" key="verdict">no lab</lease-lab-value>:
      <lease-lab-step for="s" set="ttl=6" expect="ONE OWNER">Raise the TTL</lease-lab-step>
      <lease-lab-step for="nowhere">No lab</lease-lab-step></p>
  </div>`);
  const elements = [...root.querySelectorAll(ELEMENTS)] as LitElement[];
  for (const el of elements) await settled(el);
  // Every section of both labs open, so their tables, details and export forms are measured too.
  for (const lab of root.querySelectorAll<LitElement>('swarm-lease-lab, lease-fencing-lab')) await openSections(lab);
  await frame();
  for (const el of elements) await settled(el);
  // A step shows its result line once pressed: press the one with a lab so that line is measured too.
  ($(root.querySelector('lease-lab-step')!, 'button') as HTMLButtonElement).click();
  await frame();
  for (const el of elements) await settled(el);
  return { root, elements };
}

/** Sizes of every element's texts (and spacing) under two conditions, set by `apply(true|false)`. */
function measure(elements: Element[], apply: (second: boolean) => void): [{ name: string; size: number }[], { name: string; size: number }[]] {
  const all = () => elements.flatMap((el) => [...fontSizes(el), ...spacing(el)]);
  apply(false);
  const first = all();
  apply(true);
  const second = all();
  apply(false);
  return [first, second];
}

describe('type that follows the host', () => {
  afterEach(() => {
    document.documentElement.style.fontSize = '';
  });

  it('takes no size from the root: a 125 % root beside 16 px text changes nothing', async () => {
    const { elements } = await page();
    const [at100, at125] = measure(elements, (second) => (document.documentElement.style.fontSize = second ? '125%' : '100%'));
    expect(at100.length).to.be.above(100);
    expect(elements.map((el) => el.localName).sort()).to.include.members(['lease-lab-step', 'lease-lab-value', 'lease-safety-map']);
    const moved = at125.filter((m, i) => Math.abs(m.size - at100[i].size) > 0.01).map((m, i) => `${m.name}: ${at100[i].size} → ${m.size}`);
    expect(moved, 'sizes that followed the root').to.deep.equal([]);
  });

  for (const [how, set] of [
    ['font-size on the element', (el: HTMLElement, px: number) => (el.style.fontSize = `${px}px`)],
    ['font-size on its column', (el: HTMLElement, px: number) => (el.parentElement!.style.fontSize = `${px}px`)],
    ['--ll-font-size on the element', (el: HTMLElement, px: number) => el.style.setProperty('--ll-font-size', `${px}px`)],
  ] as const) {
    it(`scales every text and its spacing by 20/16 with ${how}`, async () => {
      const { elements } = await page();
      const [at16, at20] = measure(elements, (second) => elements.forEach((el) => set(el, second ? 20 : 16)));
      expect(at16.length).to.be.above(100);
      const off = at20
        .map((m, i) => ({ ...m, was: at16[i].size }))
        .filter((m) => Math.abs(m.size - m.was * 1.25) > 0.5)
        .map((m) => `${m.name}: ${m.was} → ${m.size}`);
      expect(off, 'sizes that did not scale by 1.25').to.deep.equal([]);
    });
  }

  it('keeps its default sizes beside 16 px text: 15 px body, 17 px title, 13 px hints', async () => {
    const { root } = await page();
    const lab = root.querySelector('swarm-lease-lab')!;
    const px = (selector: string, property = 'font-size') => getComputedStyle($(lab, selector)).getPropertyValue(property);
    expect(getComputedStyle(lab).fontSize).to.equal('15px');
    expect(parseFloat(px('.title'))).to.be.closeTo(17, 0.01);
    expect(parseFloat(px('.hint'))).to.be.closeTo(13, 0.01);
    expect(parseFloat(px('.tick'))).to.be.closeTo(11.5, 0.01);
    expect(parseFloat(px('.seconds input', 'min-height'))).to.be.closeTo(32, 0.01);
    expect(parseFloat(px('.seconds input', 'width'))).to.be.closeTo(72, 0.01);
    expect(getComputedStyle(root.querySelector('lease-safety-map')!).fontSize).to.equal('15px');
    expect(getComputedStyle(root.querySelector('lease-lab-step')!).fontSize).to.equal('16px');
  });

  it('gives a companion inside a lab the lab’s size, not a fraction of it again', async () => {
    const root = await fixture<HTMLElement>(html`<div style="font-size:16px;width:760px">
      <swarm-lease-lab compact><lease-safety-map steps="3"></lease-safety-map><lease-lab-step set="ttl=6">Step</lease-lab-step></swarm-lease-lab>
    </div>`);
    const lab = root.querySelector('swarm-lease-lab') as LitElement;
    await settled(lab);
    expect(getComputedStyle(root.querySelector('lease-safety-map')!).fontSize).to.equal('15px');
    expect(getComputedStyle(root.querySelector('lease-lab-step')!).fontSize).to.equal('15px');
    lab.style.setProperty('--ll-font-size', '18px');
    expect(getComputedStyle(root.querySelector('lease-safety-map')!).fontSize).to.equal('18px');
  });
});

/** Drawn lengths of a lab's chart (px): the plot, a lane's name row, each mark's and band's box, strokes and legend keys. */
function chartLengths(lab: Element): { name: string; size: number }[] {
  const box = (n: Element) => n.getBoundingClientRect();
  const lengths: { name: string; size: number }[] = [
    { name: 'plot height', size: box($(lab, 'svg.plot')).height },
    { name: 'name column width', size: box($(lab, '.lane-names')).width },
    { name: 'lane name height', size: box($(lab, '.lane-name')).height },
    { name: 'legend mark swatch', size: box($(lab, '.legend .swatch')).width },
    { name: 'legend band key', size: parseFloat(getComputedStyle($(lab, '.legend .key'), '::before').width) },
  ];
  // A mark's drawn box is its shape's (Firefox reports a nested <svg>'s own box as its viewport's).
  $$(lab, '.plot .mark').forEach((m, i) => {
    const r = box(m.firstElementChild!);
    lengths.push({ name: `mark ${i} "${m.getAttribute('aria-label')}" width`, size: r.width }, { name: `mark ${i} height`, size: r.height });
  });
  $$(lab, 'rect.band').forEach((b, i) => lengths.push({ name: `band ${i} "${b.getAttribute('aria-label')}" height`, size: box(b).height }));
  return lengths;
}

describe('a chart that follows the host', () => {
  it('scales the whole chart with font-size, not only its words: lanes, marks, bands and keys by 20/16', async () => {
    const root = await fixture<HTMLElement>(html`<div style="width:760px;font-size:16px">
      <swarm-lease-lab mechanism="lease"></swarm-lease-lab><lease-fencing-lab></lease-fencing-lab>
    </div>`);
    const labs = [...root.querySelectorAll<LitElement>('swarm-lease-lab, lease-fencing-lab')];
    for (const lab of labs) await settled(lab);
    // Wide enough at both sizes for the same words and ticks: only the sizes may differ.
    root.style.width = '1200px';
    await frame();
    const at16: { name: string; size: number }[] = [];
    const at20: { name: string; size: number }[] = [];
    for (const [list, px] of [[at16, 16], [at20, 20]] as const) {
      root.style.fontSize = `${px}px`;
      await frame();
      for (const lab of labs) list.push(...chartLengths(lab).map((l) => ({ ...l, name: `${lab.localName} ${l.name}` })));
    }
    expect(at16.length, 'lengths measured').to.be.above(40);
    expect(at20.map((l) => l.name)).to.deep.equal(at16.map((l) => l.name));
    const off = at20
      .map((l, i) => ({ ...l, was: at16[i].size }))
      .filter((l) => Math.abs(l.size - l.was * 1.25) > Math.max(0.6, l.was * 0.02))
      .map((l) => `${l.name}: ${l.was.toFixed(2)} → ${l.size.toFixed(2)}`);
    expect(off, 'chart lengths that did not scale by 1.25').to.deep.equal([]);
    // The playhead stays a hairline, as the focus ring does: a wider halo would eat into the marks beside it.
    const swarm = labs.find((lab) => lab.localName === 'swarm-lease-lab')!;
    expect($$(swarm, '.cursor line').map((line) => getComputedStyle(line).strokeWidth)).to.deep.equal(['6.5px', '2.5px']);
  });

  it('draws the chart as before at the default size: 32 px lanes, 58 px name column, 2.5 px cursor', async () => {
    const root = await fixture<HTMLElement>(html`<div style="width:360px;font-size:16px"><swarm-lease-lab></swarm-lease-lab></div>`);
    const lab = root.querySelector('swarm-lease-lab') as LitElement;
    await settled(lab);
    expect($(lab, '.lane-name').getBoundingClientRect().height).to.be.closeTo(32, 0.05);
    expect($(lab, '.lane-names').getBoundingClientRect().width).to.be.closeTo(58, 0.05);
    expect(parseFloat(getComputedStyle($(lab, '.cursor line:not(.cursor-halo)')).strokeWidth)).to.be.closeTo(2.5, 0.01);
    const lanes = $$(lab, '.lane-name').length;
    // The axis row (34 px), the lanes and 6 px below them.
    expect($(lab, 'svg.plot').getBoundingClientRect().height).to.be.closeTo(34 + lanes * 32 + 6, 0.05);
  });
});

describe('the labs’ own words in English', () => {
  it('marks the labs’, the map’s and the companions’ notices lang="de" on a German page, the author’s text keeping German', async () => {
    const root = await fixture<HTMLElement>(html`<div lang="de">
      <swarm-lease-lab id="s"><p slot="intro" id="intro">Ein Versuch</p></swarm-lease-lab>
      <lease-fencing-lab></lease-fencing-lab>
      <lease-safety-map for="s" steps="3"></lease-safety-map>
      <lease-lab-value for="s" key="verdict">Urteil</lease-lab-value>
      <lease-lab-value for="nowhere" key="verdict">Urteil</lease-lab-value>
      <lease-lab-step for="nowhere">Schritt</lease-lab-step>
    </div>`);
    const elements = [...root.querySelectorAll(ELEMENTS)] as LitElement[];
    for (const el of elements) await settled(el);
    await frame();
    for (const el of elements) await settled(el);
    // The labs, the map and the companions' notices to authors speak German here (test/elements/locale.test.ts).
    for (const lab of root.querySelectorAll('swarm-lease-lab, lease-fencing-lab, lease-safety-map')) {
      expect($(lab, '[part=base]').getAttribute('lang'), `${lab.localName} base`).to.equal('de');
    }
    const noLab = root.querySelectorAll('lease-lab-value')[1];
    expect($(noLab, '[part=notice]').getAttribute('lang'), 'a value’s notice').to.equal('de');
    const step = root.querySelector('lease-lab-step')!;
    expect($(step, '[part=notice]').getAttribute('lang'), 'a step’s notice').to.equal('de');
    expect($(step, '[part=pending]').getAttribute('lang'), 'a step’s pending words').to.equal('de');
    expect($(step, '[part=pending]').textContent!.trim()).to.equal('Interaktiv, sobald sein Skript läuft.');
    expect($(step, 'button').hasAttribute('lang'), 'the button holds the author’s text').to.equal(false);
    expect(root.querySelector('#intro')!.matches(':lang(de)'), 'slotted intro').to.equal(true);
  });
});
