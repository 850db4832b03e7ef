/**
 * The safety map's attributes, read as leniently as the labs read theirs: every value that cannot be used
 * becomes a notice naming the attribute, the text given and the value used instead. Pure: runs on the server.
 */
import { decimalNumber, type InputProblem, type NumberField, rangeWords, readAttribute } from '../sim/fields.js';
import { axisValues } from '../sim/sweep.js';
import { toMs } from '../sim/time.js';
import { duration, type Words } from '../sim/words.js';
import { type LabKind, labName, numericFields } from './labs.js';
import { code, given, notice, type Notice } from './notice.js';
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

/** A property read as text; a refused one is reported and reads as absent. */
function textOf(value: unknown, attribute: string, used: Notice | string, problems: Notice[]): string | null {
  const { text, problem } = readText(value, attribute, used);
  if (problem) problems.push(problem);
  return text;
}

/** `steps`: a whole number from 2 to 200, in the labs' decimal grammar. */
function readSteps(value: unknown, problems: Notice[]): number {
  const fallback = notice`the default ${DEFAULT_STEPS}`;
  const text = textOf(value, 'steps', fallback, problems);
  if (text === null) return DEFAULT_STEPS;
  const steps = given(text);
  const n = decimalNumber(text);
  if (!Number.isFinite(n)) {
    problems.push(notice`steps="${steps}" is not a number; using ${fallback}.`);
    return DEFAULT_STEPS;
  }
  const used = Math.min(MAX_STEPS, Math.max(2, Math.round(n)));
  if (used !== n) {
    problems.push(
      Number.isInteger(n) ? notice`steps="${steps}" is outside 2 to ${MAX_STEPS}; using ${used}.` : notice`steps="${steps}" is not a whole number; using ${used}.`,
    );
  }
  return used;
}

/** Which input an axis sweeps; an unknown name or the other axis's input falls back to a default. */
function readAxisName(kind: LabKind, which: 'x' | 'y', value: unknown, taken: string | null, problems: Notice[]): NumberField {
  const fields = numericFields(kind);
  const byAttribute = (a: string) => fields.find((f) => f.attribute === a);
  const fallback = byAttribute(kind[which] !== taken ? kind[which] : kind[which === 'x' ? 'y' : 'x']) as NumberField;
  const used = fallback.attribute;
  const text = textOf(value, which, used, problems);
  if (text === null) return fallback;
  const field = byAttribute(text.trim().toLowerCase());
  if (!field) {
    const names = fields.map((f) => f.attribute).join(', ');
    problems.push(notice`${which}="${given(text)}" is not a numeric input of the ${labName(kind)} (${names}); using ${used}.`);
    return fallback;
  }
  if (field.attribute === taken) {
    problems.push(notice`${which}="${given(text)}" is the same input as x; using ${used}.`);
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

const secondsOf = (v: number) => duration(toMs(v));

/** An end's own refusal, as the labs word theirs: why, and what the map uses instead. */
const refusal = (e: RangeEnd, reason: Words, used: Notice | Words) => notice`${e.attribute}="${given(e.given)}" ${reason}; using ${used}.`;

/** One axis's range: the lab's default range for the input unless `…-min`/`…-max` say otherwise. */
function readRange(kind: LabKind, which: 'x' | 'y', field: NumberField, minValue: unknown, maxValue: unknown, problems: Notice[]): [number, number] {
  const [dMin, dMax] = kind.range(field);
  const bound = (suffix: 'min' | 'max', value: unknown, fallback: number): RangeEnd => {
    const attribute = `${which}-${suffix}`;
    const text = textOf(value, attribute, notice`the default ${secondsOf(fallback)}`, problems);
    const r = readAttribute({ ...field, attribute, default: fallback, nullable: false }, text);
    // "is outside …" is the reader's one reason for a number it clamped into the input's range.
    const clamped = text !== null && r.problem?.reason.startsWith('is outside');
    return { attribute, text, given: r.problem?.given ?? text ?? '', value: r.value as number, problem: r.problem, written: clamped ? Number(text.trim()) : null };
  };
  const lo = bound('min', minValue, dMin);
  const hi = bound('max', maxValue, dMax);
  if (lo.value < hi.value) {
    for (const end of [lo, hi]) if (end.problem) problems.push(refusal(end, end.problem.reasonWords, end.problem.usedWords));
    return [lo.value, hi.value];
  }
  problems.push(...emptyRange(lo, hi, notice`the range ${rangeWords({ ...field, min: dMin, max: dMax, nullable: false })}`));
  return [dMin, dMax];
}

/**
 * The notices of an empty range, which gives way to the default one (`range`), every notice naming it. The ends
 * are compared as the author wrote them (an end outside the input's range by the number written, never the
 * clamped value they never wrote; an absent or unreadable end by its default): an end that is not above
 * (below) the other says so, the max when both do; any other refused end gives its own reason.
 */
function emptyRange(lo: RangeEnd, hi: RangeEnd, range: Notice): Notice[] {
  const readable = (e: RangeEnd) => e.text !== null && (!e.problem || e.written !== null);
  const at = (e: RangeEnd) => e.written ?? e.value;
  // A value read to the millisecond says so ("0.5000001" is 0.5): the comparison is of what is read.
  const rounded = (e: RangeEnd) => e.written === null && Number(e.text) !== e.value;
  // The other end as written is code, the same on every page; an end not written is named in words.
  const named = (e: RangeEnd): Notice =>
    readable(e)
      ? rounded(e) ? code`${e.attribute}="${given(e.given)}" (${secondsOf(e.value)})` : code`${e.attribute}="${given(e.given)}"`
      : notice`the default ${e.attribute} (${secondsOf(e.value)})`;
  const crosses = (e: RangeEnd) => readable(e) && at(hi) <= at(lo);
  const blamed = crosses(hi) ? hi : crosses(lo) ? lo : null;
  const problems: Notice[] = [];
  for (const end of [lo, hi]) {
    const [a, g, t] = [end.attribute, given(end.given), secondsOf(end.value)];
    if (end === hi && end === blamed) {
      const other = named(lo);
      problems.push(rounded(end) ? notice`${a}="${g}" is read to the millisecond as ${t}, not above ${other}; using ${range}.` : notice`${a}="${g}" is not above ${other}; using ${range}.`);
    } else if (end === blamed) {
      const other = named(hi);
      problems.push(rounded(end) ? notice`${a}="${g}" is read to the millisecond as ${t}, not below ${other}; using ${range}.` : notice`${a}="${g}" is not below ${other}; using ${range}.`);
    } else if (end.problem) problems.push(refusal(end, end.problem.reasonWords, range));
  }
  return problems;
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
