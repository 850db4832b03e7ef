/**
 * Input fields, described once and used three ways: to validate what code passes to `simulate…` (strict,
 * throws RangeError), to read what an author typed into an attribute (lenient, never throws, explains every
 * refusal) and to tell the views what each control accepts.
 */

import { formatNumber, toMs } from './time.js';
import { type WordValue, type Words, duration, english, words } from './words.js';

/** A number with an inclusive range, in seconds unless `unit` says otherwise; `nullable` also accepts "disabled" (null). */
export interface NumberField {
  type: 'number';
  /** Unit symbol shown after values (default "s"). */
  unit?: string;
  name: string;
  attribute: string;
  default: number | null;
  min: number;
  max: number;
  nullable?: boolean;
}

/** One of a fixed set of words. */
export interface ChoiceField {
  type: 'choice';
  name: string;
  attribute: string;
  default: string;
  options: readonly string[];
}

/**
 * An on/off switch exposed as a boolean attribute whose presence means "not the default": an inverted one
 * for a switch that is on by default (`no-renew` present = `renew: false`), a plain one otherwise
 * (`idempotency-key` present = `idempotencyKey: true`).
 */
export interface SwitchField {
  type: 'switch';
  name: string;
  attribute: string;
  default: boolean;
}

export type Field = NumberField | ChoiceField | SwitchField;

/** Why a lenient reader did not take a value as given, and what it used instead. */
export interface InputProblem {
  /** The input's property name, e.g. `pauseAt`. */
  field: string;
  /** The HTML attribute that carries it, e.g. `pause-at`. */
  attribute: string;
  /** What was given, as text. */
  given: string;
  /** Why it was refused. */
  reason: string;
  /** The same reason as a message with its values, for views in other languages. */
  reasonWords: Words;
  /** The value used instead, as text. */
  used: string;
  /** The same value as a message, for views in other languages. */
  usedWords: Words;
  /** The whole problem as one readable sentence. */
  message: string;
}

/** The readers' result: always a complete, valid input, plus the list of what was refused. */
export interface ReadResult<T> {
  input: T;
  problems: InputProblem[];
}

/**
 * A field table frozen all the way down (each field and its option list), so that no script on the page can
 * change what every lab on it accepts by editing a shared table.
 */
export function freezeFields<T extends Field>(fields: T[]): readonly T[] {
  for (const field of fields as Field[]) {
    if (field.type === 'choice') Object.freeze(field.options);
    Object.freeze(field);
  }
  return Object.freeze(fields);
}

/** The field called `name` in a lab's field table, typed as the kind of field the caller knows it is. */
export function fieldNamed<T extends Field = Field>(fields: readonly Field[], name: string): T {
  return fields.find((f) => f.name === name) as T;
}

/** "0.001 to 86400 s" — the valid range, as the messages and controls show it. */
export function rangeText(field: NumberField): string {
  return english(rangeWords(field));
}

/** The valid range as a message, so a view can say it in the reader's language. */
export function rangeWords(field: NumberField): Words {
  const [lo, hi] = [toMs(field.min) / 1000, toMs(field.max) / 1000];
  const range = field.unit === '×' ? words`${lo} to ${hi}×` : field.unit ? words`${lo} to ${hi} ${field.unit}` : words`${lo} to ${hi} s`;
  return field.nullable ? words`${range}, or empty to disable` : range;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}

/**
 * Strict check for programmatic input: rounds to whole milliseconds, then requires the range. Throws a
 * RangeError naming the field and its valid range, because a caller passing bad numbers is a bug to surface.
 */
export function strictValue(field: Field, value: unknown): number | string | boolean | null {
  if (value === undefined) return field.default;
  if (field.type === 'number') {
    if (value === null && field.nullable) return null;
    const ms = typeof value === 'number' && Number.isFinite(value) ? toMs(value) : NaN;
    if (!(ms >= toMs(field.min) && ms <= toMs(field.max))) {
      throw new RangeError(`${field.name} must be a number from ${rangeText(field)}; got ${describe(value)}`);
    }
    return ms / 1000;
  }
  if (field.type === 'choice') {
    if (typeof value !== 'string' || !field.options.includes(value)) {
      throw new RangeError(`${field.name} must be one of ${field.options.join(', ')}; got ${describe(value)}`);
    }
    return value;
  }
  if (typeof value !== 'boolean') throw new RangeError(`${field.name} must be true or false; got ${describe(value)}`);
  return value;
}

/**
 * Validates a whole input object strictly; unknown keys are ignored, and so are inherited ones, so that a
 * polluted `Object.prototype` can never change a run.
 */
export function strictInput<T>(fields: readonly Field[], raw: Partial<T> | undefined): T {
  const out: Record<string, unknown> = {};
  const source = (raw ?? {}) as Record<string, unknown>;
  for (const field of fields) out[field.name] = strictValue(field, Object.hasOwn(source, field.name) ? source[field.name] : undefined);
  return out as T;
}

/** How much of a refused value a notice quotes: enough to recognise it, never a page of text. */
const QUOTE_LIMIT = 40;

