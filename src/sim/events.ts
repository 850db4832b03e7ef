/**
 * The event log shared by both models: what happened, to whom, in one plain sentence, with a stable `kind`
 * that code (tests, exports, views) can key on without parsing the sentence.
 */
import { type Words, english } from './words.js';

/** Who an event is about. */
export type Actor = 'A' | 'B' | 'lease' | 'resource' | 'ledger';

/** One row of a run's event log. Times are seconds. */
export interface LabEvent {
  /** When it happened (the first instant, for a grouped run). */
  at: number;
  actor: Actor;
  /** Stable machine-readable name, e.g. `takeover` or `heartbeat-rejected`. */
  kind: string;
  /** One plain English sentence. */
  text: string;
  /** The same sentence as a message with its values, so a view can say it in the reader's language. */
  words: Words;
  /** Last instant of a grouped run of routine renewals, polls or heartbeats. */
  until?: number;
  /** How many routine occurrences a grouped event stands for. */
  count?: number;
  /** Spacing of the grouped occurrences, in seconds. */
  cadence?: number;
}

/**
 * Every instant something happens in a log: each event's time, and a grouped run's last instant too. Between
 * two of them nothing changes but the clock, which is why playback stops on them and views that must fit
 * every moment of a run look at them (and the instant before each).
 */
export function eventMoments(events: readonly LabEvent[]): number[] {
  return events.flatMap((e) => (e.until === undefined ? [e.at] : [e.at, e.until]));
}

/** An event before its place in the log is known: `rank` orders same-instant events as the spec demands. */
export interface PendingEvent {
  atMs: number;
  rank: number;
  actor: Actor;
  kind: string;
  words: Words;
  untilMs?: number;
  count?: number;
  cadenceMs?: number;
}

/** Everything a run decides before any sentence is written: its timing, the writes' fate, the verdict. */
export type RunFacts<Timing, Input, Write, Verdict> = Timing & { input: Input; writes: Write[]; verdict: Verdict };

/**
 * One event for a run of routine occurrences (renewals, heartbeats, polls) from `first` to `last`, `count` of
 * them `cadenceMs` apart; a run of one is an ordinary event.
 */
export function groupedEvent(
  run: { first: number; last: number; count: number },
  cadenceMs: number,
  about: Pick<PendingEvent, 'rank' | 'actor' | 'kind' | 'words'>,
): PendingEvent {
  return { atMs: run.first, ...about, ...(run.count > 1 ? { untilMs: run.last, count: run.count, cadenceMs } : {}) };
}

/**
 * Puts pending events into clock order, breaking ties by the model's same-instant rank and then by the order
 * in which they were produced (the sort is stable), and converts them to seconds.
 */
export function orderEvents(pending: PendingEvent[]): LabEvent[] {
  return pending
    .slice()
    .sort((a, b) => a.atMs - b.atMs || a.rank - b.rank)
    .map((p) => {
      const e: LabEvent = { at: p.atMs / 1000, actor: p.actor, kind: p.kind, text: english(p.words), words: p.words };
      if (p.untilMs !== undefined) e.until = p.untilMs / 1000;
      if (p.count !== undefined) e.count = p.count;
      if (p.cadenceMs !== undefined) e.cadence = p.cadenceMs / 1000;
      return e;
    });
}
