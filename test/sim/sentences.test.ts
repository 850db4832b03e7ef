/**
 * Every sentence the labs compose must be true of the run it describes. Each test recomputes the facts a
 * sentence claims (who held the lease when, whether A was stalled at B's claim, which writes were applied…)
 * from the run's event log and inputs, not from the fields the sentence was built from, then checks every
 * clause over random inputs. A sentence that matches none of the known shapes fails too, so new wording has
 * to be added here with its facts.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  type LabEvent,
  type LeaseFencingRun,
  type SwarmLeaseRun,
  simulateLeaseFencing,
  simulateSwarmLease,
} from '../../src/sim/index.js';
import { leaseMetrics, leaseVerdict } from '../../src/lease-fencing/verdict.js';
import { verdictAnnouncement } from '../../src/parts/metrics.js';
import { metricValue } from '../../src/parts/metrics.js';
import { swarmMetrics, swarmVerdict } from '../../src/swarm-lease/verdict.js';
import { leaseFencingInput, swarmLeaseInput } from './arbitraries.js';
import { plain } from '../helpers.js';
import type { Verdict } from '../../src/parts/metrics.js';

/** A verdict's sentences with no-break spaces read as spaces: these checks are about what they say. */
const said = (v: Verdict): Verdict => ({ ...v, headline: plain(v.headline), evidence: plain(v.evidence) });

const RUNS = { numRuns: 1500 };
const ms = (s: number) => Math.round(s * 1000);
/** "12.5" or "86,400" from a sentence, as integer milliseconds. */
const msOf = (text: string) => ms(Number(text.replace(/,/g, '')));
/** `ms` as a card writes it in English ("86,400 s"), by the platform's own formatter as the reference. */
const secs = (ms: number) => `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} s`;
/** A number as English sentences write it: whole digits grouped in threes from 1,000 up. */
const N = '(\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?)';

function first(events: readonly LabEvent[], kind: string, actor?: string): LabEvent | undefined {
  return events.find((e) => e.kind === kind && (actor === undefined || e.actor === actor));
}

/** A's and B's writes as the log tells them: when, accepted or not, and their place in the log. */
function writeOf(events: readonly LabEvent[], actor: 'A' | 'B') {
  const i = events.findIndex((e) => e.kind.startsWith('write-') && e.actor === actor);
  return i < 0 ? null : { at: ms(events[i].at), accepted: events[i].kind === 'write-accepted', outcome: events[i].kind.slice(6), index: i };
}

/** Applies the one matching shape's checks; fails when no shape matches. */
function check(sentence: string, shapes: ReadonlyArray<[RegExp, (m: RegExpExecArray) => void]>): void {
  for (const [pattern, facts] of shapes) {
    const m = pattern.exec(sentence);
    if (m) return facts(m);
  }
  expect.fail(`no known shape for the sentence "${sentence}"`);
}

/** Facts of a swarm run, from its log and inputs only. */
function swarmFacts(run: SwarmLeaseRun) {
  const { events, input } = run;
  const renewals = events.filter((e) => e.kind === 'renew');
  const lastRenewal = renewals.length ? ms(renewals[renewals.length - 1].until ?? renewals[renewals.length - 1].at) : 0;
  const stall = first(events, 'stall');
  const resume = first(events, 'resume');
  const takeover = first(events, 'takeover');
  const drop = first(events, 'drop');
  const a = writeOf(events, 'A');
  const b = writeOf(events, 'B');
  return {
    coordinated: input.mechanism !== 'none',
    lapse: lastRenewal + ms(input.ttl),
    stalledAt: (t: number) => stall !== undefined && resume !== undefined && ms(stall.at) <= t && t < ms(resume.at),
    resumeAt: resume ? ms(resume.at) : null,
    takeover: takeover ? ms(takeover.at) : null,
    drop: drop ? ms(drop.at) : null,
    release: first(events, 'release') ? ms((first(events, 'release') as LabEvent).at) : null,
    a,
    b,
    applied: events.filter((e) => e.kind === 'write-accepted').length,
    rejected: events.filter((e) => e.kind === 'write-rejected').length,
    deduplicated: events.filter((e) => e.kind === 'write-deduplicated').length,
  };
}

