/**
 * A time that moves while playback runs ("12.3 s"), set in its own box meanwhile.
 *
 * Why: text that changes inside a sentence, a grid cell or a table caption makes the browser lay out the
 * whole page again on each frame. A box with a fixed size and layout containment (an inline-block, never a
 * grid or flex item) is a relayout boundary: its text changes are laid out inside it and stop there. The box
 * is as wide as the widest time up to `max` (tabular digits), so the words after it stop jittering too. At
 * rest (paused, and in server HTML) it is plain text, so a still lab reads and renders exactly as before.
 *
 * While playing, the digits move at a pace a reader can follow — tenths of a second at 1×, coarser steps at
 * fast speeds — rather than milliseconds that change on every frame: those cannot be read, and each change
 * costs a layout. Pausing, stepping and the end show the exact time again.
 */
import { css, html, type TemplateResult } from 'lit';
import { seconds } from './format.js';

/**
 * `value` as seconds, boxed to the width of "max.888 s" (`max` ≥ 0; up to 6 whole digits) while `playing`.
 * Callers pass the shown moment (`steppedSeconds`) or a time that changes with events (a worker's progress, a
 * lease's expiry): exact, since rounding again would misstate it. At fast speeds it still changes several
 * times a second, and each change would otherwise lay the whole page out again.
 */
export function boxedSeconds(value: number, max: number, playing: boolean): TemplateResult | string {
  if (!playing) return seconds(value);
  return html`<span class="frame-number ${boxWidth(max)}">${seconds(value)}</span>`;
}

/** The whole digits a box holds for times up to `max` (1 to 6). */
export function boxDigits(max: number): number {
  return Math.min(6, String(Math.floor(max)).length);
}

/**
 * The class that sizes a box to the widest time up to `max`: also for a readout that should keep that width
 * at rest, so the words after it stay put when playback starts and stops.
 */
export function boxWidth(max: number): string {
  return `w${boxDigits(max)}`;
}

/**
 * `value` as a moving time is shown: rounded down to a whole number of `step` seconds, in whole milliseconds
 * (no float noise); `value` itself when `step` is 0 (at rest).
 */
export function steppedSeconds(value: number, step: number): number {
  if (!step) return value;
  const ms = Math.round(step * 1000);
  return (Math.floor(Math.round(value * 1000) / ms) * ms) / 1000;
}

/**
 * The box: whole digits + 5 ch holds ".888 s" in common UI fonts, and half a ch more the thousands separator
 * of a time past 999 s ("1,000.888 s"); one line high, aligned with its line.
 */
export const frameNumberStyles = css`
  .frame-number {
    display: inline-block;
    contain: size layout;
    width: var(--_w);
    height: 1lh;
    vertical-align: top;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .w1 { --_w: 6ch; }
  .w2 { --_w: 7ch; }
  .w3 { --_w: 8ch; }
  .w4 { --_w: 9.5ch; }
  .w5 { --_w: 10.5ch; }
  .w6 { --_w: 11.5ch; }
`;
