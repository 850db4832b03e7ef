// Playback of <swarm-lease-lab>: play, step, scrub, rewind, lab-time, reduced motion, removal, keyboard,
// plus context, accessibility and privacy during a session of play, scrub and edits.
import { consume } from '@lit/context';
import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { a11ySnapshot, emulateMedia, findAccessibilityNode, sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import '../../src/swarm-lease-lab.js';
import { type SwarmLeaseContextValue, type SwarmLeaseLab, swarmLeaseContext } from '../../src/swarm-lease-lab.js';
import { swarmTimeScale } from '../../src/swarm-lease/lanes.js';
import { eventMoments } from '../../src/sim/events.js';
import { seconds } from '../../src/parts/format.js';
import { $, $$, engine, frames, itInChromium, openSections, plain, settled, shadowText, tableRows, watchForLeaks, drawnLab, until } from '../helpers.js';

class TimeEcho extends LitElement {
  @consume({ context: swarmLeaseContext, subscribe: true })
  @property({ attribute: false })
  state: SwarmLeaseContextValue | undefined;

  override render() {
    return this.state ? `${this.state.run.verdict} @ ${this.state.time}` : 'no lab';
  }
}
customElements.define('time-echo', TimeEcho);

const lab = (markup: ReturnType<typeof html>) => drawnLab<SwarmLeaseLab>(markup);

/** The slider's value for a time: it works in fractions of its range through the run's time scale (the chart's). */
const sliderValue = (el: SwarmLeaseLab, slider: HTMLInputElement, t: number) => String(swarmTimeScale(el.run).fraction(t) * Number(slider.max));
/** The time the slider's thumb stands at. */
const sliderSeconds = (el: SwarmLeaseLab, slider: HTMLInputElement, value = slider.value) => swarmTimeScale(el.run).time(Number(value) / Number(slider.max));


afterEach(async () => {
  if (engine === 'chromium') await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('<swarm-lease-lab> playback', () => {
  it('Play advances time, reaches the end of the span and stops', async () => {
    // At 5× a frame moves at most 1.25 s (frames count 250 ms at most), so the 10 s to the last event take
    // 8 frames or more however slowly an engine draws (software-rendered WebKit under load is slow).
    const el = await lab(html`<swarm-lease-lab speed="5"></swarm-lease-lab>`);
    const times: number[] = [];
    el.addEventListener('lab-time', (e) => times.push(e.detail.time));
    ($(el, '.play') as HTMLButtonElement).click();
    await settled(el);
    expect(el.playing).to.equal(true);
    expect(shadowText(el, '.play')).to.equal('Pause');
    await until(() => !el.playing, 8000);
    await frames(); // lab-time trails by a frame
    await settled(el);
    expect(el.inspectionTime).to.equal(60);
    expect(shadowText(el, '.play')).to.equal('Replay');
    expect(times.length, 'several frames').to.be.greaterThan(5);
    expect(times.every((t, i) => t >= 0 && (i === 0 || t >= times[i - 1])), 'monotonic, never negative').to.equal(true);
    expect(times[times.length - 1]).to.equal(60);
  });

  it('Next event lands on each event time in order', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const visited: number[] = [];
    while ($(el, '.next').getAttribute('aria-disabled') !== 'true' && visited.length < 50) {
      ($(el, '.next') as HTMLButtonElement).click();
      await settled(el);
      visited.push(el.inspectionTime);
    }
    const stops = [...new Set(el.run.events.flatMap((e) => (e.until === undefined ? [e.at] : [e.at, e.until])))].filter((t) => t > 0);
    expect(visited).to.deep.equal([...stops.sort((a, b) => a - b), 60]);
  });

  it('an input change recomputes and rewinds to 0 without playing', async () => {
    const el = await lab(html`<swarm-lease-lab time="7" speed="0.5"></swarm-lease-lab>`);
    expect(el.inspectionTime).to.equal(7);
    el.play();
    await settled(el);
    el.ttl = 6;
    await settled(el);
    expect(el.inspectionTime).to.equal(0);
    expect(el.playing).to.equal(false);
    expect(shadowText(el, '.verdict-label')).to.equal('One owner.');
  });

  it('fires lab-time at most once per frame with { time, playing }', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const events: Array<{ time: number; playing: boolean }> = [];
    el.addEventListener('lab-time', (e) => events.push(e.detail));
    const slider = $(el, '.scrub input') as HTMLInputElement;
    for (const t of [1, 2, 3, 4]) {
      slider.value = sliderValue(el, slider, t);
      slider.dispatchEvent(new Event('input'));
    }
    await frames();
    expect(events).to.deep.equal([{ time: 4, playing: false }]);
    const event = oneEvent(el, 'lab-time');
    el.seek(9);
    const fired = (await event) as CustomEvent;
    expect(fired.bubbles && fired.composed).to.equal(true);
    expect(fired.detail).to.deep.equal({ time: 9, playing: false });
  });

  it('reports lab-time within each playback frame, asking for no second frame', async () => {
    const el = await lab(html`<swarm-lease-lab speed="0.5"></swarm-lease-lab>`);
    const reported: number[] = [];
    el.addEventListener('lab-time', (e) => reported.push(e.detail.time));
    const raf = window.requestAnimationFrame;
    let asked = 0;
    window.requestAnimationFrame = (cb) => {
      asked++;
      return raf.call(window, cb);
    };
    let waited = 0;
    try {
      el.play();
      await settled(el);
      for (; waited < 12; waited++) await new Promise((r) => raf.call(window, r));
      el.pause();
      // One frame request per playback frame (the clock's own), give or take the frames around play and pause.
      expect(asked, `frames requested over ${waited} frames`).to.be.at.most(waited + 3);
    } finally {
      window.requestAnimationFrame = raf;
    }
    expect(reported.filter((t) => t > 0).length, 'a report per frame played').to.be.at.least(waited - 3);
  });

  itInChromium('moves event to event instead of animating under reduced motion', 'emulateMedia needs CDP', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await lab(html`<swarm-lease-lab speed="20"></swarm-lease-lab>`);
    const times: number[] = [];
    el.addEventListener('lab-time', (e) => times.push(e.detail.time));
    let requested = 0;
    const count = () => {
      requested++;
    };
    const originalRaf = window.requestAnimationFrame;
    window.requestAnimationFrame = (cb) => {
      count();
      return originalRaf.call(window, cb);
    };
    try {
      el.play();
      await until(() => times.length >= 3, 4000);
    } finally {
      window.requestAnimationFrame = originalRaf;
    }
    el.pause();
    const stops = new Set(el.run.events.flatMap((e) => (e.until === undefined ? [e.at] : [e.at, e.until])));
    for (const t of times.filter((x) => x > 0)) expect(stops.has(t) || t === 60, `${t} is an event time`).to.equal(true);
    expect(times.filter((t) => t > 0).slice(0, 2)).to.deep.equal([0.5, 1]);
  });

  itInChromium('shows each reduced-motion stop at its exact moment, not rounded down to the playing step', 'emulateMedia needs CDP', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    // At the default 2× a playing readout moves in 0.2 s steps; B's delivery at 0.5 s is a stop of its own.
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    el.play();
    await until(() => el.inspectionTime === 0.5, 4000);
    await settled(el);
    try {
      expect(el.playing, 'still playing, resting on the stop').to.equal(true);
      expect(plain($(el, '.time-readout').textContent).trim()).to.equal('0.5 s');
      expect(plain($(el, '[part="state"]').getAttribute('aria-label'))).to.equal('State at 0.5 s');
    } finally {
      el.pause();
    }
  });

  it('leaves no animation frame running after removal during playback', async () => {
    const el = await lab(html`<swarm-lease-lab speed="0.5"></swarm-lease-lab>`);
    const pending = new Set<number>();
    const raf = window.requestAnimationFrame;
    const caf = window.cancelAnimationFrame;
    window.requestAnimationFrame = (cb) => {
      const id = raf.call(window, (t) => {
        pending.delete(id);
        cb(t);
      });
      pending.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      pending.delete(id);
      caf.call(window, id);
    };
    try {
      el.play();
      await aTimeout(100);
      expect(pending.size, 'playing schedules frames').to.be.greaterThan(0);
      el.remove();
      expect(pending.size, 'removal cancels them').to.equal(0);
      await aTimeout(100);
      expect(pending.size).to.equal(0);
      expect(el.playing).to.equal(false);
    } finally {
      window.requestAnimationFrame = raf;
      window.cancelAnimationFrame = caf;
    }
  });

  it('plays on when the page moves a playing lab elsewhere (a tab panel, a framework re-parenting it)', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab speed="2"></swarm-lease-lab>`);
    await settled(el);
    const elsewhere = await fixture<HTMLDivElement>(html`<div></div>`);
    el.play();
    await until(() => el.inspectionTime > 0.5);
    elsewhere.append(el);
    await aTimeout(50);
    expect(el.playing, 'still playing after the move').to.equal(true);
    const movedAt = el.inspectionTime;
    await until(() => el.inspectionTime > movedAt + 0.5);
    expect(shadowText(el, '.play')).to.equal('Pause');
    el.remove();
    await aTimeout(0);
    expect(el.playing, 'a lab taken out of the page pauses').to.equal(false);
  });

  it('pauses when the lab scrolls off-screen', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="height:300px;overflow:auto"><swarm-lease-lab speed="0.5"></swarm-lease-lab><div style="height:6000px"></div></div>`);
    const el = wrap.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    await settled(el);
    el.play();
    await until(() => !el.playPending);
    expect(el.playing).to.equal(true);
    wrap.scrollTop = 5000;
    await until(() => !el.playing, 2000);
    expect(el.playing).to.equal(false);
  });

  it('pauses when the tab is hidden; a play request made while hidden waits for the tab to show', async () => {
    const el = await lab(html`<swarm-lease-lab speed="0.5"></swarm-lease-lab>`);
    el.play();
    await until(() => !el.playPending);
    expect(el.playing).to.equal(true);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    let held = 0;
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.playing).to.equal(false);
      held = el.inspectionTime;
      el.play();
      expect(el.playing, 'the request is kept').to.equal(true);
      expect(el.playPending, 'but waits').to.equal(true);
      await aTimeout(150);
      expect(el.inspectionTime, 'no playback in a hidden tab').to.equal(held);
    } finally {
      delete (document as unknown as Record<string, unknown>).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    expect(el.playPending).to.equal(false);
    await until(() => el.inspectionTime > held);
    el.pause();
  });

  it('can be played, stepped and scrubbed from the keyboard', async () => {
    const el = await lab(html`<swarm-lease-lab no-controls time="0" speed="100"></swarm-lease-lab>`);
    ($(el, '.play') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' }); // Previous event
    await sendKeys({ press: 'Tab' }); // Next event
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.inspectionTime).to.equal(0.5);
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.inspectionTime).to.equal(1);
    await sendKeys({ press: 'Tab' }); // Restart
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.inspectionTime).to.equal(0);
    await sendKeys({ press: 'Tab' }); // Speed select
    expect(el.shadowRoot?.activeElement?.tagName).to.equal('SELECT');
    await sendKeys({ press: 'Tab' }); // slider
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await settled(el);
    expect(el.inspectionTime).to.equal(1);
    await sendKeys({ press: 'End' });
    await settled(el);
    expect(el.inspectionTime).to.equal(60);
    ($(el, '.play') as HTMLButtonElement).focus();
    await sendKeys({ press: ' ' }); // 'Space' is unknown to puppeteer's BiDi keyboard (Firefox)
    await settled(el);
    expect(el.playing, 'Replay starts again from 0').to.equal(true);
    el.pause();
  });
});

