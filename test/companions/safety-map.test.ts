import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { a11ySnapshot, sendKeys } from '@web/test-runner-commands';
import '../../src/swarm-lease-lab.js';
import '../../src/lease-fencing-lab.js';
import '../../src/safety-map.js';
import type { LeaseSafetyMap } from '../../src/safety-map.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { SWARM_LEASE_DEFAULTS, simulateLeaseFencing, simulateSwarmLease } from '../../src/sim/index.js';
import { $, $$, contrast, itInChromium, plain, settled, shadowText, tableRows, watchForLeaks } from '../helpers.js';

/** A container with a lab and a map; resolves once both have rendered. */
async function page(markup: ReturnType<typeof html>) {
  const root = await fixture<HTMLDivElement>(markup);
  const lab = root.querySelector('swarm-lease-lab, lease-fencing-lab') as SwarmLeaseLab | LeaseFencingLab;
  const map = root.querySelector('lease-safety-map') as LeaseSafetyMap;
  if (lab) await settled(lab);
  await settled(map);
  return { root, lab, map };
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** Waits until the map has rendered whatever the lab's latest result implies. */
async function caughtUp(lab: SwarmLeaseLab | LeaseFencingLab, map: LeaseSafetyMap) {
  await settled(lab);
  await frame();
  await settled(map);
}

describe('<lease-safety-map> sweep', () => {
  it('matches the swarm engine cell for cell, with the lab’s other inputs held', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s" mechanism="lease" work="6"></swarm-lease-lab>
      <lease-safety-map for="s" steps="7" x-min="1" x-max="10" y-max="9"></lease-safety-map></div>`);
    const { x, y, verdicts } = map.sweep;
    expect(x.attribute).to.equal('ttl');
    expect(y.attribute).to.equal('stall-for');
    expect(x.values).to.deep.equal([1, 2.5, 4, 5.5, 7, 8.5, 10]);
    expect(y.values).to.deep.equal([0, 1.5, 3, 4.5, 6, 7.5, 9]);
    y.values.forEach((sv, yi) =>
      x.values.forEach((tv, xi) => {
        expect(verdicts[yi][xi], `ttl ${tv}, stall ${sv}`).to.equal(simulateSwarmLease({ ...SWARM_LEASE_DEFAULTS, work: 6, ttl: tv, stallFor: sv }).verdict);
      }),
    );
    expect(new Set(verdicts.flat())).to.deep.equal(new Set(['DUPLICATE EFFECT', 'ONE OWNER']));
  });

  it('matches the lease engine on its default axes, and rounds axis values to the millisecond', async () => {
    const { map } = await page(html`<div><lease-fencing-lab id="l" enforcement="none"></lease-fencing-lab>
      <lease-safety-map for="l" steps="4" x-min="1" x-max="2"></lease-safety-map></div>`);
    const { x, y, verdicts } = map.sweep;
    expect(x.attribute).to.equal('lease');
    expect(y.attribute).to.equal('pause-for');
    expect(x.values).to.deep.equal([1, 1.333, 1.667, 2]);
    y.values.forEach((pv, yi) =>
      x.values.forEach((lv, xi) => expect(verdicts[yi][xi]).to.equal(simulateLeaseFencing({ enforcement: 'none', lease: lv, pauseFor: pv }).verdict)),
    );
  });

  it('defaults to 48 steps over the spec’s ranges', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    expect(map.sweep.x.values.length).to.equal(48);
    expect([map.sweep.x.values[0], map.sweep.x.values[1], map.sweep.x.values[47]]).to.deep.equal([0.25, 0.5, 12]);
    expect([map.sweep.y.values[0], map.sweep.y.values[47]]).to.deep.equal([0, 11.75]);
  });

  it('draws runs of equal cells whose tooltips name the range and the engine’s verdict', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    const runs = $$(map, 'rect.run[data-verdict]');
    expect(runs.length).to.be.below(48 * 6);
    const cells = runs.reduce((sum, r) => sum + Number(r.getAttribute('width')), 0);
    expect(cells).to.equal(48 * 48);
    const titles = runs.map((r) => plain(r.querySelector('title')?.textContent));
    // stall 5 s row: the opening example's row (ttl 4 → duplicate, ttl 6 → one owner).
    expect(titles).to.include('stall 5 s, TTL 0.25–5.75 s: Duplicate effect');
    expect(titles).to.include('stall 5 s, TTL 6–12 s: One owner');
    expect(simulateSwarmLease({ ttl: 5.75, stallFor: 5 }).verdict).to.equal('DUPLICATE EFFECT');
    expect(simulateSwarmLease({ ttl: 6, stallFor: 5 }).verdict).to.equal('ONE OWNER');
  });

  it('fires map-result with the sweep, and recomputes when the lab’s other inputs change', async () => {
    const { lab, map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="6"></lease-safety-map></div>`);
    const before = map.sweep;
    expect(before.verdicts.flat()).to.include('DUPLICATE EFFECT');
    const heard = oneEvent(document, 'map-result');
    (lab as SwarmLeaseLab).mechanism = 'fencing';
    const e = await heard;
    expect(e.detail).to.equal(map.sweep);
    expect(map.sweep.verdicts.flat().every((v: string) => v === 'ONE OWNER')).to.equal(
      before.x.values.every((t) => before.y.values.every((s) => simulateSwarmLease({ mechanism: 'fencing', ttl: t, stallFor: s }).verdict === 'ONE OWNER')),
    );
    map.sweep.y.values.forEach((s, yi) =>
      map.sweep.x.values.forEach((t, xi) => expect(map.sweep.verdicts[yi][xi]).to.equal(simulateSwarmLease({ mechanism: 'fencing', ttl: t, stallFor: s }).verdict)),
    );
    // Back to the lease: the earlier sweep is reused, not recomputed.
    (lab as SwarmLeaseLab).mechanism = 'lease';
    await caughtUp(lab, map);
    expect(map.sweep).to.equal(before);
  });

  it('states each row’s ranges in the text table, and the legend’s shares', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    const rows = tableRows(map, 'map-text').map((cells) => cells.join(': '));
    expect(rows).to.have.length(48);
    expect(rows).to.include('5 s: Duplicate effect for TTL 0.25–5.75 s, One owner from 6 s');
    const flat = map.sweep.verdicts.flat();
    const share = (100 * flat.filter((v) => v === 'ONE OWNER').length) / flat.length;
    const shown = Number(/One owner: (\d+)/.exec(shadowText(map, '.legend'))?.[1]);
    expect(Math.abs(shown - share)).to.be.below(1);
  });

  it('gives legend shares that add up to 100 % (62.5 % and 37.5 % of a 4 × 4 map)', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="4"></lease-safety-map></div>`);
    const flat = map.sweep.verdicts.flat();
    const items = $$(map, '.legend li').map((li) => ({ verdict: li.dataset.verdict!, shown: Number(/: (\d+)/.exec(li.textContent ?? '')?.[1]) }));
    expect(items.reduce((sum, i) => sum + i.shown, 0)).to.equal(100);
    for (const i of items) expect(Math.abs(i.shown - (100 * flat.filter((v) => v === i.verdict).length) / flat.length), i.verdict).to.be.below(1);
    expect(items.some((i) => (100 * flat.filter((v) => v === i.verdict).length) / flat.length % 1 !== 0), 'precondition: shares need rounding').to.equal(true);
  });

  it('sets each legend entry as one run of text: no gap before its colon, wrapping as prose at 320 px', async () => {
    const { map } = await page(html`<div style="width:320px"><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    for (const li of $$(map, '.legend li')) {
      const name = li.querySelector('.whole')!;
      let after = name.nextSibling;
      while (after && !(after.nodeType === Node.TEXT_NODE && after.textContent)) after = after.nextSibling;
      if (!after) throw new Error(`${li.dataset.verdict}: no text after the name`);
      const range = document.createRange();
      range.setStart(after, 0);
      range.setEnd(after, 1);
      expect(after.textContent?.[0], 'the text after the name').to.equal(':');
      const gap = range.getBoundingClientRect().left - name.getBoundingClientRect().right;
      expect(Math.abs(gap), `${li.dataset.verdict}: space before the colon`).to.be.below(1);
    }
  });

  it('keeps every legend swatch the same size beside names of any length, in a phone’s column', async () => {
    for (const [lab, width] of [['swarm-lease-lab', 288], ['lease-fencing-lab', 288], ['lease-fencing-lab', 240]]) {
      const box = await fixture<HTMLDivElement>(html`<div style="width:${width}px"></div>`);
      box.innerHTML = `<${lab} id="m"></${lab}><lease-safety-map for="m"></lease-safety-map>`;
      const map = box.querySelector('lease-safety-map') as LeaseSafetyMap;
      await settled(box.firstElementChild as SwarmLeaseLab);
      await settled(map);
      const sizes = $$(map, '.legend .swatch').map((s) => {
        const r = s.getBoundingClientRect();
        return `${Math.round(r.width)}×${Math.round(r.height)}`;
      });
      expect(sizes.length, `${lab}: swatches`).to.be.above(1);
      expect(new Set(sizes).size, `${lab} at ${width} px: swatch sizes ${sizes.join(', ')}`).to.equal(1);
    }
  });

  it('says when the lab’s point lies outside the map', async () => {
    const { lab, map } = await page(html`<div><swarm-lease-lab id="s" ttl="50"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    expect(shadowText(map, '.now')).to.equal('The lab now: TTL 50 s, stall 5 s: ✓ One owner (outside this map)');
    expect($$(map, 'circle.current')).to.have.length(0);
    lab.setAttribute('ttl', '6');
    await caughtUp(lab, map);
    expect(shadowText(map, '.now')).not.to.contain('outside');
  });
});

describe('<lease-safety-map> moves the lab', () => {
  it('a click sets the lab’s two inputs and the lab fires lab-change', async () => {
    const { lab, map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="4" x-min="3" x-max="6" y-min="2" y-max="5"></lease-safety-map></div>`);
    const grid = $(map, '.grid');
    const box = grid.getBoundingClientRect();
    const changes: string[] = [];
    lab.addEventListener('lab-change', (e) => changes.push(`${(e as CustomEvent).detail.attribute}=${(e as CustomEvent).detail.value}`));
    // Column 3 (ttl 6), top row (stall 5).
    grid.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + box.width * 0.9, clientY: box.top + box.height * 0.1 }));
    await caughtUp(lab, map);
    expect(changes).to.deep.equal(['ttl=6', 'stall-for=5']);
    expect(lab.getAttribute('ttl')).to.equal('6');
    expect(lab.getAttribute('stall-for')).to.equal(null); // 5 is the default: the markup stays clean
    expect((lab as SwarmLeaseLab).run.verdict).to.equal('ONE OWNER');
    expect(shadowText(map, '.now')).to.equal('The lab now: TTL 6 s, stall 5 s: ✓ One owner');
    expect(shadowText(map, '.readout')).to.equal('TTL 6 s, stall 5 s: ✓ One owner');
  });

  it('is one tab stop; arrows move the focused cell, the readout follows, Enter sets the lab', async () => {
    const { lab, map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    expect($$(map, '[tabindex="0"]').filter((e) => e.closest('details') === null)).to.have.length(1);
    const grid = $(map, '.grid');
    grid.focus();
    await settled(map);
    // Focus starts at the lab's point: ttl 4, stall 5.
    const key = async (k: string, extra: KeyboardEventInit = {}) => {
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...extra }));
      await settled(map);
    };
    await key('ArrowRight');
    expect(shadowText(map, '.readout')).to.equal('TTL 4.25 s, stall 5 s: ✗ Duplicate effect');
    for (let i = 0; i < 7; i++) await key('ArrowRight');
    expect(shadowText(map, '.readout')).to.equal('TTL 6 s, stall 5 s: ✓ One owner');
    await key('ArrowUp');
    expect(shadowText(map, '.readout')).to.contain('stall 5.25 s');
    await key('ArrowDown');
    const changed = oneEvent(lab, 'lab-change');
    await key('Enter');
    await changed;
    await caughtUp(lab, map);
    expect(lab.getAttribute('ttl')).to.equal('6');
    expect((lab as SwarmLeaseLab).run.verdict).to.equal('ONE OWNER');
    await key('Home');
    expect(shadowText(map, '.readout')).to.match(/^TTL 0.25 s, stall 5 s/);
    await key('End');
    expect(shadowText(map, '.readout')).to.match(/^TTL 12 s, stall 5 s/);
    await key('PageUp');
    expect(shadowText(map, '.readout')).to.match(/^TTL 12 s, stall 6.25 s/);
    await key('PageDown');
    await key('PageDown');
    expect(shadowText(map, '.readout')).to.match(/^TTL 12 s, stall 3.75 s/);
    await key('Home', { ctrlKey: true });
    expect(shadowText(map, '.readout')).to.match(/^TTL 0.25 s, stall 0 s/);
    await key('ArrowLeft');
    expect(shadowText(map, '.readout')).to.match(/^TTL 0.25 s, stall 0 s/);
  });

  itInChromium('takes the arrow keys from a screen reader and says on focus where it starts, each sentence once', 'a11ySnapshot reads the CDP accessibility tree', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    $(map, '.grid').focus();
    await settled(map);
    type AXNode = { role: string; name: string; description?: string; roledescription?: string; children?: AXNode[] };
    const all: AXNode[] = [];
    const walk = (n: AXNode) => {
      all.push(n);
      n.children?.forEach(walk);
    };
    walk((await a11ySnapshot({})) as unknown as AXNode);
    const grid = all.find((n) => n.role === 'application');
    expect(grid?.name).to.equal('Outcome by TTL and stall');
    expect(plain(grid?.description ?? ''), 'where focus starts, without the glyph').to.match(/^The lab now: TTL 4 s, stall 5 s: Duplicate effect Click a cell, or focus the map/);
    const saying = all.filter((n) => /TTL 4 s, stall 5 s/.test(plain(n.name ?? '')) && n.role !== 'application');
    expect(saying.map((n) => n.role), 'said by the description and the "lab now" line only: not by the readout or the live region too').to.deep.equal(['StaticText']);
  });

  it('announces the focused cell on focus when it is not exactly the lab’s point (which the description says)', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s" ttl="4.1"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    $(map, '.grid').focus();
    await settled(map);
    expect(shadowText(map, '[aria-live]'), 'the nearest cell, not the lab’s 4.1 s').to.equal('TTL 4 s, stall 5 s: Duplicate effect');
    const { map: exact } = await page(html`<div><swarm-lease-lab id="t"></swarm-lease-lab><lease-safety-map for="t"></lease-safety-map></div>`);
    $(exact, '.grid').focus();
    await settled(exact);
    expect(shadowText(exact, '[aria-live]')).to.equal('');
  });

  itInChromium('rings the focused cell a few pixels outside it at 320 px, and moves the ring with the arrows', 'reaching the grid by Tab, for :focus-visible, follows Chromium’s keyboard model', async () => {
    const { map } = await page(html`<div style="width:320px"><button id="before">before</button><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    (document.getElementById('before') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    let guard = 0;
    while (map.shadowRoot!.activeElement !== $(map, '.grid') && guard++ < 80) await sendKeys({ press: 'Tab' });
    await settled(map);
    const grid = $(map, '.grid');
    expect(grid.matches(':focus-visible')).to.equal(true);
    const ring = $(map, '.focus-ring');
    const style = getComputedStyle(ring);
    expect(style.display).to.equal('block');
    expect(parseFloat(style.borderTopWidth)).to.be.at.least(2);
    expect(style.borderTopColor).to.equal(getComputedStyle(grid).outlineColor); // the focus colour
    expect(style.boxShadow).to.contain('inset');
    // The ring against its halos (the only colours next to it): at least 3:1.
    expect(contrast(style.borderTopColor, /rgba?\([^)]*\)/.exec(style.boxShadow)![0])).to.be.at.least(3);
    const box = grid.querySelector('svg')!.getBoundingClientRect();
    const cell = box.width / 48;
    expect(cell, 'precondition: cells are small at 320 px').to.be.below(8);
    const r = ring.getBoundingClientRect();
    expect(r.width).to.be.at.least(cell + 8);
    // It surrounds the lab's cell (TTL 4 s = column 15, stall 5 s = row 20 from the bottom).
    expect(r.left).to.be.closeTo(box.left + 15 * cell - 5, 1);
    expect(r.top).to.be.closeTo(box.top + (47 - 20) * cell - 5, 1);
    await sendKeys({ press: 'ArrowRight' });
    await settled(map);
    expect(ring.getBoundingClientRect().left).to.be.closeTo(r.left + cell, 1);
  });

  it('hover shows a cell’s values and verdict', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="2" x-min="4" x-max="6" y-min="5" y-max="6"></lease-safety-map></div>`);
    const grid = $(map, '.grid');
    const box = grid.getBoundingClientRect();
    grid.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: box.left + box.width * 0.75, clientY: box.top + box.height * 0.75 }));
    await settled(map);
    expect(shadowText(map, '.readout')).to.equal('TTL 6 s, stall 5 s: ✓ One owner');
  });

  it('marks the lab’s current point and moves the mark when the lab changes', async () => {
    const { lab, map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    const at = () => Number($(map, 'circle.current').getAttribute('cx'));
    const before = at();
    lab.setAttribute('ttl', '8');
    await caughtUp(lab, map);
    expect(at()).to.be.closeTo(before + 16, 1e-9); // 4 s more at 0.25 s per column
  });
});

