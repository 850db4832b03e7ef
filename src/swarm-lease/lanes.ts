/**
 * Model 2 drawn as timeline lanes: worker A (work, stall, renewals, write), worker B (delivery, waiting,
 * claim, work, write or drop), the lease store (who owns it, and when it sat lapsed) and the ledger
 * (refunds applied over time, each write's decision). The playback cursor is the timeline's, so this spec is
 * built once per run.
 */
import { eventMoments } from '../sim/events.js';
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import { seconds } from '../parts/format.js';
import { type Band, type Lane, type LegendItem, type Mark, type TimelineSpec, drawnLegend, expandRun, legendIf } from '../parts/timeline.js';
import { eventScale, type TimeScale } from '../parts/time-scale.js';
import { roundToMs } from '../sim/time.js';
import { swarmVerdict } from './verdict.js';
import { joinSentences, msg, plural } from '../parts/messages.js';
import { say } from '../parts/engine-words.js';

function writeMark(run: SwarmLeaseRun, worker: 'A' | 'B'): Mark | null {
  const w = run.writes.find((x) => x.worker === worker);
  if (!w) return null;
  // A deduplicated refund has its own glyph (=, "same as before") as well as its own word.
  const look = ({ applied: ['ok', 'check'], rejected: ['bad', 'cross'], deduplicated: ['muted', 'repeat'] } as const)[w.outcome];
  const decided = w.outcome === 'applied' ? msg`accepted` : w.outcome === 'rejected' ? msg`rejected` : msg`deduplicated`;
  return {
    at: w.at,
    tone: look[0],
    shape: look[1],
    label: w.token === null ? msg`${worker}'s refund at ${seconds(w.at)}: ${decided} (${say(w.evidenceWords, w.evidence)})` : msg`${worker}'s refund with token ${w.token} at ${seconds(w.at)}: ${decided} (${say(w.evidenceWords, w.evidence)})`,
  };
}

/**
 * The axis spans the whole inspection span, as the slider does and on the same scale (the slider builds it
 * from the same event moments): the run fills most of the figure even in a narrow column, and the idle
 * seconds after it are compressed into the right edge rather than dropped.
 */
export function swarmTimeScale(run: SwarmLeaseRun): TimeScale {
  return eventScale(eventMoments(run.events), run.span);
}

/** The timeline of a run, without the cursor: width- and time-free, so playback frames reuse it. */
export function swarmTimeline(run: SwarmLeaseRun): TimelineSpec {
  const scale = swarmTimeScale(run);
  const end = scale.end;
  const v = swarmVerdict(run);
  const idle = scale.knee === null ? [] : [msg`The axis compresses the idle time from ${seconds(scale.knee)} to ${seconds(end)}.`];
  const lanes = [workerALane(run, scale), workerBLane(run), leaseLane(run, end), ledgerLane(run, end)];
  return {
    id: 'swarm-timeline',
    title: msg`Task T-91 timeline`,
    description: joinSentences([v.label, v.headline, ...idle, msg`The computed data and event trace tables give every time.`]),
    end,
    scale,
    playback: true,
    lanes,
    legend: drawnLegend(swarmLegend(run), lanes),
  };
}

