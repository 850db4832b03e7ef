/**
 * The timeline's units, shared by its drawing (`timeline.ts`) and the watch on its words (`band-words.ts`):
 * lengths are designed in CSS pixels at the default text size and written as ems, so the chart follows the
 * host's font size.
 */
import type { Shape } from './timeline.js';

/** The figure's text size (px) at the default host size: the plot's lengths are ems of it. */
export const FIGURE_PX = 15;
/** The size (px at the default host size) of the band and tick words, whose own lengths are ems of it. */
export const WORDS_PX = 11.5;

/**
 * `px` pixels at the default text size as ems of an element whose text is `size` px then: geometry that
 * follows `font-size` on the lab or its column, and is exactly the pixel drawing at the default size.
 */
export function em(px: number, size = FIGURE_PX): string {
  return `${Math.round((px / size) * 1e4) / 1e4}em`;
}

/** Half the drawn width of a mark, stroke included, in px at the default size (a tick is a thin line; the others are about 16 px across). */
export const halfWidth = (shape: Shape) => (shape === 'tick' ? 3 : 9);

/** Room (px at the default size) a band word keeps from a mark's drawn edge: its placement and its watch agree. */
export const MARK_CLEAR = 3;