/** The given text as a notice quotes it: at most `QUOTE_LIMIT` characters, then an ellipsis. */
export function quote(text: string): string {
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}

/** A refusal; unless told otherwise the field falls back to its default, reported under its attribute name. */
function problem(field: Field, given: string, reason: Words, used = words`the default ${shown(field, field.default)}`, key = field.attribute): InputProblem {
  const shownGiven = quote(given);
  const [why, instead] = [english(reason), english(used)];
  return {
    field: field.name,
    attribute: key,
    given: shownGiven,
    reason: why,
    reasonWords: reason,
    used: instead,
    usedWords: used,
    message: `${key}="${shownGiven}" ${why}; using ${instead}.`,
  };
}

/** A value as a notice names it: "10 s", "2×", "(disabled)", "on", or an option as it is written. */
function shown(field: Field, value: number | string | boolean | null): WordValue {
  if (field.type === 'number') {
    if (value === null) return words`(disabled)`;
    const n = toMs(value as number) / 1000;
    return field.unit === '×' ? words`${n}×` : field.unit ? words`${n} ${field.unit}` : duration(toMs(n));
  }
  if (field.type === 'switch') return value ? words`on` : words`off`;
  return String(value);
}

/**
 * Longest text that can be a valid number: 86400 with millisecond precision needs a dozen characters, so 64
 * leaves room for padding zeros and exponents. Anything longer is refused unread, which keeps every read linear
 * (and cheap) however long the attribute is.
 */
const NUMBER_TEXT_LIMIT = 64;

/** A decimal number, optionally signed and with an exponent; written so no two branches can match the same text. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A number in the labs' decimal grammar ("12", "0.5", "1e3"; never "0x10", "0b11" or "Infinity"); NaN for any
 * other text. Text far longer than any number is refused unread, so the cost never grows with the text.
 */
export function decimalNumber(text: string): number {
  const trimmed = text.length > NUMBER_TEXT_LIMIT * 4 ? '' : text.trim();
  return trimmed.length <= NUMBER_TEXT_LIMIT && NUMBER.test(trimmed) ? Number(trimmed) : NaN;
}

/** Why text is not a number; a decimal comma ("4,5") is told that attributes, on every page, take a dot. */
function notANumber(text: string): Words {
  return /^[+-]?\d*,\d+$/.test(text) ? words`is not a number (attributes take a dot: "${text.replace(',', '.')}")` : words`is not a number`;
}

function readSeconds(field: NumberField, text: string, problems: InputProblem[]): number | null {
  const trimmed = text.trim();
  if (trimmed === '' && field.nullable) return null;
  const parsed = trimmed.length <= NUMBER_TEXT_LIMIT && /^[+-]?infinity$/i.test(trimmed) ? Infinity : decimalNumber(trimmed);
  if (!Number.isFinite(parsed)) {
    const reason =
      trimmed === ''
        ? words`is empty`
        : trimmed.length > NUMBER_TEXT_LIMIT
          ? words`is too long to be a number (${trimmed.length} characters)`
          : Number.isNaN(parsed) ? notANumber(trimmed) : words`is not a finite number`;
    problems.push(problem(field, text, reason));
    return field.default;
  }
  const ms = toMs(parsed);
  const lo = toMs(field.min);
  const hi = toMs(field.max);
  if (ms < lo || ms > hi) {
    // A nullable field below its range stays off: clamping would turn "never" into "at once" (shutdown-at="-1").
    const used = ms < lo && field.nullable ? null : Math.min(hi, Math.max(lo, ms)) / 1000;
    problems.push(problem(field, text, words`is outside ${rangeWords(field)}`, used === null ? undefined : words`the nearest valid value ${shown(field, used)}`));
    return used;
  }
  return ms / 1000;
}

function readChoice(field: ChoiceField, text: string, problems: InputProblem[]): string {
  const word = text.trim().toLowerCase();
  if (field.options.includes(word)) return word;
  problems.push(problem(field, text, words`is not one of ${field.options.join(', ')}`));
  return field.default;
}

/**
 * Reads one attribute's text exactly as the lenient reader would (null means the attribute is absent).
 * Elements use it as their attribute converter, so a refused value never reaches the model.
 */
export function readAttribute(field: Field, text: string | null): { value: number | string | boolean | null; problem: InputProblem | null } {
  const problems: InputProblem[] = [];
  let value: number | string | boolean | null;
  if (field.type === 'switch') value = text === null ? field.default : !field.default;
  else if (text === null) value = field.default;
  else if (field.type === 'number') value = readSeconds(field, text, problems);
  else value = readChoice(field, text, problems);
  return { value, problem: problems[0] ?? null };
}

/**
 * Reads one property value as leniently as `readInput` reads a record: any value at all (a Symbol, a BigInt,
 * a Proxy, an object whose `valueOf` throws) gives a valid value and at most one problem, never a throw.
 * Views use it for settings that are not model inputs (playback speed, heading level).
 */
