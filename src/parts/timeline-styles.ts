/**
 * The timeline's look: tones per worker and decision, band styles (solid, soft, hatched, outlined, thin),
 * marks with a halo so they read on top of bands, the playback cursor, and forced-colors fallbacks.
 */
import { css } from 'lit';

export const timelineStyles = css`
  .timeline {
    margin: 0;
  }
  .timeline svg {
    display: block;
    height: auto;
    overflow: visible;
    font-family: var(--_font);
  }
  .tick,
  .lane-label,
  .band-text,
  .highlight-text {
    font-size: 11.5px;
    fill: var(--_text);
  }
  .lane-label {
    font-weight: 600;
  }
  .tick {
    fill: var(--_muted);
  }
  .axis-line {
    stroke: var(--_muted);
  }
  .grid {
    stroke: var(--_border);
    stroke-dasharray: 2 3;
  }
  .lane-bg {
    fill: transparent;
  }
  .lane-bg.odd {
    fill: color-mix(in srgb, var(--_raised) 70%, transparent);
  }
  .tone-a { --_tone: var(--_a); }
  .tone-b { --_tone: var(--_b); }
  .tone-ok { --_tone: var(--_ok); }
  .tone-bad { --_tone: var(--_bad); }
  .tone-warn { --_tone: var(--_warn); }
  .tone-muted { --_tone: var(--_muted); }
  .tone-lease1 { --_tone: var(--ll-color-token-1, var(--_a)); }
  .tone-lease2 { --_tone: var(--ll-color-token-2, var(--_b)); }
  .band rect {
    stroke: var(--_tone);
    stroke-width: 1;
  }
  /* Hatched bands take their pattern from the fill attribute (no inline style: strict CSP). */
  .band:not(.hatch) rect {
    fill: var(--_tone);
  }
  .band.soft rect {
    fill: color-mix(in srgb, var(--_tone) 22%, transparent);
  }
  .band.outline rect {
    fill: transparent;
    stroke-width: 2;
    stroke-dasharray: 5 3;
  }
  .band.hatch rect {
    stroke-width: 1.5;
  }
  .hatch-bg {
    fill: color-mix(in srgb, var(--_tone) 15%, transparent);
  }
  .hatch-line {
    stroke: var(--_tone);
    stroke-width: 2.5;
  }
  .band.solid .band-text {
    fill: var(--_surface);
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
  .mark .halo {
    fill: var(--_surface);
    stroke: var(--_tone);
    stroke-width: 1.5;
  }
  .highlight rect {
    fill: color-mix(in srgb, var(--_warn) 16%, transparent);
    stroke: var(--_warn);
    stroke-dasharray: 4 3;
  }
  .highlight-text {
    font-weight: 700;
    fill: var(--_text);
  }
  .cursor line {
    stroke: var(--_focus);
    stroke-width: 2.5;
  }
  .cursor-text {
    font-size: 11.5px;
    font-weight: 700;
    fill: var(--_text);
  }
  .cursor .ahead {
    fill: var(--_surface);
    opacity: 0.6;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    font-size: 0.8125rem;
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }
  .swatch {
    flex: none;
    overflow: visible;
  }
  @media (forced-colors: active) {
    .band:not(.hatch) rect,
    .mark .fill {
      fill: CanvasText;
      stroke: Canvas;
    }
    .band.soft rect,
    .band.outline rect,
    .hatch-bg,
    .mark .halo {
      fill: Canvas;
      stroke: CanvasText;
    }
    .band.solid .band-text {
      fill: Canvas;
    }
    .hatch-line,
    .band rect {
      stroke: CanvasText;
    }
    .cursor line {
      stroke: Highlight;
    }
  }
`;
