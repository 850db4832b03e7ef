/**
 * Closed-form renewal chains. Both models renew a lease on a fixed lattice of instants (Model 1: multiples of
 * the heartbeat; Model 2: whole seconds) while the owner is running. Walking the lattice one renewal at a time
 * would cost 86 million steps for a 1 ms heartbeat over a day, so each running interval is settled in O(1):
 * either its first renewal is already too late, or every renewal in it succeeds (cadence inside the TTL),
 * or only the first succeeds and the next one is too late.
 */

/** A run of consecutive successful renewals at `first`, `first + cadence`, …, `last` (ms). */
export interface RenewalRun {
  first: number;
  last: number;
  count: number;
}

/** The outcome of an owner's renewals over its running intervals. */
export interface RenewalChain {
  runs: RenewalRun[];
  /** The first renewal that came too late (ms), after which the owner stops renewing; null if none failed. */
  failedAt: number | null;
  /** The expiry in force after the last successful renewal (ms). */
  expiry: number;
}

/** How renewals are scheduled and judged. */
export interface RenewalRules {
  /** Lattice spacing in ms: renewals fall on its positive multiples. */
  cadence: number;
  /** Lease length granted by each successful renewal, in ms. */
  ttl: number;
  /** Expiry before any renewal, in ms. */
  initialExpiry: number;
  /** Whether a renewal exactly at the expiry instant still succeeds (Model 2: yes; Model 1: no). */
  atExpiryCounts: boolean;
}

/**
 * Settles the renewals an owner makes inside its running intervals `[from, to)` (ms, in clock order). A lattice
 * point equal to `from` renews (the owner has just resumed); one equal to `to` does not (it has stopped).
 */
export function renewalChain(intervals: ReadonlyArray<readonly [number, number]>, rules: RenewalRules): RenewalChain {
  const { cadence, ttl, atExpiryCounts } = rules;
  const inTime = (t: number, expiry: number) => (atExpiryCounts ? t <= expiry : t < expiry);
  const runs: RenewalRun[] = [];
  let expiry = rules.initialExpiry;
  for (const [from, to] of intervals) {
    const first = Math.max(cadence, Math.ceil(from / cadence) * cadence);
    if (first >= to) continue;
    if (!inTime(first, expiry)) return { runs, failedAt: first, expiry };
    const last = first + Math.floor((to - 1 - first) / cadence) * cadence;
    if (inTime(cadence, ttl)) {
      // Each renewal lands inside the lease the previous one granted, so the whole interval succeeds.
      runs.push({ first, last, count: (last - first) / cadence + 1 });
      expiry = last + ttl;
    } else {
      runs.push({ first, last: first, count: 1 });
      expiry = first + ttl;
      if (first + cadence < to) return { runs, failedAt: first + cadence, expiry };
    }
  }
  return { runs, failedAt: null, expiry };
}

/** The expiry in force at `t` (ms) given a chain's runs: the last renewal at or before `t` plus the TTL. */
export function expiryAt(runs: readonly RenewalRun[], rules: RenewalRules, t: number): number {
  let expiry = rules.initialExpiry;
  for (const run of runs) {
    if (run.first > t) break;
    const steps = Math.min(run.count - 1, Math.floor((t - run.first) / rules.cadence));
    expiry = run.first + steps * rules.cadence + rules.ttl;
  }
  return expiry;
}

/** Active time in `[from, to)` after removing one stall/pause window `[gapFrom, gapTo)`. */
export function activeTime(from: number, to: number, gapFrom: number, gapTo: number): number {
  if (to <= from) return 0;
  const overlap = Math.max(0, Math.min(to, gapTo) - Math.max(from, gapFrom));
  return to - from - overlap;
}
