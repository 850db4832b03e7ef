/**
 * The look shared by both labs. Everything themeable is a `--ll-*` custom property with a light and a dark
 * value chosen by the page's `color-scheme` (via `light-dark()`), so a host page themes the labs without
 * reaching into their shadow roots. Forced-colors mode swaps to system colours; shapes and text, never colour
 * alone, distinguish accepted from rejected.
 */
import { css, type CSSResult, unsafeCSS } from 'lit';

/**
 * A lab's body text at the default size, in CSS pixels: 15 px beside 16 px prose. The sizes in the labs'
 * styles are written as the pixels they measure at that size and converted by `em`, so they follow the host.
 */
export const BODY_PX = 15;

/** `value` em rounded to 1/10000 em, up or down, dropping float noise before rounding. */
function roundedEm(value: number, round: (n: number) => number): CSSResult {
  return unsafeCSS(`${round(Math.round(value * 1e8) / 1e4) / 1e4}em`);
}

/**
 * A length that measures `px` CSS pixels in a lab at the default size, as em of an element whose text is
 * `text` px there (the body's by default): it then follows the host's font size. Rounded up, so at the default
 * size it never falls a layout unit short of `px`.
 */
export function em(px: number, text = BODY_PX): CSSResult {
  return roundedEm(px / text, Math.ceil);
}

/**
 * Container conditions for a query container whose text is the body's: at least or at most `px` wide at the
 * default size, in em so a lab with larger text changes layout at a proportionally wider width. Rounded
 * inward, so at the default size a container exactly `px` wide still matches.
 */
export const minWidth = (px: number): CSSResult => unsafeCSS(`(min-width: ${roundedEm(px / BODY_PX, Math.floor)})`);
/** See `minWidth`. */
export const maxWidth = (px: number): CSSResult => unsafeCSS(`(max-width: ${roundedEm(px / BODY_PX, Math.ceil)})`);

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
    --_space: var(--ll-space, ${em(12)});
    --_font: var(--ll-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_mono: var(--ll-font-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);

    display: block;
    container-type: inline-size;
    /* Containment leaves the host no width of its own to offer a shrink-to-fit parent (a centred flex or
       grid column, a table cell, a flex row beside a sidebar), where it collapsed to its padding: offer a
       lab's natural width instead, never wider than the screen. */
    contain-intrinsic-inline-size: min(${em(640)}, 100vw - ${em(64)});
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
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .stack > * + * {
    margin-block-start: var(--_space);
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
    padding: ${em(6)} ${em(12)};
    min-height: ${em(36)};
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
    font-size: ${em(17)};
    /* Spacing from the body's default (this text is larger), unless the page sets its own. */
    --_space: var(--ll-space, ${em(12, 17)});
  }
  .header ::slotted([slot='intro']) {
    margin: ${em(4)} 0 0;
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
