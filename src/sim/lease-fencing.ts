/**
 * Model 1 — a lease expires, a replacement starts: what stops the original worker from writing anyway?
 *
 * Worker A holds token 1 and works; a stop-the-world pause can carry it past its lease, B takes over with
 * token 2, and A may wake up as a zombie and write. The protected resource decides each write (no check, a
 * monotonic watermark, or an explicitly registered epoch).
 *
 * Choices where the spec is silent (made here, tested):
 * - A's attempt "ends" at its write or its forced stop. The pause happens only if the attempt ends strictly
 *   after `pauseAt`, so a forced stop exactly at `pauseAt` also cancels the pause (like a write at that instant).
 * - The shutdown signal reaches A if A has not written strictly before `shutdownAt`; a signal at the instant of
 *   A's write is received first, so with zero grace the forced stop beats the write (rule 10).
 * - No heartbeat fires at the instant A's work completes: the work is done, so there is nothing left to renew for.
 * - B renews reliably and keeps its lease after writing; its renewals are not logged (they never matter).
 */

import { type LabEvent, type PendingEvent, type RunFacts, groupedEvent, orderEvents } from './events.js';
import { type LeaseFencingInput, normaliseLeaseFencingInput } from './lease-fencing-input.js';
import { type RenewalRun, renewalChain } from './renewals.js';
import { toMs, toSeconds } from './time.js';
import { type Words, duration as fs, english, words } from './words.js';

/** One write reaching the protected resource, in decision order. */
export interface LeaseWrite {
  at: number;
  worker: 'A' | 'B';
  token: 1 | 2;
  accepted: boolean;
  /** The resource's reason, precise enough to teach ("token 1 does not match registered epoch 2"). */
  evidence: string;
  /** The same evidence as a message with its values, for views in other languages. */
  evidenceWords: Words;
}

/** How the run ended for the one logical increment. */
export type LeaseVerdict = 'no-takeover' | 'contained' | 'stopped' | 'duplicate';

/** A run of accepted heartbeats, in seconds. */
export interface HeartbeatRun {
  first: number;
  last: number;
  count: number;
}

/** What happened to the original worker, with the timeline facts the views and `stateAt` need. */
export interface OriginalAttempt {
  endsAt: number;
  end: 'wrote' | 'terminated';
  /** The pause as it actually happened (`until` is when it would have ended), or null. */
  pause: { from: number; until: number } | null;
  /** When A received the shutdown signal, or null if it never did. */
  shutdownAt: number | null;
  /** When A would be (or was) forcibly stopped, or null without a shutdown. */
  stopDeadline: number | null;
  /** Accepted heartbeats, grouped. */
  heartbeats: HeartbeatRun[];
  /** The heartbeat that found the lease gone, or null. */
  heartbeatRejectedAt: number | null;
  /** The instant A's work completed (its write time), or null if it was stopped first. */
  writesAt: number | null;
}

/** The full result of one Model 1 run. Times in seconds. */
export interface LeaseFencingRun {
  input: LeaseFencingInput;
  takeoverAt: number | null;
  original: OriginalAttempt;
  replacement: { takeoverAt: number; writesAt: number } | null;
  writes: LeaseWrite[];
  appliedIncrements: number;
  overlap: number;
  verdict: LeaseVerdict;
  events: LabEvent[];
}

/** Same-instant order (rule 10), lowest first. */
const RANK = { acquire: 0, pause: 1, signal: 2, takeover: 3, stop: 4, heartbeat: 5, writeB: 6, writeA: 7, release: 8 };

function judge(
  enforcement: LeaseFencingInput['enforcement'],
  token: 1 | 2,
  epoch: 1 | 2,
  watermark: number,
): { accepted: boolean; evidence: string; evidenceWords: Words } {
  const said = (accepted: boolean, w: Words) => ({ accepted, evidence: english(w), evidenceWords: w });
  if (enforcement === 'none') return said(true, words`the resource checks no token and applies every write`);
  if (enforcement === 'epoch') {
    return token === epoch
      ? said(true, words`token ${token} matches registered epoch ${epoch}`)
      : said(false, words`token ${token} does not match registered epoch ${epoch}`);
  }
  if (token < watermark) return said(false, words`token ${token} is older than watermark ${watermark}`);
  return said(
    true,
    watermark === 0
      ? words`no token accepted yet; watermark rises to ${token}`
      : words`token ${token} is not older than watermark ${watermark}; watermark is now ${token}`,
  );
}

/**
 * Runs Model 1. Pure and deterministic; O(1) in the number of heartbeats. Missing fields take the spec's
 * defaults; an invalid field throws a RangeError naming it.
 */
export function simulateLeaseFencing(raw?: Partial<LeaseFencingInput>): LeaseFencingRun {
  const facts = leaseFacts(normaliseLeaseFencingInput(raw));
  return assembleRun(facts, orderEvents(narrate(facts)));
}

/**
 * The verdict alone: the same rules and validation, without composing the event log and figures — what the
 * safety map needs 40,000 times per sweep (about half the work of a full run is the log's sentences).
 */
