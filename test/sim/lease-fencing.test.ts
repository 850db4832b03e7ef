import { expect } from '@open-wc/testing';
import { type LeaseFencingInput, simulateLeaseFencing, stateAtLeaseFencing } from '../../src/sim/index.js';

type Row = {
  change: Partial<LeaseFencingInput>;
  takeover: number | null;
  ends: [number, 'wrote' | 'terminated'];
  writes: Array<[number, 'A' | 'B', 1 | 2, boolean]>;
  increments: number;
  overlap: number;
  verdict: string;
};

// The spec's worked examples for Model 1, row by row.
const ROWS: Record<string, Row> = {
  'opening example': {
    change: {}, takeover: 13, ends: [26, 'wrote'], writes: [[18, 'B', 2, true], [26, 'A', 1, false]],
    increments: 1, overlap: 5, verdict: 'contained',
  },
  'enforcement=none': {
    change: { enforcement: 'none' }, takeover: 13, ends: [26, 'wrote'], writes: [[18, 'B', 2, true], [26, 'A', 1, true]],
    increments: 2, overlap: 5, verdict: 'duplicate',
  },
  'watermark race': {
    change: { enforcement: 'watermark', pauseFor: 10, replacementWork: 15 }, takeover: 13, ends: [22, 'wrote'],
    writes: [[22, 'A', 1, true], [28, 'B', 2, true]], increments: 2, overlap: 9, verdict: 'duplicate',
  },
  'same with epoch': {
    change: { enforcement: 'epoch', pauseFor: 10, replacementWork: 15 }, takeover: 13, ends: [22, 'wrote'],
    writes: [[22, 'A', 1, false], [28, 'B', 2, true]], increments: 1, overlap: 9, verdict: 'contained',
  },
  'short shutdown grace': {
    change: { shutdownAt: 2, shutdownGrace: 5 }, takeover: 13, ends: [7, 'terminated'], writes: [[18, 'B', 2, true]],
    increments: 1, overlap: 0, verdict: 'stopped',
  },
};

describe('Model 1 worked examples', () => {
  for (const [name, row] of Object.entries(ROWS)) {
    it(name, () => {
      const run = simulateLeaseFencing(row.change);
      expect(run.takeoverAt).to.equal(row.takeover);
      expect([run.original.endsAt, run.original.end]).to.deep.equal(row.ends);
      expect(run.writes.map((w) => [w.at, w.worker, w.token, w.accepted])).to.deep.equal(row.writes);
      expect(run.appliedIncrements).to.equal(row.increments);
      expect(run.overlap).to.equal(row.overlap);
      expect(run.verdict).to.equal(row.verdict);
    });
  }

  it('logs the opening example event by event, in clock order', () => {
    const run = simulateLeaseFencing();
    expect(run.events.map((e) => [e.at, e.actor, e.kind])).to.deep.equal([
      [0, 'A', 'acquire'],
      [3, 'A', 'heartbeat-accepted'],
      [4, 'A', 'pause'],
      [13, 'B', 'takeover'],
      [18, 'A', 'resume'],
      [18, 'A', 'heartbeat-rejected'],
      [18, 'B', 'write-accepted'],
      [26, 'A', 'write-rejected'],
    ]);
    const text = run.events.map((e) => e.text);
    expect(text[0]).to.contain('token 1').and.contain('expires at 10 s');
    expect(text[1]).to.contain('expires at 13 s');
    expect(text[2]).to.contain('until 18 s');
    expect(text[3]).to.contain('token 2').and.contain('registers epoch 2');
    expect(text[5]).to.contain('zombie');
    expect(text[7]).to.contain('token 1 does not match registered epoch 2');
  });

  it('teaches with precise evidence strings', () => {
    const watermark = simulateLeaseFencing({ enforcement: 'watermark' });
    expect(watermark.writes[1].evidence).to.equal('token 1 is older than watermark 2');
    const epoch = simulateLeaseFencing();
    expect(epoch.writes[1].evidence).to.equal('token 1 does not match registered epoch 2');
    expect(epoch.writes[0].evidence).to.equal('token 2 matches registered epoch 2');
  });
});

