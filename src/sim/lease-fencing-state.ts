/**
 * Model 1 at one inspection instant: the snapshot the views draw while a reader scrubs. Derived from the run
 * alone in O(heartbeat runs), so it is cheap enough for every animation frame. At an event's own instant the
 * snapshot already includes that event (and every other event of the same instant).
 */

import type { LeaseFencingRun, LeaseWrite } from './lease-fencing.js';
import { activeTime, expiryAt } from './renewals.js';
import { toMs, toSeconds } from './time.js';

/** What the original worker is doing. */
export type OriginalPhase = 'working' | 'paused' | 'wrote' | 'terminated';
/** What the replacement is doing (`standby` until it takes over). */
export type ReplacementPhase = 'standby' | 'working' | 'wrote';

/** The lab at inspection time `t` (seconds). */
export interface LeaseFencingState {
  t: number;
  lease: {
    holder: 'A' | 'B' | null;
    token: 1 | 2 | null;
    /** When the holder's lease runs out if not renewed; null while B holds it (B renews reliably) or nobody does. */
    expiresAt: number | null;
  };
  original: {
    phase: OriginalPhase;
    /** Seconds of work done so far. */
    workDone: number;
    /** A has received the shutdown signal and is still running. */
    shuttingDown: boolean;
    /** A is still running but the lease is no longer its own. */
    zombie: boolean;
  };
  replacement: { phase: ReplacementPhase; workDone: number };
  resource: {
    /** The registered epoch (epoch enforcement only). */
    epoch: 1 | 2 | null;
    /** Highest token accepted so far, 0 before any (watermark enforcement only). */
    watermark: number | null;
    appliedIncrements: number;
  };
  writes: LeaseWrite[];
}

/** Inspection time in ms; anything unreadable inspects the start. */
export function inspectionMs(t: number): number {
  return Number.isFinite(t) ? Math.max(0, toMs(t)) : 0;
}

/** The snapshot of a Model 1 run at `t` seconds. */
export function stateAtLeaseFencing(run: LeaseFencingRun, t: number): LeaseFencingState {
  const now = inspectionMs(t);
  const { input, original } = run;
  const takeover = run.takeoverAt === null ? null : toMs(run.takeoverAt);
  const endA = toMs(original.endsAt);
  const aliveA = now < endA;
  const pauseFrom = original.pause ? toMs(original.pause.from) : 0;
  const pauseUntil = original.pause ? toMs(original.pause.until) : 0;
  const rules = { cadence: toMs(input.heartbeat), ttl: toMs(input.lease), initialExpiry: toMs(input.lease), atExpiryCounts: false };
  const runs = original.heartbeats.map((r) => ({ first: toMs(r.first), last: toMs(r.last), count: r.count }));

  let lease: LeaseFencingState['lease'];
  if (takeover !== null && now >= takeover) lease = { holder: 'B', token: 2, expiresAt: null };
  else if (takeover === null && !aliveA) lease = { holder: null, token: null, expiresAt: null };
  else lease = { holder: 'A', token: 1, expiresAt: toSeconds(expiryAt(runs, rules, now)) };

  const phase: OriginalPhase = !aliveA
    ? original.end
    : original.pause && now >= pauseFrom && now < pauseUntil
      ? 'paused'
      : 'working';
  const workDone = Math.min(toMs(input.work), activeTime(0, Math.min(now, endA), pauseFrom, pauseUntil));

  const writes = run.writes.filter((w) => toMs(w.at) <= now);
  const applied = writes.filter((w) => w.accepted);
  const bWrite = run.replacement ? toMs(run.replacement.writesAt) : null;
  const replacementPhase: ReplacementPhase =
    takeover === null || now < takeover ? 'standby' : bWrite !== null && now >= bWrite ? 'wrote' : 'working';

  return {
    t: toSeconds(now),
    lease,
    original: {
      phase,
      workDone: toSeconds(workDone),
      shuttingDown: aliveA && original.shutdownAt !== null && now >= toMs(original.shutdownAt),
      zombie: aliveA && takeover !== null && now >= takeover,
    },
    replacement: {
      phase: replacementPhase,
      workDone: takeover === null || now < takeover ? 0 : toSeconds(Math.min(now, bWrite ?? now) - takeover),
    },
    resource: {
      epoch: input.enforcement === 'epoch' ? (takeover !== null && now >= takeover ? 2 : 1) : null,
      watermark: input.enforcement === 'watermark' ? applied.reduce((m, w) => Math.max(m, w.token), 0) : null,
      appliedIncrements: applied.length,
    },
    writes,
  };
}
