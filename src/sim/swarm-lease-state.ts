/**
 * Model 2 at one inspection instant, for playback: who holds the lease, what each worker is doing and what
 * the ledger has applied. O(renewal runs); at an event's instant the snapshot includes that event.
 */

import { inspectionMs } from './lease-fencing-state.js';
import { activeTime, expiryAt } from './renewals.js';
import type { SwarmLeaseRun, SwarmWrite } from './swarm-lease.js';
import { SECOND, toMs, toSeconds } from './time.js';

/** What worker A is doing. */
export type SwarmAPhase = 'working' | 'stalled' | 'finished';
/** What worker B is doing (`waiting` = polling the lease store). */
export type SwarmBPhase = 'not-arrived' | 'waiting' | 'working' | 'finished' | 'dropped';

/** The swarm lab at inspection time `t` (seconds). */
export interface SwarmLeaseState {
  t: number;
  lease: {
    holder: 'A' | 'B' | null;
    token: 1 | 2 | null;
    /** When A's lease runs out unless renewed; null when nobody holds it or B does (kept to the end). */
    expiresAt: number | null;
    /** The holder's expiry has passed but nobody has claimed the lease yet. */
    lapsed: boolean;
  };
  workers: {
    A: { phase: SwarmAPhase; workDone: number };
    B: { phase: SwarmBPhase; workDone: number };
  };
  ledger: {
    refunds: number;
    rejected: number;
    /** Refunds recognised by the idempotency key so far, which moved no money. */
    deduplicated: number;
    /** Highest token seen on a write (fencing only; 0 before any). */
    highestToken: number | null;
  };
  writes: SwarmWrite[];
}

/** The snapshot of a Model 2 run at `t` seconds. */
export function stateAtSwarmLease(run: SwarmLeaseRun, t: number): SwarmLeaseState {
  const now = inspectionMs(t);
  const { input, workers, detail } = run;
  const coordinated = input.mechanism !== 'none';
  const ttl = toMs(input.ttl);
  const aFinish = toMs(workers.A.finishedAt as number);
  const claim = run.takeoverAt === null ? null : toMs(run.takeoverAt);
  const stallFrom = detail.stall ? toMs(detail.stall.from) : 0;
  const stallUntil = detail.stall ? toMs(detail.stall.until) : 0;

  let lease: SwarmLeaseState['lease'] = { holder: null, token: null, expiresAt: null, lapsed: false };
  if (coordinated) {
    if (claim !== null && now >= claim) lease = { holder: 'B', token: 2, expiresAt: null, lapsed: false };
    else if (claim !== null || now < aFinish) {
      const runs = detail.renewals.map((r) => ({ first: toMs(r.first), last: toMs(r.last), count: r.count }));
      const expiry = expiryAt(runs, { cadence: SECOND, ttl, initialExpiry: ttl, atExpiryCounts: true }, now);
      lease = { holder: 'A', token: 1, expiresAt: toSeconds(expiry), lapsed: now >= expiry };
    }
  }

  const aPhase: SwarmAPhase =
    now >= aFinish ? 'finished' : detail.stall && now >= stallFrom && now < stallUntil ? 'stalled' : 'working';
  const aWork = Math.min(toMs(input.work), activeTime(0, Math.min(now, aFinish), stallFrom, stallUntil));

  const arrives = toMs(workers.B.receivedAt);
  const bStart = coordinated ? claim : arrives;
  const bFinish = workers.B.finishedAt === null ? null : toMs(workers.B.finishedAt);
  const dropped = workers.B.droppedAt === null ? null : toMs(workers.B.droppedAt);
  let bPhase: SwarmBPhase = 'waiting';
  if (now < arrives) bPhase = 'not-arrived';
  else if (bFinish !== null && now >= bFinish) bPhase = 'finished';
  else if (bStart !== null && now >= bStart) bPhase = 'working';
  else if (dropped !== null && now >= dropped) bPhase = 'dropped';
  const bWork = bStart === null || now < bStart ? 0 : Math.min(now, bFinish ?? now) - bStart;

  const writes = run.writes.filter((w) => toMs(w.at) <= now);
  const refunds = writes.filter((w) => w.accepted).length;
  return {
    t: toSeconds(now),
    lease,
    workers: { A: { phase: aPhase, workDone: toSeconds(aWork) }, B: { phase: bPhase, workDone: toSeconds(bWork) } },
    ledger: {
      refunds,
      rejected: writes.filter((w) => w.outcome === 'rejected').length,
      deduplicated: writes.filter((w) => w.outcome === 'deduplicated').length,
      highestToken: input.mechanism === 'fencing' ? writes.reduce((m, w) => Math.max(m, w.token ?? 0), 0) : null,
    },
    writes,
  };
}
