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

import { type LabEvent, type PendingEvent, orderEvents } from './events.js';
import { type LeaseFencingInput, normaliseLeaseFencingInput } from './lease-fencing-input.js';
import { type RenewalRun, renewalChain } from './renewals.js';
import { formatSeconds as fs, toMs, toSeconds } from './time.js';

/** One write reaching the protected resource, in decision order. */
export interface LeaseWrite {
  at: number;
  worker: 'A' | 'B';
  token: 1 | 2;
  accepted: boolean;
  /** The resource's reason, precise enough to teach ("token 1 does not match registered epoch 2"). */
  evidence: string;
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
): { accepted: boolean; evidence: string } {
  if (enforcement === 'none') return { accepted: true, evidence: 'the resource checks no token and applies every write' };
  if (enforcement === 'epoch') {
    return token === epoch
      ? { accepted: true, evidence: `token ${token} matches registered epoch ${epoch}` }
      : { accepted: false, evidence: `token ${token} does not match registered epoch ${epoch}` };
  }
  if (token < watermark) return { accepted: false, evidence: `token ${token} is older than watermark ${watermark}` };
  return {
    accepted: true,
    evidence:
      watermark === 0
        ? `no token accepted yet; watermark rises to ${token}`
        : `token ${token} is not older than watermark ${watermark}; watermark is now ${token}`,
  };
}

/**
 * Runs Model 1. Pure and deterministic; O(1) in the number of heartbeats. Missing fields take the spec's
 * defaults; an invalid field throws a RangeError naming it.
 */
export function simulateLeaseFencing(raw?: Partial<LeaseFencingInput>): LeaseFencingRun {
  return runLeaseFencing(raw, true);
}

/**
 * The verdict alone: the same rules and validation, without composing the event log and figures — what the
 * safety map needs 40,000 times per sweep (about half the work of a full run is the log's sentences).
 */
export function leaseFencingVerdict(raw?: Partial<LeaseFencingInput>): LeaseVerdict {
  return runLeaseFencing(raw, false);
}

