/**
 * The safety map's attributes, read as leniently as the labs read theirs: every value that cannot be used
 * becomes a notice naming the attribute, the text given and the value used instead. Pure: runs on the server.
 */
import { type InputProblem, type NumberField, rangeText, readAttribute } from '../sim/fields.js';
import { axisValues } from '../sim/sweep.js';
import { formatSeconds, toMs } from '../sim/time.js';
import { type LabKind, numericFields } from './labs.js';

/** The raw attribute texts (null = absent). */
export interface MapAttributes {
  x: string | null;
  y: string | null;
  xMin: string | null;
  xMax: string | null;
  yMin: string | null;
  yMax: string | null;
  steps: string | null;
}

/** One axis ready to sweep: the lab's field and the values it takes. */
export interface MapAxis {
  field: NumberField;
  values: number[];
}

export const DEFAULT_STEPS = 48;
const MAX_STEPS = 200;

function notice(attribute: string, given: string, reason: string, used: string): InputProblem {
  return { field: attribute, attribute, given, reason, used, message: `${attribute}="${given}" ${reason}; using ${used}.` };
}

/** `steps`: a whole number from 2 to 200. */
function readSteps(text: string | null, problems: InputProblem[]): number {
  if (text === null) return DEFAULT_STEPS;
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(n)) {
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
function readAxisName(kind: LabKind, which: 'x' | 'y', text: string | null, taken: string | null, problems: InputProblem[]): NumberField {
  const fields = numericFields(kind);
  const byAttribute = (a: string) => fields.find((f) => f.attribute === a);
  const fallback = byAttribute(kind[which] !== taken ? kind[which] : kind[which === 'x' ? 'y' : 'x']) as NumberField;
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
  problem: InputProblem | null;
  /** The number written, for an end outside the input's range (its value is clamped); null otherwise. */
  written: number | null;
}

const secondsText = (v: number) => formatSeconds(toMs(v));

/** One axis's range: the lab's default range for the input unless `…-min`/`…-max` say otherwise. */
function readRange(kind: LabKind, which: 'x' | 'y', field: NumberField, minText: string | null, maxText: string | null, problems: InputProblem[]): [number, number] {
  const [dMin, dMax] = kind.range(field);
  const bound = (suffix: 'min' | 'max', text: string | null, fallback: number): RangeEnd => {
    const attribute = `${which}-${suffix}`;
    const r = readAttribute({ ...field, attribute, default: fallback, nullable: false }, text);
    // "is outside …" is the reader's one reason for a number it clamped into the input's range.
    const clamped = text !== null && r.problem?.reason.startsWith('is outside');
    return { attribute, text, given: r.problem?.given ?? text ?? '', value: r.value as number, problem: r.problem, written: clamped ? Number(text.trim()) : null };
  };
  const lo = bound('min', minText, dMin);
  const hi = bound('max', maxText, dMax);
  if (lo.value < hi.value) {
    for (const end of [lo, hi]) if (end.problem) problems.push(end.problem);
    return [lo.value, hi.value];
  }
  // An empty range gives way to the default one, and every notice names it. The ends are compared as the author
  // wrote them (an end outside the input's range by the number written, never the clamped value they never
  // wrote; an absent or unreadable end by its default): an end that is not above (below) the other says so, the
  // max when both do; any other refused end gives its own reason.
  const range = `the range ${rangeText({ ...field, min: dMin, max: dMax, nullable: false })}`;
  const readable = (e: RangeEnd) => e.text !== null && (!e.problem || e.written !== null);
  const at = (e: RangeEnd) => e.written ?? e.value;
  // A value read to the millisecond says so ("0.5000001" is 0.5): the comparison is of what is read.
  const rounded = (e: RangeEnd) => e.written === null && Number(e.text) !== e.value;
  const named = (e: RangeEnd) =>
    readable(e) ? `${e.attribute}="${e.given}"${rounded(e) ? ` (${secondsText(e.value)})` : ''}` : `the default ${e.attribute} (${secondsText(e.value)})`;
  const crosses = (e: RangeEnd) => readable(e) && at(hi) <= at(lo);
  const blamed = crosses(hi) ? hi : crosses(lo) ? lo : null;
  for (const end of [lo, hi]) {
    if (end === blamed) {
      const read = rounded(end) ? `is read to the millisecond as ${secondsText(end.value)}, ` : 'is ';
      problems.push(notice(end.attribute, end.given, `${read}not ${end === hi ? 'above' : 'below'} ${named(end === hi ? lo : hi)}`, range));
    } else if (end.problem) problems.push(notice(end.attribute, end.given, end.problem.reason, range));
  }
  return [dMin, dMax];
}

/** Both axes and every notice, from the attribute texts. */
export function readMapConfig(kind: LabKind, a: MapAttributes): { x: MapAxis; y: MapAxis; steps: number; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
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
  const names = [a.x, a.y].map((t) => t?.trim().toLowerCase());
  const owners = kinds.filter((k) => names.some((n) => n && numericFields(k).some((f) => f.attribute === n)));
  return owners.length === 1 ? owners[0] : kinds[0];
}
