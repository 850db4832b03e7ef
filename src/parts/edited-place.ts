/**
 * Keeps a lab where the reader is editing it. An edit can change prose above the lab (a `<lease-lab-when>`, a
 * page's own script listening to results) or in it above the control (an experiment's lesson); at the top of a
 * page, where browsers do not anchor scrolling, or in a browser without scroll anchoring (WebKit), the field
 * under the reader's caret or finger would move with it.
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
/** Events by which a reader scrolls the page: then the place they scrolled to is theirs. */
const READER_SCROLLS = ['wheel', 'touchmove', 'keydown'] as const;
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', ' ', 'ArrowUp', 'ArrowDown']);

/** A lab's hold on the place of the control a reader is editing, for the few frames an edit takes to land. */
export class EditedPlace implements ReactiveController {
  #frame = 0;
  /** Stops listening for the reader's scrolling, once a watch ends. */
  #stop?: () => void;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#stop?.();
  }

  /**
   * Called as a reader's edit is applied: for the next frames, any move of the control being edited (the lab's
   * focused one, or the whole lab) is scrolled away, so text that grows above it in the lab (an experiment's
   * lesson) leaves it under the finger. The hold ends as soon as the reader scrolls or focus moves on (Tab's own
   * scroll to the next control stands). An edit while one is watched keeps the first place.
   */
  hold(): void {
    if (this.#frame || typeof requestAnimationFrame !== 'function') return;
    const focused = this.host.shadowRoot?.activeElement;
    const held = () => (focused?.isConnected ? focused : this.host);
    const top = held().getBoundingClientRect().top;
    let frames = FRAMES_WATCHED;
    // The browser's scroll anchoring may keep another element in place, so the held one is measured either way;
    // only the reader's own scrolling ends the watch.
    let scrolled = false;
    const reader = (e: Event) => {
      if (e.type !== 'keydown' || SCROLL_KEYS.has((e as KeyboardEvent).key)) scrolled = true;
    };
    READER_SCROLLS.forEach((type) => addEventListener(type, reader, { capture: true, passive: true }));
    this.#stop = () => {
      READER_SCROLLS.forEach((type) => removeEventListener(type, reader, true));
      this.#stop = undefined;
    };
    // Focus moving on (Tab both applies a typed value and moves) hands the place to the browser's focus scroll.
    const movedOn = () => (this.host.shadowRoot?.activeElement ?? null) !== (focused ?? null);
    const check = () => {
      this.#frame = 0;
      const theirs = scrolled || movedOn();
      if (!theirs) keepTop(held(), top);
      if (!theirs && --frames > 0) this.#frame = requestAnimationFrame(check);
      else this.#stop?.();
    };
    this.#frame = requestAnimationFrame(check);
  }
}
