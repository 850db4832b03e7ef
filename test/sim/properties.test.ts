import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  type LabEvent,
  simulateLeaseFencing,
  simulateSwarmLease,
  swarmLeaseVerdict,
  leaseFencingVerdict,
  stateAtLeaseFencing,
  stateAtSwarmLease,
} from '../../src/sim/index.js';
import { leaseFencingInput, swarmLeaseInput } from './arbitraries.js';

const RUNS = { numRuns: 400 };

function inClockOrder(events: LabEvent[]): boolean {
  return events.every((e, i) => i === 0 || events[i - 1].at <= e.at);
}

/** True when every number anywhere inside `value` is finite. */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value !== null && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

describe('engine invariants (fast-check)', () => {
  it('both models are deterministic', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
      expect(simulateLeaseFencing(input)).to.deep.equal(simulateLeaseFencing({ ...input }));
    }), RUNS);
    fc.assert(fc.property(swarmLeaseInput, (input) => {
      expect(simulateSwarmLease(input)).to.deep.equal(simulateSwarmLease({ ...input }));
    }), RUNS);
  });

  it('events are in time order, few and fully described', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
      const { events } = simulateLeaseFencing(input);
      expect(inClockOrder(events)).to.equal(true);
      expect(events.length).to.be.within(2, 40);
      for (const e of events) expect(e.text).to.match(/^[A-T].*\.$/).and.not.match(/NaN|undefined/);
    }), RUNS);
    fc.assert(fc.property(swarmLeaseInput, (input) => {
      const { events } = simulateSwarmLease(input);
      expect(inClockOrder(events)).to.equal(true);
      expect(events.length).to.be.within(3, 40);
      for (const e of events) expect(e.text).to.match(/^[A-T].*\.$/).and.not.match(/NaN|undefined/);
    }), RUNS);
  });

  it('epoch enforcement always yields exactly one applied increment', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
      expect(simulateLeaseFencing({ ...input, enforcement: 'epoch' }).appliedIncrements).to.equal(1);
    }), RUNS);
  });

  it('an accepted token is never lower than an earlier accepted one (watermark, fencing)', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
      const accepted = simulateLeaseFencing({ ...input, enforcement: 'watermark' }).writes.filter((w) => w.accepted);
      accepted.forEach((w, i) => i === 0 || expect(w.token).to.be.at.least(accepted[i - 1].token));
    }), RUNS);
    fc.assert(fc.property(swarmLeaseInput, (input) => {
      const accepted = simulateSwarmLease({ ...input, mechanism: 'fencing' }).writes.filter((w) => w.accepted);
      accepted.forEach((w, i) => i === 0 || expect(w.token as number).to.be.at.least(accepted[i - 1].token as number));
    }), RUNS);
  });

  it('the swarm always applies at least one refund, and the verdict follows the count', () => {
    fc.assert(fc.property(swarmLeaseInput, (input) => {
      const run = simulateSwarmLease(input);
      expect(run.refunds).to.be.at.least(1);
      expect(run.verdict).to.equal(run.refunds >= 2 ? 'DUPLICATE EFFECT' : run.deduplicatedWrites ? 'ONE EFFECT' : 'ONE OWNER');
      expect(run.refunds + run.rejectedWrites + run.deduplicatedWrites).to.equal(run.writes.length);
      run.writes.forEach((w) => expect(w.accepted).to.equal(w.outcome === 'applied'));
      expect(run.span).to.be.at.least(60);
      expect(allFinite(run)).to.equal(true);
    }), RUNS);
  });

  it('the verdict-only entries agree with full runs (the safety map relies on them)', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
      expect(leaseFencingVerdict(input)).to.equal(simulateLeaseFencing(input).verdict);
    }), RUNS);
    fc.assert(fc.property(swarmLeaseInput, (input) => {
      expect(swarmLeaseVerdict(input)).to.equal(simulateSwarmLease(input).verdict);
    }), RUNS);
  });

  it('the idempotency key never changes when anything happens, and never lets a second refund through', () => {
    fc.assert(fc.property(swarmLeaseInput, (input) => {
      const off = simulateSwarmLease({ ...input, idempotencyKey: false });
      const on = simulateSwarmLease({ ...input, idempotencyKey: true });
      const when = (run: typeof on) => [run.takeoverAt, run.workers.A.finishedAt, run.workers.B.finishedAt, run.workers.B.droppedAt, run.writes.map((w) => [w.at, w.worker, w.token])];
      expect(when(on)).to.deep.equal(when(off));
      expect(on.refunds).to.equal(1);
      expect(on.deduplicatedWrites).to.equal(off.refunds - 1);
      expect(on.rejectedWrites).to.equal(off.rejectedWrites);
    }), RUNS);
  });

  it('Model 1 derived figures are consistent', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
      const run = simulateLeaseFencing(input);
      expect(run.overlap).to.be.at.least(0);
      expect(run.appliedIncrements).to.equal(run.writes.filter((w) => w.accepted).length);
      if (run.takeoverAt === null) expect(run.verdict).to.equal('no-takeover');
      else expect(run.writes.find((w) => w.worker === 'B')?.accepted).to.equal(true);
      expect(allFinite(run)).to.equal(true);
    }), RUNS);
  });

  it('stateAtLeaseFencing agrees with the event list at every event time', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => {
      const run = simulateLeaseFencing(input);
      for (const e of run.events) {
        const t = e.until ?? e.at;
        const s = stateAtLeaseFencing(run, t);
        const writesSoFar = run.events.filter((x) => x.kind.startsWith('write-') && x.at <= t);
        expect(s.writes.length, `writes at ${t}`).to.equal(writesSoFar.length);
        expect(s.resource.appliedIncrements).to.equal(writesSoFar.filter((x) => x.kind === 'write-accepted').length);
        if (e.kind === 'takeover') expect(s.lease.holder).to.equal('B');
        if (e.kind === 'takeover' && input.enforcement === 'epoch') expect(s.resource.epoch).to.equal(2);
        if (e.kind === 'heartbeat-accepted') expect(s.lease).to.deep.equal({ holder: 'A', token: 1, expiresAt: Math.round((t + input.lease) * 1000) / 1000 });
        if (e.kind === 'pause') expect(s.original.phase).to.equal('paused');
        if (e.kind === 'resume') expect(s.original.phase).to.not.equal('paused');
        if (e.kind === 'terminated') expect(s.original.phase).to.equal('terminated');
        if (e.kind.startsWith('write-') && e.actor === 'A') expect(s.original.phase).to.equal('wrote');
        if (e.kind.startsWith('write-') && e.actor === 'B') expect(s.replacement.phase).to.equal('wrote');
        if (e.kind === 'release') expect(s.lease.holder).to.equal(null);
        if (e.kind === 'heartbeat-rejected') expect(s.original.zombie).to.equal(true);
      }
    }), RUNS);
  });

  it('stateAtSwarmLease agrees with the event list at every event time', () => {
    fc.assert(fc.property(swarmLeaseInput, (input) => {
      const run = simulateSwarmLease(input);
      for (const e of run.events) {
        const t = e.until ?? e.at;
        const s = stateAtSwarmLease(run, t);
        const writesSoFar = run.events.filter((x) => x.kind.startsWith('write-') && x.at <= t);
        expect(s.writes.length).to.equal(writesSoFar.length);
        expect(s.ledger.refunds).to.equal(writesSoFar.filter((x) => x.kind === 'write-accepted').length);
        if (e.kind === 'takeover') expect(s.lease.holder).to.equal('B');
        if (e.kind === 'renew') expect(s.lease).to.deep.equal({ holder: 'A', token: 1, expiresAt: Math.round((t + input.ttl) * 1000) / 1000, lapsed: false });
        if (e.kind === 'stall') expect(s.workers.A.phase).to.equal('stalled');
        if (e.kind === 'resume') expect(s.workers.A.phase).to.not.equal('stalled');
        if (e.kind === 'drop') expect(s.workers.B.phase).to.equal('dropped');
        if (e.kind === 'release') expect(s.lease.holder).to.equal(null);
        if (e.kind === 'delivered' && e.actor === 'B') expect(s.workers.B.phase).to.not.equal('not-arrived');
        if (e.kind.startsWith('write-')) expect(s.workers[e.actor as 'A' | 'B'].phase).to.equal('finished');
      }
    }), RUNS);
  });
});