describe('<swarm-lease-lab> slider', () => {
  it('while playing, the thumb stands where the readout says, frame after frame', async () => {
    const el = await lab(html`<swarm-lease-lab speed="1"></swarm-lease-lab>`);
    const slider = $(el, '.scrub input') as HTMLInputElement;
    const readout = $(el, '.time-readout');
    el.play();
    const apart: string[] = [];
    let moving = 0;
    for (let i = 0; i < 90 && el.playing; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      await el.updateComplete;
      const shown = Number.parseFloat((readout.textContent ?? '').replace(/\s/g, ''));
      const thumb = Math.round(sliderSeconds(el, slider) * 1000) / 1000;
      if (shown > 0) moving++;
      if (Math.abs(thumb - shown) > 0.001) apart.push(`readout ${shown} s, thumb ${thumb} s`);
    }
    el.pause();
    expect(moving, 'frames with time moving').to.be.above(20);
    expect(apart.slice(0, 3), `frames where the thumb and the readout disagree (${apart.length})`).to.deep.equal([]);
  });

  it('shows the exact time at rest and steps from it by keyboard', async () => {
    // A native range with step 0.5 showed 2.758 s as 3 and stepped from the snapped value (1.264 → 2).
    const el = await lab(html`<swarm-lease-lab no-controls time="2.758"></swarm-lease-lab>`);
    const slider = $(el, '.scrub input') as HTMLInputElement;
    expect(sliderSeconds(el, slider), 'at rest the thumb is where the readout says').to.equal(2.758);
    expect(slider.getAttribute('aria-valuetext'), 'read as shown: number and unit joined').to.equal('2.758\u00a0s of 60\u00a0s');
    slider.focus();
    const press = async (key: string) => {
      await sendKeys({ press: key });
      await settled(el);
      return [el.inspectionTime, sliderSeconds(el, slider)];
    };
    expect(await press('ArrowRight')).to.deep.equal([3, 3]);
    expect(await press('ArrowRight')).to.deep.equal([3.5, 3.5]);
    el.seek(1.264);
    await settled(el);
    expect(sliderSeconds(el, slider)).to.equal(1.264);
    expect(await press('ArrowRight'), 'the next step up, not two').to.deep.equal([1.5, 1.5]);
    el.seek(1.264);
    await settled(el);
    expect(await press('ArrowLeft')).to.deep.equal([1, 1]);
    expect(await press('End')).to.deep.equal([60, 60]);
    expect(await press('ArrowRight'), 'never past the end').to.deep.equal([60, 60]);
    expect(await press('Home')).to.deep.equal([0, 0]);
    expect(await press('ArrowLeft'), 'never before the start').to.deep.equal([0, 0]);
    expect(el.shadowRoot?.activeElement, 'focus stays on the slider').to.equal(slider);
  });
});

