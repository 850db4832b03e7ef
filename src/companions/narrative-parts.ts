/**
 * Pure helpers of the narrative elements (no DOM, so they also run on the server): reading a value of a run by
 * a dotted key and showing it as the labs do, and reading a step's `set` text into input changes.
 */
import { localNumber, NBSP, noBreakSpaces } from '../parts/format.js';
import { msg, tr } from '../parts/messages.js';
import { type Field, readAttribute } from '../sim/fields.js';
import { type LabKind, labName } from './labs.js';
import { unitOf } from './run-units.js';
import { type Given, given, notice, type Notice } from './notice.js';
import type { Words } from '../sim/words.js';
import { outcomeName } from '../sim/outcomes.js';

/** What `valueAt` gives for a key that names nothing in the run (a typo, or a whole part the run never has). */
export const UNKNOWN: unique symbol = Symbol('unknown key');

/**
 * The raw value at a dotted `key` of a run. A null on the way (no replacement, no pause) means the value does
 * not exist in this run, so it reads as null rather than as an unknown key. An index past an array's end reads
 * as `pastEnd`: a value cannot show it, but a condition may ask whether a third write happened.
 */
export function valueAt(run: object, key: string, pastEnd: null | typeof UNKNOWN = UNKNOWN): unknown {
  let value: unknown = run;
  for (const part of key.split('.')) {
    if (value === null) return null;
    if (typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) {
      return Array.isArray(value) && /^\d+$/.test(part) ? pastEnd : UNKNOWN;
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The text of `key` (a dotted path such as `workers.A.finishedAt`) in a run: seconds as "13 s" (joined by a
 * no-break space, as the labs show them), counts bare (units from `run-units.ts`; a number of unknown unit is
 * not shown rather than guessed),
 * `null` (or a null part of the path, such as `replacement` without a takeover) as `empty`. Undefined when the key names nothing that can be shown (absent, or a whole object).
 */
export function valueText(run: object, key: string, empty: string): string | undefined {
  const value = valueAt(run, key);
  if (value === UNKNOWN) return undefined;
  if (value === null) return empty;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const unit = unitOf(key);
    return unit === undefined ? undefined : unit ? `${localNumber(value)}${NBSP}${unit}` : localNumber(value);
  }
  // An input switch is on or off, as its control says; anything else the run records is a yes/no fact.
  if (typeof value === 'boolean') return key.startsWith('input.') ? (value ? msg`on` : msg`off`) : value ? msg`yes` : msg`no`;
  // A verdict reads as the lab names it, its spaces unbreakable; other words (an input's choice) as they are.
  if (typeof value === 'string') return key === 'verdict' ? noBreakSpaces(tr(outcomeName(value))) : value;
  return undefined;
}

/** A step's settings: the input changes to apply, and one notice per pair that cannot be applied. */
export interface StepSettings {
  changes: Record<string, number | string | boolean | null>;
  problems: Notice[];
  /** How many pairs were refused (a condition with a refused pair cannot be checked). */
  refused: number;
}

/**
 * How the notices of a pair list speak of it: which attribute it is, and each notice as a whole sentence of
 * that attribute (a refusal means something else for `set` than for `<lease-lab-when input>`).
 */
export interface PairWords {
  attribute: string;
  /** A refused pair and why ("names no input of the swarm lab (…)"): "this pair is not applied". */
  refused: (pair: Given, why: Notice | Words) => Notice;
  /** How many refusals follow the named ones. */
  more: (n: number) => Notice;
  /** One input named `n` times: which pair counts. */
  twice: (attribute: string, n: number) => Notice;
}

/** `set`'s words: refused pairs are left out and the rest applied. */
export const SET_WORDS: PairWords = {
  attribute: 'set',
  refused: (pair, why) => notice`set: "${pair}" ${why}; this pair is not applied.`,
  more: (n) => notice`set: ${n} more pairs are not applied.`,
  twice: (attribute, n) => notice`set: ${attribute} is set ${n} times; the last pair the lab accepts is applied.`,
};

/** Most pairs a `set` is read for: far more than a lab has inputs, so a longer `set` is a slip (or an attack). */
export const MAX_PAIRS = 40;
/** Most refused pairs named one by one; the rest are counted in one notice. */
const MAX_REFUSALS = 6;

/** The first `MAX_PAIRS` pairs of `text` (and whether more follow), scanned without splitting the whole text. */
function pairsOf(text: string): { pairs: string[]; more: boolean } {
  const pairs: string[] = [];
  const scan = /[^\s;]+/g;
  let m: RegExpExecArray | null;
  while ((m = scan.exec(text))) {
    if (pairs.length === MAX_PAIRS) return { pairs, more: true };
    pairs.push(m[0]);
  }
  return { pairs, more: false };
}

/**
 * Reads `set`: `attribute=value` pairs separated by spaces or semicolons; a bare boolean attribute turns it
 * on, `name=off` turns it off. A pair naming no input of the lab, or a value the lab would refuse, is left out
 * and reported (the lab would otherwise quietly use some other value than the author wrote). Only the first
 * `MAX_PAIRS` pairs are read, which a notice says. Other attributes in the same syntax (`<lease-lab-when
 * input>`) pass their own `words`.
 */
export function readStepSettings(kind: LabKind, text: string | null, words: PairWords = SET_WORDS): StepSettings {
  const changes: StepSettings['changes'] = {};
  const refusals: Notice[] = [];
  const a = words.attribute;
  /** How many pairs name each input: one input set twice is most likely a slip, so it is reported. */
  const counts = new Map<string, number>();
  const { pairs, more } = pairsOf(text ?? '');
  for (const pair of pairs) {
    const why = readPair(kind, pair, changes, counts);
    if (why !== null) refusals.push(words.refused(given(pair), why));
  }
  const problems = refusals.slice(0, MAX_REFUSALS);
  if (refusals.length > MAX_REFUSALS) problems.push(words.more(refusals.length - MAX_REFUSALS));
  if (more) problems.push(notice`${a} has more than ${MAX_PAIRS} pairs; only the first ${MAX_PAIRS} are read.`);
  for (const [attribute, n] of counts) if (n > 1) problems.push(words.twice(attribute, n));
  return { changes, problems, refused: refusals.length };
}

/** Applies one pair to `changes`; returns why it is refused, or null. */
function readPair(kind: LabKind, pair: string, changes: StepSettings['changes'], named: Map<string, number>): Notice | Words | null {
  const eq = pair.indexOf('=');
  const name = (eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
  const value = eq < 0 ? null : pair.slice(eq + 1);
  const field: Field | undefined = kind.fields.find((f) => f.attribute === name);
  if (!field) return notice`names no input of the ${labName(kind)} (${kind.fields.map((f) => f.attribute).join(', ')})`;
  named.set(field.attribute, (named.get(field.attribute) ?? 0) + 1);
  if (field.type === 'switch') {
    const word = (value ?? 'on').toLowerCase();
    if (!['on', 'off', 'true', 'false', ''].includes(word)) return notice`is neither on nor off`;
    changes[field.name] = readAttribute(field, word === 'off' || word === 'false' ? null : '').value;
    return null;
  }
  if (value === null) return notice`needs a value (${name}=…)`;
  const { value: read, problem } = readAttribute(field, value);
  if (problem) return problem.reasonWords;
  changes[field.name] = read;
  return null;
}
