/**
 * Model 1's outcome in words: the verdict headline, the four take-away figures and the sentence announced
 * to screen readers. Pure functions of the run.
 */
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { count, seconds } from '../parts/format.js';
import type { Metric, Verdict } from '../parts/metrics.js';
import { outcomeName } from '../sim/outcomes.js';

function lastRenewal(run: LeaseFencingRun): string {
  const runs = run.original.heartbeats;
  return runs.length === 0 ? 'after the lease from 0 s ran out' : `after the last valid renewal at ${seconds(runs[runs.length - 1].last)}`;
}

/** Why the overlap is what it is: zero has three different causes, and only a positive overlap has two attempts in flight. */
function overlapDetail(run: LeaseFencingRun): string {
  if (run.takeoverAt === null) return 'no takeover, no overlap';
  if (run.overlap > 0) return 'both attempts in flight, paused time included';
  if (run.original.endsAt < run.takeoverAt) return 'A had ended before the takeover';
  return run.input.replacementWork === 0 ? 'B wrote at the instant it took over' : 'A ended at the instant of the takeover';
}

/**
 * The verdict banner. Every clause is a fact of this run (checked against the event log over random inputs
 * in `test/sim/sentences.test.ts`).
 */
export function leaseVerdict(run: LeaseFencingRun): Verdict {
  const a = run.writes.find((w) => w.worker === 'A');
  const takeover = seconds(run.takeoverAt);
  switch (run.verdict) {
    case 'no-takeover':
      return {
        severity: 'safe',
        label: `${outcomeName('no-takeover')}.`,
        headline: `A wrote at ${seconds(run.original.endsAt)} with token 1 and released the lease; no takeover was needed.`,
        evidence: 'One increment applied, as intended.',
      };
    case 'contained':
      return {
        severity: 'safe',
        label: `${outcomeName('contained')}.`,
        headline: `B took over at ${takeover} and completed the increment; A's late write at ${seconds(a?.at)} was rejected.`,
        evidence: `Resource evidence: ${a?.evidence ?? ''}.`,
      };
    case 'stopped':
      return {
        severity: 'safe',
        label: `${outcomeName('stopped')}.`,
        headline: `B took over at ${takeover} and completed the increment; A was forcibly stopped at ${seconds(run.original.endsAt)} before it could write.`,
        evidence: 'One increment applied. The forced stop, not the resource, kept the old attempt out.',
      };
    default: {
      const why =
        run.input.enforcement === 'none'
          ? `The resource checks no token, so A's write with token 1 at ${seconds(a?.at)} went through.`
          : `A wrote at ${seconds(a?.at)}, before B's token 2 had reached the resource, so the watermark had nothing newer to compare token 1 against.`;
      return {
        severity: 'danger',
        label: `${outcomeName('duplicate')}.`,
        headline: `Both writes were applied: ${count(run.appliedIncrements, 'increment')} for one intent.`,
        evidence: why,
      };
    }
  }
}

/** The four take-away figures, each with a few words saying why it has this value. */
export function leaseMetrics(run: LeaseFencingRun): Metric[] {
  const a = run.writes.find((w) => w.worker === 'A');
  return [
    {
      id: 'increments',
      label: 'Applied increments',
      amount: run.appliedIncrements,
      unit: '',
      detail: 'for one logical intent',
      severity: run.appliedIncrements > 1 ? 'danger' : 'safe',
    },
    {
      id: 'takeover',
      label: 'Takeover',
      amount: run.takeoverAt,
      unit: 's',
      detail: run.takeoverAt === null ? 'A finished under its lease' : lastRenewal(run),
    },
    {
      id: 'overlap',
      label: 'In-flight overlap',
      amount: run.overlap,
      unit: 's',
      detail: overlapDetail(run),
      severity: run.overlap > 0 ? 'warning' : undefined,
    },
    {
      id: 'original-end',
      label: 'Original attempt ends',
      amount: run.original.endsAt,
      unit: 's',
      detail: run.original.end === 'terminated' ? 'forcibly stopped before writing' : `wrote; ${a?.accepted ? 'accepted' : 'rejected'}`,
    },
  ];
}