/** Focus is on `selector` inside the lab, never dropped to the page. */
function expectFocusOn(el: SwarmLeaseLab, selector: string): void {
  expect(document.activeElement, 'focus stays in the lab').to.equal(el);
  expect(el.shadowRoot?.activeElement).to.equal($(el, selector));
}

/** Counts text changes inside live regions (status, log, alert, aria-live, output) of the lab's shadow root. */
function watchLiveRegions(el: SwarmLeaseLab) {
  let changes = 0;
  const live = (n: Node | null) => (n instanceof Element ? n : n?.parentElement)?.closest('[aria-live], [role="status"], [role="log"], [role="alert"], output');
  const observer = new MutationObserver((records) => {
    for (const r of records) if (live(r.target)) changes++;
  });
  observer.observe(el.shadowRoot as ShadowRoot, { subtree: true, childList: true, characterData: true });
  return {
    count: () => (observer.takeRecords().forEach((r) => live(r.target) && changes++), changes),
    stop: () => observer.disconnect(),
  };
}

describe('<swarm-lease-lab> playback for keyboard and screen-reader users', () => {
  it('keeps focus on Restart when it turns itself off, and an aria-disabled Restart does nothing', async () => {
    const el = await lab(html`<swarm-lease-lab no-controls speed="0.5"></swarm-lease-lab>`);
    ($(el, '.play') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' }); // Play
    await sendKeys({ press: 'Tab' }); // Previous event
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' }); // Next event ×2
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' }); // Restart
    await settled(el);
    expect(el.inspectionTime).to.equal(0);
    expect(el.playing).to.equal(false);
    expect($(el, '.restart').getAttribute('aria-disabled')).to.equal('true');
    expectFocusOn(el, '.restart');
    await frames(); // lab-time for the restart to 0 trails by a frame; only what follows counts
    const times: number[] = [];
    el.addEventListener('lab-time', (e) => times.push(e.detail.time));
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: ' ' }); // 'Space' is unknown to puppeteer's BiDi keyboard (Firefox)
    await frames();
    expect(times, 'an aria-disabled Restart does not act').to.deep.equal([]);
    expectFocusOn(el, '.restart');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot?.activeElement?.tagName, 'still in the tab order').to.equal('SELECT');
  });

  it('keeps focus on Next event at the last event (10 s → 60 s), and then it does nothing', async () => {
    const el = await lab(html`<swarm-lease-lab time="10"></swarm-lease-lab>`);
    ($(el, '.next') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.inspectionTime).to.equal(60);
    expect($(el, '.next').getAttribute('aria-disabled')).to.equal('true');
    expectFocusOn(el, '.next');
    await frames(); // lab-time for the step to 60 s trails by a frame; only what follows counts
    const times: number[] = [];
    el.addEventListener('lab-time', (e) => times.push(e.detail.time));
    await sendKeys({ press: 'Enter' });
    await frames();
    expect(times).to.deep.equal([]);
    expectFocusOn(el, '.next');
    await expect(el).to.be.accessible();
  });

  it('labels the inspection-time slider and gives its value in seconds', async () => {
    const el = await lab(html`<swarm-lease-lab time="4"></swarm-lease-lab>`);
    const slider = $(el, '.scrub input') as HTMLInputElement;
    expect([...(slider.labels ?? [])].map((l) => l.textContent)).to.deep.equal(['Inspection time']);
    expect(slider.getAttribute('aria-valuetext')).to.equal('4\u00a0s of 60\u00a0s');
  });

  itInChromium('names the inspection-time slider in the accessibility tree', 'a11ySnapshot reads the CDP accessibility tree', async () => {
    await lab(html`<swarm-lease-lab time="4"></swarm-lease-lab>`);
    const tree = (await a11ySnapshot({})) as unknown as { role: string; name: string; valuetext?: string; children: never[] };
    const slider = findAccessibilityNode<{ role: string; name: string; valuetext?: string }>(tree, (n) => n.role === 'slider');
    expect(slider?.name).to.equal('Inspection time');
  });

  it('says each event once while playing, at most once a second, then where playback pauses, steps or ends', async () => {
    const el = await lab(html`<swarm-lease-lab speed="5"></swarm-lease-lab>`);
    const region = $(el, '.lab > [role="status"]');
    const said: { at: number; text: string }[] = [];
    const observer = new MutationObserver(() => region.textContent?.trim() && said.push({ at: performance.now(), text: plain(region.textContent) }));
    observer.observe(region, { subtree: true, childList: true, characterData: true });
    try {
      el.play();
      await until(() => said.some((s) => s.text.includes('Ended at')), 8000).catch(() => {
        throw new Error(`said: ${JSON.stringify(said)} playing ${el.playing} at ${el.inspectionTime}`);
      });
      const gaps = said.slice(1).map((s, i) => s.at - said[i].at);
      // The controller says things at least 1,000 ms apart; each reaches the region with its render, which a
      // loaded machine may delay by a frame or two, so the gaps seen here may be a little shorter.
      expect(Math.min(...gaps), `ms between announcements: ${gaps.map(Math.round)}`).to.be.at.least(950);
      const all = said.map((s) => s.text).join(' ');
      const events = [...new Set(eventMoments(el.run.events))].filter((t) => t < el.run.span);
      for (const t of events) expect(all.split(`At ${plain(seconds(t))}: `).length - 1, `the event at ${t} s is said once`).to.equal(1);
      expect(said.at(-1)?.text).to.match(/Ended at 60 s; nothing changes after 10 s\.$/);
    } finally {
      observer.disconnect();
    }
    el.seek(3.25);
    el.play();
    await until(() => el.inspectionTime > 3.5);
    ($(el, '.play') as HTMLButtonElement).click();
    await settled(el);
    expect(el.inspectionTime * 10, 'pausing lands on a tenth of a second').to.equal(Math.round(el.inspectionTime * 10));
    expect(plain(shadowText(el, '.lab > [role="status"]'))).to.equal(`Paused at ${el.inspectionTime} s.`);
    expect(plain($(el, '.time-readout').textContent).trim(), 'as the readout says it').to.equal(`${el.inspectionTime} s`);
    ($(el, '.next') as HTMLButtonElement).click();
    await settled(el);
    expect(plain(shadowText(el, '.lab > [role="status"]'))).to.match(new RegExp(`^At ${el.inspectionTime} s: `));
    expect(el.shadowRoot?.querySelector('output'), 'the readout is not a live region').to.equal(null);
  });

  it('queues play() on an off-screen lab and starts it once the lab scrolls into view', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="height:300px;overflow:auto"><div style="height:3000px"></div><swarm-lease-lab speed="2"></swarm-lease-lab></div>`);
    const el = wrap.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    await settled(el);
    await frames();
    const played: boolean[] = [];
    el.addEventListener('lab-time', (e) => played.push(e.detail.playing));
    el.play();
    await settled(el);
    expect(el.playing, 'the request is kept').to.equal(true);
    expect(el.playPending).to.equal(true);
    expect(shadowText(el, '.play')).to.equal('Pause');
    await aTimeout(200);
    expect(el.inspectionTime, 'nothing runs off-screen').to.equal(0);
    expect(played, 'lab-time reports the request').to.deep.equal([true]);
    el.scrollIntoView();
    await until(() => el.inspectionTime > 0, 3000);
    expect(el.playPending).to.equal(false);
    el.pause();
  });

  it('pause() cancels a queued play request', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="height:300px;overflow:auto"><div style="height:3000px"></div><swarm-lease-lab></swarm-lease-lab></div>`);
    const el = wrap.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    await settled(el);
    await frames();
    el.play();
    el.pause();
    expect(el.playing || el.playPending).to.equal(false);
    el.scrollIntoView();
    await frames();
    await aTimeout(100);
    expect(el.inspectionTime).to.equal(0);
  });
});

