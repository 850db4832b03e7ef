/**
 * Model 2 drawn as timeline lanes: worker A (work, stall, renewals, write), worker B (delivery, waiting,
 * claim, work, write or drop), the lease store (who owns it, and when it sat lapsed) and the ledger
 * (refunds applied over time, each write's decision). The playback cursor is the timeline's, so this spec is
 * built once per run.
 */
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import { seconds } from '../parts/format.js';
import { type Band, type LegendItem, type Mark, type TimelineSpec, expandRun, niceStep } from '../parts/timeline.js';
import { swarmVerdict } from './verdict.js';

function writeMark(run: SwarmLeaseRun, worker: 'A' | 'B'): Mark | null {
  const w = run.writes.find((x) => x.worker === worker);
  if (!w) return null;
  const token = w.token === null ? '' : ` with token ${w.token}`;
  // A deduplicated refund has its own glyph (=, "same as before") as well as its own word.
  const look = ({ applied: ['ok', 'check'], rejected: ['bad', 'cross'], deduplicated: ['muted', 'repeat'] } as const)[w.outcome];
  return {
    at: w.at,
    tone: look[0],
    shape: look[1],
    label: `${worker}'s refund${token} at ${seconds(w.at)}: ${w.outcome === 'applied' ? 'accepted' : w.outcome} (${w.evidence})`,
  };
}

/**
 * The axis ends a little after the last event rather than at the 60 s inspection span, so the run fills the
 * figure even in a narrow column; past that point the cursor rests at the right edge (nothing lies ahead).
 */
export function swarmTimelineEnd(run: SwarmLeaseRun): number {
  const padded = 1.2 * run.events.reduce((m, e) => Math.max(m, e.until ?? e.at), 0);
  const step = niceStep(padded, 10);
  return Math.min(run.span, Math.max(1, Math.ceil(padded / step) * step));
}

