/**
 * The conditions of a `<lease-lab-when>`, read for one lab kind and checked against a run (no DOM, so they
 * also run on the server). A condition that cannot be read (an unknown verdict, key or input) never holds and
 * says why, so no sentence shows on a guess.
 */
import { type LabKind, labName } from './labs.js';
import { type PairWords, readStepSettings, type StepSettings, UNKNOWN, valueAt } from './narrative-parts.js';
import { given, notice, type Notice } from './notice.js';

/** The four condition attributes as text (null or blank: not given). */
export interface WhenTexts {
  verdict: string | null;
  has: string | null;
  lacks: string | null;
  input: string | null;
}

/** The conditions read for one lab kind: what each asks, and the notices that do not depend on the run. */
export interface WhenConditions {
  /** The verdicts listed, as compared (lower case, hyphens as spaces); null when `verdict` is not given. */
  verdicts: ReadonlySet<string> | null;
  has: string | null;
  lacks: string | null;
  /** The inputs `input` asks for; null when it is not given. */
  input: StepSettings | null;
  /** Whether no condition is given at all (the content then always shows, which a notice says). */
  none: boolean;
  problems: Notice[];
}

/** `input`'s words in notices: a pair that cannot be read makes the whole condition fail. */
const INPUT_WORDS: PairWords = {
  attribute: 'input',
  refused: (pair, why) => notice`input: "${pair}" ${why}; this condition never holds.`,
  more: (n) => notice`input: ${n} more pairs cannot be read either.`,
  twice: (attribute, n) => notice`input: ${attribute} is given ${n} times; the last readable pair is compared.`,
};

/** Most unknown verdict names named one by one. */
const MAX_NAMED = 6;

/** A verdict as compared: case ignored, a hyphen read as a space, runs of spaces as one. */
export const verdictWord = (text: string): string => text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

const present = (text: string | null): string | null => (text !== null && text.trim() !== '' ? text.trim() : null);

/** Reads `verdict`: the listed names the lab knows, and a notice for each it does not. */
function readVerdicts(kind: LabKind, text: string): { verdicts: Set<string>; problems: Notice[] } {
  const known = new Map(kind.classes.map((c) => [verdictWord(c.verdict), c.verdict]));
  const verdicts = new Set<string>();
  const unknown: string[] = [];
  for (const name of text.split(',')) {
    const word = verdictWord(name);
    if (!word) continue;
    if (known.has(word)) verdicts.add(word);
    else unknown.push(name.trim());
  }
  const list = kind.classes.map((c) => c.verdict).join(', ');
  const lab = labName(kind);
  const problems = unknown.slice(0, MAX_NAMED).map((name) => notice`verdict: "${given(name)}" is not a verdict of the ${lab} (${list}); it never matches.`);
  if (unknown.length > MAX_NAMED) problems.push(notice`verdict: ${unknown.length - MAX_NAMED} more names are not verdicts of the ${lab}.`);
  return { verdicts, problems };
}

/** Reads every condition for `kind`. */
export function readWhen(kind: LabKind, texts: WhenTexts): WhenConditions {
  const verdict = present(texts.verdict);
  const input = present(texts.input);
  const read = verdict === null ? null : readVerdicts(kind, verdict);
  const settings = input === null ? null : readStepSettings(kind, input, INPUT_WORDS);
  const wanted = settings && (settings.refused > 0 || Object.keys(settings.changes).length > 0) ? settings : null;
  const has = present(texts.has);
  const lacks = present(texts.lacks);
  return {
    verdicts: read?.verdicts ?? null,
    has,
    lacks,
    input: wanted,
    none: !read && !has && !lacks && !wanted,
    problems: [...(read?.problems ?? []), ...(settings?.problems ?? [])],
  };
}

/** Whether a value counts as present for `has`: anything but null, false, 0 or empty text. */
const isPresent = (value: unknown): boolean => value !== null && value !== undefined && value !== false && value !== 0 && value !== '';

/** Checks `has` or `lacks` against a run: whether it holds, or a notice for a key the run does not have. */
function checkKey(kind: LabKind, run: object, attribute: 'has' | 'lacks', key: string): { holds: boolean; problem: Notice | null } {
  const value = valueAt(run, key, null);
  if (value === UNKNOWN) return { holds: false, problem: notice`${attribute}="${given(key)}" is not a value of the ${labName(kind)}’s run; this condition never holds.` };
  return { holds: isPresent(value) === (attribute === 'has'), problem: null };
}

/** The result of the conditions for one run and input: whether they all hold, and notices about the keys. */
export function checkWhen(kind: LabKind, conditions: WhenConditions, run: { verdict: string }, input: object): { holds: boolean; problems: Notice[] } {
  const problems: Notice[] = [];
  let holds = true;
  if (conditions.verdicts) holds = conditions.verdicts.has(verdictWord(run.verdict));
  for (const attribute of ['has', 'lacks'] as const) {
    const key = conditions[attribute];
    if (key === null) continue;
    const { holds: ok, problem } = checkKey(kind, run, attribute, key);
    holds &&= ok;
    if (problem) problems.push(problem);
  }
  const wanted = conditions.input;
  if (wanted) {
    const now = input as Record<string, unknown>;
    holds &&= wanted.refused === 0 && Object.entries(wanted.changes).every(([k, v]) => Object.is(now[k], v));
  }
  return { holds, problems };
}
