/**
 * Model 1 drawn as timeline lanes: worker A (work, pause, heartbeats, shutdown, write), the lease (token 1
 * and token 2), worker B (standby, takeover, work, write) and the resource (epoch or watermark over time and
 * each write's decision), with the in-flight overlap highlighted.
 */
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { seconds } from '../parts/format.js';
import { type Band, type Lane, type LegendItem, type Mark, type TimelineSpec, drawnLegend, expandRun, legendIf } from '../parts/timeline.js';
import { leaseVerdict } from './verdict.js';

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
    if (times) for (const t of times) marks.push({ at: t, tone: 'ok', shape: 'tick', label: `Heartbeat accepted at ${seconds(t)}` });
    else
      bands.push({
        from: hb.first, to: hb.last, tone: 'ok', style: 'thin',
        label: `${hb.count} heartbeats accepted from ${seconds(hb.first)} to ${seconds(hb.last)}`,
      });
  }
  const rejected = run.original.heartbeatRejectedAt;
  if (rejected !== null) marks.push({ at: rejected, tone: 'bad', shape: 'cross', label: `Heartbeat rejected at ${seconds(rejected)}: the lease is B's` });
  return { marks, bands };
}

/** The timeline of a run; width-free (the figure adapts to its column in CSS), so it is built once per run. */
export function leaseTimeline(run: LeaseFencingRun): TimelineSpec {
  const end = leaseTimelineEnd(run);
  const T = run.takeoverAt;
  const v = leaseVerdict(run);
  const writes = run.writes.map((w) => `${w.worker}'s write at ${seconds(w.at)} ${w.accepted ? 'accepted' : 'rejected'}`).join('; ');
  const lanes = [workerALane(run, end), leaseLane(run, end), workerBLane(run, end), resourceLane(run, end)];
  const highlight = T !== null && run.overlap > 0 ? { from: T, to: T + run.overlap, label: `overlap ${seconds(run.overlap)}` } : undefined;
  return {
    id: 'lease-timeline',
    title: 'Ownership timeline',
    description: `${v.label} ${v.headline} Takeover: ${T === null ? 'none' : seconds(T)}. Writes: ${writes || 'none'}. The write decisions and event log tables below give every detail.`,
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
    label: `${w.worker}'s write with token ${w.token} at ${seconds(w.at)}: ${w.accepted ? 'accepted' : 'rejected'} (${w.evidence})`,
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
    if (zombieFrom > from) bands.push({ from, to: zombieFrom, tone: 'a', style: 'solid', label: `A works ${seconds(from)}–${seconds(zombieFrom)}`, text: 'work' });
    if (zombieFrom < to) bands.push({ from: zombieFrom, to, tone: 'a', style: 'hatch', label: `A works without the lease (zombie) ${seconds(zombieFrom)}–${seconds(to)}`, text: 'zombie' });
  };
  if (o.pause) {
    work(0, o.pause.from);
    bands.push({ from: o.pause.from, to: Math.min(o.pause.until, endA), tone: 'warn', style: 'soft', label: `A paused ${seconds(o.pause.from)}–${seconds(Math.min(o.pause.until, endA))}`, text: 'paused' });
    work(o.pause.until, endA);
  } else work(0, endA);
  if (o.shutdownAt !== null && o.stopDeadline !== null) {
    bands.push({ from: o.shutdownAt, to: Math.min(o.stopDeadline, end), tone: 'muted', style: 'outline', label: `Shutdown grace window ${seconds(o.shutdownAt)}–${seconds(o.stopDeadline)}` });
  }
  const beats = heartbeatMarks(run, end);
  bands.push(...beats.bands);
  const marks: Mark[] = [...beats.marks];
  if (o.shutdownAt !== null) marks.push({ at: o.shutdownAt, tone: 'warn', shape: 'signal', label: `Shutdown signal at ${seconds(o.shutdownAt)}` });
  if (o.end === 'terminated') marks.push({ at: endA, tone: 'bad', shape: 'stop', label: `A forcibly stopped at ${seconds(endA)}` });
  marks.push(...run.writes.filter((w) => w.worker === 'A').map(writeMark));
  return { id: 'a', label: 'Worker A', short: 'A', bands, marks };
}