/** The timeline of a run, without the cursor: width- and time-free, so playback frames reuse it. */
export function swarmTimeline(run: SwarmLeaseRun): TimelineSpec {
  const end = swarmTimelineEnd(run);
  const { workers, detail, input } = run;
  const T = run.takeoverAt;
  const coordinated = input.mechanism !== 'none';
  const aEnd = workers.A.finishedAt as number;

  const aBands: Band[] = [];
  const aMarks: Mark[] = [{ at: 0, tone: 'muted', shape: 'signal', label: 'T-91 delivered to A at 0 s' }];
  const work = (from: number, to: number) => {
    if (to <= from) return;
    const lost = T === null ? to : Math.min(to, Math.max(from, T));
    if (lost > from) aBands.push({ from, to: lost, tone: 'a', style: 'solid', label: `A works ${seconds(from)}–${seconds(lost)}`, text: 'work' });
    if (lost < to) aBands.push({ from: lost, to, tone: 'a', style: 'hatch', label: `A works after losing the lease ${seconds(lost)}–${seconds(to)}`, text: 'no lease' });
  };
  if (detail.stall) {
    work(0, detail.stall.from);
    aBands.push({ from: detail.stall.from, to: detail.stall.until, tone: 'warn', style: 'soft', label: `A stalled ${seconds(detail.stall.from)}–${seconds(detail.stall.until)}`, text: 'stalled' });
    work(detail.stall.until, aEnd);
  } else work(0, aEnd);
  for (const r of detail.renewals) {
    const times = expandRun(r, 1, end);
    if (times) for (const t of times) aMarks.push({ at: t, tone: 'ok', shape: 'tick', label: `A renews at ${seconds(t)}` });
    else aBands.push({ from: r.first, to: r.last, tone: 'ok', style: 'thin', label: `${r.count} renewals from ${seconds(r.first)} to ${seconds(r.last)}` });
  }
  if (detail.renewFailedAt !== null) aMarks.push({ at: detail.renewFailedAt, tone: 'bad', shape: 'cross', label: `A's renewal fails at ${seconds(detail.renewFailedAt)}` });
  const aWrite = writeMark(run, 'A');
  if (aWrite) aMarks.push(aWrite);

  const bBands: Band[] = [];
  const bMarks: Mark[] = [{ at: workers.B.receivedAt, tone: 'muted', shape: 'signal', label: `Duplicate delivery reaches B at ${seconds(workers.B.receivedAt)}` }];
  const waitEnd = T ?? workers.B.droppedAt;
  if (coordinated && waitEnd !== null && waitEnd > workers.B.receivedAt) {
    bBands.push({ from: workers.B.receivedAt, to: waitEnd, tone: 'muted', style: 'soft', label: `B waits, polling every second, until ${seconds(waitEnd)}`, text: 'polling' });
  }
  const bStart = coordinated ? T : workers.B.receivedAt;
  if (bStart !== null && workers.B.finishedAt !== null) {
    bBands.push({ from: bStart, to: workers.B.finishedAt, tone: 'b', style: 'solid', label: `B works ${seconds(bStart)}–${seconds(workers.B.finishedAt)}`, text: 'work' });
  }
  if (T !== null) bMarks.push({ at: T, tone: 'b', shape: 'diamond', label: `B claims the lapsed lease with token 2 at ${seconds(T)}` });
  if (workers.B.droppedAt !== null) bMarks.push({ at: workers.B.droppedAt, tone: 'muted', shape: 'stop', label: `B drops its copy at ${seconds(workers.B.droppedAt)}` });
  const bWrite = writeMark(run, 'B');
  if (bWrite) bMarks.push(bWrite);

  const leaseBands: Band[] = [];
  const leaseMarks: Mark[] = [];
  if (!coordinated) {
    leaseBands.push({ from: 0, to: end, tone: 'muted', style: 'outline', label: 'No lease: nothing coordinates the workers', text: 'no lease in use' });
  } else {
    const released = detail.completedAt;
    const lapse = Math.min(finalExpiry(run), released ?? Infinity, T ?? Infinity);
    leaseBands.push({ from: 0, to: lapse, tone: 'lease1', style: 'solid', label: `A holds the lease (token 1) until ${seconds(lapse)}`, text: 'A · token 1' });
    const lapsedUntil = T ?? released;
    if (lapsedUntil !== null && lapsedUntil > lapse) {
      leaseBands.push({ from: lapse, to: lapsedUntil, tone: 'warn', style: 'hatch', label: `Lease lapsed at ${seconds(lapse)}, not yet claimed`, text: 'lapsed' });
    }
    if (T !== null) leaseBands.push({ from: T, to: end, tone: 'lease2', style: 'solid', label: `B holds the lease (token 2) from ${seconds(T)}`, text: 'B · token 2' });
    if (released !== null) leaseMarks.push({ at: released, tone: 'ok', shape: 'circle', label: `T-91 complete; A releases the lease at ${seconds(released)}` });
  }

  const ledgerBands: Band[] = [];
  let refunds = 0;
  let from = 0;
  const ledgerMarks: Mark[] = [];
  for (const w of run.writes) {
    const m = writeMark(run, w.worker);
    if (m) ledgerMarks.push(m);
    if (!w.accepted) continue;
    if (w.at > from) ledgerBands.push(refundBand(from, w.at, refunds));
    refunds++;
    from = w.at;
  }
  ledgerBands.push(refundBand(from, end, refunds));

  const legend: LegendItem[] = [
    { tone: 'a', kind: 'solid', label: 'A working' },
    ...(T !== null ? [{ tone: 'a', kind: 'hatch', label: 'A working after losing the lease' } as LegendItem] : []),
    ...(detail.stall ? [{ tone: 'warn', kind: 'soft', label: 'A stalled' } as LegendItem] : []),
    ...(detail.renewals.length ? [{ tone: 'ok', kind: 'tick', label: 'Renewal' } as LegendItem] : []),
    { tone: 'muted', kind: 'signal', label: 'Delivery' },
    ...(coordinated ? [{ tone: 'muted', kind: 'soft', label: 'B polling' } as LegendItem] : []),
    { tone: 'b', kind: 'solid', label: 'B working' },
    ...(T !== null ? [{ tone: 'b', kind: 'diamond', label: 'B claims the lease' } as LegendItem] : []),
    ...(coordinated && (T ?? detail.completedAt ?? 0) > finalExpiry(run) ? [{ tone: 'warn', kind: 'hatch', label: 'Lease lapsed, unclaimed' } as LegendItem] : []),
    { tone: 'ok', kind: 'check', label: 'Refund accepted' },
    ...(run.rejectedWrites || detail.renewFailedAt !== null ? [{ tone: 'bad', kind: 'cross', label: 'Refund or renewal rejected' } as LegendItem] : []),
    ...(run.deduplicatedWrites ? [{ tone: 'muted', kind: 'repeat', label: 'Refund deduplicated by key T-91' } as LegendItem] : []),
    ...(workers.B.droppedAt !== null ? [{ tone: 'muted', kind: 'stop', label: 'B drops its copy' } as LegendItem] : []),
  ];

  const v = swarmVerdict(run);
  return {
    id: 'swarm-timeline',
    title: 'Task T-91 timeline',
    description: `${v.label} ${v.headline} The computed data and event trace tables give every time.`,
    end,
    playback: true,
    lanes: [
      { id: 'a', label: 'Worker A', short: 'A', bands: aBands, marks: aMarks },
      { id: 'b', label: 'Worker B', short: 'B', bands: bBands, marks: bMarks },
      { id: 'lease', label: 'Lease store', short: 'Lease', bands: leaseBands, marks: leaseMarks },
      { id: 'ledger', label: 'Ledger', short: 'Ledger', bands: ledgerBands, marks: ledgerMarks },
    ],
    legend,
  };
}

/** The instant A's lease lapsed: its last renewal plus the TTL, or the TTL without renewals. */
function finalExpiry(run: SwarmLeaseRun): number {
  const runs = run.detail.renewals;
  return Math.round(((runs.length ? runs[runs.length - 1].last : 0) + run.input.ttl) * 1000) / 1000;
}

function refundBand(from: number, to: number, refunds: number): Band {
  return {
    from,
    to,
    tone: refunds >= 2 ? 'bad' : refunds === 1 ? 'ok' : 'muted',
    style: 'soft',
    label: `${refunds} refund${refunds === 1 ? '' : 's'} applied`,
    text: `${refunds} refund${refunds === 1 ? '' : 's'}`,
  };
}
