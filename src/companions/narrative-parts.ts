/**
 * Pure helpers of the narrative elements (no DOM, so they also run on the server): reading a value of a run by
 * a dotted key and showing it as the labs do, and reading a step's `set` text into input changes.
 */
import { formatNumber, toMs } from '../sim/time.js';
import { NBSP } from '../parts/format.js';
import { type Field, readAttribute } from '../sim/fields.js';
import type { LabKind } from './labs.js';
import { unitOf } from './run-units.js';

/**
 * The text of `key` (a dotted path such as `workers.A.finishedAt`) in a run: seconds as "13 s" (joined by a
 * no-break space, as the labs show them), counts bare (units from `run-units.ts`; a number of unknown unit is
 * not shown rather than guessed),
 * `null` (or a null part of the path, such as `replacement` without a takeover) as `empty`. Undefined when the key names nothing that can be shown (absent, or a whole object).
 */
export function valueText(run: object, key: string, empty: string): string | undefined {
  let value: unknown = run;
  for (const part of key.split('.')) {
    // A null on the way (no replacement, no pause) means the value does not exist in this run: "never", not a notice.
    if (value === null) return empty;
    if (typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  if (value === null) return empty;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const unit = unitOf(key);
    return unit === undefined ? undefined : unit ? `${formatNumber(toMs(value))}${NBSP}${unit}` : formatNumber(toMs(value));
  }
  // An input switch is on or off, as its control says; anything else the run records is a yes/no fact.
  if (typeof value === 'boolean') return key.startsWith('input.') ? (value ? 'on' : 'off') : value ? 'yes' : 'no';
  return typeof value === 'string' ? value : undefined;
}

/** A step's settings: the input changes to apply, and one notice per pair that cannot be applied. */
export interface StepSettings {
  changes: Record<string, number | string | boolean | null>;
  problems: string[];
}

/**
 * Reads `set`: `attribute=value` pairs separated by spaces or semicolons; a bare boolean attribute turns it
 * on, `name=off` turns it off. A pair naming no input of the lab, or a value the lab would refuse, is left out
 * and reported (the lab would otherwise quietly use some other value than the author wrote).
 */
export function readStepSettings(kind: LabKind, text: string | null): StepSettings {
  const changes: StepSettings['changes'] = {};
  const problems: string[] = [];
  /** How many pairs name each input: one input set twice is most likely a slip, so it is reported. */
  const named = new Map<string, number>();
  for (const pair of (text ?? '').split(/[\s;]+/).filter(Boolean)) {
    const eq = pair.indexOf('=');
    const name = (eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
    const given = eq < 0 ? null : pair.slice(eq + 1);
    const field: Field | undefined = kind.fields.find((f) => f.attribute === name);
    const refuse = (why: string) => problems.push(`set: "${pair}" ${why}; this pair is not applied.`);
    if (field) named.set(field.attribute, (named.get(field.attribute) ?? 0) + 1);
    if (!field) {
      refuse(`names no input of the ${kind.name} (${kind.fields.map((f) => f.attribute).join(', ')})`);
      continue;
    }
    if (field.type === 'switch') {
      const word = (given ?? 'on').toLowerCase();
      if (!['on', 'off', 'true', 'false', ''].includes(word)) {
        refuse('is neither on nor off');
        continue;
      }
      changes[field.name] = readAttribute(field, word === 'off' || word === 'false' ? null : '').value;
      continue;
    }
    if (given === null) {
      refuse(`needs a value (${name}=…)`);
      continue;
    }
    const { value, problem } = readAttribute(field, given);
    if (problem) refuse(problem.reason);
    else changes[field.name] = value;
  }
  for (const [attribute, n] of named) if (n > 1) problems.push(`set: ${attribute} is set ${n} times; the last pair the lab accepts is applied.`);
  return { changes, problems };
}
