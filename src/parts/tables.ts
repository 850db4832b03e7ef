/**
 * Data tables with captions and header cells, in a horizontally scrollable region (keyboard-focusable while it
 * scrolls) so a narrow column never squeezes them unreadable. Rows can be marked current (highlighted) or ahead of the
 * inspection time (de-emphasised), which playback uses.
 */
import { css, html, type LitElement, type TemplateResult } from 'lit';
import { guard } from './guard.js';
import type { LabEvent } from '../sim/events.js';
import { keepUnits, seconds } from './format.js';
import { msg } from './messages.js';
import { say } from './engine-words.js';

/** One table row: its cells (first one becomes the row header) and its place relative to playback. */
export interface Row {
  cells: Array<string | TemplateResult>;
  state?: 'past' | 'current' | 'ahead';
  tone?: 'accepted' | 'rejected';
}

export interface TableSpec {
  id: string;
  part: string;
  /** Plain text, or a template when part of it changes on every playback frame. */
  caption: string | TemplateResult;
  columns: string[];
  rows: Row[];
  empty: string;
  /**
   * In a narrow lab, show each row as a stacked record (every cell under its column name) instead of a
   * table scrolled sideways, where the last columns would be out of sight. For tables whose every column matters.
   */
  stacked?: boolean;
}

/**
 * A table's region is a Tab stop only while it scrolls sideways, which a keyboard user needs to read its last
 * columns; a region that fits (nearly always: narrow labs stack their rows) would be one more stop per table
 * for nothing. The server's markup keeps every region focusable; the browser drops the stops that fit, and
 * gives one back when a narrower column makes the table scroll. `drawn` changes whenever tables may have come
 * or gone (a section opened), so the other updates (playback frames) do not search the lab for them.
 */
export function tabStopsWhileScrolling(host: LitElement, drawn: () => unknown): void {
  let observer: ResizeObserver | undefined;
  let seen = new WeakSet<Element>();
  /** What `drawn` said when the regions were last looked for: tables only come and go when it changes. */
  let looked: unknown = {};
  host.addController({
    hostUpdated() {
      const now = drawn();
      if (Object.is(now, looked)) return;
      looked = now;
      observer ??= new ResizeObserver((entries) => {
        for (const { target } of entries) {
          if (target.scrollWidth > target.clientWidth) target.setAttribute('tabindex', '0');
          else target.removeAttribute('tabindex');
        }
      });
      for (const region of host.renderRoot.querySelectorAll('.table-wrap')) {
        if (seen.has(region)) continue;
        seen.add(region);
        observer.observe(region);
      }
    },
    hostDisconnected() {
      observer?.disconnect();
      observer = undefined;
      seen = new WeakSet();
      looked = {};
    },
  });
}

/** The body is guarded by `rows`: a caller that keeps the same rows array (playback frames) skips it. */
export function renderTable(t: TableSpec): TemplateResult {
  return html`<div class="scroll table-wrap" part=${t.part} role="group" aria-labelledby="${t.id}-caption" tabindex="0">
    <table id=${t.id} class=${t.stacked ? 'stacked' : ''}>
      <caption id="${t.id}-caption">${t.caption}</caption>
      <thead>
        <tr>${t.columns.map((c) => html`<th scope="col">${c}</th>`)}</tr>
      </thead>
      <tbody>
        ${guard([t.rows], () => t.rows.length === 0
          ? html`<tr><td colspan=${t.columns.length} class="muted">${t.empty}</td></tr>`
          : t.rows.map(
              (r) => html`<tr data-state=${r.state ?? 'past'} data-tone=${r.tone ?? ''} aria-current=${r.state === 'current' ? 'true' : 'false'}>
                ${r.cells.map((c) => (typeof c === 'string' ? keepUnits(c) : c)).map((c, i) => (i === 0 ? html`<th scope="row">${c}</th>` : html`<td data-column=${t.columns[i]}>${c}</td>`))}
              </tr>`,
            ))}
      </tbody>
    </table>
  </div>`;
}

/** "3 s" for one event, "3 s – 15 s (5×)" for a grouped run. */
export function eventTime(e: LabEvent): string {
  return e.until === undefined ? seconds(e.at) : msg`${seconds(e.at)} – ${seconds(e.until)} (${e.count}×)`;
}

