/**
 * Naive reference simulators for both models, written straight from the spec's rules as a discrete-event
 * loop: every heartbeat, poll and instant is visited one by one, with the spec's same-instant order. They are
 * slow (cost grows with the number of renewals) and only meant for small inputs, where they check the
 * engine's closed-form arithmetic. Times are integer milliseconds.
 */
import type { LeaseFencingInput, SwarmLeaseInput } from '../../src/sim/index.js';

const ms = (s: number) => Math.round(s * 1000);

export interface ReferenceLease {
  takeoverAt: number | null;
  endA: number;
  endHow: 'wrote' | 'terminated';
  writes: Array<[number, 'A' | 'B', boolean]>;
}

export function referenceLeaseFencing(input: LeaseFencingInput): ReferenceLease {
  const W = ms(input.work), L = ms(input.lease), H = ms(input.heartbeat), P = ms(input.pauseAt), PF = ms(input.pauseFor);
  const R = ms(input.replacementWork), S = input.shutdownAt === null ? null : ms(input.shutdownAt), G = ms(input.shutdownGrace);
  let done = 0, alive = true, paused = false, pauseEverStarted = false, beating = true, signalled = false;
  let owner: 'A' | 'B' | null = 'A', expiry = L, epoch = 1, watermark = 0, takeoverAt: number | null = null;
  let bWriteAt: number | null = null, endA = 0, endHow: 'wrote' | 'terminated' = 'wrote', killAt: number | null = null;
  const writes: Array<[number, 'A' | 'B', boolean]> = [];
  const judge = (token: number) => {
    if (input.enforcement === 'none') return true;
    if (input.enforcement === 'epoch') return token === epoch;
    if (token < watermark) return false;
    watermark = token;
    return true;
  };
  let t = 0;
  for (let guard = 0; guard < 100000; guard++) {
    // Is A due to finish its work now, or to be killed now? (needed for the pause rule at this instant)
    const writesNow = alive && !paused && done >= W;
    // 0. the shutdown signal reaches a running A
    if (S !== null && t === S && alive) {
      signalled = true;
      killAt = S + G;
    }
    const killedNow = alive && killAt !== null && t === killAt;
    // 1. pause start / end
    if (PF > 0 && t === P && alive && !writesNow && !killedNow && !pauseEverStarted) {
      paused = true;
      pauseEverStarted = true;
    }
    if (paused && t === P + PF) paused = false;
    // 2. expiry and takeover
    if (owner === 'A' && t >= expiry) {
      owner = 'B';
      takeoverAt = t;
      epoch = 2;
      bWriteAt = t + R;
    }
    // 3. forced termination
    if (alive && killAt !== null && t === killAt) {
      alive = false;
      endA = t;
      endHow = 'terminated';
    }
    // 4. heartbeats
    if (alive && !paused && beating && done < W && t > 0 && t % H === 0) {
      if (owner === 'A' && t < expiry) expiry = t + L;
      else beating = false;
    }
    // 5. B's write
    if (bWriteAt !== null && t === bWriteAt) writes.push([t, 'B', judge(2)]);
    // 6. A's write
    if (alive && !paused && done >= W) {
      writes.push([t, 'A', judge(1)]);
      alive = false;
      endA = t;
      endHow = 'wrote';
      if (owner === 'A') owner = null; // completed: lease released, no takeover
    }
    if (!alive && (bWriteAt === null ? owner !== 'A' : t >= bWriteAt)) break;
    // next instant: the earliest of everything that could happen
    const candidates = [P, P + PF, expiry, bWriteAt ?? Infinity, killAt ?? Infinity, S ?? Infinity];
    if (alive && !paused) candidates.push(t + (W - done));
    candidates.push((Math.floor(t / H) + 1) * H);
    const next = Math.min(...candidates.filter((c) => c > t));
    if (alive && !paused) done += next - t;
    t = next;
  }
  void signalled;
  return { takeoverAt, endA, endHow, writes };
}

export interface ReferenceSwarm {
  takeoverAt: number | null;
  aFinish: number;
  bFinish: number | null;
  bDrop: number | null;
  writes: Array<[number, 'A' | 'B', 'applied' | 'rejected' | 'deduplicated']>;
}

export function referenceSwarmLease(input: SwarmLeaseInput): ReferenceSwarm {
  const TTL = ms(input.ttl), SA = ms(input.stallAt), SF = ms(input.stallFor), W = ms(input.work), BA = ms(input.bArrivesAt);
  const coordinated = input.mechanism !== 'none';
  let aDone = 0, aFinished = false, stalled = false, renewing = input.renew, aFinish = 0;
  let owner: 'A' | 'B' | null = coordinated ? 'A' : null, expiry = TTL, completed = false;
  let bState: 'away' | 'waiting' | 'working' | 'finished' | 'dropped' = 'away', bStart = 0, bFinish: number | null = null, bDrop: number | null = null;
  let takeoverAt: number | null = null, highest = 0, keyApplied = false;
  const writes: Array<[number, 'A' | 'B', 'applied' | 'rejected' | 'deduplicated']> = [];
  // The ledger, step by step: token first (fencing), then the key (when on), else the money moves.
  const ledger = (token: number) => {
    if (input.mechanism === 'fencing') {
      const stale = token < highest;
      highest = Math.max(highest, token);
      if (stale) return 'rejected' as const;
    }
    if (input.idempotencyKey) {
      if (keyApplied) return 'deduplicated' as const;
      keyApplied = true;
    }
    return 'applied' as const;
  };
  let t = 0;
  for (let guard = 0; guard < 100000; guard++) {
    if (bState === 'away' && t >= BA) {
      bState = coordinated ? 'waiting' : 'working';
      bStart = t;
    }
    // 1. stall start / end (no stall if A has finished by then)
    if (SF > 0 && t === SA && !aFinished && aDone < W) stalled = true;
    if (stalled && t === SA + SF) stalled = false;
    // 2. A's renewal on whole seconds
    if (coordinated && renewing && !stalled && !aFinished && aDone < W && t > 0 && t % 1000 === 0) {
      if (owner === 'A' && t <= expiry) expiry = t + TTL;
      else renewing = false;
    }
    // 3. B's write
    if (bState === 'working' && t - bStart >= W) {
      writes.push([t, 'B', ledger(2)]);
      bState = 'finished';
      bFinish = t;
    }
    // 4. A's write and release
    if (!aFinished && !stalled && aDone >= W) {
      const outcome = ledger(1);
      writes.push([t, 'A', outcome]);
      aFinished = true;
      aFinish = t;
      if (coordinated && outcome === 'applied' && owner === 'A') {
        completed = true;
        owner = null;
      }
    }
    // 5. B's poll
    if (bState === 'waiting' && t % 1000 === 0) {
      if (completed) {
        bState = 'dropped';
        bDrop = t;
      } else if (owner === 'A' && t >= expiry) {
        owner = 'B';
        takeoverAt = t;
        bState = 'working';
        bStart = t;
      }
    }
    const bDoneOrGone = bState === 'finished' || bState === 'dropped';
    if (aFinished && bDoneOrGone) break;
    const candidates = [SA, SA + SF, BA, (Math.floor(t / 1000) + 1) * 1000];
    if (!aFinished && !stalled) candidates.push(t + (W - aDone));
    if (bState === 'working') candidates.push(bStart + W);
    const next = Math.min(...candidates.filter((c) => c > t));
    if (!aFinished && !stalled) aDone += next - t;
    t = next;
  }
  return { takeoverAt, aFinish, bFinish, bDrop, writes };
}
