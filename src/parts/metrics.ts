/**
 * The verdict headline and the handful of figures a reader should take away, rendered the same way in both
 * labs. Severity is carried by an icon word and a border style as well as colour.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { keepUnits, seconds } from './format.js';
import { joinSentences, msg, SENTENCE_GAP, tr } from './messages.js';
import { outcomeName } from '../sim/outcomes.js';

/** How good the outcome is for the one logical effect. */
export type Severity = 'safe' | 'warning' | 'danger';

/** A one-sentence headline and an optional line of evidence. */
export interface Verdict {
  severity: Severity;
  label: string;
  headline: string;
  evidence: string;
}

/**
 * One figure: its name, value and a few words of context. Each lab shows four, laid out 1, 2 or 4 to a row
 * so that no row is left with a single orphan card.
 */
export interface Metric {
  id: string;
  label: string;
  /** The figure as a number (null: it did not happen), so the card and the worksheet carry the same value. */
  amount: number | null;
  /** "s" for seconds, "" for a count. */
  unit: 's' | '';
  detail: string;
  severity?: Severity;
}

/** The figure as its card shows it: "13 s", "2", or "none" for something that did not happen. */
export function metricValue(m: Metric): string {
  return m.amount === null ? msg`none` : m.unit ? seconds(m.amount) : String(m.amount);
}


/** A verdict's name as its banner's label, with the full stop of the page's language ("Contained.", "封じ込め。"). */
export function verdictLabel(outcome: string): string {
  return msg`${tr(outcomeName(outcome))}.`;
}

/** What a lab announces when its verdict changes: the label and the headline, as the banner says them. */
export function verdictAnnouncement(v: Verdict): string {
  return keepUnits(joinSentences([v.label, v.headline]));
}

/** The verdict banner: icon, label and headline, then the evidence line; severity is never colour alone. */
export function renderVerdict(v: Verdict): TemplateResult {
  return html`<div class="verdict" part="verdict" data-severity=${v.severity}>
    <p><strong class="verdict-label">${v.label}</strong>${tr(SENTENCE_GAP)}<span class="verdict-headline">${keepUnits(v.headline)}</span></p>
    ${v.evidence ? html`<p class="verdict-evidence">${keepUnits(v.evidence)}</p>` : nothing}
  </div>`;
}

/** The figures as a description list, one card per metric, keyed by `data-metric` for styling and tests. */
export function renderMetrics(metrics: readonly Metric[], title?: string): TemplateResult {
  return html`${title ? html`<p class="metrics-title">${title}</p>` : nothing}<dl class="metrics" part="metrics">
    ${metrics.map(
      (m) => html`<div class="metric" data-metric=${m.id} data-severity=${m.severity ?? 'neutral'}>
        <dt>${m.label}</dt>
        <dd class="metric-value">${metricValue(m)}</dd>
        <dd class="metric-detail">${keepUnits(m.detail)}</dd>
      </div>`,
    )}
  </dl>`;
}

export const metricStyles = css`
  .verdict {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 0.5334em; /* 8 px */
    align-items: start;
    border: 2px solid var(--_ok);
    border-inline-start-width: 6px;
    border-radius: calc(var(--_radius) - 2px);
    padding: calc(var(--_space) / 2) calc(var(--_space) * 0.75);
  }
  .verdict > p {
    grid-column: 2;
  }
  /*
   * The icon is drawn, not text: its marks are gradient strokes on the disc, so no symbol glyph sends the
   * browser looking through its fonts for one on the lab's first layout. The label says the same in words.
   * A tick is two strokes meeting at its foot (each the diagonal of its own box); a cross is two diagonals.
   */
  .verdict::before {
    --_stroke: transparent calc(50% - 0.09em), var(--_surface) 0 calc(50% + 0.09em), transparent 0;
    content: '';
    background:
      linear-gradient(45deg, var(--_stroke)) 0.3em 0.56em / 0.36em 0.36em no-repeat,
      linear-gradient(-45deg, var(--_stroke)) 0.58em 0.3em / 0.64em 0.64em no-repeat,
      var(--_ok);
    /* Forced colours would drop the disc's colour and keep its marks: both follow the system colours instead. */
    forced-color-adjust: none;
    grid-row: span 2;
    font-weight: 800;
    line-height: 1.5;
    width: 1.5em; /* 22 px */
    height: 1.5em; /* 22 px */
    margin-top: 0.0667em;
    display: grid;
    place-items: center;
    border-radius: 50%;
    color: var(--_surface);
  }
  .verdict[data-severity='danger'] {
    border-color: var(--_bad);
    border-style: double;
    border-width: 4px 4px 4px 8px;
  }
  .verdict[data-severity='danger']::before {
    background:
      linear-gradient(45deg, var(--_stroke)) center / 0.7em 0.7em no-repeat,
      linear-gradient(-45deg, var(--_stroke)) center / 0.7em 0.7em no-repeat,
      var(--_bad);
  }
  .verdict[data-severity='warning'] {
    border-color: var(--_warn);
    border-style: dashed;
    border-inline-start-style: solid;
  }
  .verdict[data-severity='warning']::before {
    content: '!';
    content: '!' / '';
    background: var(--_warn);
  }
  /* One box: the name moves to a line of its own rather than break, and wraps only where no line holds it. */
  .verdict-label {
    display: inline-block;
    max-width: 100%;
    font-size: 1.1334em; /* 17 px */
    letter-spacing: 0.02em;
  }
  .verdict[data-severity='danger'] .verdict-label {
    color: var(--_bad);
  }
  .verdict-evidence {
    color: var(--_muted);
    font-size: 0.9334em; /* 14 px */
  }
  .metrics-title {
    font-weight: 600;
    font-size: 0.8667em; /* 13 px */
    margin-block-end: calc(var(--_space) / -2);
  }
  /*
   * Each figure a rule, a name, a value and its few words: four in a row, two on a narrower lab, one on the
   * narrowest, never three over one (a lab shows four or five figures; five take one row when wide).
   */
  .metrics {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: calc(var(--_space) / 2) var(--_space);
    margin: 0;
  }
  /* Two to a row: an odd first figure takes a row of its own. */
  .metric:first-child:nth-last-child(odd) {
    grid-column: 1 / -1;
  }
  @container (min-width: 40em) {
    .metrics {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    .metrics:has(> :nth-child(5)) {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
    .metric:first-child:nth-last-child(odd) {
      grid-column: auto;
    }
  }
  @container (max-width: 18.1334em) {
    .metrics {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .metric {
    border-inline-start: 3px solid var(--_border);
    padding: 0 0 0 0.5334em; /* 8 px */
    min-width: 0;
  }
  .metric[data-severity='danger'] {
    border-color: var(--_bad);
  }
  .metric dt,
  .metric-detail {
    font-size: 0.8667em; /* 13 px */
    color: var(--_muted);
    line-height: 1.35;
  }
  .metric dd {
    margin: 0;
  }
  .metric-value {
    display: block;
    overflow-wrap: normal;
    font-size: 1.2em; /* 18 px */
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    line-height: 1.25;
  }
  .metric[data-severity='danger'] .metric-value {
    color: var(--_bad);
  }
`;
