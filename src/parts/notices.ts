/**
 * Visible notices for inputs the lab could not use as given. An author who typos an attribute sees, inside
 * the lab, which attribute, what it said, why it was refused and what the lab used instead.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { InputProblem } from '../sim/fields.js';
import { keepUnits } from './format.js';
import { msg } from './messages.js';
import { say } from './engine-words.js';

/**
 * The notices, each quoting what was given inside `<bdi>`: a value carrying its own direction (an unterminated
 * right-to-left override) then stays inside its quotes instead of mirroring the rest of the notice.
 */
export function renderNotices(problems: readonly InputProblem[]): TemplateResult | typeof nothing {
  return renderNoticeBox(problems.map((p) => html`<code>${p.attribute}="<bdi>${p.given}</bdi>"</code> ${keepUnits(msg`${say(p.reasonWords, p.reason)}; using ${say(p.usedWords, p.used)}.`)}`));
}

/** The notice box every element shows its refused inputs in, one list item per notice; nothing for none. */
export function renderNoticeBox(items: readonly TemplateResult[]): TemplateResult | typeof nothing {
  if (items.length === 0) return nothing;
  return html`<div class="notices" part="notices" role="note" aria-label=${msg`Input notices`}>
    <p><strong>${msg`Some inputs could not be used as given.`}</strong></p>
    <ul>
      ${items.map((item) => html`<li>${item}</li>`)}
    </ul>
  </div>`;
}

export const noticeStyles = css`
  .notices {
    border: 2px solid var(--_warn);
    border-inline-start-width: 6px;
    border-radius: calc(var(--_radius) - 2px);
    padding: calc(var(--_space) / 2) var(--_space);
  }
  .notices ul {
    margin: 0.2667em 0 0; /* 4 px */
    padding-inline-start: 1.3334em; /* 20 px */
  }
  .notices code {
    font-family: var(--_mono);
    font-size: 0.875em;
    white-space: pre-wrap;
  }
`;
