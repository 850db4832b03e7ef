/**
 * The engine's sentences (event log, resource evidence, input notices) in the reader's language. The engine
 * writes each in English and as a message with values (`src/sim/words.ts`); English readers get the engine's
 * text exactly, any other locale its catalog's sentence with the numbers in the locale's format.
 */
import type { WordValue, Words } from '../sim/words.js';
import { localNumber, seconds } from './format.js';
import { currentLocale, tr } from './messages.js';

/** `english` on an English page; elsewhere the same sentence said from `words` in the active locale. */
export function say(words: Words | undefined, english: string): string {
  return currentLocale() === 'en' || !words ? english : sayIn(words);
}

function sayIn(words: Words): string {
  return tr(words.id, ...words.values.map(valueIn));
}

/** A value as the active locale shows it: numbers and durations in its format, nested sentences translated. */
function valueIn(value: WordValue): string {
  if (typeof value === 'number') return localNumber(value);
  if (typeof value === 'string') return value;
  return 'ms' in value ? seconds(value.ms / 1000) : sayIn(value);
}
