/**
 * Worksheets: what a reader takes away from a lab, in the sections and format they picked. Pure text
 * building (no DOM), so the same function serves the download button, the public `worksheet()` method and
 * tests. Nothing is included that the reader did not pick.
 */
import type { WorksheetFormat } from './lab-events.js';

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
