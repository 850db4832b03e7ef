// What the demo pages' sentences say, checked against the engine for many random inputs. The browser test
// (test/pages/demo-prose.test.ts) shows that each <lease-lab-when> shows exactly when its condition holds; this
// one shows that the sentence is true whenever it holds: every conditional sentence of demo/index.html and
// demo/companions.html has a claim below, read from the run's own event log and writes, and the claim must hold
// for every run in which the sentence shows. Every live value in a shown sentence (or outside any) must exist.
// A new or reworded sentence needs its claim here: that is the point.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  LEASE_FENCING_DEFAULTS,
  LEASE_FENCING_FIELDS,
  SWARM_LEASE_DEFAULTS,
  SWARM_LEASE_FIELDS,
  simulateLeaseFencing,
  simulateSwarmLease,
} from '../../dist/sim/index.js';
import { checkWhen, readWhen } from '../../dist/companions/when-conditions.js';
import { valueAt, valueText } from '../../dist/companions/narrative-parts.js';
import { LEASE, SWARM } from '../../dist/companions/labs.js';

const root = new URL('../../', import.meta.url).pathname;
const RUNS = 20_000;
const SEED = 20250125;
const PAGES = ['demo/index.html', 'demo/companions.html'];

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;
const VALUE = /<lease-lab-value\b([^>]*)>([\s\S]*?)<\/lease-lab-value>/g;
/** A sentence as the table below names it: its text with each live value as {key}. */
const sentence = (html) => html.replace(VALUE, (_, tag) => `{${attr(tag, 'key')}}`).replace(/\s+/g, ' ').trim();

/** Every <lease-lab-when> and every live value outside them, per lab id, from the page sources. */
function readPages() {
  const whens = [];
  const loose = [];
  for (const page of PAGES) {
    const html = readFileSync(`${root}${page}`, 'utf8');
    for (const m of html.matchAll(/<lease-lab-when\b([^>]*)>([\s\S]*?)<\/lease-lab-when>/g)) {
      const texts = Object.fromEntries(['verdict', 'has', 'lacks', 'input'].map((a) => [a, attr(m[1], a)]));
      whens.push({ page, for: attr(m[1], 'for'), texts, text: sentence(m[2]), keys: [...m[2].matchAll(VALUE)].map((v) => attr(v[1], 'key')) });
    }
    const outside = html.replace(/<lease-lab-when\b[^>]*>[\s\S]*?<\/lease-lab-when>/g, '');
    for (const m of outside.matchAll(VALUE)) loose.push({ page, for: attr(m[1], 'for'), key: attr(m[1], 'key'), empty: attr(m[1], 'empty') });
  }
  return { whens, loose };
}

const events = (run, kind, actor) => run.events.filter((e) => e.kind === kind && (!actor || e.actor === actor));
const one = (run, kind, actor) => {
  const found = events(run, kind, actor);
  return found.length === 1 ? found[0] : null;
};
const near = (a, b) => a !== null && b !== null && Math.abs(a - b) < 1e-9;
const writeOf = (run, worker) => run.writes.find((w) => w.worker === worker) ?? null;

