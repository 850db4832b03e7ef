import { expect } from '@open-wc/testing';
import { type SwarmLeaseInput, simulateSwarmLease, stateAtSwarmLease } from '../../src/sim/index.js';

type Row = [
  name: string,
  change: Partial<SwarmLeaseInput>,
  takeover: number | null,
  aFinish: number,
  bFinish: number | null,
  bDrops: number | null,
  refunds: number,
  rejected: number,
  verdict: 'DUPLICATE EFFECT' | 'ONE OWNER',
];

// The spec's worked examples for Model 2, row by row.
const ROWS: Row[] = [
  ['mechanism=none', { mechanism: 'none' }, null, 10, 5.5, null, 2, 0, 'DUPLICATE EFFECT'],
  ['opening: lease, ttl 4', {}, 4, 10, 9, null, 2, 0, 'DUPLICATE EFFECT'],
  ['ttl=6', { ttl: 6 }, null, 10, null, 10, 1, 0, 'ONE OWNER'],
  ['ttl=5', { ttl: 5 }, 5, 10, 10, null, 2, 0, 'DUPLICATE EFFECT'],
  ['renewal off, ttl=10', { renew: false, ttl: 10 }, null, 10, null, 10, 1, 0, 'ONE OWNER'],
  ['renewal off, ttl=12', { renew: false, ttl: 12 }, null, 10, null, 10, 1, 0, 'ONE OWNER'],
  ['renewal off, ttl=4', { renew: false, ttl: 4 }, 4, 10, 9, null, 2, 0, 'DUPLICATE EFFECT'],
  ['stallFor=0', { stallFor: 0 }, null, 5, null, 5, 1, 0, 'ONE OWNER'],
  ['stallFor=8, ttl=8', { stallFor: 8, ttl: 8 }, 8, 13, 13, null, 2, 0, 'DUPLICATE EFFECT'],
  ['stallFor=8, ttl=9', { stallFor: 8, ttl: 9 }, null, 13, null, 13, 1, 0, 'ONE OWNER'],
  ['mechanism=fencing', { mechanism: 'fencing' }, 4, 10, 9, null, 1, 1, 'ONE OWNER'],
  ['fencing, stallFor=0, renewal off', { mechanism: 'fencing', stallFor: 0, renew: false }, 4, 5, 9, null, 2, 0, 'DUPLICATE EFFECT'],
];

type KeyRow = [
  name: string,
  change: Partial<SwarmLeaseInput>,
  takeover: number | null,
  aFinish: number,
  bFinish: number | null,
  bDrops: number | null,
  applied: Array<[worker: 'A' | 'B', at: number]>,
  rejected: number,
  deduplicated: Array<[worker: 'A' | 'B', at: number]>,
  verdict: 'ONE EFFECT' | 'ONE OWNER',
];

// The spec's worked examples for the idempotency key, row by row.
const KEY_ROWS: KeyRow[] = [
  ['idempotency-key (opening: lease, ttl 4)', { idempotencyKey: true }, 4, 10, 9, null, [['B', 9]], 0, [['A', 10]], 'ONE EFFECT'],
  ['mechanism=none, idempotency-key', { mechanism: 'none', idempotencyKey: true }, null, 10, 5.5, null, [['B', 5.5]], 0, [['A', 10]], 'ONE EFFECT'],
  ['mechanism=fencing, idempotency-key', { mechanism: 'fencing', idempotencyKey: true }, 4, 10, 9, null, [['B', 9]], 1, [], 'ONE OWNER'],
  ['fencing, stallFor=0, renewal off, idempotency-key', { mechanism: 'fencing', stallFor: 0, renew: false, idempotencyKey: true }, 4, 5, 9, null, [['A', 5]], 0, [['B', 9]], 'ONE EFFECT'],
  ['ttl=6, idempotency-key', { ttl: 6, idempotencyKey: true }, null, 10, null, 10, [['A', 10]], 0, [], 'ONE OWNER'],
];

