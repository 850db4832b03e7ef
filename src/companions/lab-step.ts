/**
 * `<lease-lab-step>`: one step of the author's walkthrough, a real button that sets the lab (optionally from
 * its opening values), brings it into view and says whether the lab's verdict is the one the author expected.
 */
import { css, html, LitElement, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { LabLookupController, sentence } from './lab-lookup.js';
import { readStepSettings } from './narrative-parts.js';

/**
 * A narrative step, e.g. `<lease-lab-step for="swarm" set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step>`.
 *
 * @tagname lease-lab-step
 * @summary A button in the prose that sets the lab's inputs and checks the verdict.
 *
 * @attr for - The id of the lab; omit it inside a lab.
 * @attr set - `attribute=value` pairs separated by spaces or semicolons; a bare boolean attribute turns it on, `name=off` turns it off.
 * @attr reset - Restore every input to its default before applying `set`.
 * @attr expect - The verdict the step should produce; shown as ✓ or ✗ with text after the step is pressed.
 *
 * @slot - The step's text, shown on the button.
 * @csspart button - The button.
 * @csspart result - The ✓/✗ line against `expect`.
 * @csspart notice - Pairs of `set` that cannot be applied, or no lab found.
 * @cssprop --ll-color-focus - Focus ring and the current step's marker.
 * @cssprop --ll-color-accepted - A matching verdict.
 * @cssprop --ll-color-rejected - A different verdict.
 * @cssprop --ll-color-warning - Notices.
 */
export class LeaseLabStep extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
    }
    button {
      font: inherit;
      color: inherit;
      background: transparent;
      border: 1px solid currentColor;
      border-radius: 6px;
      padding: 0.25rem 0.625rem;
      min-height: 2rem;
      cursor: pointer;
    }
    button[aria-current='step'] {
      border-width: 2px;
      border-inline-start-width: 6px;
      border-color: var(--ll-color-focus, light-dark(#0b57d0, #a8c7fa));
    }
    button:focus-visible {
      outline: 3px solid var(--ll-color-focus, light-dark(#0b57d0, #a8c7fa));
      outline-offset: 2px;
    }
    .result,
    .notice {
      margin-inline-start: 0.5rem;
      font-size: 0.875em;
    }
    .result[data-match='yes'] {
      color: var(--ll-color-accepted, light-dark(#1c7a3a, #6fd58f));
    }
    .result[data-match='no'] {
      color: var(--ll-color-rejected, light-dark(#b3261e, #ff8a80));
    }
    .notice {
      display: block;
      color: var(--ll-color-warning, light-dark(#8a5a00, #ffc857));
    }
  `;
  static override properties: PropertyDeclarations = {
    for: {},
    set: {},
    reset: { type: Boolean },
    expect: {},
    pressed: { state: true, attribute: false },
  };

  /** The id of the lab to set; empty means the lab this step is placed inside. */
  for = '';
  /** The inputs this step sets, as attribute pairs. */
  set = '';
  /** Whether the step starts from the lab's opening values. */
  reset = false;
  /** The verdict the author expects after the step; empty for no check. */
  expect = '';

  /** Whether the reader has pressed this step (the ✓/✗ line appears only then). */
  private pressed = false;

  #lookup = new LabLookupController(this);

  /** The full set of inputs this step asks for (all defaults first, with `reset`). */
  #target(): Record<string, unknown> {
    const kind = this.#lookup.kind;
    if (!kind) return {};
    const { changes } = readStepSettings(kind, this.set);
    return this.reset ? { ...kind.defaults, ...changes } : changes;
  }

  /** Whether the lab's inputs are what this step sets, i.e. the reader is at this step. */
  get current(): boolean {
    const lab = this.#lookup.lab;
    if (!lab) return false;
    const input = lab.input as Record<string, unknown>;
    const target = Object.entries(this.#target());
    return target.length > 0 && target.every(([k, v]) => Object.is(input[k], v));
  }

  /** Applies the step to the lab, as the button does. */
  press(): void {
    const lab = this.#lookup.lab;
    if (!lab) return;
    const input = lab.input as Record<string, unknown>;
    lab.applyInput(Object.fromEntries(Object.entries(this.#target()).filter(([k, v]) => !Object.is(input[k], v))) as Record<string, number | string | boolean | null>);
    this.pressed = true;
    this.#reveal(lab);
  }

  /**
   * Brings the lab's verdict (what the step is about) into view when it is not: with the step still in view
   * when both fit, else the verdict alone. Scrolling to the lab's nearest edge could leave the verdict off
   * screen when the steps sit below a tall lab. Smooth unless the reader prefers reduced motion.
   */
  #reveal(lab: HTMLElement): void {
    const verdict = lab.shadowRoot?.querySelector('[part~=verdict]') ?? lab;
    const v = verdict.getBoundingClientRect();
    const room = innerHeight;
    if (v.top >= 0 && v.bottom <= room) return;
    const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const s = this.getBoundingClientRect();
    const top = Math.min(v.top, s.top);
    const bottom = Math.max(v.bottom, s.bottom);
    if (bottom - top > room) verdict.scrollIntoView({ block: v.top < 0 ? 'start' : 'end', behavior });
    else scrollBy({ top: v.top < 0 ? top : bottom - room, behavior });
  }

  #result(): TemplateResult | typeof nothing {
    const lab = this.#lookup.lab;
    const want = this.expect.trim();
    // The check speaks of the present: once the reader moves the lab away from this step, it says nothing
    // rather than a stale ✗ beside a step that did what it promised when pressed.
    if (!lab || !want || !this.pressed || !this.current) return nothing;
    const got = lab.run.verdict;
    const match = got.toLowerCase() === want.toLowerCase();
    return html`<span class="result" part="result" data-match=${match ? 'yes' : 'no'}><span aria-hidden="true">${match ? '✓' : '✗'}</span> ${
      match ? `${got}, as expected` : `the lab shows ${got}, not ${want}`
    }</span>`;
  }

  protected override render(): TemplateResult {
    const kind = this.#lookup.kind;
    const problems = [...(this.#lookup.notice ? [`${sentence(this.#lookup.notice)}.`] : []), ...(kind ? readStepSettings(kind, this.set).problems : [])];
    return html`<button type="button" part="button" aria-current=${this.current ? 'step' : nothing} @click=${() => this.press()}><slot></slot></button>${this.#result()}${problems.map(
      (p) => html`<span class="notice" part="notice" role="note">${p}</span>`,
    )}`;
  }
}
