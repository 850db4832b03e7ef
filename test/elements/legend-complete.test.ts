// A legend keys every look the chart draws, for any input: a band or mark the reader cannot look up is a
// picture without words. The lanes whose bands are states named on the lane itself (the lease's holder and
// token, the resource's epoch or watermark, the ledger's refunds, a worker on standby) are the exceptions.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { leaseTimeline } from '../../src/lease-fencing/lanes.js';
import { swarmTimeline } from '../../src/swarm-lease/lanes.js';
import type { TimelineSpec } from '../../src/parts/timeline.js';
import { simulateLeaseFencing } from '../../src/sim/lease-fencing.js';
import { simulateSwarmLease } from '../../src/sim/swarm-lease.js';
import { leaseFencingInput, swarmLeaseInput } from '../sim/arbitraries.js';

/** Lanes whose bands name a state in their own words, and a worker's standby band, which says "standby". */
const NAMED_ON_LANE = new Set(['lease', 'resource', 'ledger']);
const named = (lane: string, look: string) => NAMED_ON_LANE.has(lane) || look === 'muted soft';

/** What the chart draws that the legend has no key for, as "lane: look (the band's or mark's name)". */
function unkeyed(spec: TimelineSpec): string[] {
  const keyed = new Set(spec.legend.map((item) => `${item.tone} ${item.kind}`));
  const missing = new Set<string>();
  for (const lane of spec.lanes) {
    for (const b of lane.bands) {
      const look = b.style === 'thin' ? `${b.tone} tick` : `${b.tone} ${b.style}`;
      if (!keyed.has(look) && !named(lane.id, look)) missing.add(`${lane.label}: ${look} (${b.label})`);
    }
    for (const m of lane.marks) if (!keyed.has(`${m.tone} ${m.shape}`)) missing.add(`${lane.label}: ${m.tone} ${m.shape} (${m.label})`);
  }
  return [...missing];
}

describe('every look the timeline draws has a legend key', () => {
  it('in the lease lab, for random inputs', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
        expect(unkeyed(leaseTimeline(simulateLeaseFencing(input)))).to.deep.equal([]);
      }), { numRuns: 500 });
  });

  it('in the lease lab, for a zombie A forcibly stopped before it writes', () => {
    const spec = leaseTimeline(simulateLeaseFencing({ shutdownAt: 20, shutdownGrace: 3 }));
    expect(spec.legend.map((item) => item.label)).to.include('A working without the lease (zombie)');
  });

  it('in the swarm lab, for random inputs', () => {
    fc.assert(fc.property(swarmLeaseInput, (input) => {
        expect(unkeyed(swarmTimeline(simulateSwarmLease(input)))).to.deep.equal([]);
      }), { numRuns: 500 });
  });
});
