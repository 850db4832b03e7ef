/**
 * On a narrow lab the head of the figure (verdict and timeline) stays in view while the controls scroll under
 * it (`stickyStyles`). A control the reader moves to must then never sit under that head (WCAG 2.4.11): the
 * head's height is kept as each control's scroll margin, a control the browser scrolled into view behind the
 * head anyway is brought out from under it, and a field's hint, opened by the focus, is brought into view.
 */
import { css, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** The largest share of the window's height a stuck head may take. */
const MOST_OF_WINDOW = 0.75;
/** Room (px) kept between the window's edge and a head or control scrolled into view beside it. */
const REVEAL_MARGIN = 8;

export class StickyFigure implements ReactiveController {
  #observer?: ResizeObserver;
  #head?: Element;
  /** Where focus events are heard: the shadow root, since a move between two of its controls stays inside it. */
  #root?: ShadowRoot;
  #frame = 0;
  /** The head's height as the controls' scroll margin reads it ("123px"; "0px" unpinned), once measured. */
  #height?: string;
  /** The head's measured height in px. */
  #measured?: number;
  /** The window's height in px, read where layout is fresh anyway (reading it forces layout), not per update. */
  #window = 0;
  /** Whether a control has had focus, and so needs the head's height as its scroll margin from now on. */
  #engaged = false;
  /** Whether a pointer is pressing in the lab: what it focuses is where the reader points, and must stay put. */
  #pressing = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostDisconnected(): void {
    removeEventListener('resize', this.#resized);
    this.#released();
    this.#root?.removeEventListener('focusin', this.#focused);
    this.#root?.removeEventListener('pointerdown', this.#pressed);
    this.#root = undefined;
    cancelAnimationFrame(this.#frame);
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#head = undefined;
  }

  hostUpdated(): void {
    const root = this.host.shadowRoot ?? undefined;
    if (root !== this.#root) {
      this.#root?.removeEventListener('focusin', this.#focused);
      this.#root?.removeEventListener('pointerdown', this.#pressed);
      root?.addEventListener('focusin', this.#focused);
      root?.addEventListener('pointerdown', this.#pressed);
      this.#root = root;
    }
    // The head stays the same element from one update to the next; only a new one is looked for.
    if (this.#head?.isConnected && this.#head.getRootNode() === root) return this.#decide();
    const head = root?.querySelector('.figure-head') ?? undefined;
    if (head === this.#head || typeof ResizeObserver !== 'function') return;
    if (!this.#observer) addEventListener('resize', this.#resized, { passive: true });
    this.#observer ??= new ResizeObserver(([entry]) => this.#noteHeight(entry.target));
    if (this.#head) this.#observer.unobserve(this.#head);
    this.#head = head;
    if (head) this.#observer.observe(head);
  }

  #noteHeight(head: Element): void {
    this.#measured = Math.ceil(head.getBoundingClientRect().height);
    this.#window = innerHeight;
    this.#decide();
  }

  /** A press lasts until its pointer is released or cancelled, wherever that happens. */
  #pressed = (): void => {
    this.#pressing = true;
    addEventListener('pointerup', this.#released, true);
    addEventListener('pointercancel', this.#released, true);
  };

  #released = (): void => {
    this.#pressing = false;
    removeEventListener('pointerup', this.#released, true);
    removeEventListener('pointercancel', this.#released, true);
  };

  /** A rotated phone or a resized window leaves the head more or less of the screen. */
  #resized = (): void => {
    this.#window = innerHeight;
    this.#decide();
  };

  /**
   * Whether the head may stick: not in a figure without controls (nothing scrolls under it), nor where it would
   * take most of the window (a short phone), which would leave a focused control a sliver under it.
   */
  #decide(): void {
    const head = this.#head;
    if (!head || this.#measured === undefined) return;
    const pin = !this.host.hasAttribute('no-controls') && this.#measured <= this.#window * MOST_OF_WINDOW;
    head.classList.toggle('unpinned', !pin);
    const before = this.#height;
    this.#height = pin ? `${this.#measured}px` : '0px';
    this.#lendHeight();
    // A head that starts to stick, or grows, after an edit may now cover the control being edited.
    if (before !== undefined && this.#height !== before && this.#root?.activeElement) this.#headChanged();
  }

  /**
   * Checked now and next frame, like a focus move, but only for a control the reader may be looking at: one
   * they scrolled far away from (reading another lab) stays where it is.
   */
  #headChanged(): void {
    this.#uncoverTwice(() => {
      const box = this.#root?.activeElement?.getBoundingClientRect();
      return box !== undefined && box.bottom >= 0 && box.top <= innerHeight * 1.5;
    });
  }

  /**
   * The head's height as a custom property of the boxes beside it (the stage's parts that hold no part of the
   * head), read by their controls' `scroll-margin-top`. Set there rather than on the whole stage, so a change
   * restyles the controls only, not the figure; parts drawn later get it after their update. Lent only once a
   * control has had focus, the one time a scroll margin counts: a page that loads labs no one edits never pays
   * for restyling their controls.
   */
  #lendHeight(): void {
    const head = this.#head;
    const stage = head?.closest('.stage');
    if (!this.#engaged || !head || !stage || !this.#height) return;
    for (let inner: Element = head; inner !== stage; inner = inner.parentElement!) {
      for (const beside of inner.parentElement!.children) {
        if (beside === inner || !(beside instanceof HTMLElement)) continue;
        if (beside.style.getPropertyValue('--_head-height') !== this.#height) beside.style.setProperty('--_head-height', this.#height);
      }
    }
  }

  /**
   * The first focus lends the head's height before the browser scrolls to the control; then the control is
   * checked now and after that scroll (WebKit's comes later and has no margin).
   */
  #focused = (): void => {
    if (!this.#engaged) {
      this.#engaged = true;
      this.#lendHeight();
    }
    this.#uncoverTwice(() => true);
  };

  /** `#uncover` now and again in the next frame, each time only while `still()` holds (not at all if it does not now). */
  #uncoverTwice(still: () => boolean): void {
    if (!still()) return;
    this.#uncover();
    cancelAnimationFrame(this.#frame);
    this.#frame = requestAnimationFrame(() => still() && this.#uncover());
  }

  /**
   * A focused control behind the stuck head scrolls out from under it, its scroll margin leaving the head room;
   * one left mostly below the window (the browser scrolls only a control wholly out of view; a head growing
   * above it pushes it down) comes up too.
   */
  #uncover(): void {
    const control = this.#root?.activeElement;
    const head = this.#head;
    if (!control || !head || !control.closest('.stage') || head.contains(control)) return;
    const box = control.getBoundingClientRect();
    const headBox = head.getBoundingClientRect();
    // Beside the head, or under it in a figure that sticks whole (a wide lab): the head moves with the control.
    const inStuckFigure = getComputedStyle(head.parentElement!).position === 'sticky';
    if (box.left >= headBox.right || inStuckFigure) {
      this.#revealBeside(headBox, box);
      return this.#revealHint(control, 0);
    }
    const stuck = getComputedStyle(head).position === 'sticky';
    const covered = stuck && box.top < headBox.bottom && box.bottom > headBox.top;
    // Without scroll anchoring (WebKit), a head that grew above the control pushes it down, out of the window.
    const below = box.top + box.height / 2 > innerHeight;
    if (covered || below) control.scrollIntoView({ block: 'nearest' });
    else if (stuck) this.#uncoverName(control, headBox);
    this.#revealHint(control, stuck ? headBox.bottom : 0);
  }

  /**
   * A field opens its hint under itself on focus, after the browser scrolled the field alone into view: at the
   * window's bottom edge the hint would be cut. The page scrolls on by the rest of the hint, as far as the field
   * stays below `top` (a stuck head's bottom). A field a pointer pressed stays where the reader is pointing.
   */
  #revealHint(control: Element, top: number): void {
    const unitBox = control.closest('.control, .choices');
    const hint = unitBox?.querySelector('.hint')?.getBoundingClientRect();
    const field = control.getBoundingClientRect();
    if (this.#pressing || !hint?.height || field.top < top || field.top >= innerHeight) return;
    const unit = unitBox!.getBoundingClientRect();
    const by = Math.min(hint.bottom + REVEAL_MARGIN - innerHeight, unit.top - top - REVEAL_MARGIN);
    if (by > 0) scrollBy(0, by);
  }

  /**
   * A control in view whose name is under the head (a checkbox's wrapped label, a field's name above it) scrolls
   * down until its whole control shows under the head, where that fits: the reader sees what they are changing.
   */
  #uncoverName(control: Element, head: DOMRect): void {
    const unit = control.closest('.control, .choices')?.getBoundingClientRect();
    if (!unit || unit.top >= head.bottom || unit.bottom <= head.top) return;
    const by = head.bottom + REVEAL_MARGIN - unit.top;
    if (unit.bottom + by <= innerHeight) scrollBy(0, -by);
  }

  /**
   * Beside the figure (a wide lab), a browser that scrolls a focused control without its scroll margin (WebKit)
   * scrolls it only as far as the window's edge, which can leave the head half below the window, or (near the
   * stage's end, where the stuck figure is pushed up) above it; so can a control in the figure under its head.
   * The page scrolls on until the head is in view, as far as the control stays in view.
   */
  #revealBeside(head: DOMRect, control: DOMRect): void {
    const below = head.bottom - innerHeight;
    const above = -head.top;
    if (below > 0) {
      const by = Math.min(below + REVEAL_MARGIN, control.top - REVEAL_MARGIN);
      if (by > 0) scrollBy(0, by);
    } else if (above > 0) {
      const by = Math.min(above + REVEAL_MARGIN, innerHeight - REVEAL_MARGIN - control.bottom);
      if (by > 0) scrollBy(0, -by);
    }
  }
}

/**
 * A stage is the figure and its controls. Side by side when the lab is wide, the whole figure staying in view
 * beside the controls; otherwise one column in which the figure's head sticks to the top of the viewport (below
 * `--ll-sticky-top`, for a page with a fixed header) while the controls under it scroll, on screens tall enough
 * to leave the controls room (the controller unpins a head that would fill most of the window, and a figure
 * without controls never pins). The figure's box steps aside there (`display: contents`) so that the head
 * sticks for the whole stage, not just the figure.
 * Spacing is the containers' `gap`, never a sibling selector: a part added to a lab then restyles only itself.
 */
export const stickyStyles = css`
  .stage {
    display: flex;
    flex-direction: column;
    gap: var(--_space);
  }
  /* The timeline's own head row is the room between it and the verdict. */
  .figure-head {
    gap: 0;
  }
  .figure {
    min-width: 0;
  }
  @container (min-width: 60em) {
    /* A figure without controls has nothing to stand beside: it keeps the one column. */
    :host(:not([no-controls])) .stage {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(17em, 22em);
      align-items: start;
    }
    @media (min-height: 36em) {
      /*
       * The whole figure stays in view beside a long column of controls, its legend, playback and state with the
       * head, so nothing of it scrolls under the head. A figure taller than the window keeps its head in view.
       */
      :host(:not([no-controls])) .figure:has(> .figure-head:not(.unpinned)) {
        position: sticky;
        top: var(--ll-sticky-top, 0px);
        z-index: 1;
        background: var(--_surface);
      }
      /*
       * A control beside the figure keeps the head's height above and below it, so a control scrolled to either
       * edge of the window leaves the whole head in view: stuck at the top, or not yet scrolled past.
       */
      .stage :is(input, select, button) {
        scroll-margin-top: calc(var(--_head-height, 20em) + var(--ll-sticky-top, 0px) + var(--_space));
      }
      .stage > :not(.figure) :is(input, select, button) {
        scroll-margin-bottom: calc(var(--_head-height, 20em) + var(--_space));
      }
      .figure-head :is(input, select, button) {
        scroll-margin-top: 0;
      }
    }
  }
  @container (max-width: 59.9999em) {
    .figure {
      display: contents;
    }
    @media (min-height: 36em) {
      :host(:not([no-controls])) .figure-head:not(.unpinned) {
        position: sticky;
        top: var(--ll-sticky-top, 0px);
        z-index: 1;
        background: var(--_surface);
        /* The lab's padding above the head, so what scrolls under it does not show over its top edge. */
        box-shadow: 0 calc(var(--_space) * -1) 0 var(--_surface), 0 1px 0 var(--_border);
      }
      .stage :is(input, select, button) {
        scroll-margin-top: calc(var(--_head-height, 20em) + var(--ll-sticky-top, 0px) + var(--_space));
      }
      /* A control in the head scrolls into view at its own top. */
      .figure-head :is(input, select, button) {
        scroll-margin-top: 0;
      }
    }
  }
`;
