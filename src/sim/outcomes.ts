/**
 * Each verdict's one reader-facing name, in one casing: the headline, steps, live values, the map legend,
 * announcements and exports all say it this way, while the `run` object and events keep the engine's identifier.
 */
const NAMES: Readonly<Record<string, string>> = {
  'no-takeover': 'Finished under its lease',
  contained: 'Contained',
  stopped: 'Stopped',
  duplicate: 'Duplicate effect',
  'duplicate effect': 'Duplicate effect',
  'one effect': 'One effect',
  'one owner': 'One owner',
};

/**
 * The reader's name for an engine verdict, in any case (as a step's `expect` may write it); an unknown one is
 * shown as it is, never as nothing.
 */
export function outcomeName(verdict: string): string {
  return NAMES[verdict.toLowerCase()] ?? verdict;
}
