/** Model 1's write decisions, event log and worksheet sections. */
import { LEASE_FENCING_FIELDS, type LeaseFencingInput } from '../sim/lease-fencing-input.js';
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import { plainSeconds, seconds } from '../parts/format.js';
import { type TableSpec, decision, eventRows, eventTime } from '../parts/tables.js';
import type { WorksheetSection } from '../parts/worksheet.js';
import { leaseMetrics, leaseVerdict } from './verdict.js';

export function writesTable(run: LeaseFencingRun): TableSpec {
  return {
    id: 'writes',
    part: 'writes',
    caption: 'Write decisions at the protected resource',
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
    columns: ['Time', 'Who', 'What happened'],
    rows: eventRows(run.events),
    empty: 'No events.',
  };
}

function inputValue(input: LeaseFencingInput, name: string): string {
  const value = (input as unknown as Record<string, unknown>)[name];
  if (value === null) return 'none';
  return typeof value === 'number' ? `${plainSeconds(value)} s` : String(value);
}

export function leaseWorksheet(input: LeaseFencingInput, run: LeaseFencingRun): WorksheetSection[] {
  const v = leaseVerdict(run);
  return [
    {
      id: 'inputs',
      title: 'Inputs',
      columns: ['Input', 'Attribute', 'Value'],
      rows: LEASE_FENCING_FIELDS.map((f) => [f.name, f.attribute, inputValue(input, f.name)]),
    },
    {
      id: 'metrics',
      title: 'Metrics',
      columns: ['Figure', 'Value', 'Detail'],
      rows: [['Verdict', v.label.replace(/\.$/, ''), v.headline], ...leaseMetrics(run).map((m) => [m.label, m.value, m.detail])],
    },
    {
      id: 'writes',
      title: 'Write decisions',
      columns: ['Time', 'Worker', 'Token', 'Decision', 'Evidence'],
      rows: run.writes.map((w) => [seconds(w.at), w.worker, String(w.token), w.accepted ? 'accepted' : 'rejected', w.evidence]),
    },
    {
      id: 'events',
      title: 'Event log',
      columns: ['Time', 'Actor', 'Kind', 'Event'],
      rows: run.events.map((e) => [eventTime(e), e.actor, e.kind, e.text]),
    },
  ];
}