/** Each conditional sentence (by its opening words) and what it claims about the run. */
const CLAIMS = [
  // Lab 1, the lease lab (demo/index.html, and the companions page's summary).
  ['At {original.pause.from} its process freezes, due to wake at {original.pause.until}.', (r) =>
    one(r, 'pause', 'A')?.at === r.original.pause.from && near(r.original.pause.until - r.original.pause.from, r.input.pauseFor)],
  ['Its process never freezes.', (r) => events(r, 'pause').length === 0],
  ['The lease runs out at {takeoverAt} and B takes over with token 2; B writes at {replacement.writesAt}.', (r) =>
    one(r, 'takeover', 'B')?.at === r.takeoverAt && writeOf(r, 'B')?.token === 2 && writeOf(r, 'B').at === r.replacement.writesAt],
  ['The resource registers epoch 2 at the takeover.', (r) => /registers epoch 2/.test(one(r, 'takeover', 'B')?.text ?? '')],
  ['A wakes at {original.pause.until}.', (r) => one(r, 'resume', 'A')?.at === r.original.pause.until],
  ['Its heartbeat at {original.heartbeatRejectedAt} was refused: B has held the lease since {takeoverAt}.', (r) =>
    one(r, 'heartbeat-rejected', 'A')?.at === r.original.heartbeatRejectedAt && r.takeoverAt <= r.original.heartbeatRejectedAt],
  ['A shutdown signal at {original.shutdownAt} gives A until {original.stopDeadline} to finish, and it writes in time.', (r) =>
    one(r, 'shutdown-signal', 'A')?.at === r.original.shutdownAt && near(r.original.stopDeadline, r.original.shutdownAt + r.input.shutdownGrace) &&
    writeOf(r, 'A') !== null && writeOf(r, 'A').at < r.original.stopDeadline],
  ['A writes at {original.writesAt} while the lease is still its own and releases it, so B never takes over.', (r) =>
    one(r, 'release', 'A')?.at === r.original.writesAt && writeOf(r, 'A').accepted && events(r, 'takeover').length === 0],
  ['No longer the owner, A — like many real workers — still finishes its job and writes with token 1 at {original.writesAt}.', (r) =>
    r.takeoverAt !== null && writeOf(r, 'A')?.token === 1 && writeOf(r, 'A').at === r.original.writesAt && r.original.writesAt >= r.takeoverAt],
  ['Token 1 does not match epoch 2, so the resource refuses that write.', (r) => writeOf(r, 'A')?.accepted === false && /does not match registered epoch 2/.test(writeOf(r, 'A').evidence)],
  ["B's token 2 has already reached the resource, so token 1 is too old and is refused.", (r) =>
    r.writes[0].worker === 'B' && r.writes[0].accepted && r.writes[1]?.worker === 'A' && !r.writes[1].accepted],
  ['The resource checks no token and applies that write too.', (r) => r.input.enforcement === 'none' && r.writes.length === 2 && r.writes.every((w) => w.accepted)],
  ['B has not written yet, so the resource has never seen token 2 and applies token 1.', (r) =>
    writeOf(r, 'A')?.accepted && writeOf(r, 'A').at < writeOf(r, 'B').at && r.writes[0].worker === 'A'],
  ['A is forcibly stopped at {original.endsAt}, {input.shutdownGrace} after a shutdown signal at {original.shutdownAt}, before it writes.', (r) =>
    one(r, 'terminated', 'A')?.at === r.original.endsAt && one(r, 'shutdown-signal', 'A')?.at === r.original.shutdownAt &&
    near(r.original.endsAt, r.original.shutdownAt + r.input.shutdownGrace) && writeOf(r, 'A') === null],
  ['Both attempts are in flight together for {overlap}.', (r) =>
    r.overlap > 0 && near(r.overlap, Math.min(r.original.endsAt, r.replacement.writesAt) - r.takeoverAt)],
  ['Outcome: Finished under its lease.', (r) => r.verdict === 'no-takeover' && r.appliedIncrements === 1],
  ["Outcome: Contained — only B's increment counts.", (r) => r.appliedIncrements === 1 && r.writes.filter((w) => w.accepted).every((w) => w.worker === 'B')],
  ["Outcome: Stopped — only B's increment counts.", (r) => r.appliedIncrements === 1 && r.writes.length === 1 && r.writes[0].worker === 'B'],
  ['Outcome: Duplicate effect — the increment happens twice.', (r) => r.appliedIncrements === 2],
  ['B takes over at {takeoverAt}.', (r) => one(r, 'takeover', 'B')?.at === r.takeoverAt],
  ['Nobody takes over: A finishes under its lease.', (r) => events(r, 'takeover').length === 0 && one(r, 'release', 'A') !== null],
  ['Outcome: Contained.', (r) => r.verdict === 'contained'],
  ['Outcome: Stopped.', (r) => r.verdict === 'stopped'],
  ['The lab checks a registered epoch now, so no cell of the map is duplicate.', (r) => r.input.enforcement === 'epoch' && r.verdict !== 'duplicate'],
  // Lab 2, the swarm lab.
  ['Nothing coordinates them: each starts as soon as its copy arrives.', (r) =>
    r.input.mechanism === 'none' && events(r, 'claim').length === 0 && near(r.workers.B.finishedAt, r.input.bArrivesAt + r.input.work)],
  ['A claims a lease with token 1 and a TTL of {input.ttl}; B waits and polls for it every second.', (r) =>
    one(r, 'claim', 'A')?.at === 0 && r.workers.A.token === 1 && ['poll-wait', 'takeover', 'drop'].some((kind) => events(r, kind, 'B').length > 0)],
  ['While A works, it renews the lease every second, as long as the lease has not lapsed.', (r) =>
    r.input.renew && r.detail.renewals.every((x) => Number.isInteger(x.first) && x.last - x.first === x.count - 1)],
  ['A never renews it.', (r) => events(r, 'renew').length === 0 && !r.input.renew],
  ["Each refund carries its worker's token, and the ledger rejects a token older than one it has seen.", (r) => r.writes.every((w) => w.token !== null)],
  ["Each refund carries the task's key, T-91, and the ledger pays a key only once.", (r) => r.input.idempotencyKey && r.refunds === 1],
  ['At {detail.stall.from} A stalls, a long garbage-collection pause, until {detail.stall.until}.', (r) =>
    one(r, 'stall', 'A')?.at === r.detail.stall.from && one(r, 'resume', 'A')?.at === r.detail.stall.until],
  ['A never stalls.', (r) => events(r, 'stall').length === 0],
  ["A's renewal at {detail.renewFailedAt} fails, since its lease has lapsed; A keeps working anyway.", (r) =>
    one(r, 'renew-failed', 'A')?.at === r.detail.renewFailedAt && r.workers.A.finishedAt > r.detail.renewFailedAt],
  ['At {takeoverAt} B finds the lease lapsed and claims it with token 2; it finishes at {workers.B.finishedAt} and sends its refund.', (r) =>
    one(r, 'takeover', 'B')?.at === r.takeoverAt && /claims it with token 2/.test(one(r, 'takeover', 'B').text) && writeOf(r, 'B')?.at === r.workers.B.finishedAt],
  ['B finishes at {workers.B.finishedAt} and sends its refund.', (r) => writeOf(r, 'B')?.at === r.workers.B.finishedAt],
  ['B never finds the lease free before A is done; at its poll at {workers.B.droppedAt} it finds T-91 complete and drops its copy.', (r) =>
    one(r, 'drop', 'B')?.at === r.workers.B.droppedAt && events(r, 'takeover').length === 0 && one(r, 'release', 'A')?.at === r.workers.A.finishedAt],
  ['Outcome: Duplicate effect — the customer is refunded twice.', (r) => r.refunds === 2],
  ["Outcome: One owner — B's refund with token 2 reached the ledger first, so A's token 1 is rejected.", (r) =>
    r.writes[0].worker === 'B' && r.writes[0].token === 2 && r.writes[1]?.worker === 'A' && r.writes[1].token === 1 && r.writes[1].outcome === 'rejected'],
  ["Outcome: One owner — only A's refund reaches the ledger.", (r) => r.writes.length === 1 && r.writes[0].worker === 'A'],
  ['Outcome: One effect — both refunds reach the ledger, which pays the first and answers the second as a repeat of T-91.', (r) =>
    r.writes.length === 2 && r.writes[0].outcome === 'applied' && r.writes[1].outcome === 'deduplicated' && /key T-91/.test(r.writes[1].evidence)],
  ['B takes over the lease at {takeoverAt}.', (r) => one(r, 'takeover', 'B')?.at === r.takeoverAt],
  ['B never takes over the lease.', (r) => r.input.mechanism !== 'none' && events(r, 'takeover').length === 0],
  ['There is no lease: B works as soon as its copy arrives.', (r) => r.input.mechanism === 'none' && events(r, 'claim').length === 0],
  ['Outcome: Duplicate effect.', (r) => r.verdict === 'duplicate' || r.verdict === 'DUPLICATE EFFECT'],
  ['Outcome: One owner.', (r) => r.verdict === 'ONE OWNER'],
  ['Outcome: One effect.', (r) => r.verdict === 'ONE EFFECT'],
];

