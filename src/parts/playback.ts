/**
 * Playback of a run over its inspection span, as a Lit reactive controller: Play/Pause, Previous and Next
 * event (each step says what happened then), Restart, speed and seeking. Time advances with
 * requestAnimationFrame, or event by event when the reader prefers reduced motion. It never runs while the lab
 * is off-screen or the tab is hidden: a play request made then waits (`pending`) and starts as soon as the lab
 * is visible; scrolling away or hiding the tab during playback pauses it. Playback lands exactly on the last
 * event and stays there a moment (`END_HOLD_MS`); as nothing changes after it, it then finishes the span at
 * once instead of idling through dead seconds. Nothing here runs on the server: observers and frames start in
 * `hostConnected` and `play()`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LabEvent } from '../sim/events.js';
import { keepUnits, seconds } from './format.js';
import { steppedSeconds } from './frame-number.js';
import { say } from './engine-words.js';
import { msg } from './messages.js';
import { roundToMs } from '../sim/time.js';

/**
 * The trace's sentences for what happened at exactly `time`: events at that instant, and a grouped run (B's
 * polls) at its first and last instant, which are both stops. '' when nothing did.
 */
export function sentencesAt(events: readonly LabEvent[], time: number): string {
  const at = (t: number | undefined) => t !== undefined && Math.abs(t - time) < 1e-9;
  return keepUnits(events.filter((e) => at(e.at) || at(e.until)).map((e) => say(e.words, e.text)).join(' '));
}

/** What the controller needs to know about the run it plays. */
export interface PlaybackSource {
  /** Length of the inspection span in seconds. */
  span(): number;
  /**
   * Times worth stopping at, in seconds (ascending or not; duplicates are fine). Return the same array while
   * the run is unchanged: the controller sorts it once per array, not on every frame.
   */
  stops(): readonly number[];
  /**
   * Called whenever time or playing changes. From a playback frame, `frameTime` is that frame's timestamp,
   * so the host can report the change within the frame instead of asking for another one.
   */
  changed(time: number, playing: boolean, frameTime?: number): void;
  /**
   * What happened at exactly `time`, as the trace says it (its sentences, plain text), or '' for nothing: a
   * step to an event announces it, so a screen reader hears what happened, not only where playback is.
   */
  happened?(time: number): string;
  /** Runs `fn` in the host's language, so what playback says is worded as the rest of the lab (`msg`). */
  inLocale?<T>(fn: () => T): T;
  /**
   * Asks the host to render again, only what follows playback if it can (a frame then skips the parts that
   * do not depend on the inspection time), or all of it (`requestUpdate`).
   */
  frame(): void;
}

/** Resolutions a moving time may be shown at while playing (see `shownStep`). */
const SHOWN_STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10];

/** Real milliseconds between steps when moving event to event (reduced motion), at 1× speed. */
const STEP_MS = 1200;

/**
 * Real milliseconds playback rests on the last event before finishing the span: long enough to read its exact
 * moment ("10 s") in the readout, which a frame passing it at speed would otherwise never show.
 */
const END_HOLD_MS = 700;

/** Pausing lands on a whole number of these seconds (see `pause`). */
const PAUSE_STEP = 0.1;

/** Real milliseconds between two announcements while playing: events passed sooner are said together. */
const ANNOUNCE_GAP_MS = 1000;

export class PlaybackController implements ReactiveController {
  /** Inspection time in seconds; never negative, never past the span. */
  time = 0;
  /** True from a play request until pause, restart or the end of the span (also while `pending`). */
  playing = false;
  /** True while a play request waits for the lab to come on screen (or the tab to be shown), so none is lost. */
  pending = false;
  /** Simulated seconds per real second. */
  speed = 1;
  /**
   * What the polite live region says: each event playback passes (those passed within a second of the last
   * announcement wait and are said together), and where it pauses, ends, steps or rewinds; never a stream of
   * numbers. Emptied, silently, when time moves without a word (the slider, a seek).
   */
  announcement = '';

