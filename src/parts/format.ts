/**
 * How numbers reach the reader. Results are in seconds but always whole milliseconds, so formatting goes
 * through the engine's integer formatter: no float noise, no exponent notation, never "NaN s".
 *
 * On screen a number and its unit are joined by a no-break space (U+00A0), so a narrow lab never wraps "10"
 * onto one line and "s" onto the next; screen readers read it as a space. Exports (worksheets) swap it back for
 * a plain space with `plainSpaces`: text a reader pastes elsewhere should hold no invisible characters.
 */
import { formatNumber, formatReadable } from '../sim/time.js';
import { currentLocale, plural } from './messages.js';

/** The no-break space between a number and its unit on screen. */
export const NBSP = '\u00a0';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A whole-millisecond number in the active locale, grouped for reading: English through the engine's formatter
 * (byte-identical to the engine's sentences, "86,400"), any other locale through `Intl.NumberFormat` ("0,5"
 * and "86.400" in German).
 */
export function localNumber(value: number): string {
  const locale = currentLocale();
  if (locale === 'en') return formatReadable(Math.round(value * 1000));
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return format.format(Math.round(value * 1000) / 1000);
}

/** "13 s", "0.5 s" (no-break space); an en dash for a missing value, so nothing ever renders "null" or "NaN". */
export function seconds(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${localNumber(value)}${NBSP}s` : '–';
}

/** The bare number, as a control's value or a CSV cell ("12.5"). */
export function plainSeconds(value: number): string {
  return formatNumber(Math.round(value * 1000));
}

const fieldFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number a control shows, in the active locale's decimal form without grouping ("12,5" in German, never
 * "86.400"), which is exactly what the reader may type back; English as the attribute writes it.
 */
export function fieldNumber(value: number): string {
  const locale = currentLocale();
  if (locale === 'en') return plainSeconds(value);
  let format = fieldFormats.get(locale);
  if (!format) fieldFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false })));
  return format.format(Math.round(value * 1000) / 1000);
}

/** A count with its noun, pluralised and unbreakable ("1 increment", "2 increments"). */
export function count(n: number, noun: string): string {
  return plural(n, `{0}${NBSP}${noun}`, `{0}${NBSP}${noun}s`);
}

/**
 * Full-width scripts and forms (Chinese, Japanese, Korean: Hangul Jamo, CJK radicals to Yi, Hangul syllables,
 * compatibility ideographs, full-width forms): about 1 em wide, and a line may break between any two of them.
 */
export const WIDE_CHAR = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** A name with its spaces no-break, for a box that keeps it on one line by style (`white-space: nowrap`). */
export function noBreakSpaces(name: string): string {
  return name.replace(/ /g, NBSP);
}

/**
 * A name that must not break across lines, such as a verdict's in running text: its spaces no-break, and in a
 * script that breaks anywhere a word joiner between its characters. For plain strings; markup uses a nowrap box.
 */
export function unbroken(name: string): string {
  const kept = noBreakSpaces(name);
  return WIDE_CHAR.test(kept) ? [...kept].join('\u2060') : kept;
}

/**
 * A space that must not break: after a number, before the unit or word it counts ("10 s", "50 %",
 * "3 heartbeats"), and before the number of a numbered thing ("token 2", "epoch 1").
 */
const BREAKABLE = /(\d) (?=(?:m?s|%|increment|refund|heartbeat|renewal|event|time)s?(?![a-z]))|(token|epoch|watermark) (?=\d)/gi;

/**
 * A sentence as it is shown, each number joined to its unit. The engine's sentences (event log, notices, map
 * rows) keep plain spaces: it makes no display choices, and exports carry its text as it is. The views pass
 * them, and their own sentences that quote a token or a literal time, through this.
 */
export function keepUnits(text: string): string {
  return text.replace(BREAKABLE, `$1$2${NBSP}`);
}

/** Display text back to plain spaces, for what a reader takes away (worksheets). */
export function plainSpaces(text: string): string {
  return text.replaceAll(NBSP, ' ');
}

/** Text safe inside markup a reader copies or a string template builds: element text or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