describe('<lease-safety-map> finding its lab', () => {
  it('shows a notice naming a missing id, and claims no outcome it cannot read from a lab', async () => {
    const { map } = await page(html`<div><lease-safety-map for="nowhere"></lease-safety-map></div>`);
    expect(shadowText(map, '.notices')).to.equal('No lab with id "nowhere" on this page.');
    expect(shadowText(map, '.placeholder')).to.equal('The map is drawn once its script runs and can read its lab.');
    expect($$(map, '.run, .legend li, td, [tabindex]')).to.have.length(0);
    expect(shadowText(map)).not.to.match(/DUPLICATE|ONE OWNER|Duplicate effect|One owner|%/);
    expect(map.sweep.verdicts.length).to.equal(48);
  });

  it('follows a lab inserted after it, and its replacement', async () => {
    const { root, map } = await page(html`<div><lease-safety-map for="late" x="lease"></lease-safety-map></div>`);
    expect(shadowText(map)).to.contain('No lab with id "late"');
    const lab = document.createElement('lease-fencing-lab');
    lab.id = 'late';
    lab.setAttribute('enforcement', 'none');
    root.append(lab);
    await caughtUp(lab, map);
    expect(shadowText(map)).not.to.match(/no lab with id/i);
    expect(map.sweep.verdicts.flat()).not.to.include('contained');
    lab.remove();
    const swarm = document.createElement('swarm-lease-lab');
    swarm.id = 'late';
    root.append(swarm);
    await caughtUp(swarm, map);
    expect(map.sweep.x.attribute).to.equal('ttl'); // x="lease" is not a swarm input
    expect(shadowText(map, '.notices')).to.contain('x="lease" is not a numeric input of the swarm lab');
  });

  it('follows a change of for to another lab', async () => {
    const { root, map } = await page(html`<div><swarm-lease-lab id="a"></swarm-lease-lab><lease-fencing-lab id="b"></lease-fencing-lab><lease-safety-map for="a"></lease-safety-map></div>`);
    expect(map.sweep.x.attribute).to.equal('ttl');
    map.for = 'b';
    await settled(map);
    expect(map.sweep.x.attribute).to.equal('lease');
    expect(shadowText(map, '.now')).to.match(/^The lab now: lease 10 s, pause 14 s/);
    map.setAttribute('for', 'c');
    await settled(map);
    expect(shadowText(map, '.notices')).to.equal('No lab with id "c" on this page.');
    expect(root.querySelectorAll('lease-safety-map')).to.have.length(1);
  });

  it('works as a light-DOM child of a lab without for', async () => {
    const { map } = await page(html`<div><lease-fencing-lab enforcement="watermark"><lease-safety-map steps="5"></lease-safety-map></lease-fencing-lab></div>`);
    expect(shadowText(map)).not.to.contain('no lab');
    expect(map.sweep.x.attribute).to.equal('lease');
    map.sweep.y.values.forEach((p, yi) =>
      map.sweep.x.values.forEach((l, xi) => expect(map.sweep.verdicts[yi][xi]).to.equal(simulateLeaseFencing({ enforcement: 'watermark', lease: l, pauseFor: p }).verdict)),
    );
  });
});

