/**
 * How numbers reach the reader. Results are in seconds but always whole milliseconds, so formatting goes
 * through the engine's integer formatter: no float noise, no exponent notation, never "NaN s".
 */
import { formatNumber } from '../sim/time.js';

/** "13 s", "0.5 s"; an en dash for a missing value, so nothing ever renders "null" or "NaN". */
export function seconds(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${formatNumber(Math.round(value * 1000))} s` : '–';
}

/** The bare number, as a control's value or a CSV cell ("12.5"). */
export function plainSeconds(value: number): string {
  return formatNumber(Math.round(value * 1000));
}

/** A count with its noun, pluralised ("1 increment", "2 increments"). */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
