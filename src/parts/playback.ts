/**
 * Playback of a run over its inspection span, as a Lit reactive controller: Play/Pause, Next event,
 * Restart, speed and seeking. Time advances with requestAnimationFrame, or event by event when the reader
 * prefers reduced motion. It never runs while the lab is off-screen or the tab is hidden (it pauses), and it
 * stops cleanly when the element leaves the page. Nothing here runs on the server: observers and frames
 * start in `hostConnected` and `play()`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the controller needs to know about the run it plays. */
export interface PlaybackSource {
  /** Length of the inspection span in seconds. */
  span(): number;
  /** Times worth stopping at, in seconds (ascending or not; duplicates are fine). */
  stops(): number[];
  /** Called whenever time or playing changes. */
  changed(time: number, playing: boolean): void;
}

/** Real milliseconds between steps when moving event to event (reduced motion), at 1× speed. */
const STEP_MS = 1200;

export class PlaybackController implements ReactiveController {
  /** Inspection time in seconds. */
  time = 0;
  playing = false;
  /** Simulated seconds per real second. */
  speed = 1;

  #host: ReactiveControllerHost & HTMLElement;
  #source: PlaybackSource;
  #frame = 0;
  #timer?: ReturnType<typeof setTimeout>;
  #lastFrameAt = 0;
  #visible = true;
  #observer?: IntersectionObserver;
  #onVisibility = () => {
    if (document.hidden) this.pause();
  };

  constructor(host: ReactiveControllerHost & HTMLElement, source: PlaybackSource) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    if (typeof IntersectionObserver === 'function') {
      this.#observer = new IntersectionObserver((entries) => {
        this.#visible = entries[entries.length - 1].isIntersecting;
        if (!this.#visible) this.pause();
      });
      this.#observer.observe(this.#host);
    }
  }

  hostDisconnected(): void {
    this.pause();
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  /** Whether the reader asked the platform for reduced motion. */
  get reducedMotion(): boolean {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** The first stop strictly after the current time, or null at the end. */
  get nextStop(): number | null {
    const after = this.#source.stops().filter((t) => t > this.time + 1e-9);
    return after.length ? Math.min(...after) : null;
  }

  play(): void {
    if (this.playing || !this.#visible || document.hidden) return;
    if (this.time >= this.#source.span()) this.time = 0;
    this.playing = true;
    this.#notify();
    if (this.reducedMotion) this.#scheduleStep();
    else {
      this.#lastFrameAt = performance.now();
      this.#frame = requestAnimationFrame(this.#tick);
    }
  }

  pause(): void {
    cancelAnimationFrame(this.#frame);
    clearTimeout(this.#timer);
    this.#frame = 0;
    this.#timer = undefined;
    if (!this.playing) return;
    this.playing = false;
    this.#notify();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Jumps to the next event time (or the end of the span when none is left). */
  next(): void {
    this.seek(this.nextStop ?? this.#source.span());
  }

  /** Back to 0, paused. */
  restart(): void {
    this.pause();
    this.seek(0);
  }

  /** Moves the inspection time, clamped to the span; keeps playing if it was. */
  seek(time: number): void {
    const span = this.#source.span();
    const clamped = Number.isFinite(time) ? Math.min(span, Math.max(0, Math.round(time * 1000) / 1000)) : 0;
    if (clamped === this.time) return;
    this.time = clamped;
    if (this.time >= span) this.pause();
    this.#notify();
  }

  setSpeed(speed: number): void {
    if (!(speed > 0)) return;
    this.speed = speed;
    if (this.playing && this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#scheduleStep();
    }
    this.#host.requestUpdate();
  }

  #tick = (now: number) => {
    if (!this.playing) return;
    const elapsed = Math.min(250, now - this.#lastFrameAt); // a long gap (tab switch) is not a jump
    this.#lastFrameAt = now;
    const span = this.#source.span();
    const next = Math.min(span, this.time + (elapsed / 1000) * this.speed);
    this.time = Math.round(next * 1000) / 1000;
    if (this.time >= span) {
      this.playing = false;
      this.#frame = 0;
    } else this.#frame = requestAnimationFrame(this.#tick);
    this.#notify();
  };

  #scheduleStep(): void {
    this.#timer = setTimeout(() => {
      if (!this.playing) return;
      const stop = this.nextStop;
      this.time = stop ?? this.#source.span();
      if (stop === null) {
        this.playing = false;
        this.#timer = undefined;
      } else this.#scheduleStep();
      this.#notify();
    }, Math.max(250, STEP_MS / this.speed));
  }

  #notify(): void {
    this.#source.changed(this.time, this.playing);
    this.#host.requestUpdate();
  }
}