describe('Model 2 worked examples with the idempotency key', () => {
  for (const [name, change, takeover, aFinish, bFinish, bDrops, applied, rejected, deduplicated, verdict] of KEY_ROWS) {
    it(name, () => {
      const run = simulateSwarmLease(change);
      expect(run.takeoverAt, 'takeover').to.equal(takeover);
      expect(run.workers.A.finishedAt, 'A finishes').to.equal(aFinish);
      expect(run.workers.B.finishedAt, 'B finishes').to.equal(bFinish);
      expect(run.workers.B.droppedAt, 'B drops').to.equal(bDrops);
      const by = (o: string) => run.writes.filter((w) => w.outcome === o).map((w) => [w.worker, w.at]);
      expect(by('applied'), 'applied').to.deep.equal(applied);
      expect(run.refunds, 'refunds').to.equal(applied.length);
      expect(run.rejectedWrites, 'rejected').to.equal(rejected);
      expect(by('deduplicated'), 'deduplicated').to.deep.equal(deduplicated);
      expect(run.deduplicatedWrites, 'deduplicatedWrites').to.equal(deduplicated.length);
      expect(run.verdict).to.equal(verdict);
      for (const w of run.writes) expect(w.accepted, `${w.worker} accepted`).to.equal(w.outcome === 'applied');
    });
  }

  it('a deduplicated write names the key and when it was first applied, and is its worker\'s outcome', () => {
    const run = simulateSwarmLease({ idempotencyKey: true });
    const a = run.writes.find((w) => w.worker === 'A');
    expect(a?.evidence).to.equal('key T-91 was already applied at 9 s; no second refund');
    expect(run.workers.A.write).to.equal('deduplicated');
    expect(run.workers.B.write).to.equal('accepted');
    expect(run.events.find((e) => e.kind === 'write-deduplicated')?.text).to.equal(
      'A writes the refund: deduplicated, key T-91 was already applied at 9 s; no second refund.',
    );
    expect(stateAtSwarmLease(run, 9.5).ledger).to.include({ refunds: 1, deduplicated: 0 });
    expect(stateAtSwarmLease(run, 10).ledger).to.include({ refunds: 1, deduplicated: 1 });
  });
});

describe('Model 2 worked examples', () => {
  for (const [name, change, takeover, aFinish, bFinish, bDrops, refunds, rejected, verdict] of ROWS) {
    it(name, () => {
      const run = simulateSwarmLease(change);
      expect(run.takeoverAt, 'takeover').to.equal(takeover);
      expect(run.workers.A.finishedAt, 'A finishes').to.equal(aFinish);
      expect(run.workers.B.finishedAt, 'B finishes').to.equal(bFinish);
      expect(run.workers.B.droppedAt, 'B drops').to.equal(bDrops);
      expect(run.refunds, 'refunds').to.equal(refunds);
      expect(run.rejectedWrites, 'rejected').to.equal(rejected);
      expect(run.verdict).to.equal(verdict);
      expect(run.span).to.equal(60);
    });
  }

  it('fencing rejects the stale token with the ledger as evidence', () => {
    const run = simulateSwarmLease({ mechanism: 'fencing' });
    expect(run.writes.map((w) => [w.at, w.worker, w.token, w.accepted])).to.deep.equal([
      [9, 'B', 2, true],
      [10, 'A', 1, false],
    ]);
    expect(run.writes[1].evidence).to.equal('the ledger has already seen token 2');
    expect(run.workers.A.write).to.equal('rejected');
    expect(run.workers.B).to.include({ claimedAt: 4, token: 2, write: 'accepted' });
  });

  it('a token only blocks writes older than one the ledger has seen', () => {
    const run = simulateSwarmLease({ mechanism: 'fencing', stallFor: 0, renew: false });
    expect(run.writes.map((w) => [w.worker, w.token, w.accepted])).to.deep.equal([['A', 1, true], ['B', 2, true]]);
  });

  it('attaches no token under none and lease', () => {
    for (const mechanism of ['none', 'lease'] as const) {
      expect(simulateSwarmLease({ mechanism }).writes.every((w) => w.token === null)).to.equal(true);
    }
    expect(simulateSwarmLease({ mechanism: 'none' }).workers.A).to.include({ claimedAt: null, token: null });
  });
});

