/**
 * `<lease-lab-value>`: one value of a lab's latest run inside the author's prose, kept current as the reader
 * edits the lab. Plain inline text in the page's font; not announced (the lab announces its own verdict).
 */
import { css, html, LitElement, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { LabLookupController } from './lab-lookup.js';
import { valueText } from './narrative-parts.js';
import { labName } from './labs.js';
import { given, named, notice, type Notice, renderNotice, wholeNameStyles } from './notice.js';
import { memoRead, readText } from './read-value.js';
import { supportPrerendered } from '../parts/server-markup.js';
import { LabLocale, scheduleInLocale } from '../parts/lab-locale.js';
import { msg, withLocale } from '../parts/messages.js';

/**
 * A live number (or word) from a lab's run, e.g. `<lease-lab-value for="swarm" key="takeoverAt">4 s</lease-lab-value>`.
 * Its own text is the fallback shown before the lab has run and in pre-rendered HTML.
 *
 * @tagname lease-lab-value
 * @summary A value of the lab's latest run, kept current in the prose.
 *
 * @attr for - The id of the lab; omit it inside a lab.
 * @attr key - A dotted path into the run: `takeoverAt`, `refunds`, `verdict`, `workers.A.finishedAt`, `input.ttl`, … (times in seconds, counts bare, switches on or off, other true/false facts yes or no)
 * @attr empty - The text for a null value (default "never", in the page's language).
 *
 * @slot - The fallback text.
 * @csspart notice - Why the value cannot be shown (no lab, its script not run yet, unknown key).
 * @cssprop --ll-color-warning - The notice's colour.
 * @cssprop --ll-font-size - Size of the value and its notice. Default `1em`: the prose's own size.
 */
export class LeaseLabValue extends LitElement {
  static override styles = [
    wholeNameStyles,
    css`
      :host {
        display: inline;
        font-size: var(--ll-font-size, 1em);
      }
      .notice {
        color: var(--ll-color-warning, light-dark(#8a5a00, #ffc857));
        font-size: 0.875em;
      }
    `,
  ];
  static override properties: PropertyDeclarations = { for: {}, key: {}, empty: {} };

  /** The id of the lab to read; empty means the lab this element is placed inside. */
  for = '';
  /** Dotted path into the lab's run. */
  key = '';
  /** Text shown for a null value, e.g. a takeover that never happens. */
  empty = 'never';

  /** The three properties as text, with a notice for each one refused. */
  #read = memoRead((forId: unknown, key: unknown, empty: unknown) => {
    const f = readText(forId, 'for', notice`the lab this is placed inside`);
    const k = readText(key, 'key', notice`no key`);
    const e = readText(empty, 'empty', notice`the default “${named('never')}”`);
    return {
      for: f.text ?? '',
      key: (k.text ?? '').trim(),
      empty: e.text ?? 'never',
      problems: [f.problem, k.problem, e.problem].filter((p): p is Notice => p !== null),
    };
  });

  #state() {
    return this.#read(this.for, this.key, this.empty);
  }

  #lookup = new LabLookupController(this, () => this.#state().for);
  /** The page's language at the element: numbers, switches, verdicts, the default `empty` and notices follow it. */
  #locale = new LabLocale(this, () => true);

  constructor() {
    super();
    supportPrerendered(this);
  }

  /** The text shown now, or null while the fallback is shown (no lab yet, or a notice). */
  get text(): string | null {
    const lab = this.#lookup.lab;
    const { key, empty } = this.#state();
    return withLocale(this.#locale.locale, () => (lab && key ? (valueText(lab.run, key, empty === 'never' ? msg`never` : empty) ?? null) : null));
  }

  protected override scheduleUpdate(): void | Promise<unknown> {
    return scheduleInLocale(this, this.#locale, () => super.scheduleUpdate());
  }

  protected override performUpdate(): void {
    withLocale(this.#locale.locale, () => super.performUpdate());
  }

  protected override render(): TemplateResult {
    const lab = this.#lookup.lab;
    const { key, problems } = this.#state();
    const text = this.text;
    const unknown = lab && text === null && !problems.length ? notice`key="${given(key)}" is not a value of the ${labName(this.#lookup.kind)}’s run` : null;
    const shown = [...problems, this.#lookup.notice ?? this.#lookup.pending ?? unknown].filter((n): n is Notice => n !== null);
    // The text carries the language it is written in: English on a page whose language has no messages.
    return html`${text === null ? html`<slot></slot>` : html`<span class=${key === 'verdict' ? 'whole' : nothing} lang=${this.#locale.locale} dir="auto">${text}</span>`}${shown.map(
      (n) => html` <span class="notice" part="notice" role="note" lang=${this.#locale.locale} dir="auto">${renderNotice(notice`(${n})`)}</span>`,
    )}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lease-lab-value': LeaseLabValue;
  }
}
