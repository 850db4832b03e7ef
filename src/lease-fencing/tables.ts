/** Model 1's write decisions, event log and worksheet sections. */
import { LEASE_FENCING_FIELDS, type LeaseFencingInput } from '../sim/lease-fencing-input.js';
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { seconds } from '../parts/format.js';
import { type TableSpec, decision, eventRows } from '../parts/tables.js';
import { type WorksheetSection, eventsSection, inputsSection, metricsSection } from '../parts/worksheet.js';
import { LEASE_INPUT_WORDS } from './controls.js';
import { leaseMetrics, leaseVerdict } from './verdict.js';

export function writesTable(run: LeaseFencingRun): TableSpec {
  return {
    id: 'writes',
    part: 'writes',
    caption: 'Protected-resource write decisions',
    stacked: true,
    columns: ['Time', 'Worker / token', 'Decision', 'Resource evidence'],
    rows: run.writes.map((w) => ({
      cells: [seconds(w.at), `${w.worker} / token ${w.token}`, decision(w.accepted), w.evidence],
      tone: w.accepted ? 'accepted' : 'rejected',
    })),
    empty: 'No write reached the resource.',
  };
}

export function eventsTable(run: LeaseFencingRun): TableSpec {
  return {
    id: 'events',
    part: 'events',
    caption: 'Event log, in clock order',
    stacked: true,
    columns: ['Time', 'Who', 'What happened'],
    rows: eventRows(run.events),
    empty: 'No events.',
  };
}

export function leaseWorksheet(input: LeaseFencingInput, run: LeaseFencingRun): WorksheetSection[] {
  return [
    inputsSection(LEASE_FENCING_FIELDS, input, LEASE_INPUT_WORDS),
    metricsSection('Metrics', leaseVerdict(run), leaseMetrics(run)),
    {
      id: 'writes',
      title: 'Write decisions',
      columns: ['Time (s)', 'Worker', 'Token', 'Decision', 'Evidence'],
      rows: run.writes.map((w) => [w.at, w.worker, w.token, w.accepted ? 'accepted' : 'rejected', w.evidence]),
    },
    eventsSection('Event log', run.events),
  ];
}