describe('<swarm-lease-lab> playback never idles', () => {
  it('finishes the span at once after the last event, and says nothing changes after it', async () => {
    const el = await lab(html`<swarm-lease-lab time="9"></swarm-lease-lab>`);
    expect(shadowText(el, '[data-state="run"] dd')).to.equal('More happens until 10 s.');
    const times: number[] = [];
    el.addEventListener('lab-time', (e) => times.push(e.detail.time));
    const started = performance.now();
    el.play(); // default 2×: 1 s of events, then 50 s with nothing in them
    await until(() => !el.playing, 4000);
    expect(performance.now() - started, 'ms to finish').to.be.below(2000);
    await settled(el);
    expect(el.inspectionTime).to.equal(60);
    expect(times.filter((t) => t > 10.1 && t < 60), 'no dead seconds played').to.deep.equal([]);
    expect(shadowText(el, '[data-state="run"] dd')).to.equal('Over: nothing changes after 10 s.');
    expect(shadowText(el, '.play')).to.equal('Replay');
  });

  it('marks the event times on the slider with a tick list', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const slider = $(el, '.scrub input') as HTMLInputElement;
    expect(slider.list, 'linked datalist').to.not.equal(null);
    const ticks = [...(slider.list as HTMLDataListElement).options].map((o) => sliderSeconds(el, slider, o.value));
    const stops = [...new Set(el.run.events.flatMap((e) => (e.until === undefined ? [e.at] : [e.at, e.until])))].sort((a, b) => a - b);
    expect(ticks).to.deep.equal(stops);
    expect(ticks.at(-1)).to.equal(10);
    el.mechanism = 'none';
    await settled(el);
    expect(Math.max(...[...(slider.list as HTMLDataListElement).options].map((o) => sliderSeconds(el, slider, o.value)))).to.equal(10);
  });

  it('lists every event in the trace at load, the ones ahead marked upcoming', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    await openSections(el, 'trace');
    const rows = tableRows(el, 'trace');
    expect(rows.length).to.equal(el.run.events.length);
    const upcoming = rows.filter((r) => r[2].startsWith('Upcoming:'));
    expect(upcoming.length).to.equal(el.run.events.filter((e) => e.at > 0).length);
    expect($$(el, '#trace tr[data-state="ahead"]').length).to.equal(upcoming.length);
    expect(shadowText(el, '#trace caption')).to.equal(`Event trace at 0 s: ${rows.length - upcoming.length} of ${rows.length} events so far, ${upcoming.length} upcoming`);
    el.seek(60);
    await settled(el);
    expect(tableRows(el, 'trace').filter((r) => r[2].startsWith('Upcoming:'))).to.deep.equal([]);
    expect(shadowText(el, '#trace caption')).to.equal(`Event trace at 60 s: all ${rows.length} events have happened`);
  });
});

