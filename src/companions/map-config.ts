/**
 * The safety map's attributes, read as leniently as the labs read theirs: every value that cannot be used
 * becomes a notice naming the attribute, the text given and the value used instead. Pure: runs on the server.
 */
import { decimalNumber, type NumberField, rangeText, readAttribute } from '../sim/fields.js';
import { axisValues } from '../sim/sweep.js';
import { formatSeconds, toMs } from '../sim/time.js';
import { type LabKind, numericFields } from './labs.js';
import { given, notice as words, type Notice } from './notice.js';
import { readText } from './read-value.js';

/** The map's raw property values, as a script or framework set them (null or undefined = absent). */
export interface MapAttributes {
  x: unknown;
  y: unknown;
  xMin: unknown;
  xMax: unknown;
  yMin: unknown;
  yMax: unknown;
  steps: unknown;
}

/** One axis ready to sweep: the lab's field and the values it takes. */
export interface MapAxis {
  field: NumberField;
  values: number[];
}

export const DEFAULT_STEPS = 48;
const MAX_STEPS = 200;

function notice(attribute: string, text: string, reason: string | Notice, used: string): Notice {
  return words`${attribute}="${given(text)}" ${reason}; using ${used}.`;
}

/** A property read as text; a refused one is reported and reads as absent. */
function textOf(value: unknown, attribute: string, used: string, problems: Notice[]): string | null {
  const { text, problem } = readText(value, attribute, used);
  if (problem) problems.push(problem);
  return text;
}

/** `steps`: a whole number from 2 to 200, in the labs' decimal grammar. */
function readSteps(value: unknown, problems: Notice[]): number {
  const text = textOf(value, 'steps', `the default ${DEFAULT_STEPS}`, problems);
  if (text === null) return DEFAULT_STEPS;
  const n = decimalNumber(text);
  if (!Number.isFinite(n)) {
    problems.push(notice('steps', text, 'is not a number', `the default ${DEFAULT_STEPS}`));
    return DEFAULT_STEPS;
  }
  const used = Math.min(MAX_STEPS, Math.max(2, Math.round(n)));
  if (used !== n) {
    const reason = Number.isInteger(n) ? `is outside 2 to ${MAX_STEPS}` : 'is not a whole number';
    problems.push(notice('steps', text, reason, `${used}`));
  }
  return used;
}

/** Which input an axis sweeps; an unknown name or the other axis's input falls back to a default. */
function readAxisName(kind: LabKind, which: 'x' | 'y', value: unknown, taken: string | null, problems: Notice[]): NumberField {
  const fields = numericFields(kind);
  const byAttribute = (a: string) => fields.find((f) => f.attribute === a);
  const fallback = byAttribute(kind[which] !== taken ? kind[which] : kind[which === 'x' ? 'y' : 'x']) as NumberField;
  const text = textOf(value, which, fallback.attribute, problems);
  if (text === null) return fallback;
  const field = byAttribute(text.trim().toLowerCase());
  if (!field) {
    const names = fields.map((f) => f.attribute).join(', ');
    problems.push(notice(which, text, `is not a numeric input of the ${kind.name} (${names})`, fallback.attribute));
    return fallback;
  }
  if (field.attribute === taken) {
    problems.push(notice(which, text, 'is the same input as x', fallback.attribute));
    return fallback;
  }
  return field;
}

/** One end of a range as read: the text the author wrote (null: absent), the value used, and its notice. */
interface RangeEnd {
  attribute: string;
  text: string | null;
  given: string;
  value: number;
  problem: { given: string; reason: string; used: string } | null;
  /** The number written, for an end outside the input's range (its value is clamped); null otherwise. */
  written: number | null;
}

const secondsText = (v: number) => formatSeconds(toMs(v));

