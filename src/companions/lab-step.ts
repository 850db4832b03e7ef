/**
 * `<lease-lab-step>`: one step of the author's walkthrough, a real button that sets the lab (optionally from
 * its opening values), brings it into view and says whether the lab's verdict is the one the author expected.
 */
import { css, html, isServer, LitElement, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { bound } from '../parts/bound-state.js';
import { PENDING_TEXT } from '../parts/pending.js';
import { LabLookupController } from './lab-lookup.js';
import { LAB_KINDS, type LabKind, type LabLike, labName, SWARM } from './labs.js';
import { readStepSettings, type StepSettings } from './narrative-parts.js';
import { given, notice, type Notice, renderNotice, wholeName, wholeNameStyles } from './notice.js';
import { memoRead, readSwitch, readText } from './read-value.js';
import { readRestTime, type RestTime } from './rest-time.js';
import { supportPrerendered } from '../parts/server-markup.js';
import { keepTop } from '../parts/edited-place.js';
import { outcomeName } from '../sim/outcomes.js';
import { toMs } from '../sim/time.js';
import { duration } from '../sim/words.js';
import { LabLocale, scheduleInLocale } from '../parts/lab-locale.js';
import { tr, withLocale } from '../parts/messages.js';

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
 * @attr at - Where the swarm lab's inspection time rests after the step: `end` (the default, so the state agrees with the final verdict), `start`, or a time in seconds. The lease lab ignores it.
 *
 * @slot - The step's text, shown on the button.
 * @csspart button - The button.
 * @csspart result - The ✓/✗ line against `expect`.
 * @csspart result-words - The lab's sentence for its verdict, under the ✓/✗ line: the step says what happened even when the figure is out of view.
 * @csspart notice - Pairs of `set` that cannot be applied, or no lab found, or a press waiting for the lab's script.
 * @csspart pending - "Interactive once its script runs.": with JavaScript off, part of the disabled button's accessible name (not shown: the lab's own line says it once).
 * @cssprop --ll-color-focus - Focus ring.
 * @cssprop --ll-color-accepted - A matching verdict.
 * @cssprop --ll-color-rejected - A different verdict.
 * @cssprop --ll-color-warning - Notices.
 * @cssprop --ll-font-size - Size of the step's button text, its result line and padding. Default `1em`: the prose's own size.
 */
export class LeaseLabStep extends LitElement {
  static override styles = [
    wholeNameStyles,
    css`
      :host {
        display: inline-block;
        /* A list's number sits beside a step's first line, not its last, when the label wraps. */
        vertical-align: top;
        font-size: var(--ll-font-size, 1em);
      }
      button {
        font: inherit;
        color: inherit;
        background: transparent;
        border: 1px solid currentColor;
        border-radius: 6px;
        padding: 0.25em 0.625em;
        min-height: 2em;
        cursor: pointer;
        /* A label that wraps reads as the prose around it, from the start of each line. */
        text-align: start;
      }
      /* The step the lab now shows: a bar in the text's colour and a tint, never the focus ring's blue. */
      button[aria-current='step'] {
        border-width: 2px;
        border-inline-start-width: 6px;
        background: color-mix(in srgb, currentColor 8%, transparent);
      }
      button:focus-visible {
        outline: 3px solid var(--ll-color-focus, light-dark(#0b57d0, #a8c7fa));
        outline-offset: 2px;
      }
      .result,
      .result-words,
      .notice {
        /* Half the step's em, measured in this smaller text. */
        margin-inline-start: calc(0.5em / 0.875);
        font-size: 0.875em;
      }
      /* One box: beside the button where it fits whole, else on its own line, never a mark left behind. */
      .result {
        display: inline-block;
        max-width: 100%;
      }
      .result[data-match='yes'] {
        color: var(--ll-color-accepted, light-dark(#1c7a3a, #6fd58f));
      }
      .result[data-match='no'] {
        color: var(--ll-color-rejected, light-dark(#b3261e, #ff8a80));
      }
      /* The lab's sentence on a line of its own under the check, in the page's text colour. */
      .result-words {
        display: block;
      }
      .notice {
        display: block;
        color: var(--ll-color-warning, light-dark(#8a5a00, #ffc857));
      }
      /*
       * Heard, not shown, and only without scripting: a screen reader meets a disabled step and learns why,
       * while the page shows the lab's own line once instead of one per step in the middle of the prose.
       */
      .pending {
        display: none;
      }
      @media (scripting: none) {
        .pending {
          display: inline;
        }
      }
      :disabled {
        opacity: 0.7;
      }
      .said,
      .pending {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    `,
  ];
  static override properties: PropertyDeclarations = {
    for: {},
    set: {},
    reset: { type: Boolean },
    expect: {},
    at: {},
    pressed: { state: true, attribute: false },
    waiting: { state: true, attribute: false },
    said: { state: true, attribute: false },
    pastEnd: { state: true, attribute: false },
  };