describe('<swarm-lease-lab> as a figure (compact or no-controls)', () => {
  for (const attr of ['compact', 'no-controls']) {
    it(`opens at the end of the run when ${attr} and no time is given`, async () => {
      const el = await lab(attr === 'compact' ? html`<swarm-lease-lab compact></swarm-lease-lab>` : html`<swarm-lease-lab no-controls></swarm-lease-lab>`);
      expect(el.inspectionTime).to.equal(60);
      expect(shadowText(el, '.verdict-label')).to.equal('Duplicate effect.');
      // A figure has no sections, so no final metrics: the state agrees with the run the verdict tells.
      expect($(el, '[data-state="ledger"]').dataset.refunds, 'state agrees with the verdict').to.equal(String(el.run.refunds));
      expect(plain(shadowText(el, '.verdict-evidence'))).to.contain(`${el.run.refunds} refunds applied`);
      expect(shadowText(el, '[data-state="b"] dd')).to.equal('Finished; its refund was accepted.');
      expect(shadowText(el, '.play')).to.equal('Replay');
      const ended = await lab(html`<swarm-lease-lab compact no-controls time="60"></swarm-lease-lab>`);
      const figure = (x: SwarmLeaseLab) => x.shadowRoot?.querySelector('[part="timeline"]')?.innerHTML.replace(/<!--[^>]*-->/g, '');
      expect(figure(el), 'the timeline is drawn at the end of the run').to.equal(figure(ended));
      ended.remove(); // one lab per page for the axe check below
      el.mechanism = 'fencing';
      await settled(el);
      expect(el.inspectionTime, 'a new run rests at its end too').to.equal(60);
      expect(shadowText(el, '[data-state="ledger"] dd')).to.match(/^1 refund applied, 1 rejected/);
      await expect(el).to.be.accessible();
    });
  }

  it('an explicit time still wins on a figure', async () => {
    const el = await lab(html`<swarm-lease-lab compact no-controls time="0"></swarm-lease-lab>`);
    expect(el.inspectionTime).to.equal(0);
    const later = await lab(html`<swarm-lease-lab compact time="3"></swarm-lease-lab>`);
    expect(later.inspectionTime).to.equal(3);
    const lab2 = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    expect(lab2.inspectionTime, 'an ordinary lab opens at 0').to.equal(0);
  });
});

