/**
 * The engine's sentences as messages: each keeps its English text for Node users and exports, and the same
 * sentence as an id (the English text with `{0}`, `{1}`… for its values) plus the values themselves, so a view
 * can say it in the reader's language with the numbers in the reader's format. Pure: no DOM, no locale.
 */
import { formatSeconds, groupThousands } from './time.js';

/** A time or duration inside a sentence, in whole milliseconds: a view formats it for its locale. */
export interface Duration {
  readonly ms: number;
}

/** One value of a sentence: a name or code as it is ("A", "T-91"), a count, a duration, or a nested sentence. */
export type WordValue = string | number | Duration | Words;

/** A sentence as a message: its id and its values, in order. */
export interface Words {
  readonly id: string;
  readonly values: readonly WordValue[];
}

/** A duration of `ms` milliseconds, as a sentence's value. */
export const duration = (ms: number): Duration => ({ ms });

/** A sentence: words`A's lease expires at ${duration(4000)}.` has the id "A's lease expires at {0}.". */
export function words(strings: TemplateStringsArray, ...values: WordValue[]): Words {
  return { id: strings.reduce((id, s, i) => `${id}{${i - 1}}${s}`), values };
}

/** A value as English shows it: a count of a thousand or more grouped ("86,399,999 heartbeats"). */
export function englishValue(v: WordValue): string {
  if (typeof v === 'object') return 'ms' in v ? formatSeconds(v.ms) : english(v);
  return typeof v === 'number' ? groupThousands(String(v)) : v;
}

/** The sentence in English, exactly as the engine has always written it. */
export function english(w: Words): string {
  return w.id.replace(/\{(\d+)\}/g, (_, i) => englishValue(w.values[+i]));
}
