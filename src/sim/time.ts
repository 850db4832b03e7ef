/**
 * The engine's clock. Every input is rounded to whole milliseconds on the way in and every computation
 * runs on integers, so that floating-point error (0.1 + 0.2) can never decide a tie between two events.
 */

/** One second in engine units; whole-second lattices (swarm renewals and polls) are multiples of it. */
export const SECOND = 1000;

/** Seconds → integer milliseconds, rounded to nearest: the single point where inputs enter the integer clock. */
export function toMs(seconds: number): number {
  return Math.round(seconds * SECOND);
}

/** Integer milliseconds → seconds, for results and for what a reader sees. */
export function toSeconds(ms: number): number {
  return ms / SECOND;
}

/** Seconds on the engine's millisecond clock, without float noise (0.30000000000000004 s is 0.3 s). */
export function roundToMs(seconds: number): number {
  return toSeconds(toMs(seconds));
}

/** Smallest multiple of `step` that is ≥ `ms` (used for "the first whole second at or after"). */
export function ceilTo(ms: number, step: number): number {
  return Math.ceil(ms / step) * step;
}

/**
 * A time or duration as people read it: "13 s", "0.5 s", "12.345 s", "86,400 s". Never prints exponent
 * notation or float noise, because results are whole milliseconds.
 */
export function formatSeconds(ms: number): string {
  return `${formatReadable(ms)} s`;
}

/** A number's whole digits in groups of three ("86,400", "1,234.5"), as English prose writes large numbers. */
export function groupThousands(digits: string): string {
  return digits.replace(/^(-?)(\d+)/, (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** `formatNumber` for reading rather than for typing back: whole seconds grouped ("86,400", "50,012.5"). */
export function formatReadable(ms: number): string {
  return groupThousands(formatNumber(ms));
}

/** What `formatNumber` shows for a value that is not a number of milliseconds at all (NaN, ±Infinity). */
export const NO_NUMBER = '–';

/**
 * The bare number of seconds for a millisecond count, without a unit ("0.5", "86400"). Total: a fraction of
 * a millisecond rounds to the nearest one, a count too large for plain digits still gets them (no "1e+21"),
 * and a non-finite value gives an en dash, so a page never shows "NaN" or "Infinity".
 */
export function formatNumber(ms: number): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return NO_NUMBER;
  const rounded = Math.round(ms);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = BigInt(Math.floor(abs / SECOND)).toString();
  // Past 2^53 a double holds no whole milliseconds, so it has no fraction of a second worth showing.
  const frac = abs <= Number.MAX_SAFE_INTEGER ? abs % SECOND : 0;
  if (frac === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(frac).padStart(3, '0').replace(/0+$/, '')}`;
}
