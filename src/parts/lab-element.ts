/**
 * What both labs share as elements: inputs read leniently from attributes and properties (invalid values
 * become visible notices, never exceptions), the run recomputed before each render, properties reflected
 * back to attributes without echoing defaults into the host's markup, the `lab-result` / `lab-change` /
 * `lab-export` events, a polite announcement when the verdict changes, and worksheet export. Nothing
 * depends on a measured width (the timeline adapts in CSS), so nothing re-renders on load: a pre-rendered lab
 * hydrates once, a lab drawn from scratch renders once per part. Subclasses only declare their inputs and compose view parts.
 *
 * SSR-safe: the constructor, `willUpdate` and `render` touch no DOM; timers and events start in
 * `connectedCallback`/`updated`, which only run in a browser.
 */
import { html, isServer, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { attributeText, type Field, type InputProblem, type ReadResult, readAttribute } from '../sim/fields.js';
import { bound } from './bound-state.js';
import { embedStyles, renderEmbedCode } from './embed-code.js';
import { VerdictAnnouncer } from './announcer.js';
import { exportStyles } from './export-panel.js';
import { controlStyles } from './controls.js';
import { HEADING_LEVEL, headerStyles, headingLevel, renderAssumptions, renderPending, renderTitle } from './lab-header.js';
import { fire, type LabChangeDetail, type LabResultDetail } from './lab-events.js';
import { metricStyles } from './metrics.js';
import { noticeStyles, renderNotices } from './notices.js';
import { oncePer } from './once-per.js';
import { replaceServerMarkup } from './server-markup.js';
import { escapeHtml } from './format.js';
import { afterContentLoaded, firstRenderSlot, nextPartSlot } from './page-ready.js';
import { labStyles } from './styles.js';
import { drawingStyles } from './reserve.js';
import { tableStyles, tabStopsWhileScrolling } from './tables.js';
import { timelineStyles } from './timeline-styles.js';
import type { WorksheetSection } from './worksheet.js';
import { WorksheetExport, type WorksheetOptions } from './worksheet-export.js';

export type { WorksheetOptions };

/** Lit attribute converter for one engine field: the lenient reader in, the canonical text out. */
export function converterFor(field: Field) {
  return {
    fromAttribute: (text: string | null) => readAttribute(field, text).value,
    toAttribute: (value: unknown) => attributeText(field, value),
  };
}

/**
 * The parts a lab drawn from scratch adds one per frame on load: header and controls (0), verdict and figures
 * (1), the timeline, the tables, then the export panel and embed code (`DRAWN`, the lab complete). Each part
 * is a few milliseconds of script and layout, where a whole lab at once made a task of 50 ms or more. Before
 * its first part, a lab is an empty frame about as tall as it will be (`#hold`), so a page opened at a
 * fragment, or read while labs above draw, does not jump by a lab's height as each one arrives.
 */
const RESULTS_PART = 1;
export const TIMELINE_PART = 2;
export const TABLES_PART = 3;
const DRAWN = 4;

/** Whether the browser keeps the reader's place when content above it grows (CSS scroll anchoring). */
const withAnchoring = () => CSS.supports('overflow-anchor', 'auto');

/** Base class of both labs; not registered as an element itself. */
export abstract class LabElement<Input extends object, Run> extends LitElement {
  static override styles = [labStyles, headerStyles, noticeStyles, controlStyles, metricStyles, tableStyles, timelineStyles, exportStyles, embedStyles, drawingStyles];

  /**
   * Reactive properties are declared as static literals rather than with decorators: the bundle then carries
   * no decorator runtime (about 0.7 KB gzipped), and the manifest analyzer still reads each attribute from
   * the literal. Each lab adds its inputs the same way, one entry per engine field.
   */
  static override properties: PropertyDeclarations = {
    noControls: { type: Boolean, attribute: 'no-controls', reflect: true },
    compact: { type: Boolean, reflect: true },
    headingLevel: { attribute: 'heading-level', converter: (text: string | null) => Number(readAttribute(HEADING_LEVEL, text).value) },
  };

  /** Hides the control panel, for fixed illustrations. */
  noControls = false;

  /**
   * A smaller lab for a page of prose: the assumptions, the tables, the export panel and Copy HTML are left
   * out (the timeline's description still tells the whole run). The controls stay; with `no-controls` too,
   * the lab is a figure: verdict, figures, timeline and playback.
   */
  compact = false;

  /**
   * The title's heading level (1–6, default 3), so a docs page's outline lists the lab under the right
   * section. An invalid `heading-level` shows a notice and uses 3.
   */
  headingLevel = 3;

  /** The engine fields this lab exposes, in control order. */
  protected abstract readonly fields: readonly Field[];
  /**
   * Attributes that configure the view rather than the model (e.g. playback's initial `time`): read with the
   * same lenient rules and notices, but never reflected and never part of `input`.
   */
  protected readonly viewFields: readonly Field[] = [];
  /** Base of the worksheet's file name and its title. */
  protected abstract readonly worksheetName: string;
  protected abstract readonly worksheetTitle: string;
  protected abstract readInput(raw: unknown): ReadResult<Input>;
  protected abstract simulate(input: Input): Run;
  /** The sentence announced when the verdict changes. */
  protected abstract announcement(run: Run): string;
  protected abstract worksheetSections(input: Input, run: Run): WorksheetSection[];
  /** Called after each computation, e.g. to publish the new state through context. */
  protected abstract published(detail: LabResultDetail<Input, Run>): void;
  protected abstract renderControls(): TemplateResult;
  protected abstract renderResults(): TemplateResult;
  /** Default text of the `title` slot. */
  protected abstract readonly defaultTitle: string;
  /** The model's rules and limits in plain sentences, for the "Assumptions and limits" disclosure. */
  protected readonly assumptions: readonly string[] = [];

  /**
   * A new object on every update request except a playback frame's (`requestFrame`): the sections that do not
   * follow the inspection time are guarded by it, so a frame skips them. Declared, not initialised: Lit's
   * constructor already requests an update, before class fields exist.
   */
  private declare viewKey: object;

  #attributeProblems = new Map<string, InputProblem>();
  #problems: InputProblem[] = [];
  #readerProblems: InputProblem[] = [];
  #input?: Input;
  #run?: Run;
  #resultPending = false;
  /** A result is waiting for the page to finish loading before it is dispatched. */
  #resultHeld = false;
  #problemsDirty = false;
  /** Says a changed verdict in the live region once edits settle. */
  #announcer = new VerdictAnnouncer(this, () => this.announcement(this.run));

  /** The reader's worksheet choices and download. */
  #export = new WorksheetExport<Run>(this, {
    run: () => this.run,
    sections: (run) => this.worksheetSections(this.input, run),
    title: () => this.worksheetTitle,
    name: () => this.worksheetName,
  });
  /** The last part drawn (see `DRAWN`); a lab drawn from scratch starts at 0. */
  #drawn = DRAWN;
  /**
   * The frame a lab drawn from scratch shows until its first part: one plain element, not a Lit render, so
   * upgrading twenty labs on load costs no template work (and runs no model) in the script's own task.
   */
  #hold?: HTMLElement;
  /** Where the lab ended on screen before its latest part, in browsers without scroll anchoring. */
  #bottomBefore?: number;
  /** Settles when the next part has been asked for, while a lab is still drawing its parts. */
  #nextPart?: Promise<void>;

  constructor() {
    super();
    // A pre-rendered lab's server markup stays until the first render when no hydration support adopts it.
    replaceServerMarkup(this);
    tabStopsWhileScrolling(this);
  }

  /** The latest run, for listeners that arrive after `lab-result` fired. Read-only. */
  get run(): Run {
    if (this.#run === undefined) this.#compute();
    return this.#run as Run;
  }

  /** The normalised input the latest run used. Read-only. */
  get input(): Input {
    if (this.#input === undefined) this.#compute();
    return this.#input as Input;
  }

  /** Inputs that could not be used as given, with the values used instead. Read-only. */
  get problems(): readonly InputProblem[] {
    return this.#problems;
  }

  override requestUpdate(...request: Parameters<LitElement['requestUpdate']>): void {
    this.viewKey = {};
    super.requestUpdate(...request);
  }

  /**
   * Requests an update in which only the inspection time moved: everything outside `renderResults` is skipped
   * (unless another request since the last render already renewed the key).
   */
  protected requestFrame(): void {
    const key = this.viewKey;
    this.requestUpdate();
    this.viewKey = key;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    this.#noteAttribute(name, value);
  }

  /**
   * @internal
   * Server-side rendering sets attributes through `setAttribute` on its DOM shim and converts them without
   * calling `attributeChangedCallback`; noting them here too gives pre-rendered labs the same notices.
   */
  override setAttribute(name: string, value: string): void {
    super.setAttribute(name, value);
    this.#noteAttribute(name.toLowerCase(), String(value));
  }

  /** Records (or clears) the notice for an input attribute's text. */
  #noteAttribute(name: string, value: string | null): void {
    const field = [...this.fields, ...this.viewFields, HEADING_LEVEL].find((f) => f.attribute === name);
    if (!field) return;
    const { problem } = readAttribute(field, value);
    if (problem?.message === this.#attributeProblems.get(field.name)?.message) return;
    if (problem) this.#attributeProblems.set(field.name, problem);
    else this.#attributeProblems.delete(field.name);
    this.#problemsDirty = true;
    this.requestUpdate();
  }

  #compute(): void {
    const self = this as unknown as Record<string, unknown>;
    const raw = Object.fromEntries(this.fields.map((f) => [f.name, self[f.name]]));
    const { input, problems } = this.readInput(raw);
    // An accepted value in another spelling (`'6'`, `'on'`, 3.0004, as frameworks set properties) takes the
    // form the run used now: the reflected attribute, read back, would otherwise set it in a second render.
    const refused = new Set(problems.map((p) => p.field));
    for (const f of this.fields) if (!refused.has(f.name)) self[f.name] = (input as Record<string, unknown>)[f.name];
    this.#readerProblems = problems;
    this.#input = input;
    this.#run = this.simulate(input);
    this.#mergeProblems();
    this.#resultPending = true;
    this.published({ input, run: this.#run });
  }

  /**
   * A notice only the run can give, replacing the attribute's own for that field (`null`: none): a range that
   * ends with the run (a swarm lab's `time`) is not known when the attribute is read.
   */
  protected runNotice(): InputProblem | null {
    return null;
  }

  /** Notices: the reader's problems with property values, then attribute texts it never saw, in field order. */
  #mergeProblems(): void {
    this.#problemsDirty = false;
    const byField = new Map(this.#readerProblems.map((p) => [p.field, p]));
    for (const [field, p] of this.#attributeProblems) if (!byField.has(field)) byField.set(field, p);
    const late = this.runNotice();
    if (late) byField.set(late.field, late);
    this.#problems = [...this.fields, ...this.viewFields, HEADING_LEVEL]
      .map((f) => byField.get(f.name))
      .filter((p): p is InputProblem => p !== undefined);
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.#forgetOverwritten(changed);
    // Only a changed input reruns the model (and fires lab-result); a notice appearing or clearing, e.g. for
    // refused text that falls back to the value already in use, only refreshes the notices.
    if (this.#run === undefined || this.fields.some((f) => changed.has(f.name))) {
      this.#compute();
      this.#announcer.superseded();
    } else if (this.#problemsDirty || this.viewFields.some((f) => changed.has(f.name))) this.#mergeProblems();
  }

  /**
   * The first client render of a pre-rendered lab (hydration) waits for its own task: soon for a lab on or near
   * the screen, at an idle moment for one far below it (see `firstRenderSlot`), so many labs never add up to
   * one long task on load. A lab drawn from scratch holds its room at once (`#hold`) and waits likewise for its
   * first part, then adds the others in successive frames; hydration must match the server's markup, so a
   * pre-rendered lab draws everything at once.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (this.hasUpdated || isServer) return super.scheduleUpdate();
    if (!this.renderRoot.firstChild) {
      this.#drawn = 0;
      this.#hold = this.renderRoot.appendChild(document.createElement('div'));
      this.#hold.className = 'drawing';
    }
    return firstRenderSlot(this).then(() => {
      this.#noteBottom();
      return super.scheduleUpdate();
    });
  }

  /** The first part takes the held frame's place in the same update, so the lab never shows both or neither. */
  protected override update(changed: PropertyValues): void {
    this.#hold?.remove();
    this.#hold = undefined;
    super.update(changed);
  }

  /**
   * Resolves once the lab is completely drawn — including the parts a first client render leaves to the next
   * frames — and every pending update is done, so `await el.updateComplete` always means "all on screen".
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#nextPart) {
      await this.#nextPart;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** `content()` once the lab has drawn up to `part`, nothing before: a heavy section waits for its own frame. */
  protected drawnPart(part: number, content: () => unknown): unknown {
    return this.#drawn < part ? nothing : content();
  }

  protected override updated(changed: PropertyValues): void {
    this.#reflect(changed);
    this.#keepReaderPlace();
    if (this.#drawn < DRAWN) {
      // The next part in a frame of its own; `lab-result` waits until the lab is complete.
      this.#nextPart ??= nextPartSlot().then(() => {
        this.#nextPart = undefined;
        this.#drawn++;
        this.#noteBottom();
        this.requestUpdate();
      });
      return;
    }
    if (!this.#resultPending || this.#resultHeld) return;
    // No result is dispatched before DOMContentLoaded, so listeners added by any script that runs before it
    // (a module script after the bundle, a framework's entry) hear the first one. Later ones read `run`.
    this.#resultHeld = true;
    afterContentLoaded(() => {
      this.#resultHeld = false;
      this.#resultPending = false;
      fire<LabResultDetail<Input, Run>>(this, 'lab-result', { input: this.input, run: this.run });
      this.#announcer.published();
    });
  }

  /** Where the lab ends on screen before it grows by a part, where the browser will not keep the reader's place. */
  #noteBottom(): void {
    if (!withAnchoring()) this.#bottomBefore = this.getBoundingClientRect().bottom;
  }

  /**
   * A lab wholly above the screen that grew with its latest part would push what the reader is looking at
   * down. Browsers with scroll anchoring keep it in place; elsewhere (WebKit) the page scrolls by the growth.
   */
  #keepReaderPlace(): void {
    const before = this.#bottomBefore;
    this.#bottomBefore = undefined;
    if (before === undefined || before > 0) return;
    const grew = this.getBoundingClientRect().bottom - before;
    if (grew) scrollBy(0, grew);
  }

  /** Property → attribute, unless the attribute already means the same value (including "absent = default"). */
  #reflect(changed: PropertyValues): void {
    for (const field of this.fields) {
      if (!changed.has(field.name)) continue;
      const text = this.#reflection(field);
      if (text === undefined) continue;
      if (text === null) this.removeAttribute(field.attribute);
      else this.setAttribute(field.attribute, text);
    }
  }

  /**
   * The attribute text a field's property value is reflected as: `undefined` to leave the markup alone,
   * `null` to remove the attribute.
   */
  #reflection(field: Field): string | null | undefined {
    const value = (this as unknown as Record<string, unknown>)[field.name];
    const current = this.getAttribute(field.attribute);
    // The attribute already yields this value (absent = default, or an author's refused text that fell back
    // to it, which keeps its notice visible): leave the author's markup alone.
    if (Object.is(readAttribute(field, current).value, value)) return undefined;
    const text = attributeText(field, value);
    // A value with no attribute form (an object, an array) is refused with a notice; the markup stays as written.
    if (text === current || (text === null && field.type !== 'switch' && value != null)) return undefined;
    return text;
  }

  /**
   * An attribute's notice goes in the same render as the edit that will overwrite its text: left to the
   * reflection after the render, it would take a second render to clear.
   */
  #forgetOverwritten(changed: PropertyValues): void {
    if (isServer) return;
    for (const field of this.fields) {
      if (changed.has(field.name) && this.#attributeProblems.has(field.name) && this.#reflection(field) !== undefined) {
        this.#attributeProblems.delete(field.name);
        this.#problemsDirty = true;
      }
    }
  }

  /** Applies a reader's edit from a control: sets the property (which recomputes and reflects) and tells the page. */
  protected edit(name: string, value: number | string | boolean | null): void {
    const field = this.fields.find((f) => f.name === name);
    if (!field) return;
    (this as unknown as Record<string, unknown>)[name] = value;
    fire<LabChangeDetail>(this, 'lab-change', { field: name, attribute: field.attribute, value });
  }

  /**
   * Applies edits made outside the lab's own controls (a safety map cell, a narrative step) exactly as a
   * reader's edit: each input, by property name, is set (the lab reruns) and announced with `lab-change`.
   * Unknown names are ignored; values are read as leniently as attributes.
   */
  applyInput(changes: Record<string, number | string | boolean | null>): void {
    for (const [name, value] of Object.entries(changes ?? {})) this.edit(name, value);
  }

  /**
   * A view setting as the reader has it now, for `embedCode()`: the property, unless the reader changed it
   * in the lab (the swarm lab's speed picked and moment scrubbed to).
   */
  protected viewValue(name: string): unknown {
    return (this as unknown as Record<string, unknown>)[name];
  }

  /**
   * The markup for this lab with its current settings, its id and only the non-default inputs and view settings as
   * attributes (e.g. `<swarm-lease-lab mechanism="fencing" ttl="6" speed="5" compact></swarm-lease-lab>`), so
   * an author can tune a lab and paste it.
   */
  embedCode(): string {
    // The inputs as the run used them, then the view's own settings as the reader left them (the swarm lab's
    // moment and speed), the heading level, and the two layouts.
    const view = Object.fromEntries(this.viewFields.map((f) => [f.name, this.viewValue(f.name)]));
    const input = { ...view, headingLevel: String(headingLevel(this.headingLevel)), ...this.input } as Record<string, unknown>;
    const attributes = [...this.fields, ...this.viewFields, HEADING_LEVEL].map((f) => {
      const text = Object.is(input[f.name], f.default) ? null : attributeText(f, input[f.name]);
      // Normalised values are numbers and option words: nothing in them needs escaping.
      return text === null ? '' : text === '' ? ` ${f.attribute}` : ` ${f.attribute}="${text}"`;
    });
    if (this.compact) attributes.push(' compact');
    if (this.noControls) attributes.push(' no-controls');
    // Its id too, so companions pasted with it (`for="…"`) still find it.
    const id = this.id ? ` id="${escapeHtml(this.id)}"` : '';
    return `<${this.localName}${id}${attributes.join('')}></${this.localName}>`;
  }

  /**
   * The worksheet text for the chosen sections and format — the same text the download button saves.
   * Unknown section ids are ignored; by default every section, as Markdown.
   */
  worksheet(options: WorksheetOptions = {}): string {
    return this.#export.text(options ?? {});
  }

  /**
   * The ready line of a `no-controls` lab, which still shows inert controls (the export panel, playback) until
   * its script runs: once it runs, how to use them. `null` when it shows none, so it has no ready line at all.
   */
  protected get figureHint(): string | null {
    return this.compact ? null : 'Export a worksheet below.';
  }

  protected override render(): TemplateResult {
    // Pre-rendered controls cannot respond until the element runs: the server disables them, and the first
    // browser render (hydrating or not) enables them through the same binding.
    const wait = bound(isServer);
    return html`<div class="lab stack ${this.#drawn < DRAWN ? 'drawing' : ''}" part="base" lang="en">
      ${oncePer(this.viewKey, () => html`<div class="header" part="header">
        ${renderTitle(headingLevel(this.headingLevel), this.defaultTitle)}
        <slot name="intro"></slot>
      </div>
      ${this.compact ? nothing : renderAssumptions(this.assumptions)}
      ${renderNotices(this.#problems)}
      ${renderPending(this.noControls ? this.figureHint : undefined)}
      ${this.noControls ? nothing : html`<fieldset class="panel waits" part="controls" role="none" ?disabled=${wait}>${this.renderControls()}</fieldset>`}`)}
      ${this.drawnPart(RESULTS_PART, () => this.renderResults())}
      ${oncePer(this.viewKey, () => html`${this.compact ? nothing : this.drawnPart(DRAWN, () => this.#export.panel(wait))}
      ${this.compact ? nothing : this.drawnPart(DRAWN, () => renderEmbedCode(() => this.embedCode(), wait))}
      <slot></slot>
      <p class="visually-hidden" role="status" aria-live="polite">${this.#announcer.text}</p>`)}
    </div>`;
  }
}