describe('<swarm-lease-lab> for the host page', () => {
  it('provides input, run and playback time to a light-DOM consumer', async () => {
    const el = await lab(html`<swarm-lease-lab mechanism="fencing"><time-echo></time-echo></swarm-lease-lab>`);
    const echo = el.querySelector('time-echo') as TimeEcho;
    await echo.updateComplete;
    expect(echo.shadowRoot?.textContent).to.equal('ONE OWNER @ 0');
    el.seek(9);
    await settled(el);
    await echo.updateComplete;
    expect(echo.shadowRoot?.textContent).to.equal('ONE OWNER @ 9');
    el.mechanism = 'lease';
    await settled(el);
    await echo.updateComplete;
    expect(echo.shadowRoot?.textContent).to.equal('DUPLICATE EFFECT @ 0');
  });

  const states: Array<[string, ReturnType<typeof html>]> = [
    ['ONE OWNER', html`<swarm-lease-lab mechanism="fencing"></swarm-lease-lab>`],
    ['DUPLICATE EFFECT', html`<swarm-lease-lab></swarm-lease-lab>`],
    ['mid-playback', html`<swarm-lease-lab time="6.5"></swarm-lease-lab>`],
    ['dark', html`<swarm-lease-lab style="color-scheme: dark" time="9"></swarm-lease-lab>`],
  ];
  for (const [name, markup] of states) {
    it(`is axe-clean: ${name}`, async () => {
      const el = await lab(markup);
      await expect(el).to.be.accessible();
    });
  }

  it('announces a changed verdict politely', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    el.mechanism = 'fencing';
    await settled(el);
    await aTimeout(1100);
    expect(shadowText(el, '.lab > [role="status"]')).to.match(/^One owner\. B took over at 4 s/);
  });

  it('makes no request and changes no storage or URL during play, scrub and edits', async () => {
    const leaks = watchForLeaks();
    try {
      const el = await lab(html`<swarm-lease-lab speed="50"></swarm-lease-lab>`);
      el.play();
      await aTimeout(200);
      el.seek(7);
      el.setAttribute('mechanism', 'fencing');
      el.setAttribute('ttl', 'nonsense');
      await settled(el);
      el.nextEvent();
      el.play();
      await aTimeout(200);
      el.pause();
      el.worksheet({ format: 'json' });
      expect(leaks.report()).to.deep.equal([]);
    } finally {
      leaks.restore();
    }
  });

  it('fits a 320 px column and a 1200 px one without overflowing', async () => {
    for (const width of [320, 1200]) {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:${width}px"><swarm-lease-lab time="5"></swarm-lease-lab></div>`);
      const el = wrap.firstElementChild as SwarmLeaseLab;
      await settled(el);
      await frames();
      await settled(el);
      expect(el.scrollWidth, `at ${width}px`).to.be.at.most(el.clientWidth + 1);
      const plot = $(el, '.timeline .plot');
      expect(plot.hasAttribute('viewBox'), 'the plot is not a scaled picture').to.equal(false);
      // The glyph box on screen (getBBox leaves out the halo stroke, which Firefox counts in client rects).
      const label = $(el, '.band-text:not(.fit)') as unknown as SVGTextElement;
      expect(label.getBBox().height * (label.getScreenCTM()?.d ?? 0), `band text height at ${width}px`).to.be.within(11, 16);
    }
  });

  it('can be loaded twice without throwing', async () => {
    await import(`../../src/swarm-lease-lab.ts?copy=${Date.now()}`);
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    expect(shadowText(el, '.verdict-label')).to.equal('Duplicate effect.');
  });
});