describe('Model 1 same-instant rules', () => {
  it('a heartbeat at the exact expiry is too late: takeover first, then the rejected heartbeat', () => {
    const run = simulateLeaseFencing({ lease: 3, heartbeat: 3, pauseFor: 0 });
    expect(run.takeoverAt).to.equal(3);
    expect(run.original.heartbeatRejectedAt).to.equal(3);
    expect(run.events.filter((e) => e.at === 3).map((e) => e.kind)).to.deep.equal(['takeover', 'heartbeat-rejected']);
    const justInTime = simulateLeaseFencing({ lease: 3, heartbeat: 2.999, pauseFor: 0 });
    expect(justInTime.takeoverAt).to.equal(null);
    expect(justInTime.verdict).to.equal('no-takeover');
  });

  it('a write at exactly pauseAt happens and the pause does not', () => {
    const run = simulateLeaseFencing({ work: 4, pauseAt: 4 });
    expect(run.original.pause).to.equal(null);
    expect(run.original).to.include({ endsAt: 4, end: 'wrote' });
    expect(run.events.map((e) => e.kind)).to.not.include('pause');
    expect(run.verdict).to.equal('no-takeover');
    const oneMsLater = simulateLeaseFencing({ work: 4.001, pauseAt: 4 });
    expect(oneMsLater.original.pause).to.deep.equal({ from: 4, until: 18 });
  });

  it('a forced stop at the write instant beats the write', () => {
    const run = simulateLeaseFencing({ pauseFor: 0, shutdownAt: 2, shutdownGrace: 10 });
    expect(run.original).to.include({ endsAt: 12, end: 'terminated', writesAt: null });
    expect(run.takeoverAt).to.equal(19, 'the killed worker never releases; its lease from the 9 s heartbeat expires');
    expect(run.verdict).to.equal('stopped');
    const later = simulateLeaseFencing({ pauseFor: 0, shutdownAt: 2, shutdownGrace: 10.001 });
    expect(later.original.end).to.equal('wrote');
    expect(later.verdict).to.equal('no-takeover');
  });

  it('expiry beats the original write at the same instant', () => {
    const run = simulateLeaseFencing({ work: 10, lease: 10, heartbeat: 20, pauseFor: 0 });
    expect(run.takeoverAt).to.equal(10);
    expect(run.writes[0]).to.include({ at: 10, worker: 'A', accepted: false });
    const watermark = simulateLeaseFencing({ work: 10, lease: 10, heartbeat: 20, pauseFor: 0, enforcement: 'watermark' });
    expect(watermark.verdict).to.equal('duplicate');
  });

  it('on a tie the replacement writes before the original', () => {
    for (const enforcement of ['none', 'watermark', 'epoch'] as const) {
      const run = simulateLeaseFencing({ replacementWork: 13, enforcement });
      expect(run.writes.map((w) => [w.at, w.worker])).to.deep.equal([[26, 'B'], [26, 'A']]);
      expect(run.events.slice(-2).map((e) => e.actor)).to.deep.equal(['B', 'A']);
      expect(run.writes[1].accepted).to.equal(enforcement === 'none');
    }
    const watermark = simulateLeaseFencing({ replacementWork: 13, enforcement: 'watermark' });
    expect(watermark.writes[1].evidence).to.equal('token 1 is older than watermark 2');
  });

  it('a forced stop during the pause ends the attempt without a resume', () => {
    const run = simulateLeaseFencing({ shutdownAt: 2, shutdownGrace: 5 });
    const kinds = run.events.map((e) => e.kind);
    expect(kinds).to.include('terminated');
    expect(kinds).to.not.include('resume');
    expect(run.original.stopDeadline).to.equal(7);
  });

  it('a shutdown signal after the write never arrives', () => {
    const run = simulateLeaseFencing({ pauseFor: 0, shutdownAt: 13 });
    expect(run.original.shutdownAt).to.equal(null);
    expect(run.events.map((e) => e.kind)).to.not.include('shutdown-signal');
  });

  it('computes in whole milliseconds, so float noise never decides a tie', () => {
    // 0.1 + 0.2 work against a 0.3 s lease: the write lands exactly on the expiry, which wins.
    const run = simulateLeaseFencing({ work: 0.1 + 0.2, lease: 0.3, heartbeat: 1, pauseFor: 0 });
    expect(run.takeoverAt).to.equal(0.3);
    const rounded = simulateLeaseFencing({ work: 12.0004, lease: 10.0006 });
    expect(rounded.input.work).to.equal(12);
    expect(rounded.input.lease).to.equal(10.001);
  });

  it('groups a day of 1 ms heartbeats into one event', () => {
    const run = simulateLeaseFencing({ work: 86400, heartbeat: 0.001, pauseFor: 0 });
    const beats = run.events.filter((e) => e.kind === 'heartbeat-accepted');
    expect(beats).to.have.length(1);
    expect(beats[0]).to.include({ at: 0.001, until: 86399.999, count: 86399999, cadence: 0.001 });
    expect(run.events.length).to.be.at.most(40);
  });

  it('rejects invalid programmatic input with a RangeError naming the field and range', () => {
    expect(() => simulateLeaseFencing({ lease: 0 })).to.throw(RangeError, /lease.*0\.001 to 86,400/);
    expect(() => simulateLeaseFencing({ work: Number.NaN })).to.throw(RangeError, /work/);
    expect(() => simulateLeaseFencing({ enforcement: 'sometimes' as never })).to.throw(RangeError, /enforcement/);
    expect(() => simulateLeaseFencing({ shutdownAt: -1 })).to.throw(RangeError, /shutdownAt/);
    expect(simulateLeaseFencing({ shutdownAt: null }).original.stopDeadline).to.equal(null);
  });
});

describe('stateAtLeaseFencing', () => {
  const run = simulateLeaseFencing();
  it('shows A holding the lease while it renews, then B after the takeover', () => {
    expect(stateAtLeaseFencing(run, 2).lease).to.deep.equal({ holder: 'A', token: 1, expiresAt: 10 });
    expect(stateAtLeaseFencing(run, 3).lease).to.deep.equal({ holder: 'A', token: 1, expiresAt: 13 });
    expect(stateAtLeaseFencing(run, 12.999).lease.holder).to.equal('A');
    expect(stateAtLeaseFencing(run, 13).lease).to.deep.equal({ holder: 'B', token: 2, expiresAt: null });
  });
  it('tracks phases, the zombie and the resource', () => {
    const paused = stateAtLeaseFencing(run, 10);
    expect(paused.original).to.deep.equal({ phase: 'paused', workDone: 4, shuttingDown: false, zombie: false });
    const zombie = stateAtLeaseFencing(run, 20);
    expect(zombie.original).to.include({ phase: 'working', zombie: true, workDone: 6 });
    expect(zombie.replacement.phase).to.equal('wrote');
    expect(zombie.resource).to.deep.equal({ epoch: 2, watermark: null, appliedIncrements: 1 });
    const end = stateAtLeaseFencing(run, 30);
    expect(end.original.phase).to.equal('wrote');
    expect(end.writes).to.have.length(2);
  });
  it('treats unreadable inspection times as the start', () => {
    expect(stateAtLeaseFencing(run, Number.NaN).t).to.equal(0);
    expect(stateAtLeaseFencing(run, -5).t).to.equal(0);
  });
});
