/**
 * Worksheets: what a reader takes away from a lab, in the sections and format they picked. Pure text
 * building (no DOM), so the same function serves the download button, the public `worksheet()` method and
 * tests. Nothing is included that the reader did not pick.
 */
import type { Field } from '../sim/fields.js';
import type { LabEvent } from '../sim/events.js';
import { plainSeconds } from './format.js';
import type { WorksheetFormat } from './lab-events.js';
import type { Metric, Verdict } from './metrics.js';
import { eventTime } from './tables.js';

/** One exportable section: a titled table of text cells. */
export interface WorksheetSection {
  id: string;
  title: string;
  columns: string[];
  rows: string[][];
}

/** File extension and MIME type per format. */
export const FORMATS: Record<WorksheetFormat, { label: string; extension: string; mime: string }> = {
  markdown: { label: 'Markdown', extension: 'md', mime: 'text/markdown' },
  csv: { label: 'CSV', extension: 'csv', mime: 'text/csv' },
  json: { label: 'JSON', extension: 'json', mime: 'application/json' },
};

function markdownCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** Quotes a CSV cell when needed, and defuses spreadsheet formulas (a cell starting with = + @ or a tab). */
function csvCell(text: string): string {
  const safe = /^[=+@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function camel(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '');
}

/** Builds the worksheet text. Sections keep the order given. */
export function worksheetText(title: string, sections: readonly WorksheetSection[], format: WorksheetFormat): string {
  if (format === 'json') {
    const body: Record<string, unknown> = { title };
    for (const s of sections) {
      const keys = s.columns.map(camel);
      body[s.id] = s.rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ''])));
    }
    return `${JSON.stringify(body, null, 2)}\n`;
  }
  if (format === 'csv') {
    // One block per section, each with its own header row, separated by a blank line.
    return `${sections
      .map((s) => [['section', ...s.columns], ...s.rows.map((r) => [s.title, ...r])].map((r) => r.map(csvCell).join(',')).join('\r\n'))
      .join('\r\n\r\n')}\r\n`;
  }
  const parts = [`# ${markdownCell(title)}`];
  for (const s of sections) {
    parts.push(
      `## ${markdownCell(s.title)}`,
      [
        `| ${s.columns.map(markdownCell).join(' | ')} |`,
        `| ${s.columns.map(() => '---').join(' | ')} |`,
        ...s.rows.map((r) => `| ${r.map(markdownCell).join(' | ')} |`),
      ].join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** The "inputs" section: every field with its attribute and the value the run used. */
export function inputsSection(fields: readonly Field[], input: object): WorksheetSection {
  const values = input as Record<string, unknown>;
  const text = (v: unknown) => (v === null ? 'none' : typeof v === 'boolean' ? (v ? 'on' : 'off') : typeof v === 'number' ? `${plainSeconds(v)} s` : String(v));
  return { id: 'inputs', title: 'Inputs', columns: ['Input', 'Attribute', 'Value'], rows: fields.map((f) => [f.name, f.attribute, text(values[f.name])]) };
}

/** The "metrics" section: the verdict first, then each figure. */
export function metricsSection(title: string, verdict: Verdict, metrics: readonly Metric[]): WorksheetSection {
  return {
    id: 'metrics',
    title,
    columns: ['Figure', 'Value', 'Detail'],
    rows: [['Verdict', verdict.label.replace(/\.$/, ''), verdict.headline], ...metrics.map((m) => [m.label, m.value, m.detail])],
  };
}

/** The "events" section: the whole event log. */
export function eventsSection(title: string, events: readonly LabEvent[]): WorksheetSection {
  return { id: 'events', title, columns: ['Time', 'Actor', 'Kind', 'Event'], rows: events.map((e) => [eventTime(e), e.actor, e.kind, e.text]) };
}