  /** The id of the lab to set; empty means the lab this step is placed inside. */
  for = '';
  /** The inputs this step sets, as attribute pairs. */
  set = '';
  /** Whether the step starts from the lab's opening values. */
  reset = false;
  /** The verdict the author expects after the step; empty for no check. */
  expect = '';
  /** Where the swarm lab's inspection time rests after the step: `end`, `start` or seconds. */
  at = 'end';

  /** Whether the reader has pressed this step (the ✓/✗ line appears only then). */
  private pressed = false;
  /** Whether a press waits for the lab's script (the tag is on the page, not yet defined); it applies then. */
  private waiting = false;
  /** What the step says politely after a press that left the verdict as it was (the lab says nothing then). */
  private said: Notice | null = null;
  /** An `at` past the end of the run the last press gave, which the lab could only rest at the end of. */
  private pastEnd: Notice | null = null;

  /** The five properties read as text, `set` read for each lab kind, and a notice for each one refused. */
  #read = memoRead((forId: unknown, set: unknown, reset: unknown, expect: unknown, at: unknown) => {
    const f = readText(forId, 'for', notice`the lab this is placed inside`);
    const s = readText(set, 'set', notice`no settings`, Infinity);
    const r = readSwitch(reset, 'reset');
    const e = readText(expect, 'expect', notice`no check`);
    const a = readText(at, 'at', notice`the end of the run`);
    const rest = readRestTime(a.text);
    const settings = new Map<LabKind, StepSettings>(LAB_KINDS.map((k) => [k, readStepSettings(k, s.text)]));
    return {
      for: f.text ?? '',
      settings,
      reset: r.on,
      expect: (e.text ?? '').trim(),
      at: rest.at,
      problems: [f.problem, s.problem, r.problem, e.problem, a.problem, rest.problem].filter((p): p is Notice => p !== null),
    };
  });

  #state() {
    return this.#read(this.for, this.set, this.reset, this.expect, this.at);
  }

  #lookup = new LabLookupController(this, () => this.#state().for);
  /** The page's language at the step: its check, what it says and its notices follow it. */
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
   * The lab's kind: the one found, else (on the server, where no lab can be read) the one whose inputs `set`
   * names, so the server marks the current step as the browser will for a lab at its opening values.
   */
  #kind(): LabKind {
    const { settings } = this.#state();
    return this.#lookup.kind ?? LAB_KINDS.find((k) => !settings.get(k)?.problems.length) ?? LAB_KINDS[0];
  }

  /** The full set of inputs this step asks for (all defaults first, with `reset`). */
  #target(): Record<string, unknown> {
    const kind = this.#kind();
    const { settings, reset } = this.#state();
    const { changes } = settings.get(kind) as StepSettings;
    return reset ? { ...kind.defaults, ...changes } : changes;
  }

  /**
   * Whether the lab's inputs are what this step sets, i.e. the reader is at this step. Until the lab can be
   * read (on the server, before its script runs) its opening values stand in, as the pre-rendered lab shows them.
   */
  get current(): boolean {
    if (this.#lookup.searched && !this.#lookup.kind) return false;
    const input = (this.#lookup.lab?.input ?? this.#kind().defaults) as Record<string, unknown>;
    const target = Object.entries(this.#target());
    return target.length > 0 && target.every(([k, v]) => Object.is(input[k], v));
  }

  /** Applies the step to the lab, as the button does; a lab whose script has not run yet gets it once it has. */
  press(): void {
    const lab = this.#lookup.lab;
    const kind = this.#lookup.kind;
    if (!lab) {
      if (kind && !this.waiting) {
        this.waiting = true;
        customElements.whenDefined(kind.tag).then(() => {
          this.waiting = false;
          this.#lookup.resolve();
          if (this.#lookup.lab) this.press();
        });
      }
      return;
    }
    const input = lab.input as Record<string, unknown>;
    const before = lab.run.verdict;
    const top = this.getBoundingClientRect().top;
    lab.applyInput(Object.fromEntries(Object.entries(this.#target()).filter(([k, v]) => !Object.is(input[k], v))) as Record<string, number | string | boolean | null>);
    this.pressed = true;
    this.said = null;
    // The lab announces a new verdict; an unchanged one it does not, so the step says so itself (the region
    // was emptied above, so pressing the same step again is said again). Measured once the lab is redrawn.
    const drawn = (lab as LabLike & { updateComplete?: Promise<unknown> }).updateComplete ?? Promise.resolve();
    drawn.then(() => {
      this.#rest(lab);
      // Once the page has followed the lab (other steps' results, live prose), before anything is painted.
      requestAnimationFrame(() => {
        // The step stays where the reader pressed it: the step pressed before may have lost its lines, or live
        // prose above grown, and browsers do not always keep the place (never at the top of a page).
        keepTop(this, top);
        this.#reveal(lab);
      });
      const now = lab.run.verdict;
      if (now === before) this.said = this.#check()?.text ?? notice`The lab still shows ${wholeName(outcomeName(now))}.`;
    });
  }

  /** Moves the swarm lab's inspection time to `at` once its rerun is drawn (a rerun starts it over). */
  #rest(lab: LabLike): void {
    const swarm = lab as LabLike & { seek?: (seconds: number) => void; run: { span?: number } };
    if (this.#lookup.kind !== SWARM || typeof swarm.seek !== 'function') return;
    const at: RestTime = this.#state().at;
    const span = swarm.run.span;
    const time = at === 'end' ? span : at;
    // Only the run after the step knows its end: an `at` beyond it is said here, as the lab's own `time` is.
    this.pastEnd = typeof time === 'number' && typeof span === 'number' && time > span
      ? notice`at="${given(String(this.at))}" is after the end of this run (${duration(toMs(span))}); using the end of the run.`
      : null;
    if (typeof time === 'number') swarm.seek(time);
  }

  /**
   * Scrolls, at most one viewport, so that the step, the lab's verdict and its timeline are in view together
   * when they fit in the window; when they cannot, the page stays where the reader is (but for the step's own
   * new lines) and the step's own line says the verdict in words. Smooth unless the reader prefers reduced motion.
   */
  #reveal(lab: HTMLElement): void {
    const root = lab.shadowRoot;
    const v = (root?.querySelector('[part~=verdict]') ?? lab).getBoundingClientRect();
    const t = root?.querySelector('[part~=timeline]')?.getBoundingClientRect() ?? v;
    const s = this.getBoundingClientRect();
    const top = Math.min(v.top, t.top, s.top);
    const bottom = Math.max(v.bottom, t.bottom, s.bottom);
    const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    // Apart, the step's own new lines (its check, the lab's sentence) still come into view under its button.
    if (bottom - top > innerHeight) {
      if (s.bottom > innerHeight && s.height <= innerHeight) scrollBy({ top: s.bottom - innerHeight, behavior });
      return;
    }
    if (top >= 0 && bottom <= innerHeight) return;
    scrollBy({ top: top < 0 ? top : bottom - innerHeight, behavior });
  }

  /** The check against `expect`: whether it holds and the words for it, or null when there is none to show now. */
  #check(): { match: boolean; text: Notice } | null {
    const lab = this.#lookup.lab;
    const want = this.#state().expect;
    // The check speaks of the present: once the reader moves the lab away from this step, it says nothing
    // rather than a stale ✗ beside a step that did what it promised when pressed.
    if (!lab || !want || !this.pressed || !this.current) return null;
    const got = lab.run.verdict;
    const match = got.toLowerCase() === want.toLowerCase();
    // Said with the lab's names for both verdicts; an expectation the lab cannot produce is quoted as written.
    const kind = this.#lookup.kind;
    const wanted = kind && !this.#unknownExpect(kind) ? wholeName(outcomeName(want)) : given(want);
    const shows = wholeName(outcomeName(got));
    return { match, text: match ? notice`${shows}, as expected` : notice`the lab shows ${shows}, not ${wanted}` };
  }

  /** Whether `expect` names no verdict the lab can produce (a typo would otherwise read as the lab's fault). */
  #unknownExpect(kind: LabKind): boolean {
    const want = this.#state().expect.toLowerCase();
    return want !== '' && !kind.classes.some((c) => c.verdict.toLowerCase() === want);
  }

  /** What the step found, in the labs' words: `dir="auto"` keeps them in their own direction on a right-to-left page. */
  #result({ match, text }: { match: boolean; text: Notice }): TemplateResult {
    return html`<span class="result" part="result" id="result" lang=${this.#locale.locale} dir="auto" data-match=${match ? 'yes' : 'no'}><span aria-hidden="true">${match ? '✓' : '✗'}</span> ${renderNotice(text)}</span>`;
  }

  /**
   * The lab's own sentence for its verdict while this is the step it shows, so the step says what happened
   * even where the figure is out of view; '' otherwise.
   */
  #words(): string {
    const lab = this.#lookup.lab;
    return lab && this.pressed && this.current ? (lab.headline ?? '') : '';
  }

  /** The language the lab's own sentence is in (it speaks its own `lang`): "en" until the lab is drawn. */
  #labLang(): string {
    return this.#lookup.lab?.shadowRoot?.querySelector('.lab')?.getAttribute('lang') ?? 'en';
  }

  /** Every notice the step shows now: refused properties, no lab, a press waiting, `set` pairs, an unknown verdict. */
  #notices(kind: LabKind | undefined): Notice[] {
    const { problems, settings, expect } = this.#state();
    return [
      ...problems,
      ...(this.pastEnd ? [this.pastEnd] : []),
      ...(this.#lookup.sentence ? [this.#lookup.sentence] : []),
      ...(this.waiting && this.#lookup.pending ? [notice`The ${labName(kind)}’s script has not run yet: this step applies once it has.`] : []),
      ...(kind ? (settings.get(kind)?.problems ?? []) : []),
      ...(kind && this.#unknownExpect(kind)
        ? [notice`expect="${given(expect)}" is not a verdict of the ${labName(kind)} (${kind.classes.map((c) => c.verdict).join(', ')}); the check always fails.`]
        : []),
    ];
  }

  protected override render(): TemplateResult {
    const kind = this.#lookup.kind;
    const result = this.#check();
    const words = this.#words();
    const problems = this.#notices(kind);
    // Pre-rendered, the button cannot respond until the element runs: disabled in server HTML (still read,
    // with its text), live after.
    return html`<button type="button" part="button" ?disabled=${bound(isServer)} aria-current=${this.current ? 'step' : nothing} aria-describedby=${[result ? 'result' : '', words ? 'result-words' : ''].join(' ').trim() || nothing}
      @click=${() => this.press()}><slot></slot><span class="pending" part="pending" lang=${this.#locale.locale} dir="auto"> ${tr(PENDING_TEXT)}</span></button>${result ? this.#result(result) : nothing}${
      words ? html`<span class="result-words" part="result-words" id="result-words" lang=${this.#labLang()} dir="auto">${words}</span>` : nothing
    }${problems.map(
      (p) => html`<span class="notice" part="notice" role="note" lang=${this.#locale.locale} dir="auto">${renderNotice(p)}</span>`,
    )}<span class="said" aria-live="polite" lang=${this.#locale.locale} dir="auto">${this.said ? renderNotice(this.said) : nothing}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lease-lab-step': LeaseLabStep;
  }
}
