// The timeline during playback: a frame changes only what depends on the inspection time, and "not yet
// happened" never washes out text (contrast holds at every inspection time, light and dark).
import { expect, html } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { placeBandText, renderTimeline } from '../../src/parts/timeline.js';
import { eventScale } from '../../src/parts/time-scale.js';
import { swarmTimeScale } from '../../src/swarm-lease/lanes.js';
import { render } from 'lit';
import { $, $$, contrast, openSections, parseColor, plain, settled, drawnLab } from '../helpers.js';

const lab = (markup: ReturnType<typeof html>) => drawnLab<SwarmLeaseLab>(markup);

/** Where a mutation landed: the element itself for attributes, the parent for text and child lists. */
function mutated(record: MutationRecord): Element {
  const node = record.type === 'attributes' ? record.target : record.target.parentNode;
  return (node instanceof ShadowRoot ? node.host : node) as Element;
}

/** The parts that show the inspection time; nothing else may change between frames. */
const TIME_DEPENDENT = '.playback, [part~="state"], .cursor, .past, [part~="trace"]';

describe('timeline playback frames', () => {
  it('change only the time-dependent nodes, and the cursor and "not yet" ground follow the time', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    // Where each change landed, resolved as it arrives (after each update): a node that a later frame
    // replaces (a worker's text turning into "Working (…)") is detached by the end.
    const outside: Element[] = [];
    const timeline: MutationRecord[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const node = mutated(r);
        if (!node.closest(TIME_DEPENDENT)) outside.push(node);
        if (node.closest('.timeline')) timeline.push(r);
      }
    });
    observer.observe(el.shadowRoot as ShadowRoot, { subtree: true, attributes: true, childList: true, characterData: true });
    const plot = $(el, '.plot').getBoundingClientRect();
    const scale = swarmTimeScale(el.run);
    // Frames within one stretch of the run and across event boundaries (B's arrival, the stall, the claim).
    for (const t of [0.2, 0.35, 0.7, 1.4, 3.9, 4.1, 6.5, 9.2]) {
      el.seek(t);
      await settled(el);
      const expected = plot.left + scale.fraction(t) * plot.width;
      const line = $(el, '.cursor line').getBoundingClientRect();
      expect(line.left + line.width / 2, `cursor at ${t} s`).to.be.closeTo(expected, 1.5);
      const past = $(el, '.past').getBoundingClientRect();
      expect(past.right, `"not yet" ground starts at ${t} s`).to.be.closeTo(expected, 1.5);
    }
    observer.disconnect();
    expect(
      outside.map((n) => n.outerHTML.slice(0, 80)),
      'nodes changed outside the time-dependent parts',
    ).to.deep.equal([]);
    expect(timeline.length, 'the cursor moved with each frame').to.be.at.least(8);
    expect(timeline.every((r) => r.type === 'attributes'), 'only cursor attributes change in the timeline').to.equal(true);
  });

  it('between two shown steps a real frame moves only the cursor, to the exact time, and renders nothing else', async () => {
    const el = await lab(html`<swarm-lease-lab work="50" speed="1"></swarm-lease-lab>`);
    const host = el as unknown as Record<string, () => unknown>;
    const original = host.renderFigure;
    let renders = 0;
    host.renderFigure = function (this: unknown) {
      renders++;
      return original.call(this);
    };
    const scale = swarmTimeScale(el.run);
    const plot = $(el, '.plot').getBoundingClientRect();
    el.play();
    let frames = 0;
    const readouts = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await new Promise(requestAnimationFrame);
      if (!el.playing) break;
      frames++;
      readouts.add(plain($(el, '.time-readout').textContent).trim());
      const expected = plot.left + scale.fraction(el.inspectionTime) * plot.width;
      for (const line of $$(el, '.cursor line')) {
        const r = line.getBoundingClientRect();
        expect(r.left + r.width / 2, `cursor at ${el.inspectionTime} s`).to.be.closeTo(expected, 1.5);
      }
      expect($(el, '.past').getBoundingClientRect().right, `"past" ground at ${el.inspectionTime} s`).to.be.closeTo(expected, 1.5);
    }
    el.pause();
    host.renderFigure = original;
    expect(frames, 'playback ran').to.be.at.least(20);
    expect(readouts.size, 'the readout stepped on').to.be.at.least(2);
    expect(renders, 'renders only when the readout steps').to.be.below(frames / 2);
  });

  it('re-render only what follows the time: the controls and export panel are skipped until an input changes', async () => {
    const el = await lab(html`<swarm-lease-lab work="50"></swarm-lease-lab>`);
    const host = el as unknown as Record<string, () => unknown>;
    const calls: string[] = [];
    for (const name of ['renderControls', 'renderFigure']) {
      const original = host[name];
      host[name] = function (this: unknown) {
        calls.push(name);
        return original.call(this);
      };
    }
    el.play();
    for (const t of [1.25, 2.5, 7.75]) {
      el.seek(t);
      await settled(el);
    }
    el.pause();
    await settled(el);
    expect(calls.filter((c) => c === 'renderControls'), 'frames and pausing skip the controls').to.deep.equal([]);
    expect(calls.filter((c) => c === 'renderFigure').length, 'each frame renders the figure').to.be.at.least(3);
    expect(plain($(el, '.time-readout').textContent).trim(), 'paused on the tenth just passed').to.equal('7.7 s');
    // Anything but a frame renders the whole lab: a changed input refreshes the controls and the notices.
    el.setAttribute('ttl', 'soon');
    await settled(el);
    expect(calls.filter((c) => c === 'renderControls').length).to.equal(1);
    expect($(el, '[part~="notices"]').textContent).to.contain('soon');
  });

  it('show moving times in readable steps while playing (most frames change no text) and the time it paused at, in tenths, exactly', async () => {
    const el = await lab(html`<swarm-lease-lab work="50"></swarm-lease-lab>`);
    await openSections(el, 'trace');
    const texts = () => [
      plain($(el, '.time-readout').textContent).trim(),
      plain($(el, '[data-state="a"] dd')?.textContent).replace(/\s+/g, ' ').trim(),
      plain($(el, '[part~="trace"] caption .frame-number')?.textContent).trim(),
    ];
    el.speed = 1;
    el.play();
    for (const [t, shown] of [[1.234, '1.2 s'], [1.299, '1.2 s'], [7.05, '7 s'], [12.999, '12.9 s']] as const) {
      el.seek(t);
      await settled(el);
      expect(el.playing).to.equal(true);
      const [readout, work, caption] = texts();
      expect([readout, caption], `at ${t} s, 1×`).to.deep.equal([shown, shown]);
      expect(work, 'worker A\'s progress in tenths too').to.match(/^[^(]+ \(\d+(\.\d)? s of 50 s done\)\.$/);
    }
    // Faster playback, coarser steps: at 16× the readout moves in 2-second steps (8 changes a real second).
    el.speed = 16;
    el.seek(13.96);
    await settled(el);
    expect(texts()[0], 'at 13.96 s, 16×').to.equal('12 s');
    el.pause();
    await settled(el);
    expect(plain($(el, '.time-readout').textContent).trim(), 'paused on the tenth just passed, shown exactly').to.equal('13.9 s');
    expect($(el, '[part~="state"]').getAttribute('aria-label'), 'read as shown').to.equal('State at 13.9\u00a0s');
    el.seek(13.917);
    await settled(el);
    expect(plain($(el, '.time-readout').textContent).trim()).to.equal('13.917 s');
  });

  it('tell one moment while playing: the state panel and trace read at the readout\'s stepped time', async () => {
    // At 20× the readout moves in 2-second steps; the state and trace must never run ahead of it (a reader saw
    // "0 s" beside "Stalled" and "5 of 10 events so far", which at 0 s read "Working" and "2 of 10").
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const still = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    await openSections(el, 'trace');
    await openSections(still, 'trace');
    const text = (lab: SwarmLeaseLab, selector: string) => $(lab, selector).textContent?.replace(/\s+/g, ' ').trim();
    for (const speed of [1, 10, 20]) {
      el.speed = speed;
      el.play();
      for (const t of [0.6, 1.9, 3.95, 5.5, 8.3]) {
        el.seek(t);
        await settled(el);
        expect(el.playing).to.equal(true);
        const readout = text(el, '.time-readout') as string;
        still.seek(Number.parseFloat(readout));
        await settled(still);
        for (const part of ['[part~="state"]', '[part~="trace"] caption', '[part~="trace"] tbody'])
          expect(text(el, part), `${part} at ${t} s, ${speed}× (readout ${readout})`).to.equal(text(still, part));
        expect(plain($(el, '[part~="state"]').getAttribute('aria-label'))).to.equal(`State at ${readout}`);
      }
      el.pause();
      await settled(el);
    }
  });

  it('keep the lanes, legend and axis nodes themselves (no re-creation during playback)', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const before = $$(el, '.lane, .legend, .tick, .band-text, .mark');
    el.play();
    await new Promise((r) => setTimeout(r, 250));
    el.pause();
    await settled(el);
    const after = $$(el, '.lane, .legend, .tick, .band-text, .mark');
    expect(after.length).to.equal(before.length);
    expect(after.every((n, i) => n === before[i])).to.equal(true);
  });
});

