/**
 * The timeline's look: the lane-name column and the plot beside it, tones per worker and decision, band
 * styles (solid, soft, hatched, outlined, thin), marks with a halo so they read on top of bands, the
 * playback cursor and the hatched "not yet" background, the break where a compressed idle stretch starts, and
 * forced-colors fallbacks.
 *
 * Width decisions live here as container queries on the figure, never in script: short lane names under
 * 32 em (480 px at the default size), finer ticks from 37.33 em, and each band text from the width its
 * `.fit-N` class names (`FIT_WIDTHS` in `timeline.ts`, in pixels at the default size); a tick label near the
 * break hides in a figure narrower than its `.clear-N` (`CLEAR_WIDTHS`). Every length, the
 * plot's included (lanes, marks, strokes, the name column), is in ems of the figure's text (15 px at the
 * default size; the words are 11.5 px), so the whole figure follows the lab's font size and each decision
 * is the same at every size: nothing is scaled to fit.
 */
import { css } from 'lit';

export const timelineStyles = css`
  /*
   * The container type also contains the figure's layout and style, and a playback frame is laid out inside
   * the SVG only (see \`renderTimeline\`). No paint containment: marks at the first instant and the overlap's
   * label reach past the plot's box, and the label past the figure's top at larger host font sizes.
   */
  .timeline {
    margin: 0;
    container-type: inline-size;
  }
  .timeline-body {
    display: grid;
    grid-template-columns: minmax(3.8667em, max-content) minmax(0, 1fr); /* 58 px */
    padding-right: 1.2em; /* 18 px */
    font-family: var(--_font);
  }
  .timeline svg {
    display: block;
    overflow: visible;
  }
  /* The ground and the cursor: positioned, as the plot is, so they stack in document order around it. */
  .plot-box,
  .plot {
    position: relative;
  }
  .plot-box > .plot-layer {
    position: absolute;
    inset: 0 auto auto 0;
    pointer-events: none;
  }
  .lane-names {
    padding-top: 2.2667em; /* 34 px */
  }
  .has-head .lane-names {
    padding-top: 3.3334em; /* 50 px */
  }
  /*
   * Centred by flex, not by a lane-high line height, and never clipped: under a reader's text spacing (WCAG 1.4.12)
   * a name may wrap onto two lines, and the column grows past its usual width rather than cut a word.
   */
  .lane-name {
    display: flex;
    align-items: center;
    height: 2.7826em; /* 32 px of 11.5 px text */
    padding: 0 0.3479em 0 0.5218em; /* 4 px, 6 px */
    line-height: 1.2;
    font-size: 0.7667em; /* 11.5 px */
    font-weight: 600;
  }
  /* Every other lane on a tinted ground: the names' column by their own background, the plot by one striped rect. */
  .lane-name:nth-child(even) {
    background: color-mix(in srgb, var(--_raised) 70%, transparent);
  }
  .lane-stripe {
    fill: color-mix(in srgb, var(--_raised) 70%, transparent);
  }
  .lane-name .long,
  .tick-at.fine,
  .fit {
    display: none;
  }
  @container (min-width: 32em) {
    .timeline-body {
      grid-template-columns: minmax(6.1334em, max-content) minmax(0, 1fr); /* 92 px */
    }
    .lane-name .long {
      display: inline;
    }
    .lane-name .short {
      display: none;
    }
  }
  @container (min-width: 37.3333em) {
    .tick-at.fine {
      display: inline;
    }
    .tick-at.coarse {
      display: none;
    }
  }
  @container (width < 10.6667em) { .clear-160 { display: none; } }
  @container (width < 13.3333em) { .clear-200 { display: none; } }
  @container (width < 16em) { .clear-240 { display: none; } }
  @container (width < 21.3333em) { .clear-320 { display: none; } }
  @container (width < 26.6667em) { .clear-400 { display: none; } }
  @container (min-width: 21.3333em) { .fit-320 { display: inline; } }
  @container (min-width: 26.6666em) { .fit-400 { display: inline; } }
  @container (min-width: 32em) { .fit-480 { display: inline; } }
  @container (min-width: 42.6666em) { .fit-640 { display: inline; } }
  @container (min-width: 53.3333em) { .fit-800 { display: inline; } }
  @container (min-width: 80em) { .fit-1200 { display: inline; } }
  /*
   * Marks that would touch on this narrow a plot step apart, a little smaller (see crowding() in timeline.ts):
   * each width's query only switches --_crowd on, and one rule places both directions.
   */
  .crowd-up,
  .crowd-down {
    transform-box: fill-box;
    transform-origin: center;
    transform: translateY(calc(var(--_crowd, 0) * var(--_crowd-dy))) scale(calc(1 - var(--_crowd, 0) * 0.25));
  }
  /* In the mark's own units: a pixel at the default size. */
  .crowd-up { --_crowd-dy: -6.5px; }
  .crowd-down { --_crowd-dy: 6.5px; }
  .crowd-all { --_crowd: 1; }
  @container not ((min-width: 21.3333em)) { .crowd-320 { --_crowd: 1; } }
  @container not ((min-width: 26.6666em)) { .crowd-400 { --_crowd: 1; } }
  @container not ((min-width: 32em)) { .crowd-480 { --_crowd: 1; } }
  @container not ((min-width: 42.6666em)) { .crowd-640 { --_crowd: 1; } }
  @container not ((min-width: 53.3333em)) { .crowd-800 { --_crowd: 1; } }
  @container not ((min-width: 80em)) { .crowd-1200 { --_crowd: 1; } }
  .tick,
  .band-text,
  .highlight-text {
    font-size: 0.7667em; /* 11.5 px */
    fill: var(--_text);
  }
  .tick {
    fill: var(--_muted);
  }
  .axis-line {
    stroke: var(--_muted);
  }
  .grid {
    stroke: var(--_border);
    stroke-width: 0.0667em;
    stroke-dasharray: 0.1334em 0.2em; /* 2 px, 3 px */
  }
  .tone-a { --_tone: var(--_a); }
  .tone-b { --_tone: var(--_b); }
  .tone-ok { --_tone: var(--_ok); }
  .tone-bad { --_tone: var(--_bad); }
  .tone-warn { --_tone: var(--_warn); }
  .tone-muted { --_tone: var(--_muted); }
  .tone-lease1 { --_tone: var(--ll-color-token-1, var(--_a)); }
  .tone-lease2 { --_tone: var(--ll-color-token-2, var(--_b)); }
  .axis-line {
    stroke-width: 0.0667em; /* 1 px */
  }
  rect.band {
    stroke: var(--_tone);
    stroke-width: 0.0667em;
  }
  /* Hatched bands take their pattern from the fill attribute (no inline style: strict CSP). */
  rect.band:not(.hatch) {
    fill: var(--_tone);
  }
  /* Opaque fills (mixed with the surface), so the "not yet" hatching never shows through behind a word. */
  rect.band.soft {
    fill: color-mix(in srgb, var(--_tone) 22%, var(--_surface));
  }
  /*
   * An outline marks a stretch over what the lane already shows (A's bars under a grace window), so it has no
   * fill; its words keep their own surface-coloured halo.
   */
  rect.band.outline {
    fill: none;
    stroke-width: 0.1334em;
    stroke-dasharray: 0.3334em 0.2em; /* 5 px, 3 px */
  }
  rect.band.hatch {
    stroke-width: 0.1em;
  }
  .hatch-bg {
    fill: color-mix(in srgb, var(--_tone) 15%, var(--_surface));
  }
  .hatch-line {
    stroke: var(--_tone);
    stroke-width: 0.1667em;
  }
  /* A halo in the band's own ground keeps words legible over hatching. */
  .band-text {
    paint-order: stroke;
    stroke: var(--_surface);
    stroke-width: 0.2609em; /* 3 px of 11.5 px text */
    stroke-linejoin: round;
  }
  /* A word the reader's own spacing or font pushed into a mark or past its bar (see band-words.ts). */
  .band-text.spills {
    visibility: hidden;
  }
  .band-text.solid {
    fill: var(--_surface);
    stroke: var(--_tone);
    font-weight: 600;
  }
  .mark .stroke {
    stroke: var(--_tone);
    stroke-width: 2;
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .mark .tick-halo {
    stroke: var(--_surface);
    stroke-width: 5;
  }
  .mark .thick {
    stroke-width: 2.75;
  }
  .mark .fill {
    fill: var(--_tone);
    stroke: var(--_surface);
    stroke-width: 1.5;
  }
  .mark .signal {
    stroke: var(--_tone);
    stroke-width: 2;
    stroke-linecap: round;
  }
  .mark .badge {
    fill: var(--_surface);
    stroke: var(--_tone);
    stroke-width: 2.25;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .highlight rect {
    fill: color-mix(in srgb, var(--_warn) 16%, transparent);
    stroke: var(--_warn);
    stroke-width: 0.0667em;
    stroke-dasharray: 0.2667em 0.2em; /* 4 px, 3 px */
  }
  .highlight-text {
    font-weight: 700;
    fill: var(--_text);
  }
  /*
   * The playhead is a hairline over the chart, as the focus ring is over a page: its line and halo keep their
   * pixel widths, so at large text the halo does not eat into the marks beside the instant it stands on.
   */
  .cursor line {
    stroke: var(--_focus);
    stroke-width: 2.5px;
  }
  /* The surface on both sides of the playhead: over a band in its own blue it would vanish (1.05:1). */
  .cursor .cursor-halo {
    stroke: var(--_surface);
    stroke-width: 6.5px;
  }
  /* The compressed idle stretch starts at a gap in the surface's colour with zig-zag edges, over the bands. */
  .break-gap {
    fill: var(--_surface);
  }
  .break-edge {
    fill: none;
    stroke: var(--_muted);
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
  /* What has not happened yet lies on a hatched ground behind the shapes: no veil over text or marks. */
  .future-line {
    stroke: var(--_border);
    stroke-width: 0.1em;
  }
  .past {
    stroke: var(--_surface);
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3077em 1.2308em; /* 4 px, 16 px of 13 px text */
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.8667em; /* 13 px */
  }
  /* Each key is centred on its item's first line, so it stays beside the words it names when they wrap. */
  .legend li {
    display: flex;
    align-items: flex-start;
    gap: 0.4616em; /* 6 px of 13 px text */
  }
  .swatch {
    flex: none;
    overflow: visible;
    margin-block: calc((1lh - 1.5385em) / 2);
  }
  /* A band's key is its item's own box: the same tone, ground and edge as the band, 26 × 14 px at 13 px text. */
  .key::before {
    content: '';
    flex: none;
    box-sizing: border-box;
    width: 2em;
    height: 1.077em;
    margin-block: calc((1lh - 1.077em) / 2);
    margin-inline: 0.077em;
    border: 1px solid var(--_tone);
    border-radius: 3px;
    background: var(--_tone);
    print-color-adjust: exact;
  }
  .key.soft::before {
    background: color-mix(in srgb, var(--_tone) 22%, var(--_surface));
  }
  .key.outline::before {
    background: var(--_surface);
    border: 2px dashed var(--_tone);
  }
  .key.hatch::before {
    border-width: 1.5px;
    /* Stripes that grow with the text, never finer than 1.5 px in 4.2: Firefox all but loses thinner ones. */
    --_stripe: max(1.5px, 0.1154em);
    --_period: max(4.2px, 0.3231em);
    background: repeating-linear-gradient(-45deg, var(--_tone) 0 var(--_stripe), color-mix(in srgb, var(--_tone) 15%, var(--_surface)) var(--_stripe) var(--_period));
  }
  .key.thin::before {
    height: 0.4616em;
    margin-block: calc((1lh - 0.4616em) / 2);
  }
  @media (forced-colors: active) {
    .key::before {
      forced-color-adjust: none;
      border-color: CanvasText;
      background: CanvasText;
    }
    .key:is(.soft, .outline)::before {
      background: Canvas;
    }
    .key.hatch::before {
      background: repeating-linear-gradient(-45deg, CanvasText 0 var(--_stripe), Canvas var(--_stripe) var(--_period));
    }
    rect.band:not(.hatch),
    .mark .fill {
      fill: CanvasText;
      stroke: Canvas;
    }
    rect.band.soft,
    .hatch-bg,
    .mark .badge {
      fill: Canvas;
      stroke: CanvasText;
    }
    rect.band.outline {
      fill: none;
      stroke: CanvasText;
    }
    /*
     * Soft bands told apart by their tone alone (nothing or a wait, a result, harm) keep a stroke of their
     * own: dotted for the muted ones, heavy for the bad ones. The keys follow.
     */
    rect.band.soft.tone-muted {
      stroke-dasharray: 0.0667em 0.1334em; /* 1 px, 2 px */
    }
    rect.band.soft.tone-bad {
      stroke-width: 0.2em; /* 3 px */
    }
    .key.soft.tone-muted::before {
      border-style: dotted;
    }
    .key.soft.tone-bad::before {
      border-width: 3px;
    }
    .band-text {
      stroke: Canvas;
    }
    .band-text.solid {
      fill: Canvas;
      stroke: CanvasText;
    }
    .hatch-line,
    rect.band {
      stroke: CanvasText;
    }
    .cursor line {
      stroke: Highlight;
    }
    .cursor .cursor-halo {
      stroke: Canvas;
    }
    .future-line {
      stroke: GrayText;
    }
    .break-gap {
      fill: Canvas;
    }
    .break-edge {
      stroke: CanvasText;
    }
    .past {
      stroke: Canvas;
    }
  }
`;
