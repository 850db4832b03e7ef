/**
 * What both labs share, composed from controllers: lenient inputs with notices (`LenientFields`), the run
 * and `lab-result` (`LabRun`), the staged first draw (`StagedDraw`), the closed secondary sections
 * (`Sections`), the figure that stays in view on a narrow screen (`StickyFigure`) and the footer (export,
 * Copy HTML, the announcement). Each lab hands it a `LabSpec` and renders its figure, controls and tables.
 * SSR-safe: nothing before `connectedCallback`/`updated` touches the DOM.
 */
import { html, isServer, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { type Field, type InputProblem, readAttribute } from '../sim/fields.js';
import { bound } from './bound-state.js';
import { embedMarkup } from './embed-code.js';
import { ControlErrors } from './controls.js';
import { renderInputDetails } from './controls.js';
import { HEADING_LEVEL, headingLevel, renderAssumptions, renderInputs, renderLabHeader, renderPending } from './lab-header.js';
import { fire, type LabChangeDetail, type LabResultDetail } from './lab-events.js';
import { LabRun } from './lab-run.js';
import { LAB_STYLES } from './lab-styles.js';
import { LenientFields } from './lenient-fields.js';
import { renderNotices } from './notices.js';
import { renderPresets } from './presets.js';
import { supportPrerendered } from './server-markup.js';
import { type Section, Sections } from './sections.js';
import { StagedDraw } from './staged-draw.js';
import { StickyFigure } from './sticky-figure.js';
import { tabStopsWhileScrolling } from './tables.js';
import type { LabSpec } from './lab-spec.js';
import type { WorksheetOptions } from './worksheet-export.js';
import { LabFooter } from './lab-footer.js';
import { keepUnits } from './format.js';

export type { WorksheetOptions };

/** Base class of both labs; not registered as an element itself. */
export abstract class LabElement<Input extends object, Run> extends StagedDraw(LitElement) {
  static override styles = LAB_STYLES;

  /** Static literals, not decorators: no decorator runtime, and the manifest analyzer reads each attribute. */
  static override properties: PropertyDeclarations = {
    noControls: { type: Boolean, attribute: 'no-controls', reflect: true },
    compact: { type: Boolean, reflect: true },
    noPresets: { type: Boolean, attribute: 'no-presets', reflect: true },
    headingLevel: { attribute: 'heading-level', converter: (text: string | null) => Number(readAttribute(HEADING_LEVEL, text).value) },
  };

  /** Hides the control panel, for fixed illustrations. */
  noControls = false;

  /** Hides the row of the seed text's experiments, for a page that walks through them in its own steps. */
  noPresets = false;

  /** A smaller lab for prose: no assumptions, tables, export or Copy HTML; with `no-controls` too, a figure. */
  compact = false;

  /** The title's heading level (1–6, default 3), so the page's outline lists the lab under the right section. */
  headingLevel = 3;

  /** This lab's inputs, engine, words and worksheet. Read late: a lab sets it after construction. */
  protected abstract readonly spec: LabSpec<Input, Run>;
  /** Each new run, before the render that shows it: e.g. publish it through context. */
  protected abstract published(detail: LabResultDetail<Input, Run>): void;
  protected abstract renderControls(): TemplateResult;
  /** The figure: verdict, timeline and what else follows a change at once; the first screen of the lab. Drawn in
   * stages (`whenDrawn`): the verdict first, then the timeline, then the rest of the figure. */
  protected abstract renderFigure(): TemplateResult;
  /** The lab's own secondary sections (its tables), before the shared ones; each is drawn only when open. */
  protected abstract tableSections(): Section[];

  /** Bumped by every update that changes something but a playback frame (`frameOnly`): the guarded parts follow it. */
  #viewVersion = 0;
  #fields = new LenientFields<Input>(this, {
    fields: () => this.spec.fields,
    settings: () => [...this.spec.viewFields, HEADING_LEVEL],
    readInput: (raw) => this.spec.readInput(raw),
    range: (field) => this.viewRange(field),
    runNotice: () => this.runNotice(),
    settingValue: (field, value) => (field === HEADING_LEVEL ? Number(value) : value),
  });
  #runs = new LabRun<Input, Run>(this, {
    args: () => this.spec.fields.map((f) => (this as unknown as Record<string, unknown>)[f.name]),
    read: () => this.#fields.read(),
    simulate: (input) => this.spec.simulate(input),
    published: (detail) => this.published(detail),
    drawn: () => this.drawComplete,
    dispatched: () => this.#footer.announcer.published(),
  });
  /** The controls' refusals of typed text, rendered beside each control. */
  protected readonly controlErrors = new ControlErrors(this);
  #footer = new LabFooter<Input, Run>(this, { spec: () => this.spec, run: () => this.run, input: () => this.input, embedCode: () => this.embedCode() });
  /** The closed-by-default sections; a lab asks it whether one is open before following playback in it. */
  protected readonly sections = new Sections(this);

  constructor() {
    super();
    supportPrerendered(this);
    tabStopsWhileScrolling(this, () => this.sections.version);
    new StickyFigure(this);
  }

  /** The latest run, for listeners that arrive after `lab-result` fired. Read-only. */
  get run(): Run {
    return this.#current().run;
  }

  /**
   * The sentence under the verdict's label, as the figure shows it ("B took over at 13 s …"): for prose and
   * companions that say the outcome in words where the figure is out of sight.
   */
  get headline(): string {
    return keepUnits(this.spec.verdict(this.run).headline);
  }

  /** The normalised input the latest run used. Read-only. */
  get input(): Input {
    return this.#current().input;
  }

  /** Inputs that could not be used as given, with the values used instead. Read-only. */
  get problems(): readonly InputProblem[] {
    return this.#fields.problems;
  }

  /** The latest run; before the first update, the one the properties give, computed and not kept. */
  #current(): LabResultDetail<Input, Run> {
    if (this.#runs.latest) return this.#runs.latest;
    const { input } = this.#fields.peek();
    return { input, run: this.spec.simulate(input) };
  }

  /** Whether an update only moves the inspection time, so the sections that do not follow it can be skipped. */
  protected frameOnly(_changed: PropertyValues): boolean {
    return false;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    this.#fields.noteAttribute(name, value);
  }

  /** @internal Server rendering sets attributes without `attributeChangedCallback`: noted here too. */
  override setAttribute(name: string, value: string): void {
    super.setAttribute(name, value);
    this.#fields.noteAttribute(name.toLowerCase(), String(value));
  }

  /** A notice only the run can give (a swarm lab's `time` past its end), replacing the attribute's own. */
  protected runNotice(): InputProblem | null {
    return null;
  }

  /** What the lab's live region says besides a changed verdict: nothing, unless the lab plays its run. */
  protected spoken(): string {
    return '';
  }

  /** The range a view setting is read against now (a swarm lab's `time` ends with its run). */
  protected viewRange(field: Field): Field {
    return field;
  }

  /**
   * What a render shows besides reactive properties: each controller that asks for an update without changing
   * a property (a notice, a refusal, a section, the announcement, Copy HTML, the export form, a stage) changes
   * its part of this key. A bare request that changes none of it has nothing to draw, so it is skipped whole.
   */
  #renderKey(): unknown[] {
    return [this.#fields.dirty, this.controlErrors.pending, this.sections.version, this.#footer.announcer.text, this.drawComplete, ...this.#footer.state];
  }

  /** The key as this lab's latest render drew it. */
  #renderedKey: unknown[] = [];

  protected override shouldUpdate(changed: PropertyValues): boolean {
    if (changed.size > 0 || !this.hasUpdated || !this.drawComplete) return true;
    const key = this.#renderKey();
    return key.length !== this.#renderedKey.length || key.some((k, i) => !Object.is(k, this.#renderedKey[i]));
  }

  protected override willUpdate(changed: PropertyValues): void {
    // An update that changes nothing (a bare requestUpdate) leaves the guarded parts as they are.
    const something = changed.size > 0 || this.#fields.dirty || this.controlErrors.takeChange();
    if (something && !this.frameOnly(changed)) this.#viewVersion++;
    this.#fields.forgetOverwritten(changed);
    // Only a changed input reruns the model (and fires lab-result); a notice alone only refreshes the notices.
    const rerun = this.#runs.refresh();
    if (rerun) this.#footer.announcer.superseded();
    // View settings are read after the run, whose span bounds a swarm lab's time.
    if (this.#fields.readSettings(changed) || rerun || this.#fields.dirty) this.#fields.merge();
    // Kept once the pending changes are taken, so only a later one makes the next bare request draw.
    this.#renderedKey = this.#renderKey();
  }

  /** Applies a reader's edit from a control: sets the property (which recomputes and reflects) and tells the page. */
  protected edit(name: string, value: number | string | boolean | null): void {
    const field = this.spec.fields.find((f) => f.name === name);
    if (!field) return;
    (this as unknown as Record<string, unknown>)[name] = value;
    fire<LabChangeDetail>(this, 'lab-change', { field: name, attribute: field.attribute, value });
  }

  /** Applies edits from outside the controls (a map cell, a step) as a reader's edit; unknown names are ignored. */
  applyInput(changes: Record<string, number | string | boolean | null>): void {
    for (const [name, value] of Object.entries(changes ?? {})) this.edit(name, value);
  }

  /** A view setting as the reader has it now, for `embedCode()` (the swarm lab's picked speed and moment). */
  protected viewValue(name: string): unknown {
    return (this as unknown as Record<string, unknown>)[name];
  }

  /** The experiments and their lesson as the ready line, unless the author hid them (or the lab is compact). */
  #presets(): { before: unknown; ready: string } | undefined {
    if (this.noPresets || this.compact || !this.spec.presets.length) return undefined;
    const view = { presets: this.spec.presets, defaults: this.spec.defaults, input: this.input, apply: (input: Input) => this.#applyPreset(input) };
    return renderPresets(view);
  }

  /** A preset as the reader's edits: only the inputs it changes, each with its `lab-change`. */
  #applyPreset(input: Input): void {
    const now = this.input as Record<string, unknown>;
    const changes = Object.entries(input).filter(([name, value]) => !Object.is(now[name], value));
    this.applyInput(Object.fromEntries(changes) as Record<string, number | string | boolean | null>);
  }

  /** The markup for this lab as it is now, only non-default settings as attributes, for an author to paste. */
  embedCode(): string {
    const view = Object.fromEntries(this.spec.viewFields.map((f) => [f.name, this.viewValue(f.name)]));
    const values = { ...view, headingLevel: String(headingLevel(this.headingLevel)), ...this.input };
    const flags = [...(this.compact ? ['compact'] : []), ...(this.noControls ? ['no-controls'] : []), ...(this.noPresets ? ['no-presets'] : [])];
    return embedMarkup({ tag: this.localName, id: this.id, fields: [...this.spec.fields, ...this.spec.viewFields, HEADING_LEVEL], values, flags });
  }

  /** The worksheet text the download saves; by default every section, as Markdown. */
  worksheet(options: WorksheetOptions = {}): string {
    return this.#footer.export.text(options ?? {});
  }

  /** The ready line of a `no-controls` lab once its script runs; `null` for none. */
  protected get figureHint(): string | null {
    return this.compact ? null : 'Export a worksheet below.';
  }

  /** What the sections show depends on: an update that changes none of it (a bare requestUpdate) skips them. */
  #sectionsKey(): unknown[] {
    return [this.#viewVersion, this.sections.version, ...this.#footer.state, this.sectionsFollow()];
  }

  /** What an open section follows besides the run (the swarm lab's open trace follows playback); null for nothing. */
  protected sectionsFollow(): unknown {
    return null;
  }

  /** Every secondary section in reading order: the lab's tables, the inputs in detail, the rules, the export. */
  #allSections(wait: ReturnType<typeof bound>): Section[] {
    return [
      ...this.tableSections(),
      ...(this.noControls ? [] : [{ name: 'inputs', summary: 'Inputs in detail', content: () => renderInputDetails(this.spec.inputDetails()) }]),
      { name: 'assumptions', part: 'assumptions', summary: 'Assumptions and limits', content: () => renderAssumptions(this.spec.assumptions, this.spec.guidance) },
      { name: 'export', part: 'export', summary: 'Export or copy HTML', content: () => this.#footer.exportContent(wait) },
    ];
  }

  protected override render(): TemplateResult {
    // The server disables controls that cannot respond yet; the first browser render enables them.
    const wait = bound(isServer);
    const level = headingLevel(this.headingLevel);
    return html`<div class="lab stack ${this.drawComplete ? '' : 'drawing'}" part="base" lang="en">
      ${guard([this.#viewVersion], () => renderLabHeader(level, this.spec.title, renderNotices(this.#fields.problems)))}
      <div class="stage">
        <div class="figure stack" part="figure">${this.renderFigure()}</div>
        ${this.whenDrawn('controls', () =>
          this.noControls
            ? renderPending(this.figureHint)
            : guard([this.#viewVersion], () => renderInputs(this.renderControls(), wait, this.#presets())),
        )}
      </div>
      ${this.compact ? nothing : this.whenDrawn('sections', () => guard(this.#sectionsKey(), () => html`<div class="sections">${this.#allSections(wait).map((s) => this.sections.render(s))}</div>`))}
      ${this.#footer.render(this.spoken())}
    </div>`;
  }
}
