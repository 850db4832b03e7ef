/**
 * Drawing the safety map: one SVG in grid units (one cell = 1 × 1), each row drawn as runs of equal cells —
 * a colour rect and, for classes that have one, a pattern rect on top — so a 200 × 200 map is a few hundred
 * nodes, not 40,000. Patterns and glyphs carry the verdict for forced colours and colour-blind readers.
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';
import type { Sweep } from '../sim/sweep.js';
import { escapeHtml, localNumber, NBSP, unbroken } from '../parts/format.js';
import { axisWord, type Sweep as SweepOf } from '../sim/sweep.js';
import { msg, tr } from '../parts/messages.js';
import { type LabKind, type VerdictClass, verdictClass } from './labs.js';
import { outcomeName } from '../sim/outcomes.js';

/** "6 s" for an axis value, in the active locale's digits ("0,5 s"), number and unit unbreakable (see `NBSP`). */
export const valueText = (v: number) => `${localNumber(v)}${NBSP}s`;

/** An axis's word ("TTL", "stall") in the active locale: the engine's word is the message id. */
export const axisName = (attribute: string) => tr(axisWord(attribute));

/** "TTL 6 s, stall 5 s: One owner": a cell's two values (by attribute) and its outcome, as the map names them. */
export function cellWords(first: string, firstValue: string, second: string, secondValue: string, outcome: string): string {
  return msg`${axisName(first)} ${firstValue}, ${axisName(second)} ${secondValue}: ${outcome}`;
}

/**
 * One row of the map as the "map as text" table says it, after the row's own value: the ranges of x that give
 * each verdict, e.g. "Duplicate effect for TTL 0.25–5.75 s, One owner from 6 s" (`rowRangeText` in the
 * engine's words, here in the active locale's). A run reaching the last column reads "from", a single column "at".
 */
export function rowRanges(sweep: SweepOf, yi: number): string {
  const row = sweep.verdicts[yi];
  const xs = sweep.x.values;
  const word = axisName(sweep.x.attribute);
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= row.length; i++) {
    if (i < row.length && row[i] === row[start]) continue;
    const end = i - 1;
    const [name, from, to, first] = [unbroken(tr(outcomeName(row[start]))), localNumber(xs[start]), localNumber(xs[end]), parts.length === 0];
    if (start === 0 && end === row.length - 1) parts.push(msg`${name} for every ${word} ${from}–${to} s`);
    else if (end === row.length - 1 && start > 0) parts.push(msg`${name} from ${from} s`);
    else if (start === end) parts.push(first ? msg`${name} at ${word} ${from} s` : msg`${name} at ${from} s`);
    else parts.push(first ? msg`${name} for ${word} ${from}–${to} s` : msg`${name} for ${from}–${to} s`);
    start = i;
  }
  // The list's comma is the page language's ("、" in Japanese).
  return parts.reduce((list, part) => msg`${list}, ${part}`);
}

/**
 * Whole percentages of `counts` that add up to exactly 100 (largest remainder): rounding each share on its own
 * can give a legend of 101 %.
 */
export function percentShares(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0) || 1;
  const exact = counts.map((c) => (100 * c) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  for (const i of exact.map((_, i) => i).sort((a, b) => exact[b] - shares[b] - (exact[a] - shares[a]))) if (left-- > 0) shares[i]++;
  return shares;
}

/** Pattern tiles, in grid units scaled to the grid so they look the same at any `steps`. */
export function renderPatterns(kind: LabKind, steps: number): SVGTemplateResult {
  const s = Math.max(1, steps / 40);
  const w = s * 0.2;
  const tile = (c: VerdictClass) =>
    c.pattern === 'hatch'
      ? svg`<path d="M0 ${s}L${s} 0M${-s / 2} ${s / 2}L${s / 2} ${-s / 2}M${s / 2} ${s * 1.5}L${s * 1.5} ${s / 2}" stroke-width=${w} />`
      : c.pattern === 'dots'
        ? svg`<circle cx=${s / 2} cy=${s / 2} r=${s * 0.2} stroke="none" />`
        : svg`<path d="M0 0H${s}M0 0V${s}" fill="none" stroke-width=${w} />`;
  return svg`<defs>${kind.classes.map((c, i) =>
    c.pattern === 'none' ? nothing : svg`<pattern id="p${i}" class="pat" patternUnits="userSpaceOnUse" width=${s} height=${s}>${tile(c)}</pattern>`,
  )}</defs>`;
}

/** The fill of a class's pattern layer, or null for a plain class. */
function patternFill(kind: LabKind, c: VerdictClass): string | null {
  const i = kind.classes.indexOf(c);
  return i < 0 || c.pattern === 'none' ? null : `url(#p${i})`;
}

/**
 * All runs of equal verdicts, row by row, each with a tooltip naming its range and verdict, as one SVG string:
 * one parse per sweep instead of hundreds of template parts (and `<title>` text is safe for server rendering).
 */
