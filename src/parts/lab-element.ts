/**
 * What both labs share as elements, composed from controllers: inputs and view settings read leniently with
 * visible notices (`LenientFields`), the run recomputed when an input changes and told as `lab-result`
 * (`LabRun`), the staged first draw (`StagedDraw`), a polite announcement when the verdict changes, worksheet
 * export and Copy HTML. Subclasses declare their inputs and compose view parts.
 *
 * SSR-safe: the constructor, `willUpdate` and `render` touch no DOM; timers and events start in
 * `connectedCallback`/`updated`, which only run in a browser.
 */
import { html, isServer, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { attributeText, type Field, type InputProblem, type ReadResult, readAttribute } from '../sim/fields.js';
import { bound } from './bound-state.js';
import { CopyHtml, embedMarkup, embedStyles } from './embed-code.js';
import { VerdictAnnouncer } from './announcer.js';
import { exportStyles } from './export-panel.js';
import { ControlErrors, controlStyles } from './controls.js';
import { HEADING_LEVEL, headerStyles, headingLevel, renderAssumptions, renderPending, renderTitle } from './lab-header.js';
import { fire, type LabChangeDetail, type LabResultDetail } from './lab-events.js';
import { LabRun } from './lab-run.js';
import { LenientFields } from './lenient-fields.js';
import { metricStyles } from './metrics.js';
import { noticeStyles, renderNotices } from './notices.js';
import { replaceServerMarkup } from './server-markup.js';
import { StagedDraw } from './staged-draw.js';
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

/** Base class of both labs; not registered as an element itself. */
export abstract class LabElement<Input extends object, Run> extends StagedDraw(LitElement) {
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
   * Bumped by every update except one in which only the inspection time moved (`frameOnly`): the sections
   * that do not follow the inspection time are guarded by it, so a playback frame skips them.
   */
  #viewVersion = 0;
  #fields = new LenientFields<Input>(this, {
    fields: () => this.fields,
    settings: () => [...this.viewFields, HEADING_LEVEL],
    readInput: (raw) => this.readInput(raw),
    range: (field) => this.viewRange(field),
    runNotice: () => this.runNotice(),
    settingValue: (field, value) => (field === HEADING_LEVEL ? Number(value) : value),
  });
  #runs = new LabRun<Input, Run>(this, {
    args: () => this.fields.map((f) => (this as unknown as Record<string, unknown>)[f.name]),
    read: () => this.#fields.read(),
    simulate: (input) => this.simulate(input),
    published: (detail) => this.published(detail),
    drawn: () => this.drawComplete,
    dispatched: () => this.#announcer.published(),
  });
  /** The Copy HTML row's status and fallback field. */
  #copyHtml = new CopyHtml(this, () => this.embedCode());
  /** The controls' refusals of typed text, rendered beside each control. */
  protected readonly controlErrors = new ControlErrors(this);
  /** Says a changed verdict in the live region once edits settle. */
  #announcer = new VerdictAnnouncer(this, () => this.announcement(this.run));
  /** The reader's worksheet choices and download. */
  #export = new WorksheetExport<Run>(this, {
    run: () => this.run,
    sections: (run) => this.worksheetSections(this.input, run),
    title: () => this.worksheetTitle,
    name: () => this.worksheetName,
  });

  constructor() {
    super();
    // A pre-rendered lab's server markup stays until the first render when no hydration support adopts it.
    replaceServerMarkup(this);
    tabStopsWhileScrolling(this);
  }

  /** The latest run, for listeners that arrive after `lab-result` fired; before the first update, the run the properties give. Read-only. */
  get run(): Run {
    return this.#current().run;
  }

  /** The normalised input the latest run used. Read-only. */
  get input(): Input {
    return this.#current().input;
  }

  /** Inputs that could not be used as given, with the values used instead. Read-only. */
  get problems(): readonly InputProblem[] {
    return this.#fields.problems;
  }

  /** The latest run, or (before the first update) the one the properties give now, computed without keeping it. */
  #current(): LabResultDetail<Input, Run> {
    if (this.#runs.latest) return this.#runs.latest;
    const { input } = this.#fields.peek();
    return { input, run: this.simulate(input) };
  }

  /** Whether an update only moves the inspection time, so the sections that do not follow it can be skipped. */
  protected frameOnly(_changed: PropertyValues): boolean {
    return false;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    this.#fields.noteAttribute(name, value);
  }

  /**
   * @internal
   * Server-side rendering sets attributes through `setAttribute` on its DOM shim and converts them without
   * calling `attributeChangedCallback`; noting them here too gives pre-rendered labs the same notices.
   */
  override setAttribute(name: string, value: string): void {
    super.setAttribute(name, value);
    this.#fields.noteAttribute(name.toLowerCase(), String(value));
  }

  /**
   * A notice only the run can give, replacing the attribute's own for that field (`null`: none): a range that
   * ends with the run (a swarm lab's `time`) is not known when the attribute is read.
   */
  protected runNotice(): InputProblem | null {
    return null;
  }

  /**
   * The range a view setting is read against now: the field itself, unless its range ends with the run (a
   * swarm lab's `time`).
   */
  protected viewRange(field: Field): Field {
    return field;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (!this.frameOnly(changed)) this.#viewVersion++;
    this.#fields.forgetOverwritten(changed);
    // Only a changed input reruns the model (and fires lab-result); a notice appearing or clearing, e.g. for
    // refused text that falls back to the value already in use, only refreshes the notices.
    const rerun = this.#runs.refresh();
    if (rerun) this.#announcer.superseded();
    // View settings are read after the run, whose span bounds a swarm lab's time.
    if (this.#fields.readSettings(changed) || rerun || this.#fields.dirty) this.#fields.merge();
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
    // moment and speed) and the heading level; its id too, so companions pasted with it (`for="…"`) still find it.
    const view = Object.fromEntries(this.viewFields.map((f) => [f.name, this.viewValue(f.name)]));
    return embedMarkup({
      tag: this.localName,
      id: this.id,
      fields: [...this.fields, ...this.viewFields, HEADING_LEVEL],
      values: { ...view, headingLevel: String(headingLevel(this.headingLevel)), ...this.input },
      flags: [...(this.compact ? ['compact'] : []), ...(this.noControls ? ['no-controls'] : [])],
    });
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
    return html`<div class="lab stack ${this.drawComplete ? '' : 'drawing'}" part="base" lang="en">
      ${guard([this.#viewVersion], () => this.#renderHeader(wait))}
      ${this.whenDrawn('results', () => this.renderResults())}
      ${guard([this.#viewVersion], () => this.#renderFooter(wait))}
    </div>`;
  }

  /** Title, assumptions, notices, the ready line and the controls. */
  #renderHeader(wait: ReturnType<typeof bound>): TemplateResult {
    return html`<div class="header" part="header">
        ${renderTitle(headingLevel(this.headingLevel), this.defaultTitle)}
        <slot name="intro"></slot>
      </div>
      ${this.compact ? nothing : renderAssumptions(this.assumptions)}
      ${renderNotices(this.#fields.problems)}
      ${renderPending(this.noControls ? this.figureHint : undefined)}
      ${this.noControls ? nothing : html`<fieldset class="panel waits" part="controls" role="none" ?disabled=${wait}>${this.renderControls()}</fieldset>`}`;
  }

  /** The worksheet export, Copy HTML, the author's slot and the live region. */
  #renderFooter(wait: ReturnType<typeof bound>): TemplateResult {
    return html`${this.compact ? nothing : this.whenDrawn('complete', () => this.#export.panel(wait))}
      ${this.compact ? nothing : this.whenDrawn('complete', () => this.#copyHtml.render(wait))}
      <slot></slot>
      <p class="visually-hidden" role="status" aria-live="polite">${this.#announcer.text}</p>`;
  }
}
