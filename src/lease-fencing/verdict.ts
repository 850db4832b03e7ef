/**
 * Model 1's outcome in words: the verdict headline, the four take-away figures and the sentence announced
 * to screen readers. Pure functions of the run.
 */
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { count, seconds } from '../parts/format.js';
import type { Metric, Verdict } from '../parts/metrics.js';

function lastRenewal(run: LeaseFencingRun): string {
  const runs = run.original.heartbeats;
  return runs.length === 0 ? 'after the lease from 0 s ran out' : `after the last valid renewal at ${seconds(runs[runs.length - 1].last)}`;
}

export function leaseVerdict(run: LeaseFencingRun): Verdict {
  const a = run.writes.find((w) => w.worker === 'A');
  const takeover = seconds(run.takeoverAt);
  switch (run.verdict) {
    case 'no-takeover':
      return {
        severity: 'safe',
        label: 'Finished under its lease.',
        headline: `A wrote at ${seconds(run.original.endsAt)} with token 1 and released the lease; no takeover was needed.`,
        evidence: 'One increment applied, as intended.',
      };
    case 'contained':
      return {
        severity: 'safe',
        label: 'Contained.',
        headline: `B took over at ${takeover} and completed the increment; A's late write at ${seconds(a?.at)} was rejected.`,
        evidence: `Resource evidence: ${a?.evidence ?? ''}.`,
      };
    case 'stopped':
      return {
        severity: 'safe',
        label: 'Stopped.',
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
        label: 'Duplicate effect.',
        headline: `Both writes were applied: ${count(run.appliedIncrements, 'increment')} for one intent.`,
        evidence: why,
      };
    }
  }
}

export function leaseMetrics(run: LeaseFencingRun): Metric[] {
  const a = run.writes.find((w) => w.worker === 'A');
  return [
    {
      id: 'increments',
      label: 'Applied increments',
      value: String(run.appliedIncrements),
      detail: 'for one logical intent',
      severity: run.appliedIncrements > 1 ? 'danger' : 'safe',
    },
    {
      id: 'takeover',
      label: 'Takeover',
      value: run.takeoverAt === null ? 'none' : seconds(run.takeoverAt),
      detail: run.takeoverAt === null ? 'A finished under its lease' : lastRenewal(run),
    },
    {
      id: 'overlap',
      label: 'In-flight overlap',
      value: seconds(run.overlap),
      detail: run.takeoverAt === null ? 'no takeover, no overlap' : 'both attempts in flight, paused time included',
      severity: run.overlap > 0 ? 'warning' : undefined,
    },
    {
      id: 'original-end',
      label: 'Original attempt ends',
      value: seconds(run.original.endsAt),
      detail: run.original.end === 'terminated' ? 'forcibly stopped before writing' : `wrote; ${a?.accepted ? 'accepted' : 'rejected'}`,
    },
  ];
}

/** What is announced when the verdict changes: the label and headline, one sentence each. */
export function leaseAnnouncement(run: LeaseFencingRun): string {
  const v = leaseVerdict(run);
  return `${v.label} ${v.headline}`;
}