describe('Model 2 same-instant rules', () => {
  it('the owner renewing at the expiry instant beats a poll at it', () => {
    const run = simulateSwarmLease({ ttl: 1, stallFor: 0 });
    expect(run.takeoverAt).to.equal(null);
    expect(run.detail.renewals).to.deep.equal([{ first: 1, last: 4, count: 4 }]);
    expect(run.workers.B.droppedAt).to.equal(5);
    const stalled = simulateSwarmLease({ stallFor: 8, ttl: 9 });
    const at9 = stalled.events.filter((e) => e.at === 9).map((e) => e.kind);
    expect(at9).to.deep.equal(['resume', 'renew']);
  });

  it('a finishing owner releases before a poll at the same instant', () => {
    const run = simulateSwarmLease({ work: 4, stallFor: 0, ttl: 4, renew: false });
    expect(run.events.filter((e) => e.at === 4).map((e) => e.kind)).to.deep.equal(['write-accepted', 'release', 'drop']);
    expect(run.workers.B.droppedAt).to.equal(4);
    expect(run.verdict).to.equal('ONE OWNER');
  });

  it('B arriving on a whole second polls at that second', () => {
    const onTheSecond = simulateSwarmLease({ bArrivesAt: 2 });
    const wait = onTheSecond.events.find((e) => e.kind === 'poll-wait');
    expect(wait).to.include({ at: 2, until: 3, count: 2 });
    const justAfter = simulateSwarmLease({ bArrivesAt: 2.001 });
    expect(justAfter.events.find((e) => e.kind === 'poll-wait')).to.include({ at: 3 });
    const atExpiry = simulateSwarmLease({ bArrivesAt: 4 });
    expect(atExpiry.takeoverAt).to.equal(4);
    expect(atExpiry.events.map((e) => e.kind)).to.not.include('poll-wait');
  });

  it("B's write precedes A's on a tie", () => {
    const run = simulateSwarmLease({ ttl: 5 });
    expect(run.writes.map((w) => [w.at, w.worker])).to.deep.equal([[10, 'B'], [10, 'A']]);
  });

  it('B arriving after A completed drops at its first poll', () => {
    const run = simulateSwarmLease({ bArrivesAt: 20.5, ttl: 6 });
    expect(run.workers.B.droppedAt).to.equal(21);
  });

  it('a renewal after the lease lapsed fails even when nobody has claimed it yet', () => {
    const run = simulateSwarmLease({ bArrivesAt: 30 });
    expect(run.detail.renewFailedAt).to.equal(6);
    expect(run.events.find((e) => e.kind === 'renew-failed')?.text).to.contain('lapsed at 4 s');
    expect(run.verdict).to.equal('ONE OWNER');
    expect(run.workers.B.droppedAt).to.equal(30);
  });

  it('extends the span past 60 s to the last event, rounded up', () => {
    expect(simulateSwarmLease({ work: 70.2, stallFor: 0 }).span).to.equal(71);
  });

  it('groups a day of whole-second renewals into one event', () => {
    const run = simulateSwarmLease({ work: 86400, stallFor: 0 });
    expect(run.events.find((e) => e.kind === 'renew')).to.include({ at: 1, until: 86399, count: 86399 });
    expect(run.events.length).to.be.at.most(40);
    expect(run.span).to.equal(86400);
  });
});

describe('stateAtSwarmLease', () => {
  it('follows the opening example', () => {
    const run = simulateSwarmLease();
    const early = stateAtSwarmLease(run, 0.75);
    expect(early.lease).to.deep.equal({ holder: 'A', token: 1, expiresAt: 4, lapsed: false });
    expect(early.workers.B.phase).to.equal('waiting');
    expect(stateAtSwarmLease(run, 3).workers.A.phase).to.equal('stalled');
    const taken = stateAtSwarmLease(run, 4);
    expect(taken.lease.holder).to.equal('B');
    expect(taken.workers.B.phase).to.equal('working');
    const end = stateAtSwarmLease(run, 10);
    expect(end.ledger).to.deep.equal({ refunds: 2, rejected: 0, deduplicated: 0, highestToken: null });
    expect(end.workers.A.phase).to.equal('finished');
  });
  it('shows a lapsed but unclaimed lease', () => {
    const run = simulateSwarmLease({ bArrivesAt: 30 });
    expect(stateAtSwarmLease(run, 5).lease).to.deep.equal({ holder: 'A', token: 1, expiresAt: 4, lapsed: true });
  });
  it('reports the highest token under fencing', () => {
    const run = simulateSwarmLease({ mechanism: 'fencing' });
    expect(stateAtSwarmLease(run, 9.5).ledger).to.deep.equal({ refunds: 1, rejected: 0, deduplicated: 0, highestToken: 2 });
    expect(stateAtSwarmLease(run, 10).ledger).to.deep.equal({ refunds: 1, rejected: 1, deduplicated: 0, highestToken: 2 });
  });
});
