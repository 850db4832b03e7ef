/**
 * Model 2 — task T-91 (refund order 7731) is delivered to worker A at 0 and again to worker B. Does the
 * customer get refunded once or twice?
 *
 * Choices where the spec is silent (made here, tested):
 * - A stalls only if its work is not done by `stallAt`: finishing exactly at `stallAt` means no stall.
 * - No renewal fires at the instant A finishes: its work is done (the release follows its write).
 * - Once B claims the lease it keeps it until the end of the run; B's own renewals are not modelled, because
 *   no third worker is waiting for the lease.
 * - B's waiting polls are logged as one grouped event, like routine renewals.
 * - With the idempotency key, a refund deduplicated by the ledger still counts as the worker's write (it
 *   reached the ledger and got the original refund's answer), so the worker's timeline and the event log show
 *   it; the ledger remembers the highest token of a deduplicated write too, since it checked that token first.
 */

import { type LabEvent, type PendingEvent, type RunFacts, groupedEvent, orderEvents } from './events.js';
import { type RenewalRun, renewalChain } from './renewals.js';
import { type SwarmLeaseInput, normaliseSwarmLeaseInput } from './swarm-lease-input.js';
import { SECOND, ceilTo, toMs, toSeconds } from './time.js';
import { type Words, duration as fs, english, words } from './words.js';

/** What one worker did with its copy of the task. Null where it did not happen. */
export interface SwarmWorker {
  receivedAt: number;
  claimedAt: number | null;
  token: 1 | 2 | null;
  finishedAt: number | null;
  droppedAt: number | null;
  /** What the ledger did with this worker's refund; `'deduplicated'` only with the idempotency key. */
  write: 'accepted' | 'rejected' | 'deduplicated' | 'none';
}

/** What the ledger did with one refund: moved money, refused a stale token, or recognised the task's key. */
export type SwarmWriteOutcome = 'applied' | 'rejected' | 'deduplicated';

/** One refund reaching the ledger, in decision order. */
export interface SwarmWrite {
  at: number;
  worker: 'A' | 'B';
  /** The fencing token carried (fencing only). */
  token: 1 | 2 | null;
  outcome: SwarmWriteOutcome;
  /** `outcome === 'applied'`, kept for callers written before the idempotency key. */
  accepted: boolean;
  evidence: string;
  /** The same evidence as a message with its values, for views in other languages. */
  evidenceWords: Words;
}

/**
 * `DUPLICATE EFFECT` when two refunds applied; `ONE EFFECT` when one applied and the ledger deduplicated the
 * other by its key (two workers did the work); `ONE OWNER` when exactly one worker's refund reached the money.
 */
export type SwarmVerdict = 'DUPLICATE EFFECT' | 'ONE EFFECT' | 'ONE OWNER';

/** Timeline facts beyond the spec's result fields, for `stateAt` and the views. Seconds. */
export interface SwarmDetail {
  stall: { from: number; until: number } | null;
  renewals: RenewalRun[];
  renewFailedAt: number | null;
  /** When A's task completed and it released the lease, or null. */
  completedAt: number | null;
  /** B's polls that found the lease held: first, last, count; null if none. */
  waitingPolls: { first: number; last: number; count: number } | null;
}

/** The full result of one Model 2 run. Times in seconds. */
export interface SwarmLeaseRun {
  input: SwarmLeaseInput;
  takeoverAt: number | null;
  workers: { A: SwarmWorker; B: SwarmWorker };
  writes: SwarmWrite[];
  refunds: number;
  rejectedWrites: number;
  /** Refunds the ledger recognised by their idempotency key and did not apply again. */
  deduplicatedWrites: number;
  verdict: SwarmVerdict;
  /** Inspection span: 60 s, or the last event rounded up to a whole second when later. */
  span: number;
  events: LabEvent[];
  detail: SwarmDetail;
}

/** Same-instant order (rule 7), lowest first. */
const RANK = { delivery: 0, claim: 1, stall: 2, renew: 3, writeB: 4, writeA: 5, release: 6, poll: 7 };

/**
 * Runs Model 2. Pure and deterministic; O(1) in the number of renewals and polls. Missing fields take the
 * spec's defaults; an invalid field throws a RangeError naming it.
 */
export function simulateSwarmLease(raw?: Partial<SwarmLeaseInput>): SwarmLeaseRun {
  const facts = swarmFacts(normaliseSwarmLeaseInput(raw));
  return assembleRun(facts, orderEvents(narrate(facts)));
}

