/** Model 2's outcome in words: verdict headline, final metrics and the announced sentence. */
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import { count, seconds } from '../parts/format.js';
import type { Metric, Verdict } from '../parts/metrics.js';

export function swarmVerdict(run: SwarmLeaseRun): Verdict {
  const { workers: w, input } = run;
  const a = run.writes.find((x) => x.worker === 'A');
  const b = run.writes.find((x) => x.worker === 'B');
  if (run.verdict === 'DUPLICATE EFFECT') {
    let headline: string;
    if (input.mechanism === 'none') headline = 'Nothing coordinated the workers: A and B both ran T-91 and order 7731 was refunded twice.';
    else if (input.mechanism === 'fencing')
      headline = `Fencing was not enough: A's refund with token 1 at ${seconds(a?.at)} reached the ledger before any token 2, so both refunds were applied.`;
    else
      headline = `B claimed the lapsed lease at ${seconds(run.takeoverAt)} while A ${run.detail.stall ? 'was stalled' : 'was still working'}; both finished and order 7731 was refunded twice.`;
    return { severity: 'danger', label: 'DUPLICATE EFFECT.', headline, evidence: `${count(run.refunds, 'refund')} applied for one task.` };
  }
  const headline =
    run.takeoverAt === null
      ? `A kept the lease and finished at ${seconds(w.A.finishedAt)}; B found T-91 completed and dropped its copy at ${seconds(w.B.droppedAt)}.`
      : `B took over at ${seconds(run.takeoverAt)} and refunded once; A's late refund was rejected: ${a && !a.accepted ? a.evidence : b?.evidence ?? ''}.`;
  return { severity: 'safe', label: 'ONE OWNER.', headline, evidence: 'Exactly one refund applied.' };
}

export function swarmMetrics(run: SwarmLeaseRun): Metric[] {
  return [
    {
      id: 'refunds',
      label: 'Refunds applied',
      value: String(run.refunds),
      detail: 'for one task; it must be 1',
      severity: run.refunds > 1 ? 'danger' : 'safe',
    },
    {
      id: 'rejected',
      label: 'Rejected writes',
      value: String(run.rejectedWrites),
      detail: run.input.mechanism === 'fencing' ? 'stale tokens the ledger refused' : 'the ledger checks no token',
    },
    {
      id: 'takeover',
      label: 'Takeover',
      value: run.takeoverAt === null ? 'none' : seconds(run.takeoverAt),
      detail: run.input.mechanism === 'none' ? 'no lease in use' : run.takeoverAt === null ? 'A kept the lease' : 'B claimed the lapsed lease',
    },
    {
      id: 'verdict',
      label: 'Verdict',
      value: run.verdict,
      detail: run.verdict === 'ONE OWNER' ? 'the refund took effect once' : 'the customer was refunded twice',
      severity: run.verdict === 'ONE OWNER' ? 'safe' : 'danger',
    },
  ];
}

export function swarmAnnouncement(run: SwarmLeaseRun): string {
  const v = swarmVerdict(run);
  return `${v.label} ${v.headline}`;
}