function checkSwarm(run: SwarmLeaseRun): void {
  const f = swarmFacts(run);
  const v = said(swarmVerdict(run));
  const { mechanism } = run.input;
  const aFinished = f.a?.at as number;

  expect(v.label).to.equal(f.applied >= 2 ? 'Duplicate effect.' : f.deduplicated ? 'One effect.' : 'One owner.');
  expect(f.a, 'A always writes').to.not.equal(null);
  check(v.headline, [
    [/^Nothing coordinated the workers: A and B both ran T-91 and order 7731 was refunded twice\.$/, () => {
      expect(mechanism).to.equal('none');
      expect(f.a?.accepted && f.b?.accepted).to.equal(true);
    }],
    [new RegExp(`^Fencing was not enough: A's refund with token 1 at ${N} s reached the ledger before any token 2, so both refunds were applied\\.$`), (m) => {
      expect(mechanism).to.equal('fencing');
      expect(f.a).to.include({ at: msOf(m[1]), accepted: true });
      expect(f.b?.accepted).to.equal(true);
      expect(f.b?.at).to.be.above(msOf(m[1]));
    }],
    [new RegExp(`^B claimed the lapsed lease at ${N} s while (A was stalled \\(until ${N} s\\)|A was resuming from its stall|A was still working); both finished and order 7731 was refunded twice\\.$`), (m) => {
      const claim = msOf(m[1]);
      expect(mechanism).to.equal('lease');
      expect(f.takeover).to.equal(claim);
      expect(claim, 'the lease had lapsed').to.be.at.least(f.lapse);
      expect(aFinished, 'A had not finished').to.be.above(claim);
      if (m[3] !== undefined) {
        expect(f.stalledAt(claim), `A stalled at ${claim} ms`).to.equal(true);
        expect(f.resumeAt).to.equal(msOf(m[3]));
      } else {
        expect(f.stalledAt(claim), `A working at ${claim} ms`).to.equal(false);
        // "Resuming" exactly when the claim falls on the instant the stall ends, "still working" otherwise.
        expect(m[2] === 'A was resuming from its stall', `A resumed at ${f.resumeAt} ms`).to.equal(f.resumeAt === claim);
      }
      expect(f.a?.accepted && f.b?.accepted).to.equal(true);
    }],
    [new RegExp(`^Two workers did the work, but the ledger applied the refund once: ([AB])'s refund at ${N} s was applied and ([AB])'s at ${N} s was deduplicated by key T-91\\.$`), (m) => {
      expect(run.input.idempotencyKey).to.equal(true);
      const [applied, repeat] = m[1] === 'A' ? [f.a, f.b] : [f.b, f.a];
      expect(m[1]).to.not.equal(m[3]);
      expect(applied).to.include({ at: msOf(m[2]), outcome: 'accepted' });
      expect(repeat).to.include({ at: msOf(m[4]), outcome: 'deduplicated' });
      expect(repeat?.index, 'the repeat reached the ledger later').to.be.above(applied?.index as number);
    }],
    [new RegExp(`^B took over at ${N} s and refunded once; A's late refund was rejected: (.+)\\.$`), (m) => {
      expect(f.takeover).to.equal(msOf(m[1]));
      expect(f.b?.accepted).to.equal(true);
      expect(f.a?.accepted).to.equal(false);
      expect(f.a?.index).to.be.above(f.b?.index as number);
      expect(m[2]).to.equal(run.writes.find((w) => w.worker === 'A')?.evidence);
    }],
    [new RegExp(`^(?:A kept the lease and finished at ${N} s|A's lease lapsed at ${N} s, but nobody claimed it before A finished at ${N} s); B found T-91 completed and dropped its copy at ${N} s\\.$`), (m) => {
      expect(f.coordinated).to.equal(true);
      expect(f.takeover).to.equal(null);
      expect(f.a?.accepted).to.equal(true);
      expect(f.release).to.equal(aFinished);
      if (m[1] !== undefined) {
        expect(msOf(m[1])).to.equal(aFinished);
        // Running out at the very instant A finishes is no lapse: A's refund and release come first then.
        expect(f.lapse, 'the lease never lapsed while A worked').to.be.at.least(aFinished);
      } else {
        expect(msOf(m[2])).to.equal(f.lapse);
        expect(msOf(m[3])).to.equal(aFinished);
        expect(f.lapse).to.be.below(aFinished);
      }
      expect(f.drop).to.equal(msOf(m[4]));
      expect(f.b).to.equal(null);
    }],
  ]);
  check(v.evidence, [
    [/^(\d+) refunds? applied for one task\.$/, (m) => {
      expect(Number(m[1])).to.equal(f.applied);
      expect(f.applied).to.be.at.least(2);
    }],
    [/^Exactly one refund applied\.$/, () => expect(f.applied === 1 && f.deduplicated === 0).to.equal(true)],
    [new RegExp(`^Ledger evidence: key T-91 was already applied at ${N} s; no second refund\\.$`), (m) => {
      expect(f.applied === 1 && f.deduplicated === 1).to.equal(true);
      const applied = f.a?.outcome === 'accepted' ? f.a : f.b;
      expect(applied?.at, 'when the key was first applied').to.equal(msOf(m[1]));
    }],
  ]);
  expect(plain(verdictAnnouncement(swarmVerdict(run)))).to.equal(`${v.label} ${v.headline}`);

  const cards = Object.fromEntries(swarmMetrics(run).map((c) => [c.id, { ...c, detail: plain(c.detail), value: plain(metricValue(c)) }]));
  expect(Object.keys(cards)).to.deep.equal(
    run.input.idempotencyKey ? ['refunds', 'rejected', 'deduplicated', 'takeover', 'finish'] : ['refunds', 'rejected', 'takeover', 'finish'],
  );
  if (cards.deduplicated) expect(cards.deduplicated.value).to.equal(String(f.deduplicated));
  expect(Object.values(cards).map((c) => c.value), 'no card repeats the verdict').to.not.include(run.verdict);
  expect(cards.refunds.value).to.equal(String(f.applied));
  expect(cards.rejected.value).to.equal(String(f.rejected));
  expect(cards.rejected.detail).to.equal(mechanism === 'fencing' ? 'stale tokens the ledger refused' : 'the ledger checks no token');
  expect(cards.takeover.value).to.equal(f.takeover === null ? 'none' : secs(f.takeover));
  check(cards.takeover.detail, [
    [/^no lease in use$/, () => expect(f.coordinated).to.equal(false)],
    [/^B claimed the lapsed lease$/, () => expect(f.takeover).to.be.a('number').and.at.least(f.lapse)],
    [/^A kept the lease$/, () => expect(f.coordinated && f.takeover === null && f.lapse >= aFinished).to.equal(true)],
    [new RegExp(`^lapsed at ${N} s, never claimed$`), (m) => {
      expect(f.coordinated && f.takeover === null).to.equal(true);
      expect(msOf(m[1])).to.equal(f.lapse);
      expect(f.lapse).to.be.below(aFinished);
    }],
  ]);
  expect(cards.finish.value).to.equal(secs(aFinished));
  expect(cards.finish.amount).to.equal(aFinished / 1000);
  check(cards.finish.detail, [
    [new RegExp(`^B dropped its copy at ${N} s$`), (m) => {
      expect(f.drop).to.equal(msOf(m[1]));
      expect(f.b).to.equal(null);
    }],
    [new RegExp(`^B finished at ${N} s$`), (m) => expect(f.b?.at).to.equal(msOf(m[1]))],
  ]);
}