/**
 * The verdict alone: the same rules and validation, without composing the event log — what the safety map
 * needs 40,000 times per sweep (about half the work of a full run is the log's sentences).
 */
export function swarmLeaseVerdict(raw?: Partial<SwarmLeaseInput>): SwarmVerdict {
  return swarmFacts(normaliseSwarmLeaseInput(raw)).verdict;
}

/** When each thing happens in one run, in integer milliseconds (null where it does not happen). */
interface SwarmTiming {
  ttl: number;
  stallAt: number;
  stallFor: number;
  work: number;
  arrives: number;
  coordinated: boolean;
  fencing: boolean;
  stalled: boolean;
  resumeAt: number;
  aFinish: number;
  chain: { runs: readonly { first: number; last: number; count: number }[]; failedAt: number | null; expiry: number };
  firstPoll: number;
  claimAt: number | null;
  completedAt: number | null;
  dropAt: number | null;
  bFinish: number | null;
  /** B's polls that found the lease held. */
  waiting: number;
}

type SwarmFacts = RunFacts<SwarmTiming, SwarmLeaseInput, SwarmWrite, SwarmVerdict>;

function swarmFacts(input: SwarmLeaseInput): SwarmFacts {
  const timing = swarmTiming(input);
  const writes = ledgerWrites(input, timing);
  return { ...timing, input, writes, verdict: verdictOf(writes) };
}

/** The timings of rules 1–5: A's work and stall, its renewals, B's polls and claim, and both finishes. */
function swarmTiming(input: SwarmLeaseInput): SwarmTiming {
  const ttl = toMs(input.ttl);
  const stallAt = toMs(input.stallAt);
  const stallFor = toMs(input.stallFor);
  const work = toMs(input.work);
  const arrives = toMs(input.bArrivesAt);
  const coordinated = input.mechanism !== 'none';
  const stalled = stallFor > 0 && work > stallAt;
  const resumeAt = stallAt + stallFor;
  const aFinish = stalled ? work + stallFor : work;
  const intervals: Array<[number, number]> = stalled ? [[0, stallAt], [resumeAt, aFinish]] : [[0, aFinish]];
  const rules = { cadence: SECOND, ttl, initialExpiry: ttl, atExpiryCounts: true };
  const chain = coordinated && input.renew ? renewalChain(intervals, rules) : { runs: [], failedAt: null, expiry: ttl };
  // B polls on whole seconds from its arrival; it claims at the first poll that finds the lease lapsed, unless
  // A finished first (A's write and release precede B's poll at the same instant).
  const firstPoll = ceilTo(arrives, SECOND);
  const claimCandidate = Math.max(firstPoll, ceilTo(chain.expiry, SECOND));
  const claimAt = coordinated && claimCandidate < aFinish ? claimCandidate : null;
  const completedAt = coordinated && claimAt === null ? aFinish : null;
  const dropAt = completedAt === null ? null : Math.max(firstPoll, ceilTo(completedAt, SECOND));
  const bFinish = !coordinated ? arrives + work : claimAt === null ? null : claimAt + work;
  const pollEnd = claimAt ?? dropAt;
  const waiting = pollEnd === null ? 0 : (pollEnd - firstPoll) / SECOND;
  return {
    ttl, stallAt, stallFor, work, arrives, coordinated, fencing: input.mechanism === 'fencing', stalled, resumeAt, aFinish,
    chain, firstPoll, claimAt, completedAt, dropAt, bFinish, waiting,
  };
}

/** The task's idempotency key, as the ledger records it. */
const KEY = 'T-91';

/**
 * The ledger (rule 6 and the idempotency-key extension), refund by refund in arrival order: under fencing the
 * token check comes first and a stale token has no effect; then, with the key, a refund for a key already
 * applied is deduplicated.
 */