/** Rows of an event log; with an inspection time, events after it are marked ahead and the latest current. */
export function eventRows(events: readonly LabEvent[], time?: number): Row[] {
  let current = -1;
  if (time !== undefined) events.forEach((e, i) => (e.at <= time ? (current = i) : undefined));
  return events.map((e, i) => ({
    cells: [eventTime(e), e.actor === 'lease' ? msg`lease` : e.actor === 'resource' ? msg`resource` : e.actor === 'ledger' ? msg`ledger` : msg`Worker ${e.actor}`, say(e.words, e.text)],
    state: time === undefined ? 'past' : i === current ? 'current' : e.at > time ? 'ahead' : 'past',
    tone: e.kind === 'write-accepted' ? 'accepted' : e.kind === 'write-rejected' || e.kind.endsWith('-rejected') || e.kind.endsWith('-failed') ? 'rejected' : undefined,
  }));
}

/** What a resource or ledger did with a write: `true`/`false` for accepted/rejected, or deduplicated by a key. */
export type Decision = boolean | 'deduplicated';

/** A decision cell: the word plus a symbol, so it reads without colour. */
export function decision(d: Decision): TemplateResult {
  const [flag, symbol, word] = d === 'deduplicated' ? ['dup', '=', msg`deduplicated`] : d ? ['yes', '✓', msg`accepted`] : ['no', '✗', msg`rejected`];
  return html`<span class="decision" data-accepted=${flag}><span aria-hidden="true">${symbol}</span> ${word}</span>`;
}

export const tableStyles = css`
  .table-wrap {
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9334em; /* 14 px */
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding: 0.5715em 0.8572em; /* 8 px, 12 px of 14 px text */
    caption-side: top;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 0.4286em 0.8572em; /* 6 px, 12 px of 14 px text */
    border-top: 1px solid var(--_border);
  }
  thead th {
    font-size: 0.9286em; /* 13 px of 14 px text */
    padding: 0.4616em 0.9231em; /* 6 px, 12 px of 13 px text */
    color: var(--_muted);
    font-weight: 600;
    white-space: nowrap;
  }
  /*
   * The first two columns (a time, a name) take just their own width and the last ones the rest: with shares
   * in proportion to content, the trace's columns slid sideways as its "Upcoming:" labels went during playback.
   * No weight of its own (":where"), so the stacked layout below overrides it.
   */
  tbody :where(th, td:nth-child(2)) {
    white-space: nowrap;
    width: 1%;
  }
  tbody th {
    font-weight: 400;
    font-variant-numeric: tabular-nums;
  }
  /* Upright, not italic: slanted text has other widths, and the columns would shift as rows come to pass. */
  tr[data-state='ahead'] {
    color: var(--_muted);
  }
  /*
   * The current row: a tint and a bar in the text colour down its start edge (a shape, not only a hue; no
   * outline, which read as a second focus ring inside the wrapper's). An inset shadow takes no room, so the
   * columns stay put as the current row moves.
   */
  tr[data-state='current'] {
    background: color-mix(in srgb, var(--_focus) 14%, transparent);
  }
  tr[data-state='current'] > :first-child,
  .stacked tr[data-state='current'] {
    box-shadow: inset 4px 0 var(--_text);
  }
  .decision {
    white-space: nowrap;
  }
  .decision[data-accepted='yes'] {
    color: var(--_ok);
    font-weight: 600;
  }
  .decision[data-accepted='no'] {
    color: var(--_bad);
    font-weight: 600;
  }
  /* Stacked records: a lab under 544 px (at the default size) shows each row as a block, each cell after its column's name. */
  @container (max-width: 36.2667em) {
    .stacked thead {
      display: none;
    }
    .stacked :is(tr, th, td) {
      display: block;
      width: auto;
      border: 0;
      padding: 0.1429em 0.8572em; /* 2 px, 12 px of 14 px text */
      white-space: normal;
    }
    .stacked tbody tr {
      border-top: 1px solid var(--_border);
      padding: 0.2858em 0; /* 4 px of 14 px text */
    }
    .stacked td[data-column]::before {
      content: attr(data-column) ':';
      margin-inline-end: 0.375em;
      color: var(--_muted);
    }
    .stacked td[data-column]:lang(ja)::before {
      content: attr(data-column) '：';
    }
  }
  /* Forced colours drop shadows: the bar becomes an outline round the row's time. */
  @media (forced-colors: active) {
    tr[data-state='current'] > :first-child {
      outline: 3px solid Highlight;
      outline-offset: -3px;
    }
  }
`;
