/**
 * Worksheets: what a reader takes away from a lab, in the sections and format they picked. Pure text
 * building (no DOM), so the same function serves the download button, the public `worksheet()` method and
 * tests. Nothing is included that the reader did not pick.
 */
import type { Field } from '../sim/fields.js';
import type { LabEvent } from '../sim/events.js';
import { plainSeconds, plainSpaces } from './format.js';
import type { WorksheetFormat } from './lab-events.js';
import type { Metric, Verdict } from './metrics.js';
import { msg, tr } from './messages.js';
import { say } from './engine-words.js';

/**
 * One worksheet cell: text, a number, a switch (on/off in text, true/false in JSON), or null where nothing
 * happened. Numbers stay numbers in JSON; a number is in seconds when its column says "(s)" or its row's Unit
 * cell says "s".
 */
export type WorksheetCell = string | number | boolean | null;

/** One exportable section: a titled table of cells. */
export interface WorksheetSection {
  id: string;
  title: string;
  columns: string[];
  rows: WorksheetCell[][];
}

/** File extension and MIME type per format; frozen, so no page script can change what a download is. */
export const FORMATS: Readonly<Record<WorksheetFormat, Readonly<{ label: string; extension: string; mime: string }>>> = Object.freeze({
  markdown: Object.freeze({ label: 'Markdown', extension: 'md', mime: 'text/markdown' }),
  csv: Object.freeze({ label: 'CSV', extension: 'csv', mime: 'text/csv' }),
  json: Object.freeze({ label: 'JSON', extension: 'json', mime: 'application/json' }),
});

/** Whether `value` names a worksheet format (an own key of `FORMATS`, so "constructor" is not one). */
export function isWorksheetFormat(value: unknown): value is WorksheetFormat {
  return typeof value === 'string' && Object.hasOwn(FORMATS, value);
}

function markdownCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A plain negative number ("-1.5"): a spreadsheet reads it as the number it is, so it needs no defusing. */
const NEGATIVE_NUMBER = /^-\d+(?:\.\d+)?$/;

/**
 * Quotes a CSV cell when needed, and defuses spreadsheet formulas: a cell starting with = + - @, a tab or a
 * carriage return gets a leading apostrophe (except a plain negative number, which is data, not a formula).
 */
function csvCell(text: string): string {
  const formula = /^[=+\-@\t\r]/.test(text) && !NEGATIVE_NUMBER.test(text);
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A column's JSON key: "Time (s)" → "timeSeconds", "Claimed (s)" → "claimedSeconds". */
function camel(title: string): string {
  return title
    .replace(/\s*\(s\)$/, ' seconds')
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, '');
}

/** A cell as text: numbers without float noise or exponents ("12.5"), a switch as on/off, nothing for null. */
function cellText(cell: WorksheetCell): string {
  return typeof cell === 'number' ? plainSeconds(cell) : typeof cell === 'boolean' ? (cell ? 'on' : 'off') : cell ?? '';
}

/**
 * Builds the worksheet text. Sections keep the order given. Texts shown with a no-break space between number
 * and unit ("13 s") are exported with a plain space: a worksheet is pasted into other tools, where an
 * invisible U+00A0 would only get in the way (search, diff, spreadsheets). CSV is one table: a `section` column, then every
 * column of the chosen sections (shared names such as Value or Time share a column), so each row has the same
 * fields and a spreadsheet opens it as it is. JSON keeps numbers as numbers and null as null.
 */
export function worksheetText(title: string, sections: readonly WorksheetSection[], format: WorksheetFormat): string {
  return plainSpaces(worksheetBody(title, sections, format));
}

function worksheetBody(title: string, sections: readonly WorksheetSection[], format: WorksheetFormat): string {
  if (format === 'json') {
    const body: Record<string, unknown> = { title };
    for (const s of sections) {
      const keys = s.columns.map(camel);
      body[s.id] = s.rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? null])));
    }
    return `${JSON.stringify(body, null, 2)}\n`;
  }
  if (format === 'csv') {
    const columns = [...new Set(sections.flatMap((s) => s.columns))];
    const lines = [['section', ...columns]];
    for (const s of sections) {
      // A column the section lacks has index -1: no such cell, so the field stays empty.
      for (const r of s.rows) lines.push([s.title, ...columns.map((c) => cellText(r[s.columns.indexOf(c)] ?? null))]);
    }
    return `${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
  }
  const parts = [`# ${markdownCell(title)}`];
  for (const s of sections) {
    parts.push(
      `## ${markdownCell(s.title)}`,
      [
        `| ${s.columns.map(markdownCell).join(' | ')} |`,
        `| ${s.columns.map(() => '---').join(' | ')} |`,
        ...s.rows.map((r) => `| ${r.map((c) => markdownCell(cellText(c))).join(' | ')} |`),
      ].join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** How the panel names each input and each choice, so the worksheet says them as the controls do. */
export interface InputWords {
  names: Readonly<Record<string, string>>;
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * The "inputs" section: every input as its control names it, with its attribute (for authors), the value the
 * run used in the control's words (a switch yes or no, a choice by its label) and its unit.
 */
export function inputsSection(fields: readonly Field[], input: object, words: InputWords): WorksheetSection {
  // A normalised input holds only numbers, words, switches and null (a disabled field): every one a cell.
  const values = input as Record<string, WorksheetCell>;
  const said = (f: Field): WorksheetCell => {
    const v = values[f.name];
    if (typeof v === 'boolean') return v ? msg`yes` : msg`no`;
    return typeof v === 'string' ? (tr(words.choices?.[f.name]?.[v] ?? v)) : v;
  };
  return {
    id: 'inputs',
    title: msg`Inputs`,
    columns: [msg`Input`, msg`Attribute`, msg`Value`, msg`Unit`],
    rows: fields.map((f) => [tr(words.names[f.name] ?? f.name), f.attribute, said(f), f.type === 'number' ? f.unit ?? 's' : '']),
  };
}

/** The "metrics" section: the verdict first, then each figure, as a number with its unit where it has one. */
export function metricsSection(title: string, verdict: Verdict, metrics: readonly Metric[]): WorksheetSection {
  return {
    id: 'metrics',
    title,
    columns: [msg`Figure`, msg`Value`, msg`Unit`, msg`Detail`],
    rows: [
      [msg`Verdict`, verdict.label.replace(/\.$/, ''), '', verdict.headline],
      ...metrics.map((m) => [m.label, m.amount, m.unit, m.detail]),
    ],
  };
}

/** The "events" section: the whole event log; a grouped run gives its last instant and how many it stands for. */
export function eventsSection(title: string, events: readonly LabEvent[]): WorksheetSection {
  return {
    id: 'events',
    title,
    columns: [msg`Time (s)`, msg`Until (s)`, msg`Count`, msg`Actor`, msg`Kind`, msg`Event`],
    rows: events.map((e) => [e.at, e.until ?? null, e.count ?? 1, e.actor, e.kind, say(e.words, e.text)]),
  };
}