/** Worker A: its work (hatched once it has lost the lease), its stall, its renewals and its refund. */
function workerALane(run: SwarmLeaseRun, scale: TimeScale): Lane {
  const { detail } = run;
  const T = run.takeoverAt;
  const aEnd = run.workers.A.finishedAt as number;
  const bands: Band[] = [];
  const marks: Mark[] = [{ at: 0, tone: 'muted', shape: 'signal', label: msg`T-91 delivered to A at 0 s` }];
  const work = (from: number, to: number) => {
    if (to <= from) return;
    const lost = T === null ? to : Math.min(to, Math.max(from, T));
    if (lost > from) bands.push({ from, to: lost, tone: 'a', style: 'solid', label: msg`A works ${seconds(from)}–${seconds(lost)}`, text: msg`work` });
    if (lost < to) bands.push({ from: lost, to, tone: 'a', style: 'hatch', label: msg`A works after losing the lease ${seconds(lost)}–${seconds(to)}`, text: msg`no lease` });
  };
  if (detail.stall) {
    work(0, detail.stall.from);
    bands.push({ from: detail.stall.from, to: detail.stall.until, tone: 'warn', style: 'soft', label: msg`A stalled ${seconds(detail.stall.from)}–${seconds(detail.stall.until)}`, text: msg`stalled` });
    work(detail.stall.until, aEnd);
  } else work(0, aEnd);
  for (const r of detail.renewals) {
    const times = expandRun(r, 1, scale);
    if (times) for (const t of times) marks.push({ at: t, tone: 'ok', shape: 'tick', label: msg`A renews at ${seconds(t)}` });
    else bands.push({ from: r.first, to: r.last, tone: 'ok', style: 'thin', label: msg`${r.count} renewals from ${seconds(r.first)} to ${seconds(r.last)}` });
  }
  if (detail.renewFailedAt !== null) marks.push({ at: detail.renewFailedAt, tone: 'bad', shape: 'cross', label: msg`A's renewal fails at ${seconds(detail.renewFailedAt)}` });
  const write = writeMark(run, 'A');
  if (write) marks.push(write);
  return { id: 'a', label: msg`Worker A`, short: 'A', bands, marks };
}

/** Worker B: the duplicate delivery, its polling, its claim and work, and its refund or drop. */
function workerBLane(run: SwarmLeaseRun): Lane {
  const B = run.workers.B;
  const T = run.takeoverAt;
  const coordinated = run.input.mechanism !== 'none';
  const bands: Band[] = [];
  const marks: Mark[] = [{ at: B.receivedAt, tone: 'muted', shape: 'signal', label: msg`Duplicate delivery reaches B at ${seconds(B.receivedAt)}` }];
  const waitEnd = T ?? B.droppedAt;
  if (coordinated && waitEnd !== null && waitEnd > B.receivedAt) {
    bands.push({ from: B.receivedAt, to: waitEnd, tone: 'muted', style: 'soft', label: msg`B waits, polling every second, until ${seconds(waitEnd)}`, text: msg`polling` });
  }
  const start = coordinated ? T : B.receivedAt;
  if (start !== null && B.finishedAt !== null) {
    bands.push({ from: start, to: B.finishedAt, tone: 'b', style: 'solid', label: msg`B works ${seconds(start)}–${seconds(B.finishedAt)}`, text: msg`work` });
  }
  if (T !== null) marks.push({ at: T, tone: 'b', shape: 'diamond', label: msg`B claims the lapsed lease with token 2 at ${seconds(T)}` });
  if (B.droppedAt !== null) marks.push({ at: B.droppedAt, tone: 'muted', shape: 'stop', label: msg`B drops its copy at ${seconds(B.droppedAt)}` });
  const write = writeMark(run, 'B');
  if (write) marks.push(write);
  return { id: 'b', label: msg`Worker B`, short: 'B', bands, marks };
}