/** The lease: token 1 (A's) until the takeover or release, token 2 (B's) after a takeover. */
function leaseLane(run: LeaseFencingRun, end: number): Lane {
  const { original: o, takeoverAt: T } = run;
  const token1End = T ?? (o.end === 'wrote' ? o.endsAt : end);
  const bands: Band[] = [{ from: 0, to: token1End, tone: 'lease1', style: 'solid', label: `Token 1 (A) from 0 s to ${seconds(token1End)}`, text: 'token 1 · A' }];
  const marks: Mark[] = [];
  if (T !== null) {
    bands.push({ from: T, to: end, tone: 'lease2', style: 'solid', label: `Token 2 (B) from ${seconds(T)}`, text: 'token 2 · B' });
    marks.push({ at: T, tone: 'warn', shape: 'diamond', label: `Lease expired at ${seconds(T)}` });
  } else marks.push({ at: o.endsAt, tone: 'ok', shape: 'circle', label: `A releases the lease at ${seconds(o.endsAt)}` });
  return { id: 'lease', label: 'Lease', short: 'Lease', bands, marks };
}

/** Worker B: standby, the takeover, its work and its write. */
function workerBLane(run: LeaseFencingRun, end: number): Lane {
  const T = run.takeoverAt;
  const bands: Band[] = [];
  const marks: Mark[] = [];
  if (T !== null) {
    bands.push({ from: 0, to: T, tone: 'muted', style: 'soft', label: `B on standby until ${seconds(T)}`, text: 'standby' });
    marks.push({ at: T, tone: 'b', shape: 'diamond', label: `B takes over with token 2 at ${seconds(T)}` });
  } else bands.push({ from: 0, to: end, tone: 'muted', style: 'soft', label: 'B on standby; never needed', text: 'standby (not needed)' });
  const r = run.replacement;
  if (r) bands.push({ from: r.takeoverAt, to: r.writesAt, tone: 'b', style: 'solid', label: `B works ${seconds(r.takeoverAt)}–${seconds(r.writesAt)}`, text: 'work' });
  marks.push(...run.writes.filter((w) => w.worker === 'B').map(writeMark));
  return { id: 'b', label: 'Worker B', short: 'B', bands, marks };
}

/** The resource: the registered epoch or the watermark over time (or no check), and each write's decision. */
function resourceLane(run: LeaseFencingRun, end: number): Lane {
  const T = run.takeoverAt;
  const mode = run.input.enforcement;
  const bands: Band[] = [];
  if (mode === 'epoch') {
    bands.push({ from: 0, to: T ?? end, tone: 'lease1', style: 'soft', label: 'Registered epoch 1', text: 'epoch 1' });
    if (T !== null) bands.push({ from: T, to: end, tone: 'lease2', style: 'soft', label: `Registered epoch 2 from ${seconds(T)}`, text: 'epoch 2' });
  } else if (mode === 'watermark') {
    const level = (n: number): Band['tone'] => (n === 0 ? 'muted' : n === 1 ? 'lease1' : 'lease2');
    const band = (from: number, to: number, n: number): Band => ({ from, to, tone: level(n), style: 'soft', label: `Watermark ${n || 'none'}`, text: `watermark ${n || '–'}` });
    let current = 0;
    let from = 0;
    for (const w of run.writes.filter((x) => x.accepted && x.token > current)) {
      bands.push(band(from, w.at, current));
      current = w.token;
      from = w.at;
    }
    bands.push(band(from, end, current));
  } else bands.push({ from: 0, to: end, tone: 'muted', style: 'outline', label: 'No token check', text: 'no check' });
  return { id: 'resource', label: 'Resource', short: 'Res.', bands, marks: run.writes.map(writeMark) };
}

/** The legend: only what this run draws. */
function leaseLegend(run: LeaseFencingRun): LegendItem[] {
  const { original: o, takeoverAt: T } = run;
  return [
    ...legendIf(true, 'a', 'solid', 'A working'),
    ...legendIf(T !== null && o.end === 'wrote', 'a', 'hatch', 'A working without the lease (zombie)'),
    ...legendIf(o.pause, 'warn', 'soft', 'A paused'),
    ...legendIf(true, 'ok', 'tick', 'Heartbeat accepted'),
    ...legendIf(o.heartbeatRejectedAt !== null, 'bad', 'cross', 'Heartbeat or write rejected'),
    ...legendIf(o.shutdownAt !== null, 'warn', 'signal', 'Shutdown signal'),
    ...legendIf(o.shutdownAt !== null, 'muted', 'outline', 'Grace window'),
    ...legendIf(o.end === 'terminated', 'bad', 'stop', 'Forced stop'),
    ...legendIf(true, 'ok', 'check', 'Write accepted'),
    ...legendIf(run.writes.some((w) => !w.accepted) && o.heartbeatRejectedAt === null, 'bad', 'cross', 'Write rejected'),
    ...legendIf(true, 'ok', 'circle', 'Lease released'),
    ...legendIf(T !== null, 'b', 'diamond', 'Takeover'),
    ...legendIf(T !== null, 'b', 'solid', 'B working'),
    ...legendIf(run.overlap > 0, 'warn', 'outline', 'In-flight overlap'),
  ];
}
