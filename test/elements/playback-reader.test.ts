// What a reader walking the swarm lab found in playback: the slider held under a running clock, steps that
// said where but never what, a state panel that moved the page as its text changed, and the end of the span.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { swarmTimeScale } from '../../src/swarm-lease/lanes.js';
import { $, engine, frames, itInChromium, openSections, plain, settled, shadowText, spaceText, tableRows, drawnLab, until } from '../helpers.js';

const lab = (markup: ReturnType<typeof html>) => drawnLab<SwarmLeaseLab>(markup);


/** A swarm lab with `attributes` in a box `width` px wide (its parent, to resize), drawn. */
async function swarmIn(width: number, attributes: string): Promise<SwarmLeaseLab> {
  const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
  box.innerHTML = `<swarm-lease-lab ${attributes}></swarm-lease-lab>`;
  const el = box.firstElementChild as SwarmLeaseLab;
  await settled(el);
  return el;
}

const status = (el: SwarmLeaseLab) => plain(shadowText(el, '.lab > [role="status"]'));

describe('the time slider held while playing', () => {
  afterEach(async () => {
    if (engine === 'chromium') await resetMouse();
  });

  itInChromium('pauses when the pointer goes down, holds still under the thumb, and stays paused on release', 'sendMouse drives a real pointer', async () => {
    const el = await lab(html`<swarm-lease-lab speed="2"></swarm-lease-lab>`);
    const slider = $(el, '#scrub-time') as HTMLInputElement;
    slider.scrollIntoView({ block: 'center' });
    el.play();
    await until(() => el.inspectionTime >= 2);
    const r = slider.getBoundingClientRect();
    const y = Math.round(r.top + r.height / 2);
    // Press at 2 s on the track (the thumb's own place, within a pixel or two), then hold still.
    const scale = swarmTimeScale(el.run); // the slider's scale is the chart's: 14 s is past its break
    const xAt = (t: number) => Math.round(r.left + 8 + scale.fraction(t) * (r.width - 16));
    await sendMouse({ type: 'move', position: [xAt(el.inspectionTime), y] });
    await sendMouse({ type: 'down' });
    await settled(el);
    expect(el.playing, 'pressing the slider pauses').to.equal(false);
    const held = el.inspectionTime;
    await aTimeout(800);
    expect(el.inspectionTime, 'held still for 0.8 s').to.equal(held);
    // Drag past the last event (10 s): the time follows the pointer, never the clock's jump to 60 s.
    await sendMouse({ type: 'move', position: [xAt(14), y] });
    await aTimeout(900);
    await settled(el);
    expect(el.inspectionTime).to.be.within(12, 16);
    const dragged = el.inspectionTime;
    await sendMouse({ type: 'up' });
    await aTimeout(400);
    await settled(el);
    expect(el.playing, 'still paused after release').to.equal(false);
    expect(el.inspectionTime).to.equal(dragged);
    expect(shadowText(el, '.play')).to.equal('Play');
  });

  it('pauses on a pointer press from any pointer (touch and pen too)', async () => {
    const el = await lab(html`<swarm-lease-lab speed="1"></swarm-lease-lab>`);
    el.play();
    await settled(el);
    $(el, '#scrub-time').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await settled(el);
    expect(el.playing).to.equal(false);
    expect(status(el)).to.equal(`Paused at ${el.inspectionTime} s.`);
  });
});

