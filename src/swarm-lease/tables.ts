/** Model 2's computed data, event trace and worksheet sections. */
import { html } from 'lit';
import { SWARM_LEASE_FIELDS, type SwarmLeaseInput } from '../sim/swarm-lease-input.js';
import type { SwarmLeaseRun, SwarmWorker } from '../sim/swarm-lease.js';
import { keepUnits, seconds } from '../parts/format.js';
import { boxedSeconds } from '../parts/frame-number.js';
import { type Row, type TableSpec, decision, eventRows } from '../parts/tables.js';
import { type WorksheetSection, eventsSection, inputsSection, metricsSection } from '../parts/worksheet.js';
import { SWARM_INPUT_WORDS } from './controls.js';
import { swarmMetrics, swarmVerdict } from './verdict.js';
import { catalogVersion, currentLocale, msg, msgParts } from '../parts/messages.js';

function claim(w: SwarmWorker): string {
  return w.claimedAt === null ? '—' : msg`${seconds(w.claimedAt)}, token ${w.token}`;
}

function finish(w: SwarmWorker): string {
  if (w.finishedAt !== null) return seconds(w.finishedAt);
  return w.droppedAt !== null ? msg`dropped its copy at ${seconds(w.droppedAt)}` : '—';
}

function outcome(w: SwarmWorker): string {
  return w.write === 'none' ? msg`no write` : w.write === 'accepted' ? msg`accepted` : w.write === 'rejected' ? msg`rejected` : msg`deduplicated`;
}

export function workersTable(run: SwarmLeaseRun): TableSpec {
  return {
    id: 'workers',
    part: 'workers',
    caption: msg`Computed data for T-91`,
    columns: [msg`Worker`, msg`Received`, msg`Claim and token`, msg`Finished`, msg`Refund write`],
    stacked: true,
    rows: (['A', 'B'] as const).map((name) => {
      const w = run.workers[name];
      return {
        cells: [name, seconds(w.receivedAt), claim(w), finish(w), w.write === 'none' ? msg`no write` : decision(w.write === 'deduplicated' ? w.write : w.write === 'accepted')],
        tone: w.write === 'accepted' ? 'accepted' : w.write === 'rejected' ? 'rejected' : undefined,
      };
    }),
    empty: '',
  };
}

/**
 * The event trace: the text equivalent of the whole run, so every event is listed; those after the
 * inspection time say "Upcoming" in words (not only by style) and the latest one is highlighted. While
 * `playing`, `time` is the shown (stepped) moment, and the caption's time is boxed (see `boxedSeconds`): a
 * frame then never relays the table out.
 */
export function traceTable(run: SwarmLeaseRun, time: number, playing = false): TableSpec {
  const { rows, upcoming } = traceRows(run, time);
  const n = run.events.length;
  return {
    id: 'trace',
    part: 'trace',
    caption: html`${msgParts`Event trace at ${boxedSeconds(time, run.span, playing)}: ${keepUnits(upcoming ? msg`${n - upcoming} of ${n} events so far, ${upcoming} upcoming` : msg`all ${n} events have happened`)}`}`,
    columns: [msg`Time`, msg`Who`, msg`What happened`],
    stacked: true,
    rows,
    empty: msg`No events.`,
  };
}

/** The last trace rows built per run, with how many events had happened then, in which language. */
const built = new WeakMap<SwarmLeaseRun, { happened: number; locale: string; rows: Row[]; upcoming: number }>();

/**
 * The trace rows at `time`. They depend only on which events have happened, a set that grows with time, so
 * its size identifies it: between two events a frame gets the same array back and `renderTable`, which
 * guards the table body by its rows, skips it.
 */
function traceRows(run: SwarmLeaseRun, time: number): { rows: Row[]; upcoming: number } {
  const happened = run.events.filter((e) => e.at <= time).length;
  const locale = `${currentLocale()} ${catalogVersion()}`;
  const last = built.get(run);
  if (last?.happened === happened && last.locale === locale) return last;
  const rows = eventRows(run.events, time);
  let upcoming = 0;
  for (const r of rows) {
    if (r.state !== 'ahead') continue;
    upcoming++;
    // A template is not a string, so `renderTable` cannot join its units: the sentence is joined here.
    r.cells[2] = html`<strong>${msg`Upcoming:`}</strong> ${keepUnits(r.cells[2] as string)}`;
  }
  const next = { happened, locale, rows, upcoming };
  built.set(run, next);
  return next;
}

export function swarmWorksheet(input: SwarmLeaseInput, run: SwarmLeaseRun): WorksheetSection[] {
  return [
    inputsSection(SWARM_LEASE_FIELDS, input, SWARM_INPUT_WORDS),
    metricsSection(msg`Final metrics`, swarmVerdict(run), swarmMetrics(run)),
    {
      id: 'workers',
      title: msg`Computed data`,
      columns: [msg`Worker`, msg`Received (s)`, msg`Claimed (s)`, msg`Token`, msg`Finished (s)`, msg`Dropped (s)`, msg`Refund write`],
      rows: (['A', 'B'] as const).map((n) => {
        const w = run.workers[n];
        return [n, w.receivedAt, w.claimedAt, w.token, w.finishedAt, w.droppedAt, outcome(w)];
      }),
    },
    eventsSection(msg`Event trace`, run.events),
  ];
}
