// PlaybackController on its own, with a fake clock: frame timestamps and performance.now() are ours.
import { aTimeout, expect } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import { PlaybackController } from '../../src/parts/playback.js';
import { plain } from '../helpers.js';

/** A bare host element: enough for the controller (addController, requestUpdate, an element to observe). */
function host(): ReactiveControllerHost & HTMLElement {
  const el = Object.assign(document.createElement('div'), {
    addController() {},
    removeController() {},
    requestUpdate() {},
    updateComplete: Promise.resolve(true),
  });
  el.style.height = '20px';
  document.body.append(el);
  return el;
}

type Reported = [time: number, playing: boolean];

/**
 * A controller over a run with events at 0, 0.5 and 10 s in a 60 s span, on screen, with our clock: frames
 * run when `frame(at)` says and `performance.now()` reads `clock`, moved on by each frame (timers stay real).
 * Restores the browser's clock afterwards.
 */
async function withFakeClock(clock: number, test: (p: PlaybackController, frame: (at: number) => void, reported: Reported[], pending: () => boolean) => void | Promise<void>): Promise<void> {
  const el = host();
  const reported: Reported[] = [];
  const p = new PlaybackController(el, { span: () => 60, stops: () => [0, 0.5, 10], changed: (t, playing) => reported.push([t, playing]), frame: () => el.requestUpdate() });
  p.hostConnected();
  await aTimeout(100); // the intersection observer's first report: the host is on screen
  const queue: FrameRequestCallback[] = [];
  const raf = window.requestAnimationFrame;
  const caf = window.cancelAnimationFrame;
  const now = performance.now;
  window.requestAnimationFrame = (cb) => queue.push(cb);
  window.cancelAnimationFrame = () => {};
  performance.now = () => clock;
  const frame = (at: number) => {
    clock = Math.max(clock, at);
    queue.splice(0).forEach((cb) => cb(at));
  };
  try {
    await test(p, frame, reported, () => queue.length > 0);
  } finally {
    window.requestAnimationFrame = raf;
    window.cancelAnimationFrame = caf;
    performance.now = now;
    p.hostDisconnected();
    el.remove();
  }
}

describe('PlaybackController clock', () => {
  it('never steps backwards when the first frame is stamped before play() read the clock', () =>
    withFakeClock(1000, (p, frame, reported) => {
      p.play();
      frame(982); // the frame began 18 ms before play() was called
      expect(p.time, 'no negative time').to.equal(0);
      frame(1016);
      expect(p.time).to.equal(0.034);
      frame(1032);
      expect(p.time).to.equal(0.05);
      const times = reported.map(([t]) => t);
      expect(times.every((t, i) => t >= 0 && (i === 0 || t >= times[i - 1])), `monotonic: ${times}`).to.equal(true);
    }));
});

describe('PlaybackController end of the run', () => {
  it('lands exactly on the last event and rests there a moment before finishing the span', () =>
    withFakeClock(0, async (p, frame, reported, pending) => {
      p.speed = 16;
      p.play();
      // 16× with 60 frames a second passes 10 s between two frames (9.984 → 10.24 s) unless it stops on it.
      let at = 0;
      let restFrom = -1;
      while (pending() && at < 5000) {
        frame((at += 16));
        if (p.time === 10 && restFrom < 0) restFrom = at;
      }
      const times = reported.map(([t]) => t);
      expect(times, 'the last event is shown').to.include(10);
      expect(times.filter((t) => t > 10), 'straight from the last event to the end').to.deep.equal([60]);
      expect(reported.at(-1), 'finished').to.deep.equal([60, false]);
      expect(times.filter((t) => t === 10).length, 'resting renders nothing new').to.equal(1);
      expect(at - restFrom, 'rested on 10 s for (ms)').to.be.within(700, 716);
      // The end is said a second after the events before it were (timers are the browser's own).
      await aTimeout(1100);
      expect(plain(p.announcement), 'what waited, then the end').to.equal('At 0.5 s. At 10 s. Ended at 60 s; nothing changes after 10 s.');
    }));
});

describe('PlaybackController announcements while playing', () => {
  it('says each event it passes once, those passed within a second of the last announcement together', () =>
    withFakeClock(0, async (p, frame) => {
      p.speed = 1;
      p.play();
      expect(plain(p.announcement), 'the event at 0 s, at once').to.equal('At 0 s.');
      for (const at of [16, 260, 510]) frame(at); // passes 0.5 s at 510 ms, within a second of "At 0 s": it waits
      expect(p.time).to.be.above(0.5);
      expect(plain(p.announcement)).to.equal('At 0 s.');
      await aTimeout(650);
      expect(plain(p.announcement), 'a second after the last one').to.equal('At 0.5 s.');
      p.pause();
      expect(plain(p.announcement), 'a pause speaks at once, on the tenth just passed').to.equal('Paused at 0.5 s.');
    }));
});

describe('PlaybackController shown step', () => {
  it('is exact at rest and, while playing, the finest step that changes at most ten times a real second', () => {
    const p = new PlaybackController(host(), { span: () => 60, stops: () => [], changed: () => {}, frame: () => {} });
    expect(p.shownStep, 'at rest').to.equal(0);
    p.playing = true;
    const steps: Record<number, number> = {};
    for (const speed of [0.5, 1, 2, 5, 10, 16, 20, 50, 100]) {
      p.setSpeed(speed);
      steps[speed] = p.shownStep;
      expect(speed / p.shownStep, `${speed}×`).to.be.at.most(10);
    }
    expect(steps).to.deep.equal({ 0.5: 0.1, 1: 0.1, 2: 0.2, 5: 0.5, 10: 1, 16: 2, 20: 2, 50: 5, 100: 10 });
  });
});

describe('PlaybackController stops', () => {
  it('are sorted and deduplicated once per array the source gives, not on every frame', () => {
    let given = [10, 0.5, 10, 0];
    let calls = 0;
    const p = new PlaybackController(host(), {
      span: () => 60,
      stops: () => (calls++, given),
      changed: () => {},
      frame: () => {},
    });
    const first = p.stops;
    expect(first).to.deep.equal([0, 0.5, 10]);
    expect(p.stops, 'the same sorted array while the source array is the same').to.equal(first);
    expect(p.nextStop).to.equal(0.5);
    given = [3, 1];
    expect(p.stops, 'a new run: sorted again').to.deep.equal([1, 3]);
    expect(calls, 'the source is still asked each time (it owns when the run changes)').to.equal(4);
  });
});

describe('PlaybackController speed', () => {
  it('ignores a speed that is not a positive finite number, so a frame never computes NaN', () =>
    withFakeClock(1000, (p) => {
      p.setSpeed(4);
      for (const bad of [Infinity, -Infinity, NaN, 0, -2, '5', 10n, Symbol('x'), null, undefined, {}]) p.setSpeed(bad as unknown as number);
      expect(p.speed).to.equal(4);
      // Between stops (a stop itself is shown exactly): 2 s is none of 0, 0.5 and 10 s.
      p.seek(2);
      p.play();
      expect(p.shownStep, 'the readout’s resolution follows a real speed').to.equal(0.5);
    }));
});