describe('<swarm-lease-lab> Speed menu', () => {
  /** The menu's options as shown, and the selected one. */
  const menu = (el: SwarmLeaseLab) => {
    const select = $(el, '.speed select') as HTMLSelectElement;
    return { options: [...select.options].map((o) => o.textContent?.trim()), selected: select.selectedOptions[0]?.textContent?.trim() };
  };

  it('puts an off-list speed in numeric order, clamped values included', async () => {
    const offered = ['0.5×', '1×', '2×', '5×', '10×', '20×'];
    for (const [speed, shown, at] of [['3', '3×', 3], ['0', '0.1×', 0], ['100', '100×', 6], ['7.5', '7.5×', 4]] as const) {
      const el = await lab(html`<swarm-lease-lab speed=${speed}></swarm-lease-lab>`);
      const expected = [...offered];
      expected.splice(at, 0, shown);
      expect(menu(el), `speed="${speed}"`).to.deep.equal({ options: expected, selected: shown });
    }
  });

  it('drops the off-list speed once the reader picks a listed one, and places a new one set by code', async () => {
    const el = await lab(html`<swarm-lease-lab speed="3"></swarm-lease-lab>`);
    const select = $(el, '.speed select') as HTMLSelectElement;
    select.value = '10';
    select.dispatchEvent(new Event('change'));
    await settled(el);
    expect(menu(el)).to.deep.equal({ options: ['0.5×', '1×', '2×', '5×', '10×', '20×'], selected: '10×' });
    el.speed = 0.75;
    await settled(el);
    expect(menu(el)).to.deep.equal({ options: ['0.5×', '0.75×', '1×', '2×', '5×', '10×', '20×'], selected: '0.75×' });
  });
});