/** Claims made inside the swarm's event sentences, against the rest of the log. */
function checkSwarmEvents(run: SwarmLeaseRun): void {
  const f = swarmFacts(run);
  for (const e of run.events) {
    const at = ms(e.at);
    if (e.kind === 'renew-failed') {
      check(e.text, [
        [/B already holds the lease with token 2/, () => expect(f.takeover).to.be.a('number').and.below(at)],
        [new RegExp(`the lease lapsed at ${N} s\\. A stops renewing but keeps working\\.$`), (m) => {
          expect(msOf(m[1])).to.equal(f.lapse);
          expect(f.lapse).to.be.below(at);
          expect(f.takeover === null || f.takeover >= at).to.equal(true);
          expect(f.a?.at).to.be.above(at);
        }],
      ]);
    }
    if (e.kind === 'takeover') {
      const m = new RegExp(`finds the lease lapsed at ${N} s`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(f.lapse);
      expect(f.lapse).to.be.at.most(at);
    }
    if (e.kind === 'poll-wait') {
      // "A holds the lease" at every waiting poll: before the lapse and before A finished.
      const last = ms(e.until ?? e.at);
      expect(last).to.be.below(f.lapse);
      expect(last).to.be.below(f.a?.at as number);
    }
    if (e.kind === 'drop') expect(f.release).to.be.a('number').and.at.most(at);
    if (e.kind === 'delivered' && e.actor === 'B' && f.coordinated) {
      const m = new RegExp(`will poll the lease store from ${N} s\\.$`).exec(e.text);
      const firstPoll = run.events.find((x) => x.actor === 'B' && ['poll-wait', 'takeover', 'drop'].includes(x.kind));
      expect(m && msOf(m[1])).to.equal(ms(firstPoll?.at as number));
      expect(ms(firstPoll?.at as number)).to.be.at.least(at);
    }
    if (e.kind === 'renew') {
      // Succeeds while the lease is A's (at or before the expiry in force) and sets it to its last renewal + TTL.
      const m = new RegExp(`it now expires at ${N} s\\.$`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(ms(e.until ?? e.at) + ms(run.input.ttl));
      const earlier = run.events.filter((x) => x.kind === 'renew' && x.at < e.at);
      const inForce = earlier.length ? ms(earlier[earlier.length - 1].until ?? earlier[earlier.length - 1].at) + ms(run.input.ttl) : ms(run.input.ttl);
      expect(at).to.be.at.most(inForce);
      expect(f.takeover === null || f.takeover > ms(e.until ?? e.at)).to.equal(true);
    }
    if (e.kind === 'stall') {
      const m = new RegExp(`until ${N} s: no work and no renewals\\.$`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(f.resumeAt);
    }
    if (e.kind === 'resume') {
      const m = new RegExp(`^A resumes after ${N} s,`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(at - ms(first(run.events, 'stall')?.at as number));
    }
    if (e.kind.startsWith('write-')) {
      const seen = /ledger has already seen token (\d)/.exec(e.text);
      const before = run.events.slice(0, run.events.indexOf(e)).filter((x) => x.kind.startsWith('write-'));
      if (seen) expect(before.some((x) => x.text.includes(`with token ${seen[1]}`))).to.equal(true);
      if (/ledger has seen no token yet/.test(e.text)) expect(before).to.have.length(0);
    }
  }
}

/** Facts of a lease-fencing run, from its log and inputs only. */
function leaseFacts(run: LeaseFencingRun) {
  const { events, input } = run;
  const beats = events.filter((e) => e.kind === 'heartbeat-accepted');
  const lastBeat = beats.length ? ms(beats[beats.length - 1].until ?? beats[beats.length - 1].at) : null;
  const takeover = first(events, 'takeover');
  const stop = first(events, 'terminated');
  const signal = first(events, 'shutdown-signal');
  const a = writeOf(events, 'A');
  const b = writeOf(events, 'B');
  const endA = stop ? ms(stop.at) : (a?.at as number);
  const T = takeover ? ms(takeover.at) : null;
  return {
    lastBeat,
    expiry: (lastBeat ?? 0) + ms(input.lease),
    takeover: T,
    stop: stop ? ms(stop.at) : null,
    signal: signal ? ms(signal.at) : null,
    release: first(events, 'release') ? ms((first(events, 'release') as LabEvent).at) : null,
    a,
    b,
    endA,
    overlap: T === null || b === null ? 0 : Math.max(0, Math.min(endA, b.at) - T),
    applied: events.filter((e) => e.kind === 'write-accepted').length,
  };
}

function checkLease(run: LeaseFencingRun): void {
  const f = leaseFacts(run);
  const v = said(leaseVerdict(run));
  const { enforcement } = run.input;
  const labels = ['Finished under its lease.', 'Contained.', 'Stopped.', 'Duplicate effect.'];
  expect(labels).to.include(v.label);

  check(v.headline, [
    [new RegExp(`^A wrote at ${N} s with token 1 and released the lease; no takeover was needed\\.$`), (m) => {
      expect(v.label).to.equal('Finished under its lease.');
      expect(f.a).to.include({ at: msOf(m[1]), accepted: true });
      expect(f.release).to.equal(msOf(m[1]));
      expect(f.takeover).to.equal(null);
      expect(msOf(m[1])).to.be.below(f.expiry);
    }],
    [new RegExp(`^B took over at ${N} s and completed the increment; A's late write at ${N} s was rejected\\.$`), (m) => {
      expect(v.label).to.equal('Contained.');
      expect(f.takeover).to.equal(msOf(m[1]));
      expect(f.b?.accepted).to.equal(true);
      expect(f.a).to.include({ at: msOf(m[2]), accepted: false });
      expect(msOf(m[2]), 'late: after the takeover').to.be.at.least(msOf(m[1]));
    }],
    [new RegExp(`^B took over at ${N} s and completed the increment; A was forcibly stopped at ${N} s before it could write\\.$`), (m) => {
      expect(v.label).to.equal('Stopped.');
      expect(f.takeover).to.equal(msOf(m[1]));
      expect(f.b?.accepted).to.equal(true);
      expect(f.stop).to.equal(msOf(m[2]));
      expect(f.a).to.equal(null);
    }],
    [/^Both writes were applied: (\d+) increments for one intent\.$/, (m) => {
      expect(v.label).to.equal('Duplicate effect.');
      expect(Number(m[1])).to.equal(2);
      expect(f.applied).to.equal(2);
      expect(f.a?.accepted && f.b?.accepted).to.equal(true);
    }],
  ]);
  check(v.evidence, [
    [/^One increment applied, as intended\.$/, () => expect(f.applied).to.equal(1)],
    [/^Resource evidence: (.+)\.$/, (m) => {
      expect(f.a?.accepted).to.equal(false);
      expect(m[1]).to.equal(run.writes.find((w) => w.worker === 'A')?.evidence);
    }],
    [/^One increment applied\. The forced stop, not the resource, kept the old attempt out\.$/, () => {
      expect(f.applied).to.equal(1);
      expect(f.stop).to.be.a('number');
    }],
    [new RegExp(`^The resource checks no token, so A's write with token 1 at ${N} s went through\\.$`), (m) => {
      expect(enforcement).to.equal('none');
      expect(f.a).to.include({ at: msOf(m[1]), accepted: true });
    }],
    [new RegExp(`^A wrote at ${N} s, before B's token 2 had reached the resource, so the watermark had nothing newer to compare token 1 against\\.$`), (m) => {
      expect(enforcement).to.equal('watermark');
      expect(f.a).to.include({ at: msOf(m[1]), accepted: true });
      expect(f.b?.at).to.be.above(msOf(m[1]));
    }],
  ]);
  expect(plain(verdictAnnouncement(leaseVerdict(run)))).to.equal(`${v.label} ${v.headline}`);

  const cards = Object.fromEntries(leaseMetrics(run).map((c) => [c.id, { ...c, detail: plain(c.detail), value: plain(metricValue(c)) }]));
  expect(cards.increments.value).to.equal(String(f.applied));
  expect(cards.takeover.value).to.equal(f.takeover === null ? 'none' : secs(f.takeover));
  check(cards.takeover.detail, [
    [/^A finished under its lease$/, () => expect(f.takeover).to.equal(null)],
    [new RegExp(`^after the last valid renewal at ${N} s$`), (m) => {
      expect(f.lastBeat).to.equal(msOf(m[1]));
      expect(f.takeover).to.equal(f.expiry);
    }],
    [/^after the lease from 0 s ran out$/, () => {
      expect(f.lastBeat).to.equal(null);
      expect(f.takeover).to.equal(ms(run.input.lease));
    }],
  ]);
  expect(cards.overlap.value).to.equal(secs(f.overlap));
  check(cards.overlap.detail, [
    [/^no takeover, no overlap$/, () => expect(f.takeover).to.equal(null)],
    [/^both attempts in flight(, paused time included)?$/, (m) => {
      expect(f.overlap).to.be.above(0);
      // From the log: A's pause (until it resumes or is stopped) overlaps the stretch from takeover to overlap end.
      const from = first(run.events, 'pause')?.at;
      const resumed = first(run.events, 'resume')?.at;
      const until = resumed !== undefined ? ms(resumed) : (f.stop ?? f.endA);
      const paused = from !== undefined && Math.max(ms(from), f.takeover as number) < Math.min(until, (f.takeover as number) + f.overlap);
      expect(Boolean(m[1]), `paused time in the overlap: ${paused}`).to.equal(paused);
    }],
    [/^A had ended before the takeover$/, () => expect(f.endA).to.be.below(f.takeover as number)],
    [/^B wrote at the instant it took over$/, () => expect(f.b?.at).to.equal(f.takeover)],
    [/^A ended at the instant of the takeover$/, () => expect(f.endA).to.equal(f.takeover)],
  ]);
  expect(cards['original-end'].value).to.equal(secs(f.endA));
  check(cards['original-end'].detail, [
    [/^forcibly stopped before writing$/, () => expect(f.stop !== null && f.a === null).to.equal(true)],
    [/^wrote; (accepted|rejected)$/, (m) => expect(f.a?.accepted).to.equal(m[1] === 'accepted')],
  ]);
}

/** Claims made inside Model 1's event sentences, against the rest of the log. */
function checkLeaseEvents(run: LeaseFencingRun): void {
  const f = leaseFacts(run);
  for (const e of run.events) {
    const at = ms(e.at);
    if (e.kind === 'pause') {
      check(e.text, [
        [new RegExp(`^A is paused until ${N} s: no work and no heartbeats\\.$`), (m) => {
          expect(f.stop === null || f.stop >= msOf(m[1]), 'A lives to resume').to.equal(true);
          expect(first(run.events, 'resume')?.at).to.equal(msOf(m[1]) / 1000);
        }],
        [new RegExp(`^A is paused, due to resume at ${N} s: no work and no heartbeats\\.$`), (m) => {
          expect(f.stop).to.be.a('number').and.below(msOf(m[1]));
          expect(first(run.events, 'resume')).to.equal(undefined);
        }],
      ]);
    }
    if (e.kind === 'shutdown-signal') {
      const m = new RegExp(`has until ${N} s to finish its job before it is forcibly stopped\\.$`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(at + ms(run.input.shutdownGrace));
      expect(f.a === null || f.a.at >= at, 'A had not written before the signal').to.equal(true);
      if (m && f.a !== null) expect(f.a.at).to.be.below(msOf(m[1]));
    }
    if (e.kind === 'heartbeat-rejected') {
      const m = new RegExp(`the lease passed to B at ${N} s`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(f.takeover);
      expect(f.takeover).to.be.at.most(at);
      expect(f.endA, 'A keeps working').to.be.above(at);
    }
    if (e.kind === 'terminated') {
      const m = new RegExp(`it simply expires at ${N} s\\.$`).exec(e.text);
      if (m) expect(f.takeover).to.equal(msOf(m[1]));
      if (m) expect(f.takeover).to.be.above(at);
      else expect(f.takeover).to.be.at.most(at);
    }
    if (e.kind === 'release') expect(f.takeover).to.equal(null);
    if (e.kind === 'heartbeat-accepted') {
      // Accepted only strictly before the expiry in force; each sets it to the heartbeat + the lease.
      const m = new RegExp(`the lease now expires at ${N} s\\.$`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(ms(e.until ?? e.at) + ms(run.input.lease));
      const earlier = run.events.filter((x) => x.kind === 'heartbeat-accepted' && x.at < e.at);
      const inForce = earlier.length ? ms(earlier[earlier.length - 1].until ?? earlier[earlier.length - 1].at) + ms(run.input.lease) : ms(run.input.lease);
      expect(at).to.be.below(inForce);
    }
    if (e.kind === 'resume') {
      const m = new RegExp(`^A resumes after ${N} s frozen`).exec(e.text);
      expect(m && msOf(m[1])).to.equal(at - ms(first(run.events, 'pause')?.at as number));
      expect(f.stop === null || f.stop >= at, 'A is alive to resume').to.equal(true);
    }
    if (e.kind.startsWith('write-')) {
      const epoch = /registered epoch (\d)/.exec(e.text);
      if (epoch) expect(Number(epoch[1])).to.equal(f.takeover !== null && f.takeover <= at ? 2 : 1);
      const watermark = /(?:older than|not older than) watermark (\d)/.exec(e.text);
      const before = run.events.slice(0, run.events.indexOf(e)).filter((x) => x.kind === 'write-accepted');
      if (watermark) expect(before.some((x) => x.text.includes(`with token ${watermark[1]}`))).to.equal(true);
      if (/no token accepted yet/.test(e.text)) expect(before).to.have.length(0);
    }
  }
}

describe('composed sentences are true of the run (fast-check)', () => {
  it('swarm lab: headline, evidence, announcement and metric cards', () => {
    fc.assert(fc.property(swarmLeaseInput, (input) => checkSwarm(simulateSwarmLease(input))), RUNS);
  });

  it('swarm lab: claims inside event sentences', () => {
    fc.assert(fc.property(swarmLeaseInput, (input) => checkSwarmEvents(simulateSwarmLease(input))), RUNS);
  });

  it('lease-fencing lab: headline, evidence, announcement and metric cards', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => checkLease(simulateLeaseFencing(input))), RUNS);
  });

  it('lease-fencing lab: claims inside event sentences', () => {
    fc.assert(fc.property(leaseFencingInput, (input) => checkLeaseEvents(simulateLeaseFencing(input))), RUNS);
  });

  it('says "stalled" only when A was stalled at the claim (issue 10 example: no-renew, stall-for=1)', () => {
    const working = said(swarmVerdict(simulateSwarmLease({ renew: false, stallFor: 1 })));
    expect(working.headline).to.equal('B claimed the lapsed lease at 4 s while A was still working; both finished and order 7731 was refunded twice.');
    const stalled = said(swarmVerdict(simulateSwarmLease({})));
    expect(stalled.headline).to.equal('B claimed the lapsed lease at 4 s while A was stalled (until 6 s); both finished and order 7731 was refunded twice.');
    // The lease lapses inside the stall and B's poll lands on the instant A wakes: A was not "still" working.
    const waking = said(swarmVerdict(simulateSwarmLease({ ttl: 2.5, stallAt: 2.5, stallFor: 2.5 })));
    expect(waking.headline).to.equal('B claimed the lapsed lease at 5 s while A was resuming from its stall; both finished and order 7731 was refunded twice.');
  });

  it('does not say A "kept" a lease that lapsed unclaimed', () => {
    const run = simulateSwarmLease({ renew: false, ttl: 1, stallFor: 0, bArrivesAt: 20 });
    expect(said(swarmVerdict(run)).headline).to.equal(
      "A's lease lapsed at 1 s, but nobody claimed it before A finished at 5 s; B found T-91 completed and dropped its copy at 20 s.",
    );
  });
});
