/**
 * Model 1 drawn as timeline lanes: worker A (work, pause, heartbeats, shutdown, write), the lease (token 1
 * and token 2), worker B (standby, takeover, work, write) and the resource (epoch or watermark over time and
 * each write's decision), with the in-flight overlap highlighted.
 */
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { seconds } from '../parts/format.js';
import { type Band, type LegendItem, type Mark, type TimelineSpec, expandRun } from '../parts/timeline.js';
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
  const { original: o, takeoverAt: T } = run;
  const endA = o.endsAt;
  const aBands: Band[] = [];
  const work = (from: number, to: number) => {
    if (to <= from) return;
    const zombieFrom = T === null ? to : Math.min(to, Math.max(from, T));
    if (zombieFrom > from) aBands.push({ from, to: zombieFrom, tone: 'a', style: 'solid', label: `A works ${seconds(from)}–${seconds(zombieFrom)}`, text: 'work' });
    if (zombieFrom < to) aBands.push({ from: zombieFrom, to, tone: 'a', style: 'hatch', label: `A works without the lease (zombie) ${seconds(zombieFrom)}–${seconds(to)}`, text: 'zombie' });
  };
  if (o.pause) {
    work(0, o.pause.from);
    aBands.push({ from: o.pause.from, to: Math.min(o.pause.until, endA), tone: 'warn', style: 'soft', label: `A paused ${seconds(o.pause.from)}–${seconds(Math.min(o.pause.until, endA))}`, text: 'paused' });
    work(o.pause.until, endA);
  } else work(0, endA);
  if (o.shutdownAt !== null && o.stopDeadline !== null) {
    aBands.push({ from: o.shutdownAt, to: Math.min(o.stopDeadline, end), tone: 'muted', style: 'outline', label: `Shutdown grace window ${seconds(o.shutdownAt)}–${seconds(o.stopDeadline)}` });
  }
  const beats = heartbeatMarks(run, end);
  aBands.push(...beats.bands);
  const aMarks: Mark[] = [...beats.marks];
  if (o.shutdownAt !== null) aMarks.push({ at: o.shutdownAt, tone: 'warn', shape: 'signal', label: `Shutdown signal at ${seconds(o.shutdownAt)}` });
  if (o.end === 'terminated') aMarks.push({ at: endA, tone: 'bad', shape: 'stop', label: `A forcibly stopped at ${seconds(endA)}` });

  const bBands: Band[] = [];
  const bMarks: Mark[] = [];
  const resourceBands: Band[] = [];
  const resourceMarks: Mark[] = [];
  const leaseBands: Band[] = [];
  const leaseMarks: Mark[] = [];
  const token1End = T ?? (o.end === 'wrote' ? endA : end);
  leaseBands.push({ from: 0, to: token1End, tone: 'lease1', style: 'solid', label: `Token 1 (A) from 0 s to ${seconds(token1End)}`, text: 'token 1 · A' });
  if (T !== null) {
    leaseBands.push({ from: T, to: end, tone: 'lease2', style: 'solid', label: `Token 2 (B) from ${seconds(T)}`, text: 'token 2 · B' });
    leaseMarks.push({ at: T, tone: 'warn', shape: 'diamond', label: `Lease expired at ${seconds(T)}` });
    bBands.push({ from: 0, to: T, tone: 'muted', style: 'soft', label: `B on standby until ${seconds(T)}`, text: 'standby' });
    bMarks.push({ at: T, tone: 'b', shape: 'diamond', label: `B takes over with token 2 at ${seconds(T)}` });
  } else {
    bBands.push({ from: 0, to: end, tone: 'muted', style: 'soft', label: 'B on standby; never needed', text: 'standby (not needed)' });
    leaseMarks.push({ at: endA, tone: 'ok', shape: 'circle', label: `A releases the lease at ${seconds(endA)}` });
  }
  if (run.replacement) {
    const r = run.replacement;
    bBands.push({ from: r.takeoverAt, to: r.writesAt, tone: 'b', style: 'solid', label: `B works ${seconds(r.takeoverAt)}–${seconds(r.writesAt)}`, text: 'work' });
  }

  const mode = run.input.enforcement;
  if (mode === 'epoch') {
    resourceBands.push({ from: 0, to: T ?? end, tone: 'lease1', style: 'soft', label: 'Registered epoch 1', text: 'epoch 1' });
    if (T !== null) resourceBands.push({ from: T, to: end, tone: 'lease2', style: 'soft', label: `Registered epoch 2 from ${seconds(T)}`, text: 'epoch 2' });
  } else if (mode === 'watermark') {
    let level = 0;
    let from = 0;
    for (const w of run.writes.filter((x) => x.accepted && x.token > level)) {
      resourceBands.push({ from, to: w.at, tone: level === 0 ? 'muted' : level === 1 ? 'lease1' : 'lease2', style: 'soft', label: `Watermark ${level || 'none'}`, text: `watermark ${level || '–'}` });
      level = w.token;
      from = w.at;
    }
    resourceBands.push({ from, to: end, tone: level === 0 ? 'muted' : level === 1 ? 'lease1' : 'lease2', style: 'soft', label: `Watermark ${level || 'none'}`, text: `watermark ${level || '–'}` });
  } else {
    resourceBands.push({ from: 0, to: end, tone: 'muted', style: 'outline', label: 'No token check', text: 'no check' });
  }
  for (const w of run.writes) {
    const mark: Mark = {
      at: w.at,
      tone: w.accepted ? 'ok' : 'bad',
      shape: w.accepted ? 'check' : 'cross',
      label: `${w.worker}'s write with token ${w.token} at ${seconds(w.at)}: ${w.accepted ? 'accepted' : 'rejected'} (${w.evidence})`,
    };
    resourceMarks.push(mark);
    (w.worker === 'A' ? aMarks : bMarks).push(mark);
  }

  const legend: LegendItem[] = [
    { tone: 'a', kind: 'solid', label: 'A working' },
    ...(T !== null && o.end === 'wrote' ? [{ tone: 'a', kind: 'hatch', label: 'A working without the lease (zombie)' } as LegendItem] : []),
    ...(o.pause ? [{ tone: 'warn', kind: 'soft', label: 'A paused' } as LegendItem] : []),
    { tone: 'ok', kind: 'tick', label: 'Heartbeat accepted' },
    ...(o.heartbeatRejectedAt !== null ? [{ tone: 'bad', kind: 'cross', label: 'Heartbeat or write rejected' } as LegendItem] : []),
    ...(o.shutdownAt !== null ? [{ tone: 'warn', kind: 'signal', label: 'Shutdown signal' } as LegendItem, { tone: 'muted', kind: 'outline', label: 'Grace window' } as LegendItem] : []),
    ...(o.end === 'terminated' ? [{ tone: 'bad', kind: 'stop', label: 'Forced stop' } as LegendItem] : []),
    { tone: 'ok', kind: 'check', label: 'Write accepted' },
    ...(run.writes.some((w) => !w.accepted) && o.heartbeatRejectedAt === null ? [{ tone: 'bad', kind: 'cross', label: 'Write rejected' } as LegendItem] : []),
    ...(T !== null ? [{ tone: 'b', kind: 'diamond', label: 'Takeover' } as LegendItem, { tone: 'b', kind: 'solid', label: 'B working' } as LegendItem] : []),
    ...(run.overlap > 0 ? [{ tone: 'warn', kind: 'outline', label: 'In-flight overlap' } as LegendItem] : []),
  ];

  const v = leaseVerdict(run);
  const writes = run.writes.map((w) => `${w.worker}'s write at ${seconds(w.at)} ${w.accepted ? 'accepted' : 'rejected'}`).join('; ');
  return {
    id: 'lease-timeline',
    title: 'Ownership timeline',
    description: `${v.label} ${v.headline} Takeover: ${T === null ? 'none' : seconds(T)}. Writes: ${writes || 'none'}. The write decisions and event log tables below give every detail.`,
    end,
    lanes: [
      { id: 'a', label: 'Worker A', short: 'A', bands: aBands, marks: aMarks },
      { id: 'lease', label: 'Lease', short: 'Lease', bands: leaseBands, marks: leaseMarks },
      { id: 'b', label: 'Worker B', short: 'B', bands: bBands, marks: bMarks },
      { id: 'resource', label: 'Resource', short: 'Res.', bands: resourceBands, marks: resourceMarks },
    ],
    highlight: T !== null && run.overlap > 0 ? { from: T, to: T + run.overlap, label: `overlap ${seconds(run.overlap)}` } : undefined,
    legend,
  };
}