/** Contrast of two colours that must both be opaque (a translucent one would hide what lies under it). */
function opaqueContrast(fg: string, bg: string): number {
  for (const c of [fg, bg]) expect(parseColor(c)[3], `${c} is opaque`).to.equal(1);
  return contrast(fg, bg);
}

describe('"not yet happened" without a veil', () => {
  for (const scheme of ['light', 'dark']) {
    for (const time of [0, 4.5, 60]) {
      it(`keeps every timeline label at 4.5:1 or more, nothing painted over it, at ${time} s, ${scheme}`, async () => {
        const el = await lab(html`<swarm-lease-lab style="color-scheme: ${scheme}" time=${time}></swarm-lease-lab>`);
        await expect(el).to.be.accessible();
        const surface = getComputedStyle(el).backgroundColor;
        const texts = $$(el, '.timeline text').filter((t) => t.getClientRects().length);
        expect(texts.length).to.be.greaterThan(8);
        for (const text of texts) {
          const style = getComputedStyle(text);
          const name = `"${text.textContent}"`;
          // Nothing dims text: full opacity on the text and every ancestor inside the figure.
          for (let n: Element | null = text; n && n !== $(el, '.timeline'); n = n.parentElement) {
            expect(Number(getComputedStyle(n).opacity), `${name}: opacity of ${n.tagName}`).to.equal(1);
          }
          // Nothing paints over the text's middle (the old veil did); only the 2.5 px cursor line may cross it.
          text.scrollIntoView({ block: 'center' });
          const r = text.getBoundingClientRect();
          const stack = el.shadowRoot?.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2) ?? [];
          expect(stack.length, `${name} is in the viewport`).to.be.greaterThan(0);
          const above = stack.slice(0, stack.includes(text) ? stack.indexOf(text) : 1);
          expect(above.filter((n) => !n.contains(text) && !n.matches('.cursor line')).map((n) => n.outerHTML.slice(0, 60)), `over ${name}`).to.deep.equal([]);
          // Its ground: the band under it (or, over hatching, its own halo), else the lab's surface.
          const band = text.matches('.band-text') ? text.previousElementSibling : null;
          const bandFill = band ? getComputedStyle(band).fill : '';
          const ground = !band ? surface : bandFill.startsWith('url') ? style.stroke : bandFill;
          expect(opaqueContrast(style.fill, ground), `${name} on ${ground}`).to.be.at.least(4.5);
        }
      });
    }
  }
});