export function leaseFencingVerdict(raw?: Partial<LeaseFencingInput>): LeaseVerdict {
  return leaseFacts(normaliseLeaseFencingInput(raw)).verdict;
}

/** When each thing happens to A and B, in integer milliseconds (null where it does not happen). */
interface LeaseTiming {
  lease: number;
  beat: number;
  grace: number;
  pauseAt: number;
  pauseFor: number;
  resumeAt: number;
  paused: boolean;
  signalAt: number | null;
  /** A's stop deadline, when a shutdown signal reached it before its write. */
  deadline: number | null;
  /** When A is forcibly stopped, if it is stopped before writing. */
  killAt: number | null;
  writeAt: number;
  endA: number;
  chain: { runs: readonly RenewalRun[]; failedAt: number | null; expiry: number };
  completes: boolean;
  takeoverAt: number | null;
  bWritesAt: number | null;
}

type LeaseFacts = RunFacts<LeaseTiming, LeaseFencingInput, LeaseWrite, LeaseVerdict>;

function leaseFacts(input: LeaseFencingInput): LeaseFacts {
  const timing = leaseTiming(input);
  const writes = resourceWrites(input, timing);
  const aWrite = writes.find((w) => w.worker === 'A');
  const verdict: LeaseVerdict =
    timing.takeoverAt === null ? 'no-takeover' : timing.killAt !== null ? 'stopped' : aWrite?.accepted ? 'duplicate' : 'contained';
  return { ...timing, input, writes, verdict };
}

/** The timings of rules 1–9: A's pause, shutdown and heartbeats, the takeover, and B's write. */
function leaseTiming(input: LeaseFencingInput): LeaseTiming {
  const work = toMs(input.work);
  const lease = toMs(input.lease);
  const pauseAt = toMs(input.pauseAt);
  const pauseFor = toMs(input.pauseFor);
  const signalAt = input.shutdownAt === null ? null : toMs(input.shutdownAt);
  const grace = toMs(input.shutdownGrace);
  // A's end: its write, unless a delivered shutdown's deadline comes first (or at the same instant).
  const deadlineFor = (at: number) => (signalAt !== null && signalAt <= at ? signalAt + grace : null);
  const endFor = (at: number) => {
    const d = deadlineFor(at);
    return d !== null && d <= at ? d : at;
  };
  const paused = pauseFor > 0 && endFor(work) > pauseAt;
  const writeAt = paused ? work + pauseFor : work;
  const deadline = deadlineFor(writeAt);
  const killAt = deadline !== null && deadline <= writeAt ? deadline : null;
  const endA = killAt ?? writeAt;
  const resumeAt = pauseAt + pauseFor;
  const intervals: Array<[number, number]> = paused ? [[0, pauseAt], [resumeAt, endA]] : [[0, endA]];
  const beat = toMs(input.heartbeat);
  const chain = renewalChain(intervals, { cadence: beat, ttl: lease, initialExpiry: lease, atExpiryCounts: false });
  const completes = killAt === null && writeAt < chain.expiry;
  const takeoverAt = completes ? null : chain.expiry;
  const bWritesAt = takeoverAt === null ? null : takeoverAt + toMs(input.replacementWork);
  return { lease, beat, grace, pauseAt, pauseFor, resumeAt, paused, signalAt, deadline, killAt, writeAt, endA, chain, completes, takeoverAt, bWritesAt };
}

/** The protected resource's decisions, write by write in decision order: by time, B before A on a tie (rule 10). */
function resourceWrites(input: LeaseFencingInput, t: LeaseTiming): LeaseWrite[] {
  const attempts: Array<{ at: number; worker: 'A' | 'B'; token: 1 | 2 }> = [];
  if (t.bWritesAt !== null) attempts.push({ at: t.bWritesAt, worker: 'B', token: 2 });
  if (t.killAt === null) attempts.push({ at: t.writeAt, worker: 'A', token: 1 });
  attempts.sort((a, b) => a.at - b.at || (a.worker === 'B' ? -1 : 1));
  let watermark = 0;
  return attempts.map((w) => {
    const epoch: 1 | 2 = t.takeoverAt !== null && w.at >= t.takeoverAt ? 2 : 1;
    const decision = judge(input.enforcement, w.token, epoch, watermark);
    if (decision.accepted) watermark = Math.max(watermark, w.token);
    return { at: toSeconds(w.at), worker: w.worker, token: w.token, ...decision };
  });
}