describe('<lease-safety-map> in a shadow root', () => {
  it('finds a lab by id in its own shadow root, not in the document', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<lease-fencing-lab id="inner" enforcement="none"></lease-fencing-lab><lease-safety-map for="inner" steps="3"></lease-safety-map>';
    const lab = root.querySelector('lease-fencing-lab') as LeaseFencingLab;
    const map = root.querySelector('lease-safety-map') as LeaseSafetyMap;
    await caughtUp(lab, map);
    expect(shadowText(map)).not.to.contain('no lab');
    expect(map.sweep.verdicts.flat()).to.include('duplicate');
    const outside = await fixture<LeaseSafetyMap>(html`<lease-safety-map for="inner"></lease-safety-map>`);
    await settled(outside);
    expect(shadowText(outside, '.notices')).to.equal('No lab with id "inner" on this page.');
  });
});

describe('<lease-safety-map> privacy', () => {
  it('clicks and keys leave no trace: no requests, storage, cookies or URL changes', async () => {
    const leaks = watchForLeaks();
    try {
      const { lab, map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="8"></lease-safety-map></div>`);
      const grid = $(map, '.grid');
      const box = grid.getBoundingClientRect();
      grid.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + 5, clientY: box.top + 5 }));
      grid.focus();
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await caughtUp(lab, map);
      expect(leaks.report()).to.deep.equal([]);
    } finally {
      leaks.restore();
    }
  });
});

describe('<lease-safety-map> bad attributes', () => {
  it('names the attribute, the given value and the value used', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-safety-map for="s" x="bogus" y="ttl" steps="1e9" x-min="soon"></lease-safety-map></div>`);
    const text = shadowText(map, '.notices');
    expect(text).to.contain('x="bogus" is not a numeric input of the swarm lab (ttl, stall-at, stall-for, work, b-arrives-at); using ttl.');
    expect(text).to.contain('y="ttl" is the same input as x; using stall-for.');
    expect(text).to.contain('steps="1e9" is outside 2 to 200; using 200.');
    expect(text).to.contain('x-min="soon" is not a number; using the default 0.25 s.');
    expect(map.sweep.x.values.length).to.equal(200);
    expect(shadowText(map)).not.to.match(/NaN|undefined/);
  });

  it('sweeps a nullable input (shutdown-at) while the lab has it off, without NaN', async () => {
    const { map } = await page(html`<div><lease-fencing-lab id="l"></lease-fencing-lab><lease-safety-map for="l" x="shutdown-at" steps="5"></lease-safety-map></div>`);
    expect(map.sweep.x.values).to.deep.equal([0, 5.875, 11.75, 17.625, 23.5]);
    map.sweep.y.values.forEach((p, yi) =>
      map.sweep.x.values.forEach((t, xi) => expect(map.sweep.verdicts[yi][xi]).to.equal(simulateLeaseFencing({ shutdownAt: t, pauseFor: p }).verdict)),
    );
    expect(shadowText(map, '.now')).to.match(/^The lab now: shutdown off, pause 14 s: /);
    expect($$(map, 'circle.current')).to.have.length(0);
    expect(shadowText(map)).not.to.match(/NaN|undefined/);
  });

  it('refuses an empty range', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" y-min="5" y-max="2"></lease-safety-map></div>`);
    expect(shadowText(map, '.notices')).to.contain('y-max="2" is not above y-min="5"; using the range 0 to 11.75 s.');
    expect(map.sweep.y.values[47]).to.equal(11.75);
  });

  it('gives one notice per attribute, stating the range used, when an end empties the range', async () => {
    const notices = (map: LeaseSafetyMap) => $$(map, '.notices li').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    const below = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" x-max="-5"></lease-safety-map></div>`);
    expect(notices(below.map)).to.deep.equal(['x-max="-5" is not above the default x-min (0.25 s); using the range 0.25 to 12 s.']);
    expect([below.map.sweep.x.values[0], below.map.sweep.x.values.at(-1)]).to.deep.equal([0.25, 12]);
    const both = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" x-min="soon" x-max="-5" y-min="20"></lease-safety-map></div>`);
    expect(notices(both.map)).to.deep.equal([
      'x-min="soon" is not a number; using the range 0.25 to 12 s.',
      'x-max="-5" is not above the default x-min (0.25 s); using the range 0.25 to 12 s.',
      'y-min="20" is not below the default y-max (11.75 s); using the range 0 to 11.75 s.',
    ]);
    expect([both.map.sweep.y.values[0], both.map.sweep.y.values.at(-1)]).to.deep.equal([0, 11.75]);
    expect(shadowText(both.map)).not.to.match(/NaN|undefined/);
  });

  it('never quotes an end it clamped as if the author had written it', async () => {
    const notices = async (attributes: string) => {
      const box = await fixture<HTMLDivElement>(html`<div><swarm-lease-lab id="s"></swarm-lease-lab></div>`);
      box.insertAdjacentHTML('beforeend', `<lease-safety-map for="s" ${attributes}></lease-safety-map>`);
      const map = box.querySelector('lease-safety-map') as LeaseSafetyMap;
      await settled(map);
      expect([map.sweep.x.values[0], map.sweep.x.values.at(-1)], attributes).to.deep.equal([0.25, 12]);
      return $$(map, '.notices li').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    };
    // Both ends below the input's range: each says so; neither quotes the 0.001 the other was clamped to.
    expect(await notices('x-min="-10" x-max="-5"')).to.deep.equal([
      'x-min="-10" is outside 0.001 to 86,400 s; using the range 0.25 to 12 s.',
      'x-max="-5" is outside 0.001 to 86,400 s; using the range 0.25 to 12 s.',
    ]);
    // An end within range is compared with what the author wrote for the other, not its clamped 86400.
    expect(await notices('x-min="100000" x-max="50"')).to.deep.equal([
      'x-min="100000" is outside 0.001 to 86,400 s; using the range 0.25 to 12 s.',
      'x-max="50" is not above x-min="100000"; using the range 0.25 to 12 s.',
    ]);
    // 0.001 is above the -10 written: only the refused end explains the empty range.
    expect(await notices('x-min="-10" x-max="0.001"')).to.deep.equal(['x-min="-10" is outside 0.001 to 86,400 s; using the range 0.25 to 12 s.']);
  });

  it('says when a value read to the millisecond is what makes the range empty', async () => {
    const box = await fixture<HTMLDivElement>(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-safety-map for="s" x-min="0.5" x-max="0.5000001" y-min="1.0001" y-max="1.0004"></lease-safety-map></div>`);
    const map = box.querySelector('lease-safety-map') as LeaseSafetyMap;
    await settled(map);
    expect($$(map, '.notices li').map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'x-max="0.5000001" is read to the millisecond as 0.5 s, not above x-min="0.5"; using the range 0.25 to 12 s.',
      'y-max="1.0004" is read to the millisecond as 1 s, not above y-min="1.0001" (1 s); using the range 0 to 11.75 s.',
    ]);
    // A range that stays open is read to the millisecond without a notice, as the labs read their inputs.
    map.setAttribute('x-max', '6.0000001');
    map.removeAttribute('y-min');
    map.removeAttribute('y-max');
    await settled(map);
    expect(map.shadowRoot?.querySelector('.notices')).to.equal(null);
    expect(map.sweep.x.values.at(-1)).to.equal(6);
  });
});

describe('<lease-safety-map> at 320 px', () => {
  it('wraps the map-as-text sentences instead of scrolling sideways', async () => {
    const { map } = await page(html`<div style="width:320px"><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    ($(map, 'details') as HTMLDetailsElement).open = true;
    const wrap = $(map, '[part~=text-table]');
    expect(wrap.clientWidth).to.be.at.most(320);
    expect(wrap.scrollWidth).to.be.at.most(wrap.clientWidth + 1);
    expect(tableRows(map, 'map-text').some((cells) => cells[1].length > 40), 'precondition: long sentences').to.equal(true);
  });
});

describe('<lease-safety-map> accessibility', () => {
  it('is axe clean with a lab, and with a notice', async () => {
    const { map } = await page(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map></div>`);
    await expect(map).to.be.accessible();
    const lonely = await page(html`<div><lease-safety-map for="x" steps="oops"></lease-safety-map></div>`);
    await expect(lonely.map).to.be.accessible();
  });
});
