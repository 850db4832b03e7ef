// Playback of <swarm-lease-lab>: play, step, scrub, rewind, lab-time, reduced motion, removal, keyboard,
// plus context, accessibility and privacy during a session of play, scrub and edits.
import { consume } from '@lit/context';
import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import '../../src/swarm-lease-lab.js';
import { type SwarmLeaseContextValue, type SwarmLeaseLab, swarmLeaseContext } from '../../src/swarm-lease-lab.js';
import { $, metric, settled, shadowText, watchForLeaks } from '../helpers.js';

class TimeEcho extends LitElement {
  @consume({ context: swarmLeaseContext, subscribe: true })
  @property({ attribute: false })
  state: SwarmLeaseContextValue | undefined;

  override render() {
    return this.state ? `${this.state.run.verdict} @ ${this.state.time}` : 'no lab';
  }
}
customElements.define('time-echo', TimeEcho);

async function lab(markup: ReturnType<typeof html>): Promise<SwarmLeaseLab> {
  const el = await fixture<SwarmLeaseLab>(markup);
  await settled(el);
  return el;
}

function until(check: () => boolean, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const poll = () => (check() ? resolve() : performance.now() - start > ms ? reject(new Error('timed out')) : setTimeout(poll, 10));
    poll();
  });
}

afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('<swarm-lease-lab> playback', () => {
  it('Play advances time, reaches the end of the span and stops', async () => {
    const el = await lab(html`<swarm-lease-lab speed="100"></swarm-lease-lab>`);
    const times: number[] = [];
    el.addEventListener('lab-time', (e) => times.push(e.detail.time));
    ($(el, '.play') as HTMLButtonElement).click();
    await settled(el);
    expect(el.playing).to.equal(true);
    expect(shadowText(el, '.play')).to.equal('Pause');
    await until(() => !el.playing);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // lab-time trails by a frame
    await settled(el);
    expect(el.inspectionTime).to.equal(60);
    expect(shadowText(el, '.play')).to.equal('Replay');
    expect(times.length, 'several frames').to.be.greaterThan(5);
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]), 'monotonic').to.equal(true);
    expect(times[times.length - 1]).to.equal(60);
  });

  it('Next event lands on each event time in order', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const visited: number[] = [];
    while (!($(el, '.next') as HTMLButtonElement).disabled && visited.length < 50) {
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
    expect(metric(el, 'verdict')).to.equal('ONE OWNER');
  });

  it('fires lab-time at most once per frame with { time, playing }', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const events: Array<{ time: number; playing: boolean }> = [];
    el.addEventListener('lab-time', (e) => events.push(e.detail));
    const slider = $(el, '.scrub input') as HTMLInputElement;
    for (const t of ['1', '2', '3', '4']) {
      slider.value = t;
      slider.dispatchEvent(new Event('input'));
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(events).to.deep.equal([{ time: 4, playing: false }]);
    const event = oneEvent(el, 'lab-time');
    el.seek(9);
    const fired = (await event) as CustomEvent;
    expect(fired.bubbles && fired.composed).to.equal(true);
    expect(fired.detail).to.deep.equal({ time: 9, playing: false });
  });

  it('moves event to event instead of animating under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await lab(html`<swarm-lease-lab speed="20"></swarm-lease-lab>`);
    const times: number[] = [];
    el.addEventListener('lab-time', (e) => times.push(e.detail.time));
    let frames = 0;
    const count = () => {
      frames++;
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

  it('pauses when the lab scrolls off-screen', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="height:300px;overflow:auto"><swarm-lease-lab speed="0.5"></swarm-lease-lab><div style="height:6000px"></div></div>`);
    const el = wrap.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    await settled(el);
    el.play();
    expect(el.playing).to.equal(true);
    wrap.scrollTop = 5000;
    await until(() => !el.playing, 2000);
    expect(el.playing).to.equal(false);
  });

  it('pauses when the tab is hidden, and will not start while hidden', async () => {
    const el = await lab(html`<swarm-lease-lab speed="0.5"></swarm-lease-lab>`);
    el.play();
    expect(el.playing).to.equal(true);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(el.playing).to.equal(false);
      el.play();
      expect(el.playing, 'no playback in a hidden tab').to.equal(false);
    } finally {
      delete (document as unknown as Record<string, unknown>).hidden;
    }
    el.play();
    expect(el.playing).to.equal(true);
    el.pause();
  });

  it('can be played, stepped and scrubbed from the keyboard', async () => {
    const el = await lab(html`<swarm-lease-lab no-controls speed="100"></swarm-lease-lab>`);
    ($(el, '.play') as HTMLButtonElement).focus();
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
    await sendKeys({ press: 'Space' });
    await settled(el);
    expect(el.playing, 'Replay starts again from 0').to.equal(true);
    el.pause();
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
    expect(shadowText(el, '[role="status"]')).to.match(/^ONE OWNER\. B took over at 4 s/);
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
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await settled(el);
      expect(el.scrollWidth, `at ${width}px`).to.be.at.most(el.clientWidth + 1);
      const plot = $(el, '.timeline .plot');
      expect(plot.hasAttribute('viewBox'), 'the plot is not a scaled picture').to.equal(false);
      expect($(el, '.band-text:not(.fit)').getBoundingClientRect().height, `band text height at ${width}px`).to.be.within(11, 16);
    }
  });

  it('can be loaded twice without throwing', async () => {
    await import(`../../src/swarm-lease-lab.ts?copy=${Date.now()}`);
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    expect(metric(el, 'verdict')).to.equal('DUPLICATE EFFECT');
  });
});
