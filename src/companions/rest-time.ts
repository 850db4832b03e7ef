/**
 * Reads a step's `at`: where the swarm lab's inspection time rests after the step. `end` (the default) keeps the
 * lab's state in agreement with its final verdict; `start` and a time in seconds show an earlier moment.
 */
import { decimalNumber } from '../sim/fields.js';
import { given, notice, type Notice } from './notice.js';

/** Where the inspection time rests: the end of the run, or a time in seconds (the lab clamps it to its span). */
export type RestTime = 'end' | number;

/** `at` read leniently: anything but `end`, `start` or a time of 0 s or more gives a notice and the end of the run. */
export function readRestTime(text: string | null): { at: RestTime; problem: Notice | null } {
  const word = (text ?? '').trim().toLowerCase();
  if (word === '' || word === 'end') return { at: 'end', problem: null };
  if (word === 'start') return { at: 0, problem: null };
  const seconds = decimalNumber(word);
  if (Number.isFinite(seconds) && seconds >= 0) return { at: Math.max(0, seconds), problem: null };
  const at = given(text as string);
  const problem = Number.isFinite(seconds)
    ? notice`at="${at}" is before the start of the run; using the end of the run.`
    : notice`at="${at}" is not end, start or a time in seconds; using the end of the run.`;
  return { at: 'end', problem };
}
