/**
 * Input fields, described once and used three ways: to validate what code passes to `simulate…` (strict,
 * throws RangeError), to read what an author typed into an attribute (lenient, never throws, explains every
 * refusal) and to tell the views what each control accepts.
 */

import { formatNumber, toMs } from './time.js';

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

/** An on/off switch exposed as an inverted boolean attribute (`no-renew` present = `renew: false`). */
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
  /** The value used instead, as text. */
  used: string;
  /** The whole problem as one readable sentence. */
  message: string;
}

/** The readers' result: always a complete, valid input, plus the list of what was refused. */
export interface ReadResult<T> {
  input: T;
  problems: InputProblem[];
}

/** The field called `name` in a lab's field table, typed as the kind of field the caller knows it is. */
export function fieldNamed<T extends Field = Field>(fields: readonly Field[], name: string): T {
  return fields.find((f) => f.name === name) as T;
}

/** "0.001 to 86400 s" — the valid range, as the messages and controls show it. */
export function rangeText(field: NumberField): string {
  const range = `${formatNumber(toMs(field.min))} to ${formatNumber(toMs(field.max))}${unitSuffix(field)}`;
  return field.nullable ? `${range}, or empty to disable` : range;
}

function unitSuffix(field: NumberField): string {
  const unit = field.unit ?? 's';
  return unit === '×' ? unit : ` ${unit}`;
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

/** Validates a whole input object strictly; unknown keys are ignored. */
export function strictInput<T>(fields: readonly Field[], raw: Partial<T> | undefined): T {
  const out: Record<string, unknown> = {};
  const source = (raw ?? {}) as Record<string, unknown>;
  for (const field of fields) out[field.name] = strictValue(field, source[field.name]);
  return out as T;
}

function problem(field: Field, given: string, reason: string, used: string): InputProblem {
  return {
    field: field.name,
    attribute: field.attribute,
    given,
    reason,
    used,
    message: `${field.attribute}="${given}" ${reason}; using ${used}.`,
  };
}

function shown(field: Field, value: number | string | boolean | null): string {
  if (field.type === 'number') return value === null ? '(disabled)' : `${formatNumber(toMs(value as number))}${unitSuffix(field)}`;
  return String(value);
}

function readSeconds(field: NumberField, text: string, problems: InputProblem[]): number | null {
  const trimmed = text.trim();
  if (trimmed === '') {
    if (field.nullable) return null;
    problems.push(problem(field, text, 'is empty', `the default ${shown(field, field.default)}`));
    return field.default;
  }
  const parsed = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)
    ? Number(trimmed)
    : /^[+-]?infinity$/i.test(trimmed)
      ? Infinity
      : NaN;
  if (!Number.isFinite(parsed)) {
    const reason = Number.isNaN(parsed) ? 'is not a number' : 'is not a finite number';
    problems.push(problem(field, text, reason, `the default ${shown(field, field.default)}`));
    return field.default;
  }
  const ms = toMs(parsed);
  const lo = toMs(field.min);
  const hi = toMs(field.max);
  if (ms < lo || ms > hi) {
    const used = Math.min(hi, Math.max(lo, ms)) / 1000;
    problems.push(problem(field, text, `is outside ${rangeText(field)}`, `the nearest valid value ${shown(field, used)}`));
    return used;
  }
  return ms / 1000;
}

function readChoice(field: ChoiceField, text: string, problems: InputProblem[]): string {
  const word = text.trim().toLowerCase();
  if (field.options.includes(word)) return word;
  problems.push(problem(field, text, `is not one of ${field.options.join(', ')}`, `the default ${field.default}`));
  return field.default;
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return describe(value);
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

/** The attribute text for a property value (null removes the attribute), the inverse of `readAttribute`. */
export function attributeText(field: Field, value: unknown): string | null {
  if (field.type === 'switch') return value === false ? '' : null;
  if (value === null || value === undefined) return null;
  if (field.type === 'number' && typeof value === 'number' && Number.isFinite(value)) return formatNumber(toMs(value));
  return toText(value);
}

function camelToKebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Lenient reader for attribute-like records (`{ 'pause-at': '4' }` or `{ pauseAt: 4 }`). Never throws: every
 * refused value becomes a problem and the field falls back to the nearest valid value (out of range) or its
 * default (unreadable). Absent keys (undefined or null) silently take the default.
 */
export function readInput<T>(fields: readonly Field[], raw: unknown): ReadResult<T> {
  const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const problems: InputProblem[] = [];
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'switch') {
      input[field.name] = readSwitch(field, source, problems);
      continue;
    }
    const value = pick(source, field.attribute, field.name);
    if (value === undefined || value === null) {
      input[field.name] = field.default;
    } else if (field.type === 'number') {
      input[field.name] = readSeconds(field, toText(value), problems);
    } else {
      input[field.name] = readChoice(field, toText(value), problems);
    }
  }
  return { input: input as T, problems };
}

function pick(source: Record<string, unknown>, attribute: string, name: string): unknown {
  for (const key of [attribute, name, camelToKebab(name)]) {
    if (Object.prototype.hasOwnProperty.call(source, key)) {
      const value = source[key];
      if (value !== undefined && value !== null) return value;
    }
  }
  return undefined;
}

function kebabToCamel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * A switch is read from its inverted attribute (present, whatever its value, means off, as for any HTML
 * boolean attribute) or from its property (`true`/`false`, or those words as text).
 */
function readSwitch(field: SwitchField, source: Record<string, unknown>, problems: InputProblem[]): boolean {
  const inverted = pick(source, field.attribute, kebabToCamel(field.attribute));
  if (inverted !== undefined && inverted !== false) return false;
  const direct = pick(source, field.name, field.name);
  if (direct === undefined) return field.default;
  const word = toText(direct).trim().toLowerCase();
  if (word === 'true' || word === 'false') return word === 'true';
  problems.push(problem(field, toText(direct), 'is not true or false', `the default ${field.default ? 'on' : 'off'}`));
  return field.default;
}