/** One axis's range: the lab's default range for the input unless `…-min`/`…-max` say otherwise. */
function readRange(kind: LabKind, which: 'x' | 'y', field: NumberField, minValue: unknown, maxValue: unknown, problems: Notice[]): [number, number] {
  const [dMin, dMax] = kind.range(field);
  const range = `the range ${rangeText({ ...field, min: dMin, max: dMax, nullable: false })}`;
  const bound = (suffix: 'min' | 'max', value: unknown, fallback: number): RangeEnd => {
    const attribute = `${which}-${suffix}`;
    const text = textOf(value, attribute, `the default ${secondsText(fallback)}`, problems);
    const r = readAttribute({ ...field, attribute, default: fallback, nullable: false }, text);
    // "is outside …" is the reader's one reason for a number it clamped into the input's range.
    const clamped = text !== null && r.problem?.reason.startsWith('is outside');
    return { attribute, text, given: r.problem?.given ?? text ?? '', value: r.value as number, problem: r.problem, written: clamped ? Number(text.trim()) : null };
  };
  const lo = bound('min', minValue, dMin);
  const hi = bound('max', maxValue, dMax);
  if (lo.value < hi.value) {
    for (const end of [lo, hi]) if (end.problem) problems.push(notice(end.attribute, end.given, end.problem.reason, end.problem.used));
    return [lo.value, hi.value];
  }
  // An empty range gives way to the default one, and every notice names it. The ends are compared as the author
  // wrote them (an end outside the input's range by the number written, never the clamped value they never
  // wrote; an absent or unreadable end by its default): an end that is not above (below) the other says so, the
  // max when both do; any other refused end gives its own reason.
  const readable = (e: RangeEnd) => e.text !== null && (!e.problem || e.written !== null);
  const at = (e: RangeEnd) => e.written ?? e.value;
  // A value read to the millisecond says so ("0.5000001" is 0.5): the comparison is of what is read.
  const rounded = (e: RangeEnd) => e.written === null && Number(e.text) !== e.value;
  const named = (e: RangeEnd): Notice =>
    readable(e) ? words`${e.attribute}="${given(e.given)}"${rounded(e) ? ` (${secondsText(e.value)})` : ''}` : words`the default ${e.attribute} (${secondsText(e.value)})`;
  const crosses = (e: RangeEnd) => readable(e) && at(hi) <= at(lo);
  const blamed = crosses(hi) ? hi : crosses(lo) ? lo : null;
  for (const end of [lo, hi]) {
    if (end === blamed) {
      const read = rounded(end) ? `is read to the millisecond as ${secondsText(end.value)}, ` : 'is ';
      problems.push(notice(end.attribute, end.given, words`${read}not ${end === hi ? 'above' : 'below'} ${named(end === hi ? lo : hi)}`, range));
    } else if (end.problem) problems.push(notice(end.attribute, end.given, end.problem.reason, range));
  }
  return [dMin, dMax];
}

/** Both axes and every notice, from the attribute texts. */
export function readMapConfig(kind: LabKind, a: MapAttributes): { x: MapAxis; y: MapAxis; steps: number; problems: Notice[] } {
  const problems: Notice[] = [];
  const xField = readAxisName(kind, 'x', a.x, null, problems);
  const yField = readAxisName(kind, 'y', a.y, xField.attribute, problems);
  const [x0, x1] = readRange(kind, 'x', xField, a.xMin, a.xMax, problems);
  const [y0, y1] = readRange(kind, 'y', yField, a.yMin, a.yMax, problems);
  const steps = readSteps(a.steps, problems);
  return {
    x: { field: xField, values: axisValues(x0, x1, steps) },
    y: { field: yField, values: axisValues(y0, y1, steps) },
    steps,
    problems,
  };
}

/** The lab a map is for when no lab element can be read (on the server): guessed from its axes, else the swarm lab. */
export function guessKind(kinds: readonly LabKind[], a: MapAttributes): LabKind {
  const names = [a.x, a.y].map((v) => readText(v, '', '').text?.trim().toLowerCase());
  const owners = kinds.filter((k) => names.some((n) => n && numericFields(k).some((f) => f.attribute === n)));
  return owners.length === 1 ? owners[0] : kinds[0];
}