describe('stepping says what happened', () => {
  /** The trace's sentences for the rows at `t` (a grouped row counts at its first and last time). */
  function traceSays(el: SwarmLeaseLab, t: number): string {
    const at = `${t} s`;
    return tableRows(el, 'trace')
      .filter(([time]) => {
        const [first, last] = plain(time).replace(/ \(.*\)$/, '').split(' – ');
        return first === at || last === at;
      })
      .map(([, , what]) => plain(what).replace(/^Upcoming: /, ''))
      .join(' ');
  }

  it('Next event announces the time and the trace sentence of each event, one message per step', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    await openSections(el, 'trace');
    const said: string[] = [];
    while ($(el, '.next').getAttribute('aria-disabled') !== 'true' && said.length < 20) {
      ($(el, '.next') as HTMLButtonElement).click();
      await settled(el);
      const t = el.inspectionTime;
      said.push(status(el));
      if (t < 60) expect(status(el), `at ${t} s`).to.equal(`At ${t} s: ${traceSays(el, t)}`);
    }
    expect(said).to.include('At 4 s: B polls, finds the lease lapsed at 4 s and claims it with token 2.');
    expect(said.at(-1)).to.equal('Ended at 60 s; nothing changes after 10 s.');
    expect(said.every((s) => !/undefined|NaN|s s\b|\.\./.test(s)), said.join('\n')).to.equal(true);
  });

  it('Previous event steps back event by event to 0, saying what happened, and is off at 0', async () => {
    const el = await lab(html`<swarm-lease-lab time="4.5"></swarm-lease-lab>`);
    const back = $(el, '.previous') as HTMLButtonElement;
    expect(back.textContent?.trim()).to.equal('Previous event');
    const visited: number[] = [];
    while (back.getAttribute('aria-disabled') !== 'true' && visited.length < 20) {
      back.click();
      await settled(el);
      visited.push(el.inspectionTime);
    }
    expect(visited).to.deep.equal([4, 3, 1, 0.5, 0]);
    expect(status(el)).to.match(/^At 0 s: T-91 \(refund order 7731\) is delivered to A/);
    back.focus();
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.inspectionTime, 'does nothing at 0').to.equal(0);
    expect(el.shadowRoot?.activeElement === back, 'and keeps focus').to.equal(true);
    el.seek(1.5);
    await settled(el);
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.inspectionTime, 'from the keyboard').to.equal(1);
    await expect(el).to.be.accessible();
  });
});

describe('the state panel keeps its height while time changes', () => {
  for (const width of [375, 1000]) {
    for (const attrs of ['', 'mechanism="fencing"', 'idempotency-key mechanism="none"', 'ttl="6"', 'ttl="3.7"', 'b-arrives-at="20" no-renew']) {
      it(`nothing below it moves at ${width} px (${attrs || 'defaults'})`, async () => {
        const el = await swarmIn(width, attrs);
        const stops = [...new Set(el.run.events.flatMap((e) => [e.at, e.until ?? e.at]))].sort((a, b) => a - b);
        const times = [...stops.flatMap((t, i) => [Math.max(0, t - 0.05), t, (t + (stops[i + 1] ?? 60)) / 2]), 60];
        const tops = new Map<string, number>();
        for (const t of times) {
          el.seek(t);
          await settled(el);
          tops.set(`${t} s`, Math.round($(el, '.timeline').getBoundingClientRect().top - el.getBoundingClientRect().top));
        }
        expect(new Set(tops.values()).size, `the timeline's top at each time: ${JSON.stringify(Object.fromEntries(tops))}`).to.equal(1);
      });
    }
  }

  for (const width of [375, 1000]) {
    itInChromium(`records no vertical layout shift below it while the run plays through at ${width} px`, 'layout-shift entries are Chromium’s', async () => {
      const el = await swarmIn(width, 'speed="5"');
      // The panel at the top of the view: what lies below it is seen to move (scroll anchoring hides a change above the view).
      $(el, '.state').scrollIntoView({ block: 'start' });
      // Boxes below the panel that moved up or down, or changed height (the panel's cards did, carrying
      // everything below). Text re-wrapping inside a card as its numbers change is no shift of the page.
      const below = $(el, '.state').getBoundingClientRect().bottom;
      const moved: string[] = [];
      type Source = { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { sources: Source[] }>) {
          for (const { previousRect: a, currentRect: b } of e.sources) {
            if (a.y >= below && (a.y !== b.y || a.height !== b.height)) moved.push(`at ${el.inspectionTime} s: y ${a.y} → ${b.y}, height ${a.height} → ${b.height}`);
          }
        }
      });
      observer.observe({ type: 'layout-shift' });
      el.play();
      await until(() => !el.playing, 8000);
      await frames();
      observer.disconnect();
      expect(el.inspectionTime).to.equal(60);
      expect(moved).to.deep.equal([]);
    });
  }

  it('adds no text to what is read: the held room is hidden and the cards say only the current state', async () => {
    const el = await lab(html`<swarm-lease-lab time="4"></swarm-lease-lab>`);
    expect(shadowText(el, '[data-state="b"] dd')).to.equal('Working (0 s of 5 s done).');
    for (const copy of el.shadowRoot!.querySelectorAll('.state .reserve')) {
      expect(getComputedStyle(copy).visibility).to.equal('hidden');
      expect(copy.getAttribute('aria-hidden')).to.equal('true');
    }
    await expect(el).to.be.accessible();
  });
});