export function readProperty(field: Field, value: unknown): { value: number | string | boolean | null; problem: InputProblem | null } {
  const { input, problems } = readInput<Record<string, number | string | boolean | null>>([field], { [field.name]: value });
  return { value: input[field.name], problem: problems[0] ?? null };
}

/** The attribute text for a property value (null: no attribute), the inverse of `readAttribute`. */
export function attributeText(field: Field, value: unknown): string | null {
  if (field.type === 'switch') return value === !field.default ? '' : null;
  if (field.type === 'number' && typeof value === 'number' && Number.isFinite(value)) {
    // In range, the run's own millisecond form ("3" for 3.0004); out of it, the value as given, so the notice
    // quotes what the script set (1e-9, not the "0" it rounds to).
    const ms = toMs(value);
    return ms >= toMs(field.min) && ms <= toMs(field.max) ? formatNumber(ms) : String(value);
  }
  // Only text and numbers become attribute text: an array or object must stay a refused property with its
  // notice, not turn into an attribute ("5" from [5]) that would then be quietly read.
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Refuses a value that is not a string, number or boolean (returns true), so nothing like `[5]` or `10n` is
 * quietly taken. The notice quotes its shape, never its (possibly huge or hostile) contents.
 */
/** What kind of value was given instead of text, a number or a switch ("an array"). */
function shapeWords(type: string, array: boolean): Words {
  if (type === 'bigint') return words`a BigInt`;
  if (array) return words`an array`;
  if (type === 'object') return words`an object`;
  if (type === 'symbol') return words`a symbol`;
  if (type === 'function') return words`a function`;
  return words`a ${type}`;
}

function refuseShape(field: Field, value: unknown, problems: InputProblem[], key?: string): boolean {
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return false;
  const array = Array.isArray(value);
  const shape = type === 'bigint' ? `${value}n` : array ? '[…]' : type === 'object' ? '{…}' : type;
  const expected = field.type === 'number' ? words`a number` : field.type === 'switch' ? words`true or false` : words`one of ${field.options.join(', ')}`;
  problems.push(problem(field, shape, words`is ${shapeWords(type, array)}, not ${expected}`, undefined, key));
  return true;
}

/**
 * Lenient reader for attribute-like records (`{ 'pause-at': '4' }` or `{ pauseAt: 4 }`). Never throws: every
 * refused value becomes a problem and the field falls back to the nearest valid value (out of range) or its
 * default (unreadable, or not a string, number or boolean). Absent keys (undefined or null) silently take the
 * default; inherited keys are ignored; a key whose getter or Proxy trap throws is reported as unreadable.
 */
export function readInput<T>(fields: readonly Field[], raw: unknown): ReadResult<T> {
  const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const problems: InputProblem[] = [];
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    try {
      input[field.name] = readField(field, source, problems);
    } catch {
      problems.push(problem(field, '(unreadable)', words`could not be read`));
      input[field.name] = field.default;
    }
  }
  return { input: input as T, problems };
}

function readField(field: Field, source: Record<string, unknown>, problems: InputProblem[]): unknown {
  if (field.type === 'switch') return readSwitch(field, source, problems);
  const found = pick(source, [field.attribute, field.name]);
  if (found === undefined) return field.default;
  if (refuseShape(field, found.value, problems)) return field.default;
  const text = String(found.value);
  return field.type === 'number' ? readSeconds(field, text, problems) : readChoice(field, text, problems);
}

/** The first own, non-empty (not undefined or null) value among `keys`, with the key it came from. */
function pick(source: Record<string, unknown>, keys: readonly string[]): { key: string; value: unknown } | undefined {
  for (const key of keys) {
    if (Object.hasOwn(source, key)) {
      const value = source[key];
      if (value !== undefined && value !== null) return { key, value };
    }
  }
  return undefined;
}

function kebabToCamel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * A switch is read from its attribute (present, whatever its text, means the non-default value, as for any
 * HTML boolean attribute; `false` means absent) or from its property (`true`/`false`, or those words as text).
 * A refused property value is reported under the property's own name (`renew="yes"`), not the attribute's.
 */
function readSwitch(field: SwitchField, source: Record<string, unknown>, problems: InputProblem[]): boolean {
  // An inverted attribute (`no-renew`) has a name of its own; a plain one (`idempotency-key`) is the property's.
  const attributeName = kebabToCamel(field.attribute);
  const inverted = attributeName !== field.name;
  if (inverted) {
    const flag = pick(source, [field.attribute, attributeName]);
    if (flag !== undefined && !refuseShape(field, flag.value, problems, flag.key) && flag.value !== false) return !field.default;
  }
  const direct = pick(source, inverted ? [field.name] : [field.attribute, field.name]);
  if (direct === undefined || refuseShape(field, direct.value, problems, direct.key)) return field.default;
  // A plain boolean attribute that is present, with no value, is on.
  if (!inverted && direct.key === field.attribute && direct.value === '') return !field.default;
  const given = String(direct.value);
  const word = given.trim().toLowerCase();
  if (word === 'true' || word === 'false') return word === 'true';
  problems.push(problem(field, given, words`is not true or false`, undefined, direct.key));
  return field.default;
}
