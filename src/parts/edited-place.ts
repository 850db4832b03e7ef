/**
 * Keeps a lab where the reader is editing it. An edit can change prose above the lab (a `<lease-lab-when>`, a
 * page's own script listening to results); at the top of a page, where browsers do not anchor scrolling, or in
 * a browser without scroll anchoring (WebKit), the lab and the field under the reader's caret would move with it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Frames after an edit in which what follows it (the lab's render, the companions' and the page's) has landed. */
const FRAMES_WATCHED = 2;

export class EditedPlace implements ReactiveController {
  #frame = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  /**
   * Called as a reader's edit is applied: for the next frames, a move of the whole lab that neither the reader
   * nor the browser made up for is scrolled away. An edit while one is watched keeps the first place.
   */
  hold(): void {
    if (this.#frame || typeof requestAnimationFrame !== 'function') return;
    const top = this.host.getBoundingClientRect().top;
    let expected = scrollY;
    let frames = FRAMES_WATCHED;
    const check = () => {
      this.#frame = 0;
      // The reader scrolled, or the browser kept the place itself (scroll anchoring): nothing to make up for.
      if (scrollY !== expected) return;
      const moved = this.host.getBoundingClientRect().top - top;
      if (Math.abs(moved) >= 1) {
        scrollBy(0, moved);
        expected = scrollY;
      }
      if (--frames > 0) this.#frame = requestAnimationFrame(check);
    };
    this.#frame = requestAnimationFrame(check);
  }
}
