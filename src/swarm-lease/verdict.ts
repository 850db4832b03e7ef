/** Model 2's outcome in words: verdict headline, final metrics and the announced sentence. */
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import { seconds } from '../parts/format.js';
import { type Metric, type Verdict, verdictLabel } from '../parts/metrics.js';
import { msg, plural } from '../parts/messages.js';
import { say } from '../parts/engine-words.js';

/** Without a takeover: when A's lease lapsed unclaimed before A finished, or null when A kept it to the end. */
function unclaimedLapse(run: SwarmLeaseRun): number | null {
  const runs = run.detail.renewals;
  const at = (Math.round((runs.length ? runs[runs.length - 1].last : 0) * 1000) + Math.round(run.input.ttl * 1000)) / 1000;
  // Expiring at the very instant A finishes is not a lapse: A's refund and release come first at that instant.
  return at >= (run.workers.A.finishedAt as number) ? null : at;
}

/** Whether A was inside its stall at `t` (a stall covers [from, until): at `until` A has resumed). */
function stalledAt(run: SwarmLeaseRun, t: number): boolean {
  const stall = run.detail.stall;
  return stall !== null && t >= stall.from && t < stall.until;
}

/** What A was doing at `t`, as the verdict's clause: stalled, waking at that very instant, or still working. */
function doingAt(run: SwarmLeaseRun, t: number): string {
  if (stalledAt(run, t)) return msg`A was stalled (until ${seconds(run.detail.stall?.until)})`;
  return t === run.detail.stall?.until ? msg`A was resuming from its stall` : msg`A was still working`;
}

/**
 * The verdict banner. Every clause is a fact of this run (checked against the event log over random inputs
 * in `test/sim/sentences.test.ts`), so no wording may assume the opening example.
 */
export function swarmVerdict(run: SwarmLeaseRun): Verdict {
  const { workers: w, input } = run;
  const a = run.writes.find((x) => x.worker === 'A');
  if (run.verdict === 'DUPLICATE EFFECT') {
    let headline: string;
    if (input.mechanism === 'none') headline = msg`Nothing coordinated the workers: A and B both ran T-91 and order 7731 was refunded twice.`;
    else if (input.mechanism === 'fencing')
      headline = msg`Fencing was not enough: A's refund with token 1 at ${seconds(a?.at)} reached the ledger before any token 2, so both refunds were applied.`;
    else {
      const claim = run.takeoverAt as number;
      headline = msg`B claimed the lapsed lease at ${seconds(claim)} while ${doingAt(run, claim)}; both finished and order 7731 was refunded twice.`;
    }
    const refunds = plural(run.refunds, '{0}\u00a0refund', '{0}\u00a0refunds');
    return { severity: 'danger', label: verdictLabel('DUPLICATE EFFECT'), headline, evidence: msg`${refunds} applied for one task.` };
  }
  if (run.verdict === 'ONE EFFECT') {
    const applied = run.writes.find((x) => x.outcome === 'applied');
    const repeat = run.writes.find((x) => x.outcome === 'deduplicated');
    const headline = msg`Two workers did the work, but the ledger applied the refund once: ${applied?.worker}'s refund at ${seconds(applied?.at)} was applied and ${repeat?.worker}'s at ${seconds(repeat?.at)} was deduplicated by key T-91.`;
    return { severity: 'safe', label: verdictLabel('ONE EFFECT'), headline, evidence: msg`Ledger evidence: ${repeat ? say(repeat.evidenceWords, repeat.evidence) : ''}.` };
  }
  const lapse = unclaimedLapse(run);
  const finished = seconds(w.A.finishedAt);
  const dropped = seconds(w.B.droppedAt);
  const headline =
    run.takeoverAt !== null
      ? msg`B took over at ${seconds(run.takeoverAt)} and refunded once; A's late refund was rejected: ${a ? say(a.evidenceWords, a.evidence) : ''}.`
      : lapse === null
        ? msg`A kept the lease and finished at ${finished}; B found T-91 completed and dropped its copy at ${dropped}.`
        : msg`A's lease lapsed at ${seconds(lapse)}, but nobody claimed it before A finished at ${finished}; B found T-91 completed and dropped its copy at ${dropped}.`;
  return { severity: 'safe', label: verdictLabel('ONE OWNER'), headline, evidence: msg`Exactly one refund applied.` };
}

/**
 * The four take-away figures, five with the idempotency key (its deduplicated refunds); the verdict itself is
 * the banner's job, so no card repeats it.
 */
export function swarmMetrics(run: SwarmLeaseRun): Metric[] {
  const { A, B } = run.workers;
  const deduplicated: Metric[] = run.input.idempotencyKey
    ? [{
        id: 'deduplicated',
        label: msg`Deduplicated writes`,
        amount: run.deduplicatedWrites,
        unit: '',
        detail: msg`repeats of key T-91 the ledger recognised`,
      }]
    : [];
  return [
    {
      id: 'refunds',
      label: msg`Refunds applied`,
      amount: run.refunds,
      unit: '',
      detail: msg`for one task; it must be 1`,
      severity: run.refunds > 1 ? 'danger' : 'safe',
    },
    {
      id: 'rejected',
      label: msg`Rejected writes`,
      amount: run.rejectedWrites,
      unit: '',
      detail: run.input.mechanism === 'fencing' ? msg`stale tokens the ledger refused` : msg`the ledger checks no token`,
    },
    ...deduplicated,
    {
      id: 'takeover',
      label: msg`Takeover`,
      amount: run.takeoverAt,
      unit: 's',
      detail:
        run.input.mechanism === 'none'
          ? msg`no lease in use`
          : run.takeoverAt !== null
            ? msg`B claimed the lapsed lease`
            : unclaimedLapse(run) === null
              ? msg`A kept the lease`
              : msg`lapsed at ${seconds(unclaimedLapse(run))}, never claimed`,
    },
    {
      id: 'finish',
      label: msg`A finished`,
      amount: A.finishedAt,
      unit: 's',
      detail: B.droppedAt !== null ? msg`B dropped its copy at ${seconds(B.droppedAt)}` : msg`B finished at ${seconds(B.finishedAt)}`,
    },
  ];
}
