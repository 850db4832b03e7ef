/**
 * Tells screen-reader users that the verdict changed, as a reactive controller: the host renders `text` in a
 * polite live region. Edits come in bursts (a reader typing "12", a slider dragged), so the sentence waits for
 * a quiet moment and is said once, only when it differs from the last one said; the first result is already
 * on screen when the page loads, so it is never announced.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Quiet time after the last edit before a changed verdict is announced. */
const ANNOUNCE_DELAY_MS = 900;

export class VerdictAnnouncer implements ReactiveController {
  /** What the live region says now: empty until a changed verdict has settled. */
  text = '';
  #host: ReactiveControllerHost;
  #sentence: () => string;
  #said: string | null = null;
  #timer?: ReturnType<typeof setTimeout>;

  /** `sentence` gives the announcement for the host's latest result, read again when the wait ends. */
  constructor(host: ReactiveControllerHost, sentence: () => string) {
    this.#sentence = sentence;
    (this.#host = host).addController(this);
  }

  /**
   * A new result is about to be drawn: until its verdict is announced the live region must not keep saying
   * the old one, so it is emptied, silently, in the same render (called before the host renders).
   */
  superseded(): void {
    this.text = '';
  }

  /** A new result was published: its verdict is said once edits settle (never the first result's). */
  published(): void {
    if (this.#said === null) {
      this.#said = this.#sentence();
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      const latest = this.#sentence();
      if (latest !== this.#said) this.#say((this.#said = latest));
    }, ANNOUNCE_DELAY_MS);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }

  #say(text: string): void {
    if (text === this.text) return;
    this.text = text;
    this.#host.requestUpdate();
  }
}
