/**
 * The look shared by both labs. Everything themeable is a `--ll-*` custom property with a light and a dark
 * value chosen by the page's `color-scheme` (via `light-dark()`), so a host page themes the labs without
 * reaching into their shadow roots. Forced-colors mode swaps to system colours; shapes and text, never colour
 * alone, distinguish accepted from rejected.
 */
import { css, type CSSResult, unsafeCSS } from 'lit';

/**
 * A lab's body text at the default size, in CSS pixels: 15 px beside 16 px prose. Every size in the labs'
 * and companions' styles is em of the element's own text (of its parent's, for a font size), so it follows the
 * host's font size; the comment beside a value gives the pixels it measures at the default size. Lengths are
 * rounded up to 1/10000 em, so at the default size none falls a layout unit short of its pixels; container
 * widths are rounded inward, so a container exactly that wide still matches.
 */
export const BODY_PX = 15;

/** A length computed in script (see `BODY_PX`): `px` CSS pixels at the default size, as em of the body text. */
export function em(px: number): CSSResult {
  return unsafeCSS(`${Math.ceil(Math.round((px / BODY_PX) * 1e8) / 1e4) / 1e4}em`);
}

export const labStyles = css`
  :host {
    --_a: var(--ll-color-a, light-dark(#1d5fbf, #7db3ff));
    --_b: var(--ll-color-b, light-dark(#8a3fb0, #d39bf0));
    --_ok: var(--ll-color-accepted, light-dark(#1c7a3a, #6fd58f));
    --_bad: var(--ll-color-rejected, light-dark(#b3261e, #ff8a80));
    --_warn: var(--ll-color-warning, light-dark(#8a5a00, #ffc857));
    --_text: var(--ll-color-text, light-dark(#1b1d21, #e9eaee));
    --_muted: var(--ll-color-muted, light-dark(#5b6170, #a9afbd));
    --_surface: var(--ll-color-surface, light-dark(#ffffff, #17191d));
    --_raised: var(--ll-color-raised, light-dark(#f3f5f8, #22252b));
    --_border: var(--ll-color-border, light-dark(#c9ced8, #3b4049));
    --_focus: var(--ll-color-focus, light-dark(#0b57d0, #a8c7fa));
    --_radius: var(--ll-radius, 8px);
    --_space: var(--ll-space, 0.6667em); /* 10 px */
    --_font: var(--ll-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_mono: var(--ll-font-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);

    display: block;
    container-type: inline-size;
    /* Containment leaves the host no width of its own to offer a shrink-to-fit parent (a centred flex or
       grid column, a table cell, a flex row beside a sidebar), where it collapsed to its padding: offer a
       lab's natural width instead, never wider than the screen. */
    contain-intrinsic-inline-size: min(42.6667em, 100vw - 4.2667em); /* 640 px, 64 px */
    /* The labs speak English and draw time left to right: a right-to-left page must not mirror an axis,
       a slider or "10 s". */
    direction: ltr;
    unicode-bidi: isolate;
    /* The body text: a sixteenth smaller than the text around the lab; every other size is em of it. */
    font: 0.9375em/1.5 var(--_font);
    font-size: var(--ll-font-size, 0.9375em);
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space);
    box-sizing: border-box;
    max-width: 100%;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  :host([hidden]) {
    display: none;
  }
  [hidden] {
    display: none !important;
  }
  /* Elements only: a rule for every ::before and ::after made each element resolve both pseudo-elements' styles. */
  * {
    box-sizing: inherit;
  }
  /* A column spaced by its gap: a sibling selector (> * + *) restyled a whole lab each time a part arrived. */
  .stack {
    display: flex;
    flex-direction: column;
    gap: var(--_space);
  }
  /*
   * Each block of a lab paints on its own, so a playback frame repaints the chart it moves and reuses the rest
   * of the lab's painting (see \`npm run bench\`, whole main-thread time per frame).
   */
  .lab > *,
  .stage > *,
  .figure > * {
    isolation: isolate;
  }
  p {
    margin: 0;
  }
  /* A companion placed in the lab takes the lab's text size, not a fraction of it again. */
  slot {
    --ll-font-size: 1em;
  }
  .muted {
    color: var(--_muted);
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  /* A control the browser scrolls to the screen's bottom edge keeps its whole focus ring (5 px) in view. */
  :is(input, select, button, summary, a) {
    scroll-margin-block-end: 0.5334em; /* 8 px */
  }
  button,
  input,
  select {
    font: inherit;
    color: inherit;
  }
  button {
    background: var(--_raised);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
    padding: 0.4em 0.8em; /* 6 px, 12 px */
    min-height: 2.4em; /* 36 px */
    cursor: pointer;
  }
  button:hover {
    border-color: var(--_muted);
  }
  /*
   * Buttons that do nothing just now (aria-disabled: still Tab stops), and controls that do nothing yet: the
   * pre-rendered ones wait for the element's script disabled, not inert, so a screen reader still reads each
   * with its value. Muted, not faded: their labels and hints stay readable.
   */
  button:is([aria-disabled='true'], :disabled),
  :is(input, select):disabled {
    color: var(--_muted);
    cursor: not-allowed;
    /* Chromium also fades a disabled select: it looked fainter than its neighbours. */
    opacity: 1;
  }
  .waits :disabled {
    background: transparent;
  }
  .waits {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  .title {
    font-weight: 700;
    font-size: 1.1334em; /* 17 px */
    /* Spacing from the body's default (this text is larger), unless the page sets its own. */
    --_space: var(--ll-space, 0.5883em); /* 10 px of 17 px text */
  }
  /*
   * Japanese breaks strictly (no line starts with ー or a small kana), and between phrases where it can, so a
   * label or a verdict never splits a word such as タイムアウト; a phrase longer than its line still breaks.
   */
  [lang|='ja'] {
    line-break: strict;
    word-break: auto-phrase;
  }
  .header ::slotted([slot='intro']) {
    margin: 0.2667em 0 0; /* 4 px */
    color: var(--_muted);
  }
  .panel {
    background: var(--_raised);
    border-radius: calc(var(--_radius) - 2px);
    padding: var(--_space);
  }
  .scroll {
    overflow-x: auto;
    max-width: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
  @media (forced-colors: active) {
    :host {
      --_a: CanvasText;
      --_b: CanvasText;
      --_ok: CanvasText;
      --_bad: CanvasText;
      --_warn: CanvasText;
      --_text: CanvasText;
      --_muted: GrayText;
      --_surface: Canvas;
      --_raised: Canvas;
      --_border: CanvasText;
      --_focus: Highlight;
      border: 1px solid CanvasText;
    }
  }
`;
