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

/**
 * Whether a shown word runs past its bar, into the break at `breakAt` or into a mark after its start. Its ends
 * are its first and last letters' positions, which count letter spacing in every engine (WebKit's
 * `getComputedTextLength` leaves it out).
 */
function spills(word: SVGTextElement, scale: number, breakAt: number | null): boolean {
  const letters = word.getNumberOfChars();
  if (!letters) return false;
  const start = word.getStartPositionOfChar(0).x;
  const end = word.getEndPositionOfChar(letters - 1).x;
  const bar = word.previousElementSibling;
  if (bar instanceof SVGRectElement && end > bar.x.baseVal.value + bar.width.baseVal.value - BAR_CLEAR * scale) return true;
  if (breakAt !== null && start < breakAt && end > breakAt - BREAK_HALF * scale) return true;
  const marks = word.closest('.lane')?.querySelectorAll<SVGSVGElement>('svg.mark') ?? [];
  return [...marks].some((mark) => {
    const x = mark.x.baseVal.value;
    return x > start && end > x - (halfWidth(mark.dataset.shape as Shape) + MARK_CLEAR) * scale;
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
    // The plot's lengths are ems: a default-size pixel is this many pixels now.
    const scale = parseFloat(getComputedStyle(plot).fontSize) / FIGURE_PX;
    const gap = plot.querySelector<SVGSVGElement>('svg.scale-break');
    const breakAt = gap ? gap.x.baseVal.value : null;
    for (const word of plot.querySelectorAll<SVGTextElement>('.band-text')) {
      // A word its width hides (display: none) draws nothing, and keeps whatever it was.
      if (word.getClientRects().length) word.classList.toggle('spills', spills(word, scale, breakAt));
    }
  }

  protected override disconnected(): void {
    this.#observer?.disconnect();
  }

  protected override reconnected(): void {
    this.#watch();
  }
}

/** On the plot's element: hides any band word that the reader's spacing or font pushes into a mark or past its bar. */
export const bandWordsWatch = directive(BandWordsWatch);