/** The lease store: who holds the lease, when it sat lapsed and unclaimed, and A's release. */
function leaseLane(run: SwarmLeaseRun, end: number): Lane {
  const T = run.takeoverAt;
  const bands: Band[] = [];
  const marks: Mark[] = [];
  if (run.input.mechanism === 'none') {
    bands.push({ from: 0, to: end, tone: 'muted', style: 'outline', label: msg`No lease: nothing coordinates the workers`, text: msg`no lease in use` });
  } else {
    const released = run.detail.completedAt;
    const lapse = Math.min(finalExpiry(run), released ?? Infinity, T ?? Infinity);
    bands.push({ from: 0, to: lapse, tone: 'lease1', style: 'solid', label: msg`A holds the lease (token 1) until ${seconds(lapse)}`, text: msg`A · token 1` });
    const lapsedUntil = T ?? released;
    if (lapsedUntil !== null && lapsedUntil > lapse) {
      bands.push({ from: lapse, to: lapsedUntil, tone: 'warn', style: 'hatch', label: msg`Lease lapsed at ${seconds(lapse)}, not yet claimed`, text: msg`lapsed` });
    }
    if (T !== null) bands.push({ from: T, to: end, tone: 'lease2', style: 'solid', label: msg`B holds the lease (token 2) from ${seconds(T)}`, text: msg`B · token 2` });
    if (released !== null) marks.push({ at: released, tone: 'ok', shape: 'circle', label: msg`T-91 complete; A releases the lease at ${seconds(released)}` });
  }
  return { id: 'lease', label: msg`Lease store`, short: msg`Lease`, bands, marks };
}

/** The ledger: refunds applied over time, and each write's decision. */
function ledgerLane(run: SwarmLeaseRun, end: number): Lane {
  const bands: Band[] = [];
  const marks: Mark[] = [];
  let refunds = 0;
  let from = 0;
  for (const w of run.writes) {
    const m = writeMark(run, w.worker);
    if (m) marks.push(m);
    if (!w.accepted) continue;
    if (w.at > from) bands.push(refundBand(from, w.at, refunds));
    refunds++;
    from = w.at;
  }
  bands.push(refundBand(from, end, refunds));
  return { id: 'ledger', label: msg`Ledger`, short: msg`Ledger`, bands, marks };
}

/** The legend: only what this run draws. */
function swarmLegend(run: SwarmLeaseRun): LegendItem[] {
  const { detail, workers } = run;
  const T = run.takeoverAt;
  const coordinated = run.input.mechanism !== 'none';
  return [
    ...legendIf(true, 'a', 'solid', msg`A working`),
    ...legendIf(T !== null, 'a', 'hatch', msg`A working after losing the lease`),
    ...legendIf(detail.stall, 'warn', 'soft', msg`A stalled`),
    ...legendIf(detail.renewals.length, 'ok', 'tick', msg`Renewal`),
    ...legendIf(true, 'muted', 'signal', msg`Delivery`),
    ...legendIf(coordinated, 'muted', 'soft', msg`B polling`),
    ...legendIf(true, 'b', 'solid', msg`B working`),
    ...legendIf(T !== null, 'b', 'diamond', msg`B claims the lease`),
    ...legendIf(true, 'ok', 'circle', msg`Lease released`),
    ...legendIf(coordinated && (T ?? detail.completedAt ?? 0) > finalExpiry(run), 'warn', 'hatch', msg`Lease lapsed, unclaimed`),
    ...legendIf(true, 'ok', 'check', msg`Refund accepted`),
    ...legendIf(run.rejectedWrites || detail.renewFailedAt !== null, 'bad', 'cross', msg`Refund or renewal rejected`),
    ...legendIf(run.deduplicatedWrites, 'muted', 'repeat', msg`Refund deduplicated by key T-91`),
    ...legendIf(workers.B.droppedAt !== null, 'muted', 'stop', msg`B drops its copy`),
  ];
}

/** The instant A's lease lapsed: its last renewal plus the TTL, or the TTL without renewals. */
function finalExpiry(run: SwarmLeaseRun): number {
  const runs = run.detail.renewals;
  return roundToMs((runs.length ? runs[runs.length - 1].last : 0) + run.input.ttl);
}

function refundBand(from: number, to: number, refunds: number): Band {
  return {
    from,
    to,
    tone: refunds >= 2 ? 'bad' : refunds === 1 ? 'ok' : 'muted',
    style: 'soft',
    label: plural(refunds, '{0} refund applied', '{0} refunds applied'),
    text: plural(refunds, '{0} refund', '{0} refunds'),
  };
}
