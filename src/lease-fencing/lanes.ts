/**
 * Model 1 drawn as timeline lanes: worker A (work, pause, heartbeats, shutdown, write), the lease (token 1
 * and token 2), worker B (standby, takeover, work, write) and the resource (epoch or watermark over time and
 * each write's decision), with the in-flight overlap highlighted.
 */
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { seconds } from '../parts/format.js';
import { type Band, type Lane, type LegendItem, type Mark, type TimelineSpec, drawnLegend, expandRun, legendIf } from '../parts/timeline.js';
import { leaseVerdict } from './verdict.js';
import { CLAUSE_GAP, joinSentences, msg, tr } from '../parts/messages.js';
import { say } from '../parts/engine-words.js';

/** Right edge of the axis: a little past the last thing that happens. */
export function leaseTimelineEnd(run: LeaseFencingRun): number {
  const last = run.events.reduce((m, e) => Math.max(m, e.until ?? e.at), run.original.endsAt);
  return last > 0 ? last * 1.06 : 1;
}

function heartbeatMarks(run: LeaseFencingRun, end: number): { marks: Mark[]; bands: Band[] } {
  const marks: Mark[] = [];
  const bands: Band[] = [];
  for (const hb of run.original.heartbeats) {
    const times = expandRun(hb, run.input.heartbeat, end);
    if (times) for (const t of times) marks.push({ at: t, tone: 'ok', shape: 'tick', label: msg`Heartbeat accepted at ${seconds(t)}` });
    else
      bands.push({
        from: hb.first, to: hb.last, tone: 'ok', style: 'thin',
        label: msg`${hb.count} heartbeats accepted from ${seconds(hb.first)} to ${seconds(hb.last)}`,
      });
  }
  const rejected = run.original.heartbeatRejectedAt;
  if (rejected !== null) marks.push({ at: rejected, tone: 'bad', shape: 'cross', label: msg`Heartbeat rejected at ${seconds(rejected)}: the lease is B's` });
  return { marks, bands };
}

/** The timeline of a run; width-free (the figure adapts to its column in CSS), so it is built once per run. */
export function leaseTimeline(run: LeaseFencingRun): TimelineSpec {
  const end = leaseTimelineEnd(run);
  const T = run.takeoverAt;
  const v = leaseVerdict(run);
  const writes = run.writes.map((w) => (w.accepted ? msg`${w.worker}'s write at ${seconds(w.at)} accepted` : msg`${w.worker}'s write at ${seconds(w.at)} rejected`)).join(tr(CLAUSE_GAP));
  const lanes = [workerALane(run, end), leaseLane(run, end), workerBLane(run, end), resourceLane(run, end)];
  const highlight = T !== null && run.overlap > 0 ? { from: T, to: T + run.overlap, label: msg`overlap ${seconds(run.overlap)}` } : undefined;
  return {
    id: 'lease-timeline',
    title: msg`Ownership timeline`,
    description: joinSentences([v.label, v.headline, msg`Takeover: ${T === null ? msg`none` : seconds(T)}. Writes: ${writes || msg`none`}. The write decisions and event log tables below give every detail.`]),
    end,
    lanes,
    highlight,
    legend: drawnLegend(leaseLegend(run), lanes, highlight ? ['warn outline'] : []),
  };
}

/** A write as a mark, drawn on its worker's lane and on the resource's. */
function writeMark(w: LeaseFencingRun['writes'][number]): Mark {
  return {
    at: w.at,
    tone: w.accepted ? 'ok' : 'bad',
    shape: w.accepted ? 'check' : 'cross',
    label: msg`${w.worker}'s write with token ${w.token} at ${seconds(w.at)}: ${w.accepted ? msg`accepted` : msg`rejected`} (${say(w.evidenceWords, w.evidence)})`,
  };
}

/** Worker A: its work (hatched as a zombie once the lease is B's), pause, grace window, heartbeats and write. */
function workerALane(run: LeaseFencingRun, end: number): Lane {
  const { original: o, takeoverAt: T } = run;
  const endA = o.endsAt;
  const bands: Band[] = [];
  const work = (from: number, to: number) => {
    if (to <= from) return;
    const zombieFrom = T === null ? to : Math.min(to, Math.max(from, T));
    if (zombieFrom > from) bands.push({ from, to: zombieFrom, tone: 'a', style: 'solid', label: msg`A works ${seconds(from)}–${seconds(zombieFrom)}`, text: msg`work` });
    if (zombieFrom < to) bands.push({ from: zombieFrom, to, tone: 'a', style: 'hatch', label: msg`A works without the lease (zombie) ${seconds(zombieFrom)}–${seconds(to)}`, text: msg`zombie` });
  };
  if (o.pause) {
    work(0, o.pause.from);
    bands.push({ from: o.pause.from, to: Math.min(o.pause.until, endA), tone: 'warn', style: 'soft', label: msg`A paused ${seconds(o.pause.from)}–${seconds(Math.min(o.pause.until, endA))}`, text: msg`paused` });
    work(o.pause.until, endA);
  } else work(0, endA);
  if (o.shutdownAt !== null && o.stopDeadline !== null) {
    bands.push({ from: o.shutdownAt, to: Math.min(o.stopDeadline, end), tone: 'muted', style: 'outline', label: msg`Shutdown grace window ${seconds(o.shutdownAt)}–${seconds(o.stopDeadline)}` });
  }
  const beats = heartbeatMarks(run, end);
  bands.push(...beats.bands);
  const marks: Mark[] = [...beats.marks];
  if (o.shutdownAt !== null) marks.push({ at: o.shutdownAt, tone: 'warn', shape: 'signal', label: msg`Shutdown signal at ${seconds(o.shutdownAt)}` });
  if (o.end === 'terminated') marks.push({ at: endA, tone: 'bad', shape: 'stop', label: msg`A forcibly stopped at ${seconds(endA)}` });
  marks.push(...run.writes.filter((w) => w.worker === 'A').map(writeMark));
  return { id: 'a', label: msg`Worker A`, short: 'A', bands, marks };
}