describe('band text placement', () => {
  const band = { from: 10, to: 20, tone: 'a' as const, style: 'hatch' as const, label: 'zombie', text: 'zombie' };
  const cross = { at: 11, tone: 'bad' as const, shape: 'cross' as const, label: 'rejected' };

  it('starts after a mark near the band start, clear of its halo', () => {
    const place = placeBandText(band, [cross], 30);
    expect(place?.at).to.equal(11);
    expect(place?.dx).to.be.at.least(11);
  });

  it('needs a wider figure when marks leave less room, and gives up when nothing fits', () => {
    const roomy = placeBandText(band, [], 30);
    const crowded = placeBandText(band, [cross, { ...cross, at: 15 }], 30);
    expect(roomy?.fit).to.be.lessThan(crowded?.fit ?? Infinity);
    expect(placeBandText({ ...band, from: 10, to: 10.05 }, [], 30)).to.equal(null);
  });

  it('puts the words of a band that runs through the break after it when they do not fit before it', () => {
    // Events up to 10 s inspected to 60 s: the break sits at 12 s, so a band from 10 s has little room before it.
    const scale = eventScale([10], 60);
    expect(scale.knee).to.equal(12);
    const late = { ...band, from: 10, to: 60, text: '2 refunds' };
    const place = placeBandText(late, [{ ...cross, at: 10 }], scale);
    expect(place?.at, 'starts at the break').to.equal(12);
    expect(place?.dx, 'clear of the break').to.be.at.least(6);
    // Words that fit before the break stay there, and a band that ends before it never crosses it.
    expect(placeBandText({ ...late, text: 'ok' }, [], scale)?.at).to.equal(10);
    expect(placeBandText({ ...late, to: 11.5 }, [], scale)?.at ?? 10).to.equal(10);
  });
});