const LABS = {
  'lease-fencing-lab': { kind: LEASE, simulate: simulateLeaseFencing, fields: LEASE_FENCING_FIELDS, defaults: LEASE_FENCING_DEFAULTS },
  'swarm-lease-lab': { kind: SWARM, simulate: simulateSwarmLease, fields: SWARM_LEASE_FIELDS, defaults: SWARM_LEASE_DEFAULTS },
};
/** The kind of lab each id on the pages names. */
function labTags() {
  const tags = {};
  for (const page of PAGES) {
    for (const m of readFileSync(`${root}${page}`, 'utf8').matchAll(/<(lease-fencing-lab|swarm-lease-lab)\b[^>]*\sid="([^"]+)"/g)) tags[m[2]] = m[1];
  }
  return tags;
}

/** Whole milliseconds in a field's range: mostly small, sometimes anywhere (as in the browser test). */
const seconds = (f) =>
  fc
    .oneof(
      { weight: 5, arbitrary: fc.integer({ min: 0, max: 60 }).map((h) => h * 500) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 30_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: Math.round(f.min * 1000), max: Math.round(f.max * 1000) }) },
      { weight: 1, arbitrary: fc.constantFrom(Math.round(f.min * 1000), Math.round(f.max * 1000)) },
    )
    .map((ms) => Math.min(f.max * 1000, Math.max(f.min * 1000, ms)) / 1000);