function ledgerWrites(input: SwarmLeaseInput, t: SwarmTiming): SwarmWrite[] {
  const attempts: Array<{ at: number; worker: 'A' | 'B'; token: 1 | 2 | null }> = [{ at: t.aFinish, worker: 'A', token: t.fencing ? 1 : null }];
  if (t.bFinish !== null) attempts.push({ at: t.bFinish, worker: 'B', token: t.fencing ? 2 : null });
  attempts.sort((a, b) => a.at - b.at || (a.worker === 'B' ? -1 : 1));
  let highest = 0;
  let appliedAt: number | null = null;
  return attempts.map((w) => {
    let outcome: SwarmWriteOutcome = 'applied';
    let evidence = input.idempotencyKey ? words`the ledger checks no token` : words`the ledger checks no token and applies every refund`;
    if (w.token !== null) {
      const stale = w.token < highest;
      evidence = stale
        ? words`the ledger has already seen token ${highest}`
        : highest === 0
          ? words`the ledger has seen no token yet; highest is now ${w.token}`
          : words`token ${w.token} is not older than the highest seen (${highest}); highest is now ${w.token}`;
      if (stale) outcome = 'rejected';
      highest = Math.max(highest, w.token);
    }
    if (outcome === 'applied' && input.idempotencyKey) {
      if (appliedAt !== null) {
        outcome = 'deduplicated';
        evidence = words`key ${KEY} was already applied at ${fs(appliedAt)}; no second refund`;
      } else {
        appliedAt = w.at;
        evidence = words`${evidence}; key ${KEY} is new, so the refund is applied and the key remembered`;
      }
    }
    return { at: toSeconds(w.at), worker: w.worker, token: w.token, outcome, accepted: outcome === 'applied', evidence: english(evidence), evidenceWords: evidence };
  });
}

const tally = (writes: readonly SwarmWrite[], o: SwarmWriteOutcome) => writes.filter((w) => w.outcome === o).length;

function verdictOf(writes: readonly SwarmWrite[]): SwarmVerdict {
  return tally(writes, 'applied') >= 2 ? 'DUPLICATE EFFECT' : tally(writes, 'deduplicated') > 0 ? 'ONE EFFECT' : 'ONE OWNER';
}

/** The run's facts told as events, in no particular order (`orderEvents` sorts them). */
function narrate(f: SwarmFacts): PendingEvent[] {
  const pending: PendingEvent[] = [];
  const add = (atMs: number, rank: number, actor: PendingEvent['actor'], kind: string, w: Words) =>
    pending.push({ atMs, rank, actor, kind, words: w });
  add(0, RANK.delivery, 'A', 'delivered', words`T-91 (refund order 7731) is delivered to A, which starts working on it.`);
  add(f.arrives, RANK.delivery, 'B', 'delivered',
    f.coordinated
      ? words`A duplicate delivery of T-91 reaches B, which will poll the lease store from ${fs(f.firstPoll)}.`
      : words`A duplicate delivery of T-91 reaches B, which starts working on it at once.`);
  if (f.coordinated) add(0, RANK.claim, 'A', 'claim', words`A claims the lease by compare-and-set with token 1; it expires at ${fs(f.ttl)}.`);
  if (f.stalled) {
    add(f.stallAt, RANK.stall, 'A', 'stall', words`A stalls (a long GC pause) until ${fs(f.resumeAt)}: no work and no renewals.`);
    add(f.resumeAt, RANK.stall, 'A', 'resume', words`A resumes after ${fs(f.stallFor)}, unaware that any time has passed.`);
  }
  pending.push(...renewalEvents(f));
  if (f.chain.failedAt !== null) {
    add(f.chain.failedAt, RANK.renew, 'A', 'renew-failed', f.claimAt !== null && f.claimAt < f.chain.failedAt
      ? words`A's renewal fails: B already holds the lease with token 2. A stops renewing but keeps working.`
      : words`A's renewal fails: the lease lapsed at ${fs(f.chain.expiry)}. A stops renewing but keeps working.`);
  }
  pending.push(...pollEvents(f));
  for (const w of f.writes) {
    const verb = w.outcome === 'applied' ? 'accepted' : w.outcome;
    add(toMs(w.at), w.worker === 'B' ? RANK.writeB : RANK.writeA, w.worker, `write-${verb}`, refundWords(w));
  }
  if (f.completedAt !== null) add(f.completedAt, RANK.release, 'A', 'release', words`T-91 is complete; A releases the lease.`);
  return pending;
}

/** "B writes the refund with token 2: rejected, …": one message per outcome, with and without a token. */
function refundWords(w: SwarmWrite): Words {
  const e = w.evidenceWords;
  if (w.token === null) {
    if (w.outcome === 'applied') return words`${w.worker} writes the refund: accepted, ${e}.`;
    if (w.outcome === 'rejected') return words`${w.worker} writes the refund: rejected, ${e}.`;
    return words`${w.worker} writes the refund: deduplicated, ${e}.`;
  }
  if (w.outcome === 'applied') return words`${w.worker} writes the refund with token ${w.token}: accepted, ${e}.`;
  if (w.outcome === 'rejected') return words`${w.worker} writes the refund with token ${w.token}: rejected, ${e}.`;
  return words`${w.worker} writes the refund with token ${w.token}: deduplicated, ${e}.`;
}

