/**
 * A band's words are placed from an estimate of their width (see `placeBandText`), which holds for the labs'
 * own fonts and spacing. A reader's text spacing (WCAG 1.4.12: letters 0.12 em apart, words 0.16 em) or a much
 * wider fallback font can still run a word into the mark after it, past its bar or into the scale break. This
 * watches each word's size, and the plot's, and hides a word that would: the bar keeps its name (its
 * `aria-label`), and the legend and the trace say the same.
 *
 * A word is checked against the marks' drawn half widths, as it was placed: its drawn box settles most words, and
 * one whose box reaches an obstacle is measured by where its letters start and end, the same model in every
 * engine. Sizes are read only in a ResizeObserver callback, where layout is fresh, and a word is hidden with
 * `visibility`, which keeps its size: it never shows and hides in turn, and a chart with nothing to hide costs
 * no style work. The plot is watched anew only when its drawing changes, not when the cursor moves over it.
 */
import { type ElementPart, nothing } from 'lit';
import { AsyncDirective, directive, type PartInfo, PartType } from 'lit/async-directive.js';
import { FIGURE_PX, halfWidth, MARK_CLEAR } from './plot-units.js';
import type { Shape } from './timeline.js';

/** Room (px at the default size) a word keeps from the end of its bar. */
const BAR_CLEAR = 2;
/** Half the width of the scale break's zig-zag gap (px at the default size). */
const BREAK_HALF = 5.5;

/** Where an attribute written as a percentage of the plot's width ("37.5%") falls, in px of a plot `width` wide. */
const along = (el: Element, name: string, width: number) => (parseFloat(el.getAttribute(name) ?? '') / 100) * width;

/** A mark a word must stay clear of: where it is drawn and how far before it a word must end (px). */
interface Mark {
  x: number;
  clear: number;
}

/**
 * What a word is checked against: the plot's width (px), a default-size pixel's size now, the break's place and
 * the marks of each lane (read once per check, on the lane's first word).
 */
interface Plot {
  width: number;
  scale: number;
  breakAt: number | null;
  marks: Map<Element | null, Mark[]>;
}

/** The marks drawn beside a word (in its lane), read from their percentage `x` and their shape. */
function marksBeside(word: Element, plot: Plot): Mark[] {
  const lane = word.parentElement;
  let marks = plot.marks.get(lane);
  if (!marks) {
    marks = [...(lane?.querySelectorAll('svg.mark') ?? [])].map((mark) => ({
      x: along(mark, 'x', plot.width),
      clear: (halfWidth(mark.getAttribute('data-shape') as Shape) + MARK_CLEAR) * plot.scale,
    }));
    plot.marks.set(lane, marks);
  }
  return marks;
}

/**
 * Whether a shown word drawn from `start` to `end` (px from the plot's left) runs past its bar, into the break or
 * into a mark after its start; the bar and the marks are read from the markup.
 */
function runsInto(word: Element, start: number, end: number, plot: Plot): boolean {
  const { width, scale, breakAt } = plot;
  const bar = word.previousElementSibling;
  if (bar && end > along(bar, 'x', width) + along(bar, 'width', width) - BAR_CLEAR * scale) return true;
  if (breakAt !== null && start < breakAt && end > breakAt - BREAK_HALF * scale) return true;
  return marksBeside(word, plot).some(({ x, clear }) => x > start && end > x - clear);
}

class BandWordsWatch extends AsyncDirective {
  #plot?: SVGSVGElement;
  #observer?: ResizeObserver;
  /** The drawing last watched, and the words it drew. */
  #drawing?: unknown;
  #words = new Set<Element>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('bandWordsWatch() belongs on the plot element');
  }

  render(_drawing: unknown): typeof nothing {
    return nothing;
  }

  /** A new drawing may bring new words, or move them and the marks: the plot is watched anew. */
  override update(part: ElementPart, [drawing]: [unknown]): typeof nothing {
    if (part.element === this.#plot && drawing === this.#drawing) return nothing;
    this.#plot = part.element as SVGSVGElement;
    this.#drawing = drawing;
    if (this.isConnected) this.#watch();
    return nothing;
  }

  /**
   * Observing the plot afresh reports its size once more, so words that moved but kept their size are checked in
   * the frame's rendering step. The words are observed once drawn, outside any size report: one observed from a
   * report would be reported too late for that frame.
   */
  #watch(): void {
    if (typeof ResizeObserver !== 'function' || !this.#plot) return;
    this.#observer ??= new ResizeObserver(() => this.#check());
    this.#observer.unobserve(this.#plot);
    this.#observer.observe(this.#plot);
    queueMicrotask(() => this.#observeWords());
  }

  /** Observes the words the plot draws now (and only those), so that a word that grows is checked too. */
  #observeWords(): void {
    const words = new Set(this.#plot?.querySelectorAll('.band-text'));
    for (const word of this.#words) if (!words.has(word)) this.#observer?.unobserve(word);
    for (const word of words) if (!this.#words.has(word)) this.#observer?.observe(word);
    this.#words = words;
  }

  #check(): void {
    const plot = this.#plot;
    if (!plot?.isConnected) return;
    const { left, width, height } = plot.getBoundingClientRect();
    const gap = plot.querySelector('svg.scale-break');
    // The plot's height is written in ems of its default-size pixels: what it measures now gives their size.
    const scale = height / (parseFloat(plot.getAttribute('height') ?? '') * FIGURE_PX) || 1;
    const at: Plot = { width, scale, breakAt: gap ? along(gap, 'x', width) : null, marks: new Map() };
    for (const word of plot.querySelectorAll<SVGTextElement>('.band-text')) {
      const box = word.getBoundingClientRect();
      // A word its width hides (display: none) draws nothing, and keeps whatever it was.
      if (box.width) word.classList.toggle('spills', spills(word, box, left, at));
    }
  }

  protected override disconnected(): void {
    this.#observer?.disconnect();
    this.#words.clear();
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

/**
 * On the plot's element, given the drawing its words come from (checked again only when that changes): hides any
 * band word that the reader's spacing or font pushes into a mark or past its bar.
 */
export const bandWordsWatch = directive(BandWordsWatch);