describe('nothing moves sideways while time changes', () => {
  // Where the words after the time readout and the trace's columns sit, in CSS pixels from the lab's left edge.
  const places = (el: SwarmLeaseLab) => {
    const left = el.getBoundingClientRect().left;
    const x = (node: Element) => Math.round((node.getBoundingClientRect().left - left) * 10) / 10;
    return {
      total: x($(el, '.scrub .muted')),
      columns: [...el.shadowRoot!.querySelectorAll('[part="trace"] thead th')].map(x),
    };
  };

  it('keeps "of 60 s" and the trace columns in place at rest, playing, paused and at the end (1000 px)', async () => {
    const el = await swarmIn(1000, 'speed="2"');
    await openSections(el, 'trace');
    const atRest = places(el);
    expect(atRest.columns).to.have.length(3);
    el.play();
    await until(() => el.inspectionTime >= 1);
    await settled(el);
    expect(places(el), 'playing').to.deep.equal(atRest);
    el.pause();
    await settled(el);
    expect(places(el), `paused at ${el.inspectionTime} s`).to.deep.equal(atRest);
    el.setAttribute('time', '60');
    await settled(el);
    expect(shadowText(el, '[part="trace"] caption')).to.contain('all');
    expect(places(el), 'at the end, every event happened').to.deep.equal(atRest);
  });
});

describe('the time readout wraps as a phrase', () => {
  it('never leaves "of" at a line end apart from "60 s", at any width, with WCAG 1.4.12 text spacing', async () => {
    const el = await swarmIn(320, 'no-controls time="5.841"');
    const box = el.parentElement as HTMLElement;
    spaceText(el.shadowRoot!);
    const split: number[] = [];
    for (let width = 160; width <= 480; width += 8) {
      box.style.width = `${width}px`;
      // One line box: every piece of the phrase (text runs split by Lit's markers) at the same height.
      const lines = new Set([...$(el, '.scrub .muted').getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) split.push(width);
    }
    expect(split, 'widths at which "of 60 s" broke across lines').to.deep.equal([]);
  });

  it('keeps the time beside its total when a long run leaves them no room beside the label (320 px)', async () => {
    const el = await swarmIn(320, 'stall-for="50000"');
    spaceText(el.shadowRoot!);
    expect(shadowText(el, '.scrub .muted')).to.equal('of 50,005 s');
    const time = $(el, '.time-readout').getBoundingClientRect();
    const total = $(el, '.scrub .muted').getBoundingClientRect();
    // On one line: each box's middle lies within the other's height (a bold inline box sits a pixel or two apart).
    const middle = (r: DOMRect) => r.top + r.height / 2;
    expect(middle(time), '"0 s" beside "of 50,005 s"').to.be.within(total.top, total.bottom);
    expect(middle(total), '"of 50,005 s" beside "0 s"').to.be.within(time.top, time.bottom);
  });
});