export function runsMarkup(kind: LabKind, sweep: Sweep): string {
  const out: string[] = [];
  const ny = sweep.y.values.length;
  const xs = sweep.x.values;
  sweep.verdicts.forEach((row, yi) => {
    const top = ny - 1 - yi;
    let start = 0;
    for (let i = 1; i <= row.length; i++) {
      if (i < row.length && row[i] === row[start]) continue;
      const c = verdictClass(kind, row[start]);
      const pattern = patternFill(kind, c);
      const range = i - 1 === start ? valueText(xs[start]) : `${localNumber(xs[start])}–${valueText(xs[i - 1])}`;
      const box = `x="${start}" y="${top}" width="${i - start}" height="1"`;
      out.push(
        `<rect class="run t-${c.tone}" ${box} data-verdict="${escapeHtml(c.verdict)}"><title>${escapeHtml(cellWords(sweep.y.attribute, valueText(sweep.y.values[yi]), sweep.x.attribute, range, tr(outcomeName(c.verdict))))}</title></rect>`,
        pattern ? `<rect class="pat-layer" ${box} fill="${pattern}"/>` : '',
      );
      start = i;
    }
  });
  return out.join('');
}

/** A small legend swatch: the class's colour and pattern at the map's scale. */
export function renderSwatch(kind: LabKind, c: VerdictClass, steps: number): SVGTemplateResult {
  const s = Math.max(1, steps / 40) * 2;
  const pattern = patternFill(kind, c);
  return svg`<svg class="swatch" viewBox="0 0 ${s} ${s}" aria-hidden="true"><rect width=${s} height=${s} class="run t-${c.tone}" />${
    pattern ? svg`<rect class="pat-layer" width=${s} height=${s} fill=${pattern} />` : nothing
  }</svg>`;
}

export const mapStyles = css`
  .plot {
    display: grid;
    grid-template-columns: max-content minmax(0, 25.6em); /* 384 px */
    gap: 0.2667em 0.5334em; /* 4 px, 8 px */
    align-items: stretch;
  }
  .y-axis,
  .x-axis {
    display: flex;
    justify-content: space-between;
    font-size: 0.8667em; /* 13 px */
    color: var(--_muted);
  }
  .y-axis {
    flex-direction: column-reverse;
    text-align: end;
  }
  .x-axis {
    grid-column: 2;
  }
  .axis-name {
    font-weight: 600;
    color: var(--_text);
  }
  .grid {
    position: relative;
    aspect-ratio: 1;
    border: 1px solid var(--_border);
    cursor: crosshair;
    touch-action: manipulation;
  }
  .placeholder {
    display: grid;
    place-items: center;
    padding: 1.0667em; /* 16 px */
    text-align: center;
    color: var(--_muted);
    cursor: auto;
  }
  .grid svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .pat {
    fill: var(--_surface);
    stroke: var(--_surface);
  }
  .pat-layer {
    opacity: 0.7;
    pointer-events: none;
  }
  .t-bad {
    fill: var(--_bad);
  }
  .t-warn {
    fill: var(--_warn);
  }
  .t-ok {
    fill: var(--_ok);
  }
  .t-info {
    fill: var(--_a);
  }
  .t-muted {
    fill: var(--_muted);
  }
  .current {
    fill: none;
    stroke: var(--_text);
    stroke-width: 3px;
  }
  .current-inner {
    fill: none;
    stroke: var(--_surface);
    stroke-width: 1.5px;
  }
  .hover {
    fill: none;
    stroke: var(--_text);
    stroke-width: 1.5px;
  }
  /* The focused cell: a 3px ring in the focus colour 2px outside the cell, between two surface-coloured halos, so
     it contrasts with any cell colour in light and dark; a system colour border in forced colours. */
  .focus-ring {
    display: none;
    position: absolute;
    box-sizing: content-box;
    margin: -5px 0 0 -5px;
    border: 3px solid var(--_focus);
    padding: 2px;
    box-shadow: 0 0 0 2px var(--_surface), inset 0 0 0 2px var(--_surface);
    pointer-events: none;
  }
  .grid:focus-visible .focus-ring {
    display: block;
  }
  [part~='text-table'] tbody td:nth-child(2) {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2667em 1.0667em; /* 4 px, 16 px */
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 0.4em; /* 6 px */
  }
  /* A key keeps its size beside a name that wraps. */
  .swatch {
    flex: none;
    width: 1.3334em; /* 20 px */
    height: 1.3334em; /* 20 px */
    border: 1px solid var(--_border);
  }
  .readout {
    min-height: 1.5em;
  }
  .hint {
    font-size: 0.8667em; /* 13 px */
    /* Spacing from the body's default (this text is smaller), unless the page sets its own. */
    --_space: var(--ll-space, 0.9231em); /* 12 px of 13 px text */
    color: var(--_muted);
  }
  @media (forced-colors: active) {
    .run {
      fill: Canvas;
    }
    .pat {
      fill: CanvasText;
      stroke: CanvasText;
    }
    .pat-layer {
      opacity: 1;
    }
    .focus-ring {
      border-color: Highlight;
    }
  }
`;