describe('<swarm-lease-lab> playback status line never names a time already left', () => {
  const status = (el: SwarmLeaseLab) => shadowText(el, '.lab > [role="status"]');

  it('goes quiet when the slider moves the time after a step, without a word per move', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    ($(el, '.next') as HTMLButtonElement).click();
    await settled(el);
    expect(status(el)).to.match(new RegExp(`^At ${el.inspectionTime} s: `));
    const watch = watchLiveRegions(el);
    try {
      const slider = $(el, '.scrub input') as HTMLInputElement;
      for (const t of [4.5, 5, 60, 0, 6]) {
        slider.value = sliderValue(el, slider, t);
        slider.dispatchEvent(new Event('input'));
        await settled(el);
        expect(el.inspectionTime).to.equal(t);
        expect(status(el), `slider at ${t} s`).to.equal('');
      }
      expect(watch.count(), 'one silent clearing, not a word per move').to.be.at.most(1);
    } finally {
      watch.stop();
    }
  });

  it('goes quiet when the slider is moved from the keyboard after a pause', async () => {
    const el = await lab(html`<swarm-lease-lab time="2.3"></swarm-lease-lab>`);
    el.play();
    el.pause();
    await settled(el);
    expect(status(el)).to.equal('Paused at 2.3 s.');
    ($(el, '.scrub input') as HTMLInputElement).focus();
    await sendKeys({ press: 'ArrowRight' });
    await settled(el);
    expect(el.inspectionTime).to.be.above(2.3);
    expect(status(el)).to.equal('');
  });

  it('goes quiet when Replay starts after the end', async () => {
    const el = await lab(html`<swarm-lease-lab time="9.5" speed="20"></swarm-lease-lab>`);
    el.play();
    // The end is said a second after the last event was.
    await until(() => status(el) === 'Ended at 60 s; nothing changes after 10 s.');
    expect(shadowText(el, '.play')).to.equal('Replay');
    ($(el, '.play') as HTMLButtonElement).click();
    await settled(el);
    expect(el.playing).to.equal(true);
    expect(status(el)).to.equal('');
    el.pause();
    await settled(el);
    expect(status(el)).to.equal(`Paused at ${el.inspectionTime} s.`);
  });
});