function runLeaseFencing(raw: Partial<LeaseFencingInput> | undefined, narrate: true): LeaseFencingRun;
function runLeaseFencing(raw: Partial<LeaseFencingInput> | undefined, narrate: false): LeaseVerdict;
function runLeaseFencing(raw: Partial<LeaseFencingInput> | undefined, narrate: boolean): LeaseFencingRun | LeaseVerdict {
  const input = normaliseLeaseFencingInput(raw);
  const work = toMs(input.work);
  const lease = toMs(input.lease);
  const beat = toMs(input.heartbeat);
  const pauseAt = toMs(input.pauseAt);
  const pauseFor = toMs(input.pauseFor);
  const signalAt = input.shutdownAt === null ? null : toMs(input.shutdownAt);
  const grace = toMs(input.shutdownGrace);
  const epochMode = input.enforcement === 'epoch';

  // A's end: its write, unless a delivered shutdown's deadline comes first (or at the same instant).
  const deadlineFor = (writeAt: number) => (signalAt !== null && signalAt <= writeAt ? signalAt + grace : null);
  const endFor = (writeAt: number) => {
    const deadline = deadlineFor(writeAt);
    return deadline !== null && deadline <= writeAt ? deadline : writeAt;
  };
  const paused = pauseFor > 0 && endFor(work) > pauseAt;
  const writeAt = paused ? work + pauseFor : work;
  const deadline = deadlineFor(writeAt);
  const killAt = deadline !== null && deadline <= writeAt ? deadline : null;
  const endA = killAt ?? writeAt;
  const resumeAt = pauseAt + pauseFor;

  const intervals: Array<[number, number]> = paused ? [[0, pauseAt], [resumeAt, endA]] : [[0, endA]];
  const chain = renewalChain(intervals, { cadence: beat, ttl: lease, initialExpiry: lease, atExpiryCounts: false });
  const completes = killAt === null && writeAt < chain.expiry;
  const takeoverAt = completes ? null : chain.expiry;
  const bWritesAt = takeoverAt === null ? null : takeoverAt + toMs(input.replacementWork);

  // Writes in decision order: by time, B before A on a tie (rule 10).
  const attempts: Array<{ at: number; worker: 'A' | 'B'; token: 1 | 2 }> = [];
  if (bWritesAt !== null) attempts.push({ at: bWritesAt, worker: 'B', token: 2 });
  if (killAt === null) attempts.push({ at: writeAt, worker: 'A', token: 1 });
  attempts.sort((a, b) => a.at - b.at || (a.worker === 'B' ? -1 : 1));
  let watermark = 0;
  const writes: LeaseWrite[] = attempts.map((w) => {
    const epoch: 1 | 2 = takeoverAt !== null && w.at >= takeoverAt ? 2 : 1;
    const decision = judge(input.enforcement, w.token, epoch, watermark);
    if (decision.accepted) watermark = Math.max(watermark, w.token);
    return { at: toSeconds(w.at), worker: w.worker, token: w.token, ...decision };
  });
  const applied = writes.filter((w) => w.accepted).length;
  const aWrite = writes.find((w) => w.worker === 'A');
  const verdict: LeaseVerdict =
    takeoverAt === null ? 'no-takeover' : killAt !== null ? 'stopped' : aWrite?.accepted ? 'duplicate' : 'contained';
  if (!narrate) return verdict;

  const pending: PendingEvent[] = [];
  const add = (atMs: number, rank: number, actor: PendingEvent['actor'], kind: string, text: string) =>
    pending.push({ atMs, rank, actor, kind, text });
  add(0, RANK.acquire, 'A', 'acquire',
    `A acquires the lease with token 1; it expires at ${fs(lease)}.${epochMode ? ' The resource registers epoch 1.' : ''}`);
  for (const run of chain.runs) {
    const expires = fs(run.last + lease);
    pending.push({
      atMs: run.first, rank: RANK.heartbeat, actor: 'A', kind: 'heartbeat-accepted',
      text: run.count === 1
        ? `A's heartbeat is accepted; the lease now expires at ${expires}.`
        : `A's ${run.count} heartbeats every ${fs(beat)} up to ${fs(run.last)} are accepted; the lease now expires at ${expires}.`,
      ...(run.count > 1 ? { untilMs: run.last, count: run.count, cadenceMs: beat } : {}),
    });
  }
  if (paused) {
    add(pauseAt, RANK.pause, 'A', 'pause',
      killAt !== null && killAt < resumeAt
        ? `A is paused, due to resume at ${fs(resumeAt)}: no work and no heartbeats.`
        : `A is paused until ${fs(resumeAt)}: no work and no heartbeats.`);
    if (killAt === null || killAt >= resumeAt) {
      add(resumeAt, RANK.pause, 'A', 'resume', `A resumes after ${fs(pauseFor)} frozen, unaware of anything that happened meanwhile.`);
    }
  }
  if (deadline !== null && signalAt !== null) {
    add(signalAt, RANK.signal, 'A', 'shutdown-signal',
      `A receives a shutdown signal: it takes no new work and has until ${fs(deadline)} to finish its job before it is forcibly stopped.`);
  }
  if (takeoverAt !== null) {
    add(takeoverAt, RANK.takeover, 'B', 'takeover',
      `The lease expires; B takes it over with token 2.${epochMode ? ' The resource registers epoch 2.' : ''}`);
  }
  if (killAt !== null) {
    const lapse = takeoverAt !== null && takeoverAt > killAt ? ` Its lease is never released; it simply expires at ${fs(takeoverAt)}.` : '';
    add(killAt, RANK.stop, 'A', 'terminated', `A is forcibly stopped ${fs(grace)} after the shutdown signal, before writing.${lapse}`);
  }
  if (chain.failedAt !== null) {
    add(chain.failedAt, RANK.heartbeat, 'A', 'heartbeat-rejected',
      `A's heartbeat is rejected: the lease passed to B at ${fs(chain.expiry)}. A stops heartbeating but keeps working, now a zombie.`);
  }
  for (const w of writes) {
    const verb = w.accepted ? 'accepted' : 'rejected';
    add(toMs(w.at), w.worker === 'B' ? RANK.writeB : RANK.writeA, w.worker, `write-${verb}`,
      `${w.worker}'s write with token ${w.token} is ${verb}: ${w.evidence}.`);
  }
  if (completes) {
    add(writeAt, RANK.release, 'A', 'release', `A's job is complete and it releases the lease, so no takeover happens.`);
  }

  const overlap = takeoverAt === null || bWritesAt === null ? 0 : Math.max(0, Math.min(endA, bWritesAt) - takeoverAt);

  return {
    input,
    takeoverAt: takeoverAt === null ? null : toSeconds(takeoverAt),
    original: {
      endsAt: toSeconds(endA),
      end: killAt === null ? 'wrote' : 'terminated',
      pause: paused ? { from: toSeconds(pauseAt), until: toSeconds(resumeAt) } : null,
      shutdownAt: deadline !== null ? toSeconds(signalAt as number) : null,
      stopDeadline: deadline === null ? null : toSeconds(deadline),
      heartbeats: chain.runs.map((r: RenewalRun) => ({ first: toSeconds(r.first), last: toSeconds(r.last), count: r.count })),
      heartbeatRejectedAt: chain.failedAt === null ? null : toSeconds(chain.failedAt),
      writesAt: killAt === null ? toSeconds(writeAt) : null,
    },
    replacement: takeoverAt === null || bWritesAt === null ? null : { takeoverAt: toSeconds(takeoverAt), writesAt: toSeconds(bWritesAt) },
    writes,
    appliedIncrements: applied,
    overlap: toSeconds(overlap),
    verdict,
    events: orderEvents(pending),
  };
}
