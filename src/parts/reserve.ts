/**
 * The room a lab drawn from scratch holds before its parts arrive (see `#hold` in lab-element.ts): a page
 * opened at a fragment, or read while labs above it draw, would otherwise jump by a whole lab's height as each
 * one completes, and scroll anchoring cannot help when the reader's anchor sits above the growing lab.
 */
import { css, type CSSResult } from 'lit';
import { em } from './styles.js';

/**
 * Until its last part is drawn, a lab keeps the room it will roughly take (`reserveStyles`): a bit less than
 * its height at that width, so the page grows a little as it completes rather than shrinking. Only `min-height`
 * changes when drawing ends (no inherited custom property), so the lab's content is not styled again for it.
 */
export const drawingStyles = css`
  .drawing {
    min-height: var(--_reserve, 0px);
  }
  /* Beside its figure (see stickyStyles) a wide lab's controls take no height of their own. */
  @container (min-width: 60em) {
    .drawing { min-height: calc(var(--_reserve, 0px) * 0.85); }
  }
  @container (max-width: 47.9334em) {
    .drawing { min-height: calc(var(--_reserve, 0px) * 1.3); }
  }
  @container (max-width: 30.6em) {
    .drawing { min-height: calc(var(--_reserve, 0px) * 1.65); }
  }
  @container (max-width: 23.9334em) {
    .drawing { min-height: calc(var(--_reserve, 0px) * 1.9); }
  }
`;

/**
 * How tall a lab is about to be, in CSS pixels at 768 px wide and more (narrower labs scale it up), for each
 * layout its boolean attributes give: the room it reserves before its parts are drawn (see `.drawing`), from
 * the measured heights in `reserve-heights.ts` (`npm run reserve` writes them). The pixels are
 * those of a lab at the default size (15 px text); the reserve is in em, so it grows and shrinks with the
 * host's font size, as do the widths at which it widens.
 */
export function reserveStyles({ full, compact, noControls, both }: { full: number; compact: number; noControls: number; both: number }): CSSResult {
  return css`
    :host { --_reserve: ${em(full)}; }
    :host([compact]) { --_reserve: ${em(compact)}; }
    :host([no-controls]) { --_reserve: ${em(noControls)}; }
    :host([compact][no-controls]) { --_reserve: ${em(both)}; }
  `;
}
