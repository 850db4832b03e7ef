/**
 * A band's words are placed from an estimate of their width (see `placeBandText`), which holds for the labs'
 * own fonts and spacing. A reader's text spacing (WCAG 1.4.12: letters 0.12 em apart, words 0.16 em) or a much
 * wider fallback font can still run a word into the mark after it, past its bar or into the scale break. This
 * watches each word's size, and the plot's, and hides a word that would: the bar keeps its name (its
 * `aria-label`), and the legend and the trace say the same.
 *
 * A word is measured as it is placed, by where its letters start and end, against the marks' drawn half widths: the
 * same model in every engine, whatever box each reports. Sizes are read only in a ResizeObserver callback,
 * where layout is fresh, and a word is hidden with `visibility`, which keeps its size: it never shows and
 * hides in turn, and a chart with nothing to hide costs no style work.
 */
import { type ElementPart, nothing } from 'lit';
import { AsyncDirective, directive, type PartInfo, PartType } from 'lit/async-directive.js';
import { FIGURE_PX, halfWidth } from './plot-units.js';
import type { Shape } from './timeline.js';

/** Room (px at the default size) a word keeps from the end of its bar, and from a mark (as its placement keeps). */
const BAR_CLEAR = 2;
const MARK_CLEAR = 3;
/** Half the width of the scale break's zig-zag gap (px at the default size). */
const BREAK_HALF = 5.5;

/** Where an attribute written as a percentage of the plot's width ("37.5%") falls, in px of a plot `width` wide. */
const along = (el: Element, name: string, width: number) => (parseFloat(el.getAttribute(name) ?? '') / 100) * width;

/** What a word is checked against: the plot's width (px), a default-size pixel's size now, and the break's place. */
interface Plot {
  width: number;
  scale: number;
  breakAt: number | null;
}

/**
 * Whether a shown word drawn from `start` to `end` (px from the plot's left) runs past its bar, into the break or
 * into a mark after its start; the bar and the marks are read from the markup.
 */
function runsInto(word: Element, start: number, end: number, { width, scale, breakAt }: Plot): boolean {
  const bar = word.previousElementSibling;
  if (bar && end > along(bar, 'x', width) + along(bar, 'width', width) - BAR_CLEAR * scale) return true;
  if (breakAt !== null && start < breakAt && end > breakAt - BREAK_HALF * scale) return true;
  const marks = word.parentElement?.querySelectorAll('svg.mark') ?? [];
  return [...marks].some((mark) => {
    const x = along(mark, 'x', width);
    return x > start && end > x - (halfWidth(mark.getAttribute('data-shape') as Shape) + MARK_CLEAR) * scale;
  });
}

class BandWordsWatch extends AsyncDirective {
  #plot?: SVGSVGElement;
  #observer?: ResizeObserver;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('bandWordsWatch() belongs on the plot element');
  }

  render(): typeof nothing {
    return nothing;
  }

  /** Each render of the plot may bring new words: watch them once they are in the page. */
  override update(part: ElementPart): typeof nothing {
    this.#plot = part.element as SVGSVGElement;
    if (this.isConnected) queueMicrotask(() => this.#watch());
    return nothing;
  }

  #watch(): void {
    const plot = this.#plot;
    if (!plot?.isConnected || !this.isConnected || typeof ResizeObserver !== 'function') return;
    this.#observer ??= new ResizeObserver(() => this.#check());
    this.#observer.disconnect();
    this.#observer.observe(plot);
    for (const word of plot.querySelectorAll('.band-text')) this.#observer.observe(word);
  }

  #check(): void {
    const plot = this.#plot;
    if (!plot?.isConnected) return;
    const { left, width, height } = plot.getBoundingClientRect();
    const gap = plot.querySelector('svg.scale-break');
    // The plot's height is written in ems of its default-size pixels: what it measures now gives their size.
    const scale = height / (parseFloat(plot.getAttribute('height') ?? '') * FIGURE_PX) || 1;
    const at: Plot = { width, scale, breakAt: gap ? along(gap, 'x', width) : null };
    for (const word of plot.querySelectorAll<SVGTextElement>('.band-text')) {
      const box = word.getBoundingClientRect();
      // A word its width hides (display: none) draws nothing, and keeps whatever it was.
      if (box.width) word.classList.toggle('spills', spills(word, box, left, at));
    }
  }

  protected override disconnected(): void {
    this.#observer?.disconnect();
  }

  protected override reconnected(): void {
    this.#watch();
  }
}

/**
 * Whether a shown word spills. Its drawn box (halo included) settles most words at once; a word whose box
 * reaches an obstacle is measured by its first and last letters, which count letter spacing in every engine
 * (WebKit's `getComputedTextLength` leaves it out).
 */
function spills(word: SVGTextElement, box: DOMRect, left: number, plot: Plot): boolean {
  if (!runsInto(word, box.left - left, box.right - left, plot)) return false;
  const letters = word.getNumberOfChars();
  return letters > 0 && runsInto(word, word.getStartPositionOfChar(0).x, word.getEndPositionOfChar(letters - 1).x, plot);
}

/** On the plot's element: hides any band word that the reader's spacing or font pushes into a mark or past its bar. */
export const bandWordsWatch = directive(BandWordsWatch);
