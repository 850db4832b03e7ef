/**
 * The one lenient reader of companion properties. React, Vue and scripts set properties to anything (null
 * after `removeAttribute`, numbers, objects, Symbols, Proxies that throw); every companion reads each raw
 * value through here, so rendering only ever sees text or a notice, never a throw.
 */
import { given, named, notice, type Notice } from './notice.js';

/** Longest text any companion attribute needs (an id, a key, a verdict, an input name); `set` has its own bound. */
export const TEXT_LIMIT = 256;

/** What a property holds as text (null: absent, so the default applies), and why a given value was refused. */
export interface ReadText {
  text: string | null;
  problem: Notice | null;
}

/** How a value that is not text looks in a notice: its kind, and a shape that never shows its contents. */
function shapeOf(value: unknown): { kind: Notice; shape: string } {
  const type = typeof value;
  if (type === 'number') return { kind: notice`a number that is not finite`, shape: Number.isNaN(value) ? '?' : (value as number) > 0 ? '∞' : '-∞' };
  if (type === 'boolean') return { kind: notice`true or false`, shape: value ? 'true' : 'false' };
  if (type === 'bigint') return { kind: notice`a BigInt`, shape: '…n' };
  if (type === 'symbol') return { kind: notice`a Symbol`, shape: 'Symbol()' };
  if (type === 'function') return { kind: notice`a function`, shape: 'function' };
  let array = false;
  try {
    array = Array.isArray(value);
  } catch {
    // A revoked Proxy cannot even say whether it is an array.
  }
  return array ? { kind: notice`an array`, shape: '[…]' } : { kind: notice`an object`, shape: '{…}' };
}

/**
 * Reads a property as text: a string as it is (up to `limit` characters), a finite number as its decimal
 * text; null and undefined are absent. Anything else, and text too long to be meant, is refused with a notice
 * naming `attribute` and `used` (what the element does instead: words, or an attribute's name). Never calls
 * the value's own methods.
 */
export function readText(value: unknown, attribute: string, used: Notice | string, limit = TEXT_LIMIT): ReadText {
  if (value === null || value === undefined) return { text: null, problem: null };
  if (typeof value === 'string') {
    if (value.length <= limit) return { text: value, problem: null };
    return { text: null, problem: notice`${attribute}="${given(value)}" is too long (${value.length} characters); using ${used}.` };
  }
  if (typeof value === 'number' && Number.isFinite(value)) return { text: String(value), problem: null };
  const { kind, shape } = shapeOf(value);
  return { text: null, problem: notice`${attribute}="${given(shape)}" is ${kind}, not text; using ${used}.` };
}

/**
 * Reads a boolean property the way an HTML boolean attribute means it: true or false, or those words as text;
 * null and undefined are false. Anything else is refused with a notice and reads as false.
 */
export function readSwitch(value: unknown, attribute: string): { on: boolean; problem: Notice | null } {
  if (typeof value === 'boolean') return { on: value, problem: null };
  const off = notice`the default ${named('off')}`;
  const { text, problem } = readText(value, attribute, off);
  if (problem) return { on: false, problem };
  const word = text?.trim().toLowerCase() ?? 'false';
  if (word === 'true' || word === 'false') return { on: word === 'true', problem: null };
  return { on: false, problem: notice`${attribute}="${given(text as string)}" is not true or false; using ${off}.` };
}

/**
 * Remembers the last result of `read` for the same raw values (compared with Object.is, which no Proxy can
 * intercept), so each property is read once per change however often render and getters ask.
 */
export function memoRead<R extends readonly unknown[], T>(read: (...raw: R) => T): (...raw: R) => T {
  let last: R | undefined;
  let result: T;
  return (...raw: R) => {
    if (!last || raw.length !== last.length || raw.some((v, i) => !Object.is(v, (last as R)[i]))) {
      result = read(...raw);
      last = raw;
    }
    return result;
  };
}
