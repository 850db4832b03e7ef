/** Model 1's write decisions, event log and worksheet sections. */
import { LEASE_FENCING_FIELDS, type LeaseFencingInput } from '../sim/lease-fencing-input.js';
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { seconds } from '../parts/format.js';
import { type TableSpec, decision, eventRows } from '../parts/tables.js';
import { type WorksheetSection, eventsSection, inputsSection, metricsSection } from '../parts/worksheet.js';
import { LEASE_INPUT_WORDS } from './controls.js';
import { leaseMetrics, leaseVerdict } from './verdict.js';
import { msg } from '../parts/messages.js';
import { say } from '../parts/engine-words.js';

export function writesTable(run: LeaseFencingRun): TableSpec {
  return {
    id: 'writes',
    part: 'writes',
    caption: msg`Protected-resource write decisions`,
    stacked: true,
    columns: [msg`Time`, msg`Worker / token`, msg`Decision`, msg`Resource evidence`],
    rows: run.writes.map((w) => ({
      cells: [seconds(w.at), msg`${w.worker} / token ${w.token}`, decision(w.accepted), say(w.evidenceWords, w.evidence)],
      tone: w.accepted ? 'accepted' : 'rejected',
    })),
    empty: msg`No write reached the resource.`,
  };
}

export function eventsTable(run: LeaseFencingRun): TableSpec {
  return {
    id: 'events',
    part: 'events',
    caption: msg`Event log, in clock order`,
    stacked: true,
    columns: [msg`Time`, msg`Who`, msg`What happened`],
    rows: eventRows(run.events),
    empty: msg`No events.`,
  };
}

export function leaseWorksheet(input: LeaseFencingInput, run: LeaseFencingRun): WorksheetSection[] {
  return [
    inputsSection(LEASE_FENCING_FIELDS, input, LEASE_INPUT_WORDS),
    metricsSection(msg`Metrics`, leaseVerdict(run), leaseMetrics(run)),
    {
      id: 'writes',
      title: msg`Write decisions`,
      columns: [msg`Time (s)`, msg`Worker`, msg`Token`, msg`Decision`, msg`Evidence`],
      rows: run.writes.map((w) => [w.at, w.worker, w.token, w.accepted ? msg`accepted` : msg`rejected`, say(w.evidenceWords, w.evidence)]),
    },
    eventsSection(msg`Event log`, run.events),
  ];
}
