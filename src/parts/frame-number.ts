/**
 * A time that changes on every playback frame ("12.345 s"), set in its own box while playback runs.
 *
 * Why: text that changes inside a sentence, a grid cell or a table caption makes the browser lay out the
 * whole page again on each frame. A box with a fixed size and layout containment (an inline-block, never a
 * grid or flex item) is a relayout boundary: its text changes are laid out inside it and stop there. The box
 * is as wide as the widest time up to `max` (tabular digits), so the words after it stop jittering too. At
 * rest (paused, and in server HTML) it is plain text, so a still lab reads and renders exactly as before.
 */
import { css, html, type TemplateResult } from 'lit';
import { seconds } from './format.js';

/** `value` as seconds; while `playing`, boxed to the width of "max.888 s" (`max` ≥ 0; up to 6 whole digits). */
export function frameSeconds(value: number, max: number, playing: boolean): TemplateResult | string {
  if (!playing) return seconds(value);
  return html`<span class="frame-number w${Math.min(6, String(Math.floor(max)).length)}">${seconds(value)}</span>`;
}

/** The box: whole digits + 5 ch holds ".888 s" in common UI fonts; one line high, aligned with its line. */
export const frameNumberStyles = css`
  .frame-number {
    display: inline-block;
    contain: size layout;
    height: 1lh;
    vertical-align: top;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .w1 { width: 6ch; }
  .w2 { width: 7ch; }
  .w3 { width: 8ch; }
  .w4 { width: 9ch; }
  .w5 { width: 10ch; }
  .w6 { width: 11ch; }
`;
