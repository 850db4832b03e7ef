/**
 * `<lease-lab-when>`: part of the author's prose that shows only while its condition holds for the lab's latest
 * run, so an author writes one sentence per case and every sentence shown is true. It announces nothing (the
 * lab announces its own verdict); hidden content is not slotted, so it leaves layout and the accessibility tree.
 */
import { css, html, LitElement, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { LabLookupController } from './lab-lookup.js';
import { LAB_KINDS, type LabKind } from './labs.js';
import { notice, type Notice, renderNotice } from './notice.js';
import { openingRun } from './opening-runs.js';
import { memoRead, readText } from './read-value.js';
import { checkWhen, readWhen, type WhenConditions } from './when-conditions.js';
import { supportPrerendered } from '../parts/server-markup.js';
import { LabLocale, scheduleInLocale } from '../parts/lab-locale.js';
import { withLocale } from '../parts/messages.js';

/**
 * Prose true only in some runs, e.g. `<lease-lab-when for="swarm" verdict="DUPLICATE EFFECT">Both workers refunded the customer.</lease-lab-when>`.
 * Before it can read its lab (pre-rendered, or before the lab's script runs) it shows what it would show for the lab's opening input.
 *
 * @tagname lease-lab-when
 * @summary Prose shown only while its condition holds for the lab's latest run.
 *
 * @attr for - The id of the lab; omit it inside a lab.
 * @attr verdict - Comma-separated verdicts, one of which the run must have (case ignored, a hyphen reads as a space): `verdict="duplicate-effect, one effect"`.
 * @attr has - A dotted key of the run (as for `<lease-lab-value>`) that must be present and not null, false or 0: `has="takeoverAt"`.
 * @attr lacks - A dotted key of the run that must be absent, null, false or 0.
 * @attr input - The lab's inputs it needs, as `attribute=value` pairs in `set`'s syntax: `input="mechanism=fencing no-renew"`.
 *
 * @slot - The content shown while every condition given holds: part of a sentence or whole blocks.
 * @csspart notice - Why a condition cannot be checked (an unknown verdict, key or input), no condition at all, or no lab found.
 * @cssprop --ll-color-warning - The notice's colour.
 */
export class LeaseLabWhen extends LitElement {
  static override styles = css`
    :host {
      display: contents;
    }
    :host([hidden]) {
      display: none;
    }
    .notice {
      color: var(--ll-color-warning, light-dark(#8a5a00, #ffc857));
      font-size: 0.875em;
      margin-inline: 0.25em;
    }
  `;
  static override properties: PropertyDeclarations = { for: {}, verdict: {}, has: {}, lacks: {}, input: {} };

  /** The id of the lab to follow; empty means the lab this element is placed inside. */
  for = '';
  /** The verdicts the run may have, comma-separated; empty for no verdict condition. */
  verdict = '';
  /** A key of the run that must be present; empty for none. */
  has = '';
  /** A key of the run that must be absent; empty for none. */
  lacks = '';
  /** The inputs the lab must have, as `set` writes them; empty for none. */
  input = '';

  /** The five properties as text, the conditions read for each lab kind, and a notice for each refused value. */
  #read = memoRead((forId: unknown, verdict: unknown, has: unknown, lacks: unknown, input: unknown) => {
    const f = readText(forId, 'for', notice`the lab this is placed inside`);
    const v = readText(verdict, 'verdict', notice`no verdict condition`);
    const h = readText(has, 'has', notice`no has condition`);
    const l = readText(lacks, 'lacks', notice`no lacks condition`);
    const i = readText(input, 'input', notice`no input condition`, Infinity);
    const texts = { verdict: v.text, has: h.text, lacks: l.text, input: i.text };
    return {
      for: f.text ?? '',
      conditions: new Map<LabKind, WhenConditions>(LAB_KINDS.map((k) => [k, readWhen(k, texts)])),
      problems: [f.problem, v.problem, h.problem, l.problem, i.problem].filter((p): p is Notice => p !== null),
    };
  });

  #state() {
    return this.#read(this.for, this.verdict, this.has, this.lacks, this.input);
  }

  #lookup = new LabLookupController(this, () => this.#state().for);
  /** The page's language at the element: its notices follow it (the content is the author's own). */
  #locale = new LabLocale(this, () => true);

  constructor() {
    super();
    supportPrerendered(this);
  }

  protected override scheduleUpdate(): void | Promise<unknown> {
    return scheduleInLocale(this, this.#locale, () => super.scheduleUpdate());
  }

  protected override performUpdate(): void {
    withLocale(this.#locale.locale, () => super.performUpdate());
  }

  /**
   * The lab's kind: the one found, else (on the server, where no lab can be read) the first whose opening run
   * the conditions read cleanly against, so the server shows what the browser will for a lab at its defaults.
   */
  #kind(): LabKind {
    const { conditions } = this.#state();
    const clean = (k: LabKind) => {
      const c = conditions.get(k) as WhenConditions;
      return !c.problems.length && !checkWhen(k, c, openingRun(k) as { verdict: string }, k.defaults).problems.length;
    };
    return this.#lookup.kind ?? LAB_KINDS.find(clean) ?? LAB_KINDS[0];
  }

  /** The conditions checked against the lab's latest run, or its opening run until the lab can be read. */
  #check(): { kind: LabKind; holds: boolean; problems: Notice[] } {
    const kind = this.#kind();
    const conditions = this.#state().conditions.get(kind) as WhenConditions;
    const lab = this.#lookup.lab;
    const run = lab ? lab.run : (openingRun(kind) as { verdict: string });
    const { holds, problems } = checkWhen(kind, conditions, run, lab ? lab.input : kind.defaults);
    return { kind, holds, problems: [...conditions.problems, ...problems] };
  }

  /** Whether the content shows now: every condition given holds for the run it reads. Read-only. */
  get shown(): boolean {
    return this.#check().holds;
  }

  /**
   * Every notice shown now: refused properties, no condition, no lab, and conditions that cannot be checked.
   * Until a lab is found those wait, since they name a lab kind the element can only guess.
   */
  #notices(kind: LabKind, problems: Notice[]): Notice[] {
    const lookup = this.#lookup.sentence;
    return [
      ...this.#state().problems,
      ...((this.#state().conditions.get(kind) as WhenConditions).none ? [NO_CONDITION] : []),
      ...(lookup ? [lookup] : []),
      ...(this.#lookup.kind ? problems : []),
    ];
  }

  protected override render(): TemplateResult {
    const { kind, holds, problems } = this.#check();
    return html`${holds ? html`<slot></slot>` : nothing}${this.#notices(kind, problems).map((n) => html`<span class="notice" part="notice" role="note" lang=${this.#locale.locale} dir="auto">${renderNotice(n)}</span>`)}`;
  }
}

const NO_CONDITION = notice`No condition to check: give verdict, has, lacks or input; the content always shows.`;

declare global {
  interface HTMLElementTagNameMap {
    'lease-lab-when': LeaseLabWhen;
  }
}