/** A one-lane timeline whose every name and time depends on `n`, with the same shapes and structure for every `n`. */
function namedSpec(n: number, tricky = '') {
  return {
    id: 'tt',
    title: `Title ${n} ${tricky}`,
    description: `Description ${n} ${tricky}`,
    end: 10,
    lanes: [
      {
        id: 'a',
        label: `Lane ${n}`,
        short: `L${n}`,
        bands: [{ from: 1 + n / 10, to: 4, tone: 'a' as const, style: 'solid' as const, label: `Band ${n} ${tricky}` }],
        marks: [{ at: 5 + n / 10, tone: 'ok' as const, shape: 'check' as const, label: `Mark ${n} ${tricky}` }],
      },
    ],
    highlight: { from: 2, to: 3 + n / 10, label: `Overlap ${n} ${tricky}` },
    legend: [{ tone: 'ok' as const, kind: 'check' as const, label: `Accepted ${n}` }],
  };
}

/** Each named part of the plot as [role, name]: the figure's description, then every mark, band and overlap. */
function plotNames(root: Element) {
  const plot = root.querySelector('svg.plot') as SVGSVGElement;
  return [
    ['figure', plot.getAttribute('aria-label')],
    ['description', root.querySelector(`#${plot.getAttribute('aria-describedby')}`)?.textContent],
    ...[...plot.querySelectorAll('[aria-label]')].map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')]),
  ];
}

describe('timeline names', () => {
  it('carry their text exactly, markup characters included, as text and never as markup', () => {
    const tricky = `A's "write" <b>1</b> & more`;
    const root = document.createElement('div');
    render(renderTimeline(namedSpec(0, tricky)), root);
    expect(plotNames(root)).to.deep.equal([
      ['figure', `Title 0 ${tricky}`],
      ['description', `Description 0 ${tricky}`],
      ['img', `Overlap 0 ${tricky}`],
      ['img', `Band 0 ${tricky}`],
      ['img', `Mark 0 ${tricky}`],
    ]);
    expect(root.querySelector('svg.plot b'), 'no element made from the text').to.equal(null);
  });

  it('update in place on a change: every node is kept and only attributes and text change', async () => {
    const root = document.createElement('div');
    render(renderTimeline(namedSpec(1)), root);
    const before = [...root.querySelectorAll('*')];
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) added.push(...r.addedNodes, ...r.removedNodes);
    });
    observer.observe(root, { subtree: true, childList: true });
    for (const n of [2, 3, 4]) render(renderTimeline(namedSpec(n)), root);
    await Promise.resolve();
    observer.disconnect();
    expect(added.map((n) => n.nodeName), 'nodes added or removed by a change').to.deep.equal([]);
    expect([...root.querySelectorAll('*')], 'the same elements').to.deep.equal(before);
    expect(plotNames(root).slice(2)).to.deep.equal([
      ['img', 'Overlap 4 '],
      ['img', 'Band 4 '],
      ['img', 'Mark 4 '],
    ]);
  });
});
