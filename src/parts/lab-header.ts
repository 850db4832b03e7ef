/**
 * The words around a lab's figure: its title as a heading at the level the host page needs, the rules for
 * the "Assumptions and limits" section, and the line above the controls that, until the lab first draws in the
 * browser (JavaScript off, before the script runs, or while a lab far down the page waits its turn), says why
 * the pre-rendered controls do not respond.
 */
import { css, html, isServer, nothing, type TemplateResult } from 'lit';
import { bound } from './bound-state.js';
import type { ChoiceField } from '../sim/fields.js';
import { keepUnits } from './format.js';
import { PENDING_TEXT } from './pending.js';
import { msg, text, tr } from './messages.js';

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
const PRIVACY = text(
  'Privacy: the lab runs in this page; your inputs stay in page memory; nothing is stored, put in the URL or sent; a worksheet holds only what you export.',
);

/** The title as a heading (role + aria-level, so the `title` slot still replaces its text). */
export function renderTitle(level: number, title: string): TemplateResult {
  return html`<div class="title" role="heading" aria-level=${level}><slot name="title">${title}</slot></div>`;
}

/**
 * What the experiments teach (`guidance`), then the model's rules in plain words and the privacy promise, for
 * the "Assumptions and limits" section.
 */
export function renderAssumptions(rules: readonly string[], guidance: readonly { lead: string; text: string }[] = []): TemplateResult {
  return html`${guidance.map((g) => html`<p class="guidance"><strong>${tr(g.lead)}</strong> ${keepUnits(tr(g.text))}</p>`)}
    <ul class="assumptions-list">
      ${rules.map((r) => html`<li>${keepUnits(tr(r))}</li>`)}
    </ul>
    <p class="muted">${tr(PRIVACY)}</p>`;
}

/**
 * One line above the controls, wrapping on a narrow lab yet the same height before and after the element is
 * defined (so hydration does not move the page): until then it says why the pre-rendered controls do not
 * respond; after, how to use them. `ready` is that text for a lab without inputs; `null` when it has
 * nothing to operate, so it has no line at all. A `lesson` (an experiment's) is true without scripting too.
 */
export function renderPending(ready: string | null = msg`Change any input: the lab reruns at once.`, lesson = false): TemplateResult | typeof nothing {
  // Each text is inert while it does not apply: the server's markup says "not yet" until the first browser
  // render, which a lab far down the page defers (its controls stay disabled until then too).
  return ready === null
    ? nothing
    : html`<p class="ready-line" part="pending"><span class="pending" ?inert=${bound(!isServer)}>${tr(PENDING_TEXT)}</span><span class="ready ${lesson ? 'lesson' : ''}" ?inert=${bound(isServer)}>${ready}</span></p>`;
}

/** Title and introduction, then the notices about attribute values, above the figure. */
export function renderLabHeader(level: number, title: string, notices: TemplateResult | typeof nothing): TemplateResult {
  return html`<div class="header" part="header">
      ${renderTitle(level, title)}
      <slot name="intro"></slot>
    </div>
    ${notices}`;
}

/**
 * The control panel with its ready line first (after `lead.before`, the experiments, whose lesson is then the
 * ready line); the server disables it until the element runs (`wait`).
 */
export function renderInputs(controls: TemplateResult, wait: ReturnType<typeof bound>, lead?: { before: unknown; ready: string; lesson: boolean }): TemplateResult {
  return html`<fieldset class="panel waits" part="controls" role="none" ?disabled=${wait}>${lead?.before}${renderPending(lead?.ready, lead?.lesson)}${controls}</fieldset>`;
}

export const headerStyles = css`
  /* Both texts share one grid cell and only one is visible, so the line wraps yet keeps its height on hydration. */
  .ready-line {
    color: var(--_muted);
    display: grid;
    font-size: 0.8667em; /* 13 px */
    margin-block-end: calc(var(--_space) / 2);
  }
  .ready-line > * {
    grid-area: 1 / 1;
  }
  .ready-line > [inert] {
    visibility: hidden;
  }
  /*
   * Without scripting an experiment's lesson is as true as with it, so it shows in the line's room; the note
   * that the controls wait is then only heard (the greyed controls show it), so the lab is no taller.
   */
  @media (scripting: none) {
    .ready-line > .lesson {
      visibility: visible;
    }
    .ready-line:has(> .lesson) > .pending {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  .guidance {
    margin: 0 0 calc(var(--_space) / 2);
    max-width: 40em;
  }
  .assumptions-list {
    margin: 0;
    padding-inline-start: 1.2em;
  }
`;