/** The lease: token 1 (A's) until the takeover or release, token 2 (B's) after a takeover. */
function leaseLane(run: LeaseFencingRun, end: number): Lane {
  const { original: o, takeoverAt: T } = run;
  const token1End = T ?? (o.end === 'wrote' ? o.endsAt : end);
  const bands: Band[] = [{ from: 0, to: token1End, tone: 'lease1', style: 'solid', label: msg`Token 1 (A) from 0 s to ${seconds(token1End)}`, text: msg`token 1 · A` }];
  const marks: Mark[] = [];
  if (T !== null) {
    bands.push({ from: T, to: end, tone: 'lease2', style: 'solid', label: msg`Token 2 (B) from ${seconds(T)}`, text: msg`token 2 · B` });
    marks.push({ at: T, tone: 'warn', shape: 'open-diamond', label: msg`Lease expired at ${seconds(T)}` });
  } else marks.push({ at: o.endsAt, tone: 'ok', shape: 'circle', label: msg`A releases the lease at ${seconds(o.endsAt)}` });
  return { id: 'lease', label: msg`Lease`, short: msg`Lease`, bands, marks };
}

/** Worker B: standby, the takeover, its work and its write. */
function workerBLane(run: LeaseFencingRun, end: number): Lane {
  const T = run.takeoverAt;
  const bands: Band[] = [];
  const marks: Mark[] = [];
  if (T !== null) {
    bands.push({ from: 0, to: T, tone: 'muted', style: 'soft', label: msg`B on standby until ${seconds(T)}`, text: msg`standby` });
    marks.push({ at: T, tone: 'b', shape: 'diamond', label: msg`B takes over with token 2 at ${seconds(T)}` });
  } else bands.push({ from: 0, to: end, tone: 'muted', style: 'soft', label: msg`B on standby; never needed`, text: msg`standby (not needed)` });
  const r = run.replacement;
  if (r) bands.push({ from: r.takeoverAt, to: r.writesAt, tone: 'b', style: 'solid', label: msg`B works ${seconds(r.takeoverAt)}–${seconds(r.writesAt)}`, text: msg`work` });
  marks.push(...run.writes.filter((w) => w.worker === 'B').map(writeMark));
  return { id: 'b', label: msg`Worker B`, short: 'B', bands, marks };
}

/** The resource: the registered epoch or the watermark over time (or no check), and each write's decision. */
function resourceLane(run: LeaseFencingRun, end: number): Lane {
  const T = run.takeoverAt;
  const mode = run.input.enforcement;
  const bands: Band[] = [];
  if (mode === 'epoch') {
    bands.push({ from: 0, to: T ?? end, tone: 'lease1', style: 'soft', label: msg`Registered epoch 1`, text: msg`epoch 1` });
    if (T !== null) bands.push({ from: T, to: end, tone: 'lease2', style: 'soft', label: msg`Registered epoch 2 from ${seconds(T)}`, text: msg`epoch 2` });
  } else if (mode === 'watermark') {
    const level = (n: number): Band['tone'] => (n === 0 ? 'muted' : n === 1 ? 'lease1' : 'lease2');
    const band = (from: number, to: number, n: number): Band => ({ from, to, tone: level(n), style: 'soft', label: msg`Watermark ${n || msg`none`}`, text: msg`watermark ${n || '–'}` });
    let current = 0;
    let from = 0;
    for (const w of run.writes.filter((x) => x.accepted && x.token > current)) {
      bands.push(band(from, w.at, current));
      current = w.token;
      from = w.at;
    }
    bands.push(band(from, end, current));
  } else bands.push({ from: 0, to: end, tone: 'muted', style: 'outline', label: msg`No token check`, text: msg`no check` });
  return { id: 'resource', label: msg`Resource`, short: msg`Res.`, bands, marks: run.writes.map(writeMark) };
}

/** The legend: only what this run draws. */
function leaseLegend(run: LeaseFencingRun): LegendItem[] {
  const { original: o, takeoverAt: T } = run;
  return [
    ...legendIf(true, 'a', 'solid', msg`A working`),
    ...legendIf(T !== null, 'a', 'hatch', msg`A working without the lease (zombie)`),
    ...legendIf(o.pause, 'warn', 'soft', msg`A paused`),
    ...legendIf(true, 'ok', 'tick', msg`Heartbeat accepted`),
    ...legendIf(o.heartbeatRejectedAt !== null, 'bad', 'cross', msg`Heartbeat or write rejected`),
    ...legendIf(o.shutdownAt !== null, 'warn', 'signal', msg`Shutdown signal`),
    ...legendIf(o.shutdownAt !== null, 'muted', 'outline', msg`Grace window`),
    ...legendIf(o.end === 'terminated', 'bad', 'stop', msg`Forced stop`),
    ...legendIf(true, 'ok', 'check', msg`Write accepted`),
    ...legendIf(run.writes.some((w) => !w.accepted) && o.heartbeatRejectedAt === null, 'bad', 'cross', msg`Write rejected`),
    ...legendIf(true, 'ok', 'circle', msg`Lease released`),
    ...legendIf(T !== null, 'warn', 'open-diamond', msg`Lease expired`),
    ...legendIf(T !== null, 'b', 'diamond', msg`Takeover`),
    ...legendIf(T !== null, 'b', 'solid', msg`B working`),
    ...legendIf(run.overlap > 0, 'warn', 'outline', msg`In-flight overlap`),
  ];
}