const field = (f) => (f.type === 'choice' ? fc.constantFrom(...f.options) : f.type === 'switch' ? fc.boolean() : f.nullable ? fc.option(seconds(f), { nil: null, freq: 2 }) : seconds(f));
const inputs = ({ fields, defaults }) => {
  const record = Object.fromEntries(fields.map((f) => [f.name, field(f)]));
  return fc.oneof(fc.record(record), fc.record(record, { requiredKeys: [] }).map((p) => ({ ...defaults, ...p })));
};

test('every conditional sentence on the demo pages has a claim, and it holds in every run that shows it', () => {
  const { whens, loose } = readPages();
  const tags = labTags();
  const claimOf = (w) => CLAIMS.find(([text]) => text === w.text)?.[1];
  assert.deepEqual(whens.filter((w) => !claimOf(w)).map((w) => w.text), [], 'sentences without a claim in this test');
  const shown = new Map(whens.map((w) => [w, 0]));
  for (const [tag, lab] of Object.entries(LABS)) {
    const mine = whens.filter((w) => tags[w.for] === tag).map((w) => ({ w, conditions: readWhen(lab.kind, w.texts), claim: claimOf(w) }));
    const free = loose.filter((v) => tags[v.for] === tag);
    for (const { w, conditions } of mine) assert.deepEqual(conditions.problems, [], w.text);
    for (const input of fc.sample(inputs(lab), { seed: SEED, numRuns: RUNS })) {
      const run = lab.simulate(input);
      const where = `${JSON.stringify(input)} (${run.verdict})`;
      for (const v of free) assert.ok(valueAt(run, v.key) !== null && valueText(run, v.key, v.empty ?? 'never'), `${v.key}, shown in every run, is absent with ${where}`);
      for (const { w, conditions, claim } of mine) {
        const { holds, problems } = checkWhen(lab.kind, conditions, run, run.input);
        assert.deepEqual(problems, [], w.text);
        if (!holds) continue;
        shown.set(w, shown.get(w) + 1);
        for (const key of w.keys) assert.ok(valueAt(run, key) !== null, `“${w.text}” shows ${key}, absent with ${where}`);
        assert.ok(claim(run), `“${w.text}” is false with ${where}`);
      }
    }
  }
  assert.deepEqual([...shown].filter(([, n]) => n === 0).map(([w]) => w.text), [], 'sentences no input shows');
});

test('no article stands before a live number, where "a" or "an" would depend on the value ("a 8 s TTL")', () => {
  for (const page of PAGES) {
    const text = readFileSync(`${root}${page}`, 'utf8').replace(/\s+/g, ' ');
    for (const m of text.matchAll(/\b(a|an) <lease-lab-value\b[^>]*\skey="([^"]+)"/gi)) {
      assert.fail(`${page}: "${m[1]}" before the live value ${m[2]}; word the sentence so no article comes before it`);
    }
  }
});
