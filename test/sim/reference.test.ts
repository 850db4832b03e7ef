// The engine's closed-form results against a naive step-by-step reference (small inputs only).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { simulateLeaseFencing, simulateSwarmLease } from '../../src/sim/index.js';
import { referenceLeaseFencing, referenceSwarmLease } from './reference.js';

/** Small times on a 0.25 s grid (ties galore), never below `min`. */
const small = (min: number, max = 30) => fc.integer({ min: Math.ceil(min * 4), max: max * 4 }).map((n) => n / 4);
const ms = (s: number | null) => (s === null ? null : Math.round(s * 1000));

describe('engine vs naive reference', () => {
  it('Model 1 agrees on takeover, the original end and every write decision', () => {
    const input = fc.record({
      work: small(0),
      lease: small(0.25, 20),
      heartbeat: small(0.25, 20),
      pauseAt: small(0),
      pauseFor: small(0),
      replacementWork: small(0),
      enforcement: fc.constantFrom('none' as const, 'watermark' as const, 'epoch' as const),
      shutdownAt: fc.option(small(0), { nil: null }),
      shutdownGrace: small(0),
    });
    fc.assert(
      fc.property(input, (i) => {
        const run = simulateLeaseFencing(i);
        const ref = referenceLeaseFencing(i);
        expect(ms(run.takeoverAt), 'takeover').to.equal(ref.takeoverAt);
        expect([ms(run.original.endsAt), run.original.end], 'A ends').to.deep.equal([ref.endA, ref.endHow]);
        expect(run.writes.map((w) => [ms(w.at), w.worker, w.accepted]), 'writes').to.deep.equal(ref.writes);
      }),
      { numRuns: 1500 },
    );
  });

  it('Model 2 agrees on takeover, finishes, drops and every refund', () => {
    const input = fc.record({
      mechanism: fc.constantFrom('none' as const, 'lease' as const, 'fencing' as const),
      ttl: small(0.25, 15),
      renew: fc.boolean(),
      stallAt: small(0, 15),
      stallFor: small(0, 15),
      work: small(0, 15),
      bArrivesAt: small(0, 15),
      idempotencyKey: fc.boolean(),
    });
    fc.assert(
      fc.property(input, (i) => {
        const run = simulateSwarmLease(i);
        const ref = referenceSwarmLease(i);
        expect(ms(run.takeoverAt), 'takeover').to.equal(ref.takeoverAt);
        expect(ms(run.workers.A.finishedAt), 'A finishes').to.equal(ref.aFinish);
        expect(ms(run.workers.B.finishedAt), 'B finishes').to.equal(ref.bFinish);
        expect(ms(run.workers.B.droppedAt), 'B drops').to.equal(ref.bDrop);
        expect(run.writes.map((w) => [ms(w.at), w.worker, w.outcome]), 'writes').to.deep.equal(ref.writes);
        const applied = ref.writes.filter((w) => w[2] === 'applied').length;
        const deduplicated = ref.writes.filter((w) => w[2] === 'deduplicated').length;
        expect(run.verdict).to.equal(applied >= 2 ? 'DUPLICATE EFFECT' : deduplicated ? 'ONE EFFECT' : 'ONE OWNER');
      }),
      { numRuns: 1500 },
    );
  });
});
