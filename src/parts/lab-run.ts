/**
 * A lab's run, recomputed from its input only when an input changed (the `@lit/task` pattern: the arguments
 * are compared on each update), published to the lab (context, announcements) and told to the page as
 * `lab-result` once the lab is drawn and the document has loaded, so every listener a page adds hears it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { fire, type LabResultDetail } from './lab-events.js';
import { afterContentLoaded } from './page-ready.js';

/** What the controller needs from its lab. */
export interface RunSource<Input, Run> {
  /** The input values as the properties hold them now: the arguments a new run depends on. */
  args(): readonly unknown[];
  /** Reads (and normalises) the input; called once per new run. */
  read(): Input;
  /** The input the properties give, read without noting notices: for `current` before the first update. */
  peek(): Input;
  simulate(input: Input): Run;
  /** Each new run, before the render that shows it (context, announcer, playback). */
  published(detail: LabResultDetail<Input, Run>): void;
  /** Whether the lab is completely drawn, so its result describes what the reader sees. */
  drawn(): boolean;
  /** After `lab-result` has gone out. */
  dispatched(): void;
}

const sameArgs = (a: readonly unknown[] | undefined, b: readonly unknown[]) => a !== undefined && a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

export class LabRun<Input, Run> implements ReactiveController {
  /** The latest run and the input it used; undefined before the first update. */
  latest?: LabResultDetail<Input, Run>;
  #host: ReactiveControllerHost & HTMLElement;
  #source: RunSource<Input, Run>;
  #args?: readonly unknown[];
  #pending = false;
  #held = false;

  constructor(host: ReactiveControllerHost & HTMLElement, source: RunSource<Input, Run>) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  /** The latest run; before the first update, the one the properties give, computed and not kept. */
  current(): LabResultDetail<Input, Run> {
    if (this.latest) return this.latest;
    const input = this.#source.peek();
    return { input, run: this.#source.simulate(input) };
  }

  /** Runs the model again if an input changed since the last run; returns whether it did. */
  refresh(): boolean {
    const args = this.#source.args();
    if (this.latest && sameArgs(this.#args, args)) return false;
    const input = this.#source.read();
    // Arguments after reading: the properties now hold the normalised values the run used.
    this.#args = this.#source.args();
    this.latest = { input, run: this.#source.simulate(input) };
    this.#pending = true;
    this.#source.published(this.latest);
    return true;
  }

  /** After each render: the newest result goes out once the lab is drawn and the page has loaded. */
  hostUpdated(): void {
    if (!this.#pending || this.#held || !this.#source.drawn()) return;
    this.#held = true;
    afterContentLoaded(() => {
      this.#held = false;
      this.#pending = false;
      if (this.latest) fire<LabResultDetail<Input, Run>>(this.#host, 'lab-result', this.latest);
      this.#source.dispatched();
    });
  }
}