/** A's renewals, one grouped event per uninterrupted run of them. */
function renewalEvents(f: SwarmFacts): PendingEvent[] {
  return f.chain.runs.map((run) => {
    const expires = fs(run.last + f.ttl);
    const said = run.count === 1
      ? words`A renews the lease; it now expires at ${expires}.`
      : words`A renews the lease ${run.count} times, every second up to ${fs(run.last)}; it now expires at ${expires}.`;
    return groupedEvent(run, SECOND, { rank: RANK.renew, actor: 'A', kind: 'renew', words: said });
  });
}

/** B's polls: the grouped ones that found the lease held, then the claim or the drop. */
function pollEvents(f: SwarmFacts): PendingEvent[] {
  const events: PendingEvent[] = [];
  if (f.waiting > 0) {
    const last = f.firstPoll + (f.waiting - 1) * SECOND;
    const said = f.waiting === 1
      ? words`B polls the lease store: A holds the lease, so B waits.`
      : words`B polls the lease store ${f.waiting} times, every second up to ${fs(last)}: A holds the lease, so B waits.`;
    events.push(groupedEvent({ first: f.firstPoll, last, count: f.waiting }, SECOND, { rank: RANK.poll, actor: 'B', kind: 'poll-wait', words: said }));
  }
  if (f.claimAt !== null) {
    events.push({ atMs: f.claimAt, rank: RANK.poll, actor: 'B', kind: 'takeover', words: words`B polls, finds the lease lapsed at ${fs(f.chain.expiry)} and claims it with token 2.` });
  }
  if (f.dropAt !== null) events.push({ atMs: f.dropAt, rank: RANK.poll, actor: 'B', kind: 'drop', words: words`B polls, finds T-91 already completed and drops its copy.` });
  return events;
}

const orNull = (ms: number | null) => (ms === null ? null : toSeconds(ms));

/** One worker's row of the result, in seconds. */
function workerOf(receivedAt: number, claimed: number | null, token: 1 | 2 | null, finished: number | null, dropped: number | null, write: SwarmWorker['write']): SwarmWorker {
  return { receivedAt: toSeconds(receivedAt), claimedAt: orNull(claimed), token, finishedAt: orNull(finished), droppedAt: orNull(dropped), write };
}

/** What the ledger did with one worker's refund, as that worker's result says it. */
function writeOf(writes: readonly SwarmWrite[], worker: 'A' | 'B'): SwarmWorker['write'] {
  const w = writes.find((x) => x.worker === worker);
  return w === undefined ? 'none' : w.outcome === 'applied' ? 'accepted' : w.outcome;
}

/** The run as callers see it: facts in seconds, the ordered events, and the span they fill. */
function assembleRun(f: SwarmFacts, events: LabEvent[]): SwarmLeaseRun {
  const lastAt = events.reduce((m, e) => Math.max(m, e.until ?? e.at), 0);
  return {
    input: f.input,
    takeoverAt: orNull(f.claimAt),
    workers: {
      A: workerOf(0, f.coordinated ? 0 : null, f.coordinated ? 1 : null, f.aFinish, null, writeOf(f.writes, 'A')),
      B: workerOf(f.arrives, f.claimAt, f.claimAt === null ? null : 2, f.bFinish, f.dropAt, writeOf(f.writes, 'B')),
    },
    writes: f.writes,
    refunds: tally(f.writes, 'applied'),
    rejectedWrites: tally(f.writes, 'rejected'),
    deduplicatedWrites: tally(f.writes, 'deduplicated'),
    verdict: f.verdict,
    span: Math.max(60, Math.ceil(lastAt)),
    events,
    detail: {
      stall: f.stalled ? { from: toSeconds(f.stallAt), until: toSeconds(f.resumeAt) } : null,
      renewals: f.chain.runs.map((r) => ({ first: toSeconds(r.first), last: toSeconds(r.last), count: r.count })),
      renewFailedAt: orNull(f.chain.failedAt),
      completedAt: orNull(f.completedAt),
      waitingPolls: f.waiting > 0 ? { first: toSeconds(f.firstPoll), last: toSeconds(f.firstPoll + (f.waiting - 1) * SECOND), count: f.waiting } : null,
    },
  };
}
