/**
 * Model 1's outcome in words: the verdict headline, the four take-away figures and the sentence announced
 * to screen readers. Pure functions of the run.
 */
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { seconds } from '../parts/format.js';
import { type Metric, type Verdict, verdictLabel } from '../parts/metrics.js';
import { msg, plural } from '../parts/messages.js';
import { say } from '../parts/engine-words.js';

function lastRenewal(run: LeaseFencingRun): string {
  const runs = run.original.heartbeats;
  return runs.length === 0 ? msg`after the lease from 0 s ran out` : msg`after the last valid renewal at ${seconds(runs[runs.length - 1].last)}`;
}

/** Whether A's pause falls inside the overlap, so the overlap counts time in which A did nothing. */
function pausedInOverlap(run: LeaseFencingRun): boolean {
  const pause = run.original.pause;
  if (pause === null || run.takeoverAt === null) return false;
  const end = Math.min(pause.until, run.original.endsAt, run.takeoverAt + run.overlap);
  return Math.max(pause.from, run.takeoverAt) < end;
}

/** Why the overlap is what it is: zero has three different causes, and only a positive overlap has two attempts in flight. */
function overlapDetail(run: LeaseFencingRun): string {
  if (run.takeoverAt === null) return msg`no takeover, no overlap`;
  if (run.overlap > 0) return pausedInOverlap(run) ? msg`both attempts in flight, paused time included` : msg`both attempts in flight`;
  if (run.original.endsAt < run.takeoverAt) return msg`A had ended before the takeover`;
  return run.input.replacementWork === 0 ? msg`B wrote at the instant it took over` : msg`A ended at the instant of the takeover`;
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
        label: verdictLabel('no-takeover'),
        headline: msg`A wrote at ${seconds(run.original.endsAt)} with token 1 and released the lease; no takeover was needed.`,
        evidence: msg`One increment applied, as intended.`,
      };
    case 'contained':
      return {
        severity: 'safe',
        label: verdictLabel('contained'),
        headline: msg`B took over at ${takeover} and completed the increment; A's late write at ${seconds(a?.at)} was rejected.`,
        evidence: msg`Resource evidence: ${a ? say(a.evidenceWords, a.evidence) : ''}.`,
      };
    case 'stopped':
      return {
        severity: 'safe',
        label: verdictLabel('stopped'),
        headline: msg`B took over at ${takeover} and completed the increment; A was forcibly stopped at ${seconds(run.original.endsAt)} before it could write.`,
        evidence: msg`One increment applied. The forced stop, not the resource, kept the old attempt out.`,
      };
    default: {
      const why =
        run.input.enforcement === 'none'
          ? msg`The resource checks no token, so A's write with token 1 at ${seconds(a?.at)} went through.`
          : msg`A wrote at ${seconds(a?.at)}, before B's token 2 had reached the resource, so the watermark had nothing newer to compare token 1 against.`;
      return {
        severity: 'danger',
        label: verdictLabel('duplicate'),
        headline: msg`Both writes were applied: ${plural(run.appliedIncrements, '{0}\u00a0increment', '{0}\u00a0increments')} for one intent.`,
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
      label: msg`Applied increments`,
      amount: run.appliedIncrements,
      unit: '',
      detail: msg`for one logical intent`,
      severity: run.appliedIncrements > 1 ? 'danger' : 'safe',
    },
    {
      id: 'takeover',
      label: msg`Takeover`,
      amount: run.takeoverAt,
      unit: 's',
      detail: run.takeoverAt === null ? msg`A finished under its lease` : lastRenewal(run),
    },
    {
      id: 'overlap',
      label: msg`In-flight overlap`,
      amount: run.overlap,
      unit: 's',
      detail: overlapDetail(run),
      severity: run.overlap > 0 ? 'warning' : undefined,
    },
    {
      id: 'original-end',
      label: msg`Original attempt ends`,
      amount: run.original.endsAt,
      unit: 's',
      detail: run.original.end === 'terminated' ? msg`forcibly stopped before writing` : a?.accepted ? msg`wrote; accepted` : msg`wrote; rejected`,
    },
  ];
}
