/**
 * One time axis for a figure and the slider that scrubs it: seconds to a fraction of the width and back, so
 * the chart's cursor and the slider's thumb always stand at the same relative place.
 *
 * A run whose events end long before its inspection span would leave most of a linear axis empty and crowd
 * everything that happens into a corner. So the stretch up to a little after the last event takes most of the
 * width (`DENSE_SHARE`) and the idle rest up to the span's end is compressed into what is left; the chart
 * draws a break where the compression starts. When there is no idle rest worth compressing the scale is
 * linear, which is also what a figure without a slider uses.
 */
import { roundToMs } from '../sim/time.js';

/** A time axis from 0 to `end` seconds. */
export interface TimeScale {
  /** The axis's right edge, in seconds. */
  readonly end: number;
  /** Where the compressed idle stretch begins, in seconds; null when the axis is linear throughout. */
  readonly knee: number | null;
  /** The fraction of the width (0 to 1) at which time `t` stands, clamped to the axis. */
  fraction(t: number): number;
  /** The time, in seconds to the millisecond, at fraction `f` of the width, clamped to the axis. */
  time(f: number): number;
}

/** Share of the width that the time up to the knee takes when the idle rest is compressed. */
export const DENSE_SHARE = 0.85;

/** A tick spacing of 1, 2 or 5 × 10^k that gives at most `maxTicks` ticks over `span`. */
export function niceStep(span: number, maxTicks: number): number {
  const raw = span / Math.max(1, maxTicks);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return Math.max(0.001, m * power);
  return 10 * power;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : lo));

/** A scale that is linear up to `knee` (at `DENSE_SHARE` of the width) and linear again, compressed, after it. */
function piecewise(end: number, knee: number | null): TimeScale {
  const e = Number.isFinite(end) && end > 0 ? end : 1;
  const k = knee !== null && knee > 0 && knee < e ? knee : null;
  return {
    end: e,
    knee: k,
    fraction(t) {
      const c = clamp(t, 0, e);
      if (k === null) return c / e;
      return c <= k ? (c / k) * DENSE_SHARE : DENSE_SHARE + ((c - k) / (e - k)) * (1 - DENSE_SHARE);
    },
    time(f) {
      const c = clamp(f, 0, 1);
      if (c >= 1) return e;
      if (k === null) return roundToMs(c * e);
      return roundToMs(c <= DENSE_SHARE ? (c / DENSE_SHARE) * k : k + ((c - DENSE_SHARE) / (1 - DENSE_SHARE)) * (e - k));
    },
  };
}

/** The plain axis from 0 to `end`: every second as wide as every other. */
export function linearScale(end: number): TimeScale {
  return piecewise(end, null);
}

/**
 * The axis of a played run: events at `moments` (seconds, any order), inspected up to `span`. The knee sits a
 * fifth after the last event, rounded up to a round number, so the last event never touches the break; the
 * idle rest is compressed only when a linear axis would give the events less than `DENSE_SHARE` of the width.
 * The chart and the slider both call this with the same moments and span, so they agree to the pixel.
 */
export function eventScale(moments: readonly number[], span: number): TimeScale {
  const last = moments.reduce((m, t) => (Number.isFinite(t) ? Math.max(m, t) : m), 0);
  const end = Math.max(Number.isFinite(span) ? span : 0, last);
  const padded = 1.2 * last;
  const step = niceStep(padded, 10);
  const knee = roundToMs(Math.max(1, Math.ceil(padded / step - 1e-9) * step));
  return piecewise(end, knee < end * DENSE_SHARE ? knee : null);
}

/** A scale for either a bare right edge (linear) or a scale already made. */
export function asScale(end: number | TimeScale): TimeScale {
  return typeof end === 'number' ? linearScale(end) : end;
}