  #host: ReactiveControllerHost & HTMLElement;
  #source: PlaybackSource;
  #frame = 0;
  #timer?: ReturnType<typeof setTimeout>;
  #lastFrameAt = 0;
  /** Real milliseconds played since reaching the last event (see `END_HOLD_MS`). */
  #endHeld = 0;
  /** Whether the host intersects the viewport; unknown (false) until the observer's first report. */
  #visible = false;
  #observer?: IntersectionObserver;
  /** The source's stops as last given, and sorted: the same array back while the run stays the same. */
  #stops?: { given: readonly number[]; sorted: number[] };
  /** Event times passed while playing and not yet said, and whether the end is still to be said too. */
  #unsaid: number[] = [];
  #endUnsaid = false;
  /** When (performance.now) playback last said something while playing, and the timer for what waits. */
  #saidAt = -Infinity;
  #sayTimer?: ReturnType<typeof setTimeout>;
  #motionQuery?: MediaQueryList;
  #onVisibility = () => {
    if (!document.hidden) this.#resume();
    else if (!this.pending) this.pause();
  };

  constructor(host: ReactiveControllerHost & HTMLElement, source: PlaybackSource) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    if (typeof IntersectionObserver !== 'function') {
      this.#visible = true;
      return;
    }
    this.#observer = new IntersectionObserver((entries) => {
      this.#visible = entries[entries.length - 1].isIntersecting;
      if (this.#visible) this.#resume();
      else if (!this.pending) this.pause();
    });
    this.#observer.observe(this.#host);
  }

  /**
   * Leaving the page stops the clock at once; whether playback ends waits a microtask. A lab moved elsewhere in
   * the page (a tab panel, a framework re-parenting it) is back by then and plays on once it can be seen; a
   * lab removed pauses.
   */
  hostDisconnected(): void {
    this.#stopClock();
    this.#forgetUnsaid();
    this.pending = this.playing;
    queueMicrotask(() => this.#host.isConnected || this.pause());
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#visible = false;
  }

  /**
   * The resolution, in seconds, that moving times are shown at while playing (0 when still: exact): the
   * finest of 0.1, 0.2, 0.5, 1, 2, 5 or 10 s that changes at most ten times a real second at this speed, so
   * the digits can be read and most frames change no text. Standing on an event (each stop of a reduced-motion
   * run, the rest on the last event) is still too: its moment and state are shown exactly, never rounded down.
   */
  get shownStep(): number {
    if (!this.playing || this.#onStop()) return 0;
    return SHOWN_STEPS.find((s) => this.speed <= s * 10) ?? 10;
  }

  /** Whether the time stands exactly on one of the run's stops. */
  #onStop(): boolean {
    return this.stops.some((stop) => Math.abs(stop - this.time) < 1e-9);
  }

  /** Whether the reader asked the platform for reduced motion (the query is made once, then read). */
  get reducedMotion(): boolean {
    if (typeof matchMedia !== 'function') return false;
    this.#motionQuery ??= matchMedia('(prefers-reduced-motion: reduce)');
    return this.#motionQuery.matches;
  }

  /** The stop times, ascending and without duplicates (the slider's tick marks). */
  get stops(): number[] {
    const given = this.#source.stops();
    if (this.#stops?.given !== given) this.#stops = { given, sorted: [...new Set(given)].sort((a, b) => a - b) };
    return this.#stops.sorted;
  }

  /** The first stop strictly after the current time, or null once the last event has passed. */
  get nextStop(): number | null {
    return this.stops.find((t) => t > this.time + 1e-9) ?? null;
  }

  /** At the end of the span: Next event has nowhere to go. */
  get atEnd(): boolean {
    return this.time >= this.#source.span();
  }

  /** At 0 and paused: Restart has nothing to undo. */
  get atStart(): boolean {
    return this.time === 0 && !this.playing;
  }

  /** Starts from the current time (from 0 at the end); waits, `pending`, while the lab cannot be seen. */
  play(): void {
    if (this.playing) return;
    if (this.atEnd) this.time = 0;
    this.announcement = '';
    this.playing = true;
    this.pending = true;
    // Playing from the start passes what happens at 0 s too.
    if (this.time === 0) this.#passed(-1);
    this.#resume();
    this.#notify();
  }

  /** Stops on the tenth of a second just passed, so the readout, the state and what is said agree in tenths. */
  pause(): void {
    this.#stopClock();
    this.pending = false;
    if (!this.playing) return;
    if (!this.atEnd) this.time = steppedSeconds(this.time, PAUSE_STEP);
    this.playing = false;
    this.#say(() => msg`Paused at ${seconds(this.time)}.`);
    this.#notify();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Jumps to the next event time (or the end of the span when none is left); does nothing at the end. */
  next(): void {
    if (this.atEnd) return;
    this.seek(this.nextStop ?? this.#source.span());
    this.#step();
  }

  /** Jumps back to the latest event time before the current time, or to 0; does nothing at 0. */
  previous(): void {
    if (this.time === 0) return;
    let stop = 0;
    for (const t of this.stops) if (t < this.time - 1e-9) stop = t;
    this.seek(stop);
    this.#step();
  }

  /** Back to 0, paused; does nothing when already there. */
  restart(): void {
    if (this.atStart) return;
    this.reset(0);
    this.#say(() => this.#atText(0));
  }

  /** A new run: stops without a word (the lab announces the new verdict) and moves to `time`. */
  reset(time: number): void {
    this.#stopClock();
    this.#forgetUnsaid();
    this.playing = this.pending = false;
    this.announcement = '';
    this.seek(time);
    this.#notify();
  }

  /** Moves the inspection time, clamped to the span; keeps playing if it was. */
  seek(time: number): void {
    const span = this.#source.span();
    const clamped = Number.isFinite(time) ? Math.min(span, Math.max(0, roundToMs(time))) : 0;
    if (clamped === this.time) return;
    this.time = clamped;
    this.#forgetUnsaid();
    this.announcement = '';
    if (this.time >= span && this.playing) this.pause();
    this.#notify();
  }

  /** A new speed; anything but a positive finite number is ignored, so the clock can never compute NaN. */
  setSpeed(speed: number): void {
    if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0) return;
    this.speed = speed;
    if (this.playing && this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#scheduleStep();
    }
    this.#source.frame();
  }

  /** Starts the clock for a pending play request, if the lab can be seen now. */
  #resume(): void {
    if (!this.pending || !this.#visible || document.hidden) return;
    this.pending = false;
    if (this.reducedMotion) this.#scheduleStep();
    else {
      this.#lastFrameAt = performance.now();
      this.#endHeld = 0;
      this.#frame = requestAnimationFrame(this.#tick);
    }
    this.#source.frame();
  }

  /** Cancels the frame or step timer; touches no browser API when none runs (so it is safe on the server). */
  #stopClock(): void {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#frame = 0;
    this.#timer = undefined;
  }

  /** Playback reached the end of the span. */
  #finish(): void {
    this.#stopClock();
    this.playing = false;
    this.#endUnsaid = true;
    this.#tellSoon();
  }

  /** A step landed: says the time and what happened then ("At 4 s: B polls, …"), or that the span ended. */
  #step(): void {
    if (this.atEnd) return this.#ended();
    this.#say(() => this.#atText(this.time));
  }

  /** "At 4 s: B polls, …" (what happened then, as the trace says it), or "At 4 s." when nothing did. */
  #atText(t: number): string {
    const what = this.#source.happened?.(t);
    return what ? msg`At ${seconds(t)}: ${what}` : msg`At ${seconds(t)}.`;
  }

  /**
   * "Ended at 60 s; nothing changes after 10 s.": the span runs on past the last event (see the spec's
   * inspection span), so the end names the last event's time too, and nobody waits for more.
   */
  #ended(): void {
    this.#say(() => this.#endText());
  }

  #endText(): string {
    const last = this.stops.at(-1) ?? 0;
    const end = seconds(this.time);
    if (last < this.time) return msg`Ended at ${end}; nothing changes after ${seconds(last)}.`;
    const what = this.#source.happened?.(this.time);
    return what ? msg`Ended at ${end}: ${what}` : msg`Ended at ${end}.`;
  }

  /** Text built in the host's language (English when the host offers none). */
  #worded(fn: () => string): string {
    return this.#source.inLocale ? this.#source.inLocale(fn) : fn();
  }

  /** Sets the live region's text, e.g. "Paused at 4 s."; the host renders it with the next update. */
  #say(text: () => string): void {
    this.#forgetUnsaid();
    this.announcement = this.#worded(text);
    this.#saidAt = performance.now();
    this.#source.frame();
  }

  /** Notes the events playback passed on its way from `from` to the current time, to be said (see `#tellSoon`). */
  #passed(from: number): void {
    const to = this.time;
    // Resting on the last event (or a frame that moved nothing) passes nothing: no search then.
    if (to <= from) return;
    const end = this.#source.span();
    const crossed = this.stops.filter((t) => t > from + 1e-9 && t <= to + 1e-9 && t < end);
    if (!crossed.length) return;
    this.#unsaid.push(...crossed);
    this.#tellSoon();
  }

  /** Says what waits a second after the last announcement (at once when that is past), all in one text. */
  #tellSoon(): void {
    if (this.#sayTimer !== undefined) return;
    const wait = this.#saidAt + ANNOUNCE_GAP_MS - performance.now();
    if (wait <= 0) return this.#tellWaiting();
    this.#sayTimer = setTimeout(() => {
      this.#sayTimer = undefined;
      this.#tellWaiting();
    }, wait);
  }

  /** The events passed and not yet said ("At 4 s: …"), then the end if it came, as one announcement. */
  #tellWaiting(): void {
    const text = this.#worded(() => [...this.#unsaid.map((t) => this.#atText(t)), ...(this.#endUnsaid ? [this.#endText()] : [])].join(' '));
    this.#unsaid = [];
    this.#endUnsaid = false;
    if (!text) return;
    this.#saidAt = performance.now();
    this.announcement = text;
    this.#source.frame();
  }

  /** A reader's own action (pause, a step, the slider) speaks for itself: what playback passed goes unsaid. */
  #forgetUnsaid(): void {
    clearTimeout(this.#sayTimer);
    this.#sayTimer = undefined;
    this.#unsaid = [];
    this.#endUnsaid = false;
  }

  #tick = (now: number) => {
    if (!this.playing) return;
    // A frame may be stamped before the clock read in play(): never step backwards. A long gap (tab
    // switch) is not a jump either.
    const elapsed = Math.max(0, Math.min(250, now - this.#lastFrameAt));
    this.#lastFrameAt = now;
    const before = this.time;
    const span = this.#source.span();
    const last = Math.min(span, this.stops.at(-1) ?? 0);
    // Up to the last event, and exactly onto it; past it nothing changes: after a moment there, the span ends.
    if (this.time < last) this.time = Math.min(last, roundToMs(this.time + (elapsed / 1000) * this.speed));
    else if ((this.#endHeld += elapsed) >= END_HOLD_MS) this.time = span;
    this.#passed(before);
    if (this.time >= span) this.#finish();
    else this.#frame = requestAnimationFrame(this.#tick);
    // Resting on the last event changes nothing on screen: no render until it moves on.
    if (this.time !== before || !this.playing) this.#notify(now);
  };

  #scheduleStep(): void {
    this.#timer = setTimeout(() => {
      if (!this.playing) return;
      this.#timer = undefined;
      const stop = this.nextStop;
      const before = this.time;
      this.time = stop ?? this.#source.span();
      this.#passed(before);
      if (stop === null) this.#finish();
      else this.#scheduleStep();
      this.#notify();
    }, Math.max(250, STEP_MS / this.speed));
  }

  #notify(frameTime?: number): void {
    this.#source.changed(this.time, this.playing, frameTime);
    this.#source.frame();
  }
}
