/**
 * The top of every lab: its title as a heading at the level the host page needs, the "Assumptions and limits"
 * disclosure, and the line shown until the lab first draws in the browser (JavaScript off, before the script
 * runs, or while a lab far down the page waits its turn) saying why the pre-rendered controls do not respond.
 */
import { css, html, isServer, nothing, type TemplateResult } from 'lit';
import { bound } from './bound-state.js';
import type { ChoiceField } from '../sim/fields.js';
import { keepUnits } from './format.js';
import { PENDING_TEXT } from './pending.js';

/**
 * `heading-level`: where the lab's title sits in the page's outline. A choice of six words rather than a
 * number, so "2.5" or "9" is refused with a notice naming the six valid levels.
 */
export const HEADING_LEVEL: ChoiceField = Object.freeze({
  type: 'choice',
  name: 'headingLevel',
  attribute: 'heading-level',
  default: '3',
  options: Object.freeze(['1', '2', '3', '4', '5', '6']),
});

/**
 * A property value as an ARIA heading level: a whole 1–6, else the default 3 (so aria-level is never invalid).
 * Only numbers and text are converted, so a Symbol or an object with a throwing `valueOf` is simply the default.
 */
export function headingLevel(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 3;
}

/** The privacy promise, the same in both labs. */
const PRIVACY =
  'Privacy: the lab runs in this page; your inputs stay in page memory; nothing is stored, put in the URL or sent; a worksheet holds only what you export.';

/** The title as a heading (role + aria-level, so the `title` slot still replaces its text). */
export function renderTitle(level: number, title: string): TemplateResult {
  return html`<div class="title" role="heading" aria-level=${level}><slot name="title">${title}</slot></div>`;
}

/** The model's rules in plain words, closed by default; the reader's toggling is the only state it has. */
export function renderAssumptions(rules: readonly string[]): TemplateResult | typeof nothing {
  if (rules.length === 0) return nothing;
  return html`<details class="assumptions" part="assumptions">
    <summary>Assumptions and limits</summary>
    <ul>
      ${rules.map((r) => html`<li>${keepUnits(r)}</li>`)}
    </ul>
    <p>${PRIVACY}</p>
  </details>`;
}

/**
 * One line above the controls, wrapping on a narrow lab yet the same height before and after the element is
 * defined (so hydration does not move the page): until then it says why the pre-rendered controls do not
 * respond; after, how to use them. `ready` is that text for a lab without inputs; `null` when it has
 * nothing to operate, so it has no line at all.
 */
export function renderPending(ready: string | null = 'Change any input: the lab reruns at once.'): TemplateResult | typeof nothing {
  // Each text is inert while it does not apply: the server's markup says "not yet" until the first browser
  // render, which a lab far down the page defers (its controls stay disabled until then too).
  return ready === null
    ? nothing
    : html`<p class="ready-line" part="pending"><span class="pending" ?inert=${bound(!isServer)}>${PENDING_TEXT}</span><span class="ready" ?inert=${bound(isServer)}>${ready}</span></p>`;
}

/** What the top of a lab shows: its title, rules, notices, ready line and controls. */
export interface LabHeader {
  level: number;
  title: string;
  /** Rules and limits for the disclosure; none in a compact lab. */
  assumptions: readonly string[] | null;
  notices: TemplateResult | typeof nothing;
  /** The ready line's text (`undefined`: the default, `null`: none). */
  ready: string | null | undefined;
  /** The control panel, or null without controls. */
  controls: TemplateResult | null;
  wait: ReturnType<typeof bound>;
}

/** Title, assumptions, notices, the ready line and the control panel, in that order. */
export function renderLabHeader(h: LabHeader): TemplateResult {
  return html`<div class="header" part="header">
      ${renderTitle(h.level, h.title)}
      <slot name="intro"></slot>
    </div>
    ${h.assumptions ? renderAssumptions(h.assumptions) : nothing}
    ${h.notices}
    ${renderPending(h.ready)}
    ${h.controls ? html`<fieldset class="panel waits" part="controls" role="none" ?disabled=${h.wait}>${h.controls}</fieldset>` : nothing}`;
}

export const headerStyles = css`
  /* Both texts share one grid cell and only one is visible, so the line wraps yet keeps its height on hydration. */
  .ready-line {
    color: var(--_muted);
    display: grid;
  }
  .ready-line > * {
    grid-area: 1 / 1;
  }
  .ready-line > [inert] {
    visibility: hidden;
  }
  .assumptions summary {
    cursor: pointer;
    font-weight: 600;
  }
  .assumptions p {
    color: var(--_muted);
  }
`;
