/**
 * Keeps a lab where the reader is editing it. An edit can change prose above the lab (a `<lease-lab-when>`, a
 * page's own script listening to results); at the top of a page, where browsers do not anchor scrolling, or in
 * a browser without scroll anchoring (WebKit), the lab and the field under the reader's caret would move with it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Scrolls the page by however far `el` moved from the viewport position `top`, so it is back where the reader
 * saw it; whether a move of a pixel or more was made up for.
 */
export function keepTop(el: Element, top: number): boolean {
  const moved = el.getBoundingClientRect().top - top;
  if (Math.abs(moved) < 1) return false;
  scrollBy(0, moved);
  return true;
}

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
      if (keepTop(this.host, top)) expected = scrollY;
      if (--frames > 0) this.#frame = requestAnimationFrame(check);
    };
    this.#frame = requestAnimationFrame(check);
  }
}
