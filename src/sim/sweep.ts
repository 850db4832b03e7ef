/**
 * The safety map's engine half: one lab input held fixed except two numeric inputs, which step across a grid,
 * and the verdict the engine computes at every point. Pure (no DOM), so the map renders the same sweep on the
 * server as in the browser, and tests can check it against direct engine calls.
 */

import { formatNumber, toMs } from './time.js';
import { outcomeName } from './outcomes.js';

/** One axis of a sweep: the input's attribute and the values it takes, in seconds, ascending. */
export interface SweepAxis {
  attribute: string;
  values: number[];
}

/** A finished sweep: `verdicts[yi][xi]` is the verdict at `x.values[xi]`, `y.values[yi]`. */
export interface Sweep {
  x: SweepAxis;
  y: SweepAxis;
  verdicts: string[][];
}

/** The detail of `map-result`: the sweep just computed (named for editors' and JSX tools' event types). */
export type SafetyMapResultDetail = Sweep;

/** Fewest and most values an axis has: the safety map's own `steps` range, so a sweep is always bounded. */
export const AXIS_STEPS = Object.freeze({ min: 2, max: 200 });

/**
 * `steps` values from `min` to `max`: `min + i·(max − min)/(steps − 1)`, each rounded to the millisecond
 * because the engine reads time in whole milliseconds (so a label never claims a value the engine did not use).
 * `steps` is taken whole and clamped to `AXIS_STEPS` (Infinity gives the most, anything unreadable the fewest),
 * so no call can ask for a sweep without end.
 */
export function axisValues(min: number, max: number, steps: number): number[] {
  const whole = typeof steps === 'number' && !Number.isNaN(steps) ? Math.floor(steps) : AXIS_STEPS.min;
  const n = Math.min(AXIS_STEPS.max, Math.max(AXIS_STEPS.min, whole));
  return Array.from({ length: n }, (_, i) => toMs(min + (i * (max - min)) / (n - 1)) / 1000);
}

/**
 * Runs `decide` (an engine's verdict-only entry) once per grid point, the two swept inputs (by property name) replacing the base input's
 * values. The base object is copied once and mutated per cell: at 40,000 cells an object spread per call is
 * measurable, and the engine copies its input anyway.
 */
export function sweepVerdicts<I extends object>(
  base: I,
  x: { name: string; attribute: string; values: number[] },
  y: { name: string; attribute: string; values: number[] },
  decide: (input: I) => string,
): Sweep {
  const input = { ...base } as Record<string, unknown>;
  const verdicts = y.values.map((yv) => {
    input[y.name] = yv;
    return x.values.map((xv) => {
      input[x.name] = xv;
      return decide(input as I);
    });
  });
  return { x: { attribute: x.attribute, values: x.values }, y: { attribute: y.attribute, values: y.values }, verdicts };
}

/** Short names for axes in sentences ("stall 5 s", "TTL 0.25–5.75 s"); other inputs use their attribute. */
const AXIS_WORDS: Record<string, string> = {
  ttl: 'TTL',
  'stall-for': 'stall',
  'stall-at': 'stall start',
  'pause-for': 'pause',
  'pause-at': 'pause start',
  'b-arrives-at': 'B arrival',
  'replacement-work': 'replacement work',
  'shutdown-at': 'shutdown',
  'shutdown-grace': 'shutdown grace',
};

/** The word for an axis in the map's sentences and labels. */
export function axisWord(attribute: string): string {
  return AXIS_WORDS[attribute] ?? attribute.replace(/-/g, ' ');
}

/**
 * One row of the map as a sentence: the ranges of x that give each verdict, in order, e.g.
 * "stall 5 s: DUPLICATE EFFECT for TTL 0.25–5.75 s, ONE OWNER from 6 s". A run reaching the last column
 * reads "from", a single column "at".
 */
export function rowRangeText(sweep: Sweep, yi: number): string {
  const { x, y } = sweep;
  const row = sweep.verdicts[yi];
  const xs = x.values;
  const num = (v: number) => formatNumber(toMs(v));
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= row.length; i++) {
    if (i < row.length && row[i] === row[start]) continue;
    const end = i - 1;
    const label = parts.length === 0 ? `${axisWord(x.attribute)} ` : '';
    let range: string;
    if (start === 0 && end === row.length - 1) range = `for every ${label}${num(xs[0])}–${num(xs[end])} s`;
    else if (end === row.length - 1 && start > 0) range = `from ${label}${num(xs[start])} s`;
    else if (start === end) range = `at ${label}${num(xs[start])} s`;
    else range = `for ${label}${num(xs[start])}–${num(xs[end])} s`;
    parts.push(`${outcomeName(row[start])} ${range}`);
    start = i;
  }
  return `${axisWord(y.attribute)} ${num(y.values[yi])} s: ${parts.join(', ')}`;
}

/** How many cells of the sweep have each verdict. */
export function verdictCounts(sweep: Sweep): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of sweep.verdicts) for (const v of row) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