/** The run's facts told as events, in no particular order (`orderEvents` sorts them). */
function narrate(f: LeaseFacts): PendingEvent[] {
  const pending: PendingEvent[] = [];
  const add = (atMs: number, rank: number, actor: PendingEvent['actor'], kind: string, w: Words) =>
    pending.push({ atMs, rank, actor, kind, words: w });
  const epochMode = f.input.enforcement === 'epoch';
  add(0, RANK.acquire, 'A', 'acquire', epochMode
    ? words`A acquires the lease with token 1; it expires at ${fs(f.lease)}. The resource registers epoch 1.`
    : words`A acquires the lease with token 1; it expires at ${fs(f.lease)}.`);
  pending.push(...heartbeatEvents(f), ...pauseEvents(f));
  if (f.deadline !== null && f.signalAt !== null) {
    add(f.signalAt, RANK.signal, 'A', 'shutdown-signal',
      words`A receives a shutdown signal: it takes no new work and has until ${fs(f.deadline)} to finish its job before it is forcibly stopped.`);
  }
  if (f.takeoverAt !== null) {
    add(f.takeoverAt, RANK.takeover, 'B', 'takeover', epochMode
      ? words`The lease expires; B takes it over with token 2. The resource registers epoch 2.`
      : words`The lease expires; B takes it over with token 2.`);
  }
  if (f.killAt !== null) {
    add(f.killAt, RANK.stop, 'A', 'terminated', f.takeoverAt !== null && f.takeoverAt > f.killAt
      ? words`A is forcibly stopped ${fs(f.grace)} after the shutdown signal, before writing. Its lease is never released; it simply expires at ${fs(f.takeoverAt)}.`
      : words`A is forcibly stopped ${fs(f.grace)} after the shutdown signal, before writing.`);
  }
  if (f.chain.failedAt !== null) {
    add(f.chain.failedAt, RANK.heartbeat, 'A', 'heartbeat-rejected',
      words`A's heartbeat is rejected: the lease passed to B at ${fs(f.chain.expiry)}. A stops heartbeating but keeps working, now a zombie.`);
  }
  for (const w of f.writes) {
    const said = w.accepted
      ? words`${w.worker}'s write with token ${w.token} is accepted: ${w.evidenceWords}.`
      : words`${w.worker}'s write with token ${w.token} is rejected: ${w.evidenceWords}.`;
    add(toMs(w.at), w.worker === 'B' ? RANK.writeB : RANK.writeA, w.worker, w.accepted ? 'write-accepted' : 'write-rejected', said);
  }
  if (f.completes) add(f.writeAt, RANK.release, 'A', 'release', words`A's job is complete and it releases the lease, so no takeover happens.`);
  return pending;
}

/** A's accepted heartbeats, one grouped event per uninterrupted run of them. */
function heartbeatEvents(f: LeaseFacts): PendingEvent[] {
  return f.chain.runs.map((run) => {
    const expires = fs(run.last + f.lease);
    const said = run.count === 1
      ? words`A's heartbeat is accepted; the lease now expires at ${expires}.`
      : words`A's ${run.count} heartbeats every ${fs(f.beat)} up to ${fs(run.last)} are accepted; the lease now expires at ${expires}.`;
    return groupedEvent(run, f.beat, { rank: RANK.heartbeat, actor: 'A', kind: 'heartbeat-accepted', words: said });
  });
}

/** A's pause, and its resumption unless it is stopped first. */
function pauseEvents(f: LeaseFacts): PendingEvent[] {
  if (!f.paused) return [];
  const stoppedFirst = f.killAt !== null && f.killAt < f.resumeAt;
  const events: PendingEvent[] = [{
    atMs: f.pauseAt, rank: RANK.pause, actor: 'A', kind: 'pause',
    words: stoppedFirst ? words`A is paused, due to resume at ${fs(f.resumeAt)}: no work and no heartbeats.` : words`A is paused until ${fs(f.resumeAt)}: no work and no heartbeats.`,
  }];
  if (!stoppedFirst) {
    events.push({ atMs: f.resumeAt, rank: RANK.pause, actor: 'A', kind: 'resume', words: words`A resumes after ${fs(f.pauseFor)} frozen, unaware of anything that happened meanwhile.` });
  }
  return events;
}

const orNull = (ms: number | null) => (ms === null ? null : toSeconds(ms));

/** The run as callers see it: facts in seconds and the ordered events. */
function assembleRun(f: LeaseFacts, events: LabEvent[]): LeaseFencingRun {
  const overlap = f.takeoverAt === null || f.bWritesAt === null ? 0 : Math.max(0, Math.min(f.endA, f.bWritesAt) - f.takeoverAt);
  return {
    input: f.input,
    takeoverAt: orNull(f.takeoverAt),
    original: {
      endsAt: toSeconds(f.endA),
      end: f.killAt === null ? 'wrote' : 'terminated',
      pause: f.paused ? { from: toSeconds(f.pauseAt), until: toSeconds(f.resumeAt) } : null,
      shutdownAt: f.deadline !== null ? orNull(f.signalAt) : null,
      stopDeadline: orNull(f.deadline),
      heartbeats: f.chain.runs.map((r) => ({ first: toSeconds(r.first), last: toSeconds(r.last), count: r.count })),
      heartbeatRejectedAt: orNull(f.chain.failedAt),
      writesAt: f.killAt === null ? toSeconds(f.writeAt) : null,
    },
    replacement: f.takeoverAt === null || f.bWritesAt === null ? null : { takeoverAt: toSeconds(f.takeoverAt), writesAt: toSeconds(f.bWritesAt) },
    writes: f.writes,
    appliedIncrements: f.writes.filter((w) => w.accepted).length,
    overlap: toSeconds(overlap),
    verdict: f.verdict,
    events,
  };
}
