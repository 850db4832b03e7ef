/** fast-check generators that mix small, tie-prone values with anything valid up to a day. */
import fc from 'fast-check';
import type { LeaseFencingInput, SwarmLeaseInput } from '../../src/sim/index.js';

const DAY_MS = 86_400_000;

/** Seconds with millisecond precision in [min, max], biased towards small half-second values where ties live. */
export function seconds(min: number, max = 86400): fc.Arbitrary<number> {
  const lo = Math.round(min * 1000);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.ceil(lo / 500), max: 60 }).map((n) => n / 2) },
    { weight: 2, arbitrary: fc.integer({ min: lo, max: 30_000 }).map((n) => n / 1000) },
    { weight: 1, arbitrary: fc.integer({ min: lo, max: Math.min(DAY_MS, max * 1000) }).map((n) => n / 1000) },
  );
}

export const leaseFencingInput: fc.Arbitrary<LeaseFencingInput> = fc.record({
  work: seconds(0),
  lease: seconds(0.001),
  heartbeat: seconds(0.001),
  pauseAt: seconds(0),
  pauseFor: seconds(0),
  replacementWork: seconds(0),
  enforcement: fc.constantFrom('none', 'watermark', 'epoch'),
  shutdownAt: fc.option(seconds(0), { nil: null }),
  shutdownGrace: seconds(0),
});

export const swarmLeaseInput: fc.Arbitrary<SwarmLeaseInput> = fc.record({
  mechanism: fc.constantFrom('none', 'lease', 'fencing'),
  ttl: seconds(0.001),
  renew: fc.boolean(),
  stallAt: seconds(0),
  stallFor: seconds(0),
  work: seconds(0),
  bArrivesAt: seconds(0),
  idempotencyKey: fc.boolean(),
});
