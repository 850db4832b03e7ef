/**
 * What both labs share, composed from controllers: lenient inputs (`LenientFields`), the run and `lab-result`
 * (`LabRun`), the staged first draw, the closed sections, the sticky figure and the footer. Each lab hands it a
 * `LabSpec` and renders its figure, controls and tables. SSR-safe: nothing before `connectedCallback` touches the DOM.
 */
import { html, isServer, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from './guard.js';
import { type InputProblem, readAttribute } from '../sim/fields.js';
import { bound } from './bound-state.js';
import { embedMarkup } from './embed-code.js';
import { ControlErrors } from './controls.js';
import { HEADING_LEVEL, headingLevel, renderInputs, renderLabHeader, renderPending } from './lab-header.js';
import { fire, type LabChangeDetail, type LabResultDetail } from './lab-events.js';
import { LabRun } from './lab-run.js';
import { LAB_STYLES } from './lab-styles.js';
import { LenientFields } from './lenient-fields.js';
import { renderNotices } from './notices.js';
import { renderPresets } from './presets.js';
import { adoptServerMarkup, supportPrerendered } from './server-markup.js';
import { type Section, Sections } from './sections.js';
import { StagedDraw } from './staged-draw.js';
import { StickyFigure } from './sticky-figure.js';
import { EditedPlace } from './edited-place.js';
import { tabStopsWhileScrolling } from './tables.js';
import type { LabSpec, LabViewHooks } from './lab-spec.js';
import type { WorksheetOptions } from './worksheet-export.js';
import { LabFooter } from './lab-footer.js';
import { keepUnits } from './format.js';
import { UpdateKey } from './update-key.js';
import { LabLocale } from './lab-locale.js';
import { msg, tr, withLocale } from './messages.js';

/** Base class of both labs; not registered as an element itself. */
export abstract class LabElement<Input extends object, Run> extends StagedDraw(LitElement) {
  static override styles = LAB_STYLES;
  /** Literals, not decorators: no decorator runtime, and the manifest analyzer reads each attribute. */
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
  /** What a lab whose view moves by itself adds (playback); read late, like `spec`. */
  protected readonly viewHooks: LabViewHooks = {};
  /** Each new run, before the render that shows it: e.g. publish it through context. */
  protected abstract published(detail: LabResultDetail<Input, Run>): void;
  protected abstract renderControls(): TemplateResult;
  /** The figure, the lab's first screen, drawn in stages (`whenDrawn`): verdict, timeline, then the rest. */
  protected abstract renderFigure(): TemplateResult;
  /** The lab's own secondary sections (its tables), before the shared ones; each is drawn only when open. */
  protected abstract tableSections(): Section[];

  /** Bumped by every update that changes something but a playback frame (`frameOnly`): the guarded parts follow it. */
  #viewVersion = 0;
  #fields = new LenientFields<Input>(this, {
    fields: () => this.spec.fields,
    settings: () => [...this.spec.viewFields, HEADING_LEVEL],
    readInput: (raw) => this.spec.readInput(raw),
    range: (field) => this.viewHooks.range?.(field) ?? field,
    runNotice: () => this.viewHooks.runNotice?.() ?? null,
    settingValue: (field, value) => (field === HEADING_LEVEL ? Number(value) : value),
  });
  #runs = new LabRun<Input, Run>(this, {
    args: () => this.spec.fields.map((f) => (this as unknown as Record<string, unknown>)[f.name]),
    read: () => this.#fields.read(),
    peek: () => this.#fields.peek().input,
    simulate: (input) => this.spec.simulate(input),
    published: (detail) => this.published(detail),
    drawn: () => this.drawComplete,
    dispatched: () => this.#footer.announcer.published(),
  });
  /** The controls' refusals of typed text, rendered beside each control. */
  protected readonly controlErrors = new ControlErrors(this);
  /** The language the lab renders in, following the page's `lang`. */
  #locale = new LabLocale(this, () => this.spec.localized === true);
  #footer = new LabFooter<Input, Run>(this, {
    spec: () => this.spec,
    run: () => this.run,
    input: () => this.input,
    embedCode: () => this.embedCode(),
    inLocale: (fn) => this.inLocale(fn),
  });
  /** The closed-by-default sections; a lab asks it whether one is open before following playback in it. */
  protected readonly sections = new Sections(this);
  #place = new EditedPlace(this);
  #updateKey = new UpdateKey(() => [this.#fields.dirty, this.controlErrors.pending, this.sections.version, this.#footer.announcer.text, this.drawComplete, ...this.#footer.state]);

  constructor() {
    super();
    supportPrerendered(this);
    tabStopsWhileScrolling(this, () => this.sections.version);
    new StickyFigure(this);
  }

  /** The latest run, for listeners that arrive after `lab-result` fired. Read-only. */
  get run(): Run {
    return this.#runs.current().run;
  }

  /** The sentence under the verdict's label ("B took over at 13 s …"), for prose out of the figure's sight. */
  get headline(): string {
    return this.inLocale(() => keepUnits(this.spec.verdict(this.run).headline));
  }

  /** The language and its messages' version: a key for the parts a lab guards by its run, so new words redraw them. */
  protected get localeKey(): string {
    return this.#locale.key;
  }

  /** Runs `fn` with this lab's locale active, for text built outside a render (exports, announcements). */
  protected inLocale<T>(fn: () => T): T {
    return withLocale(this.#locale.locale, fn);
  }

  /** The first render waits for the lab's language, so it never draws in English to switch a moment later. */
  protected override beforeFirstRender(): Promise<unknown> {
    return this.#locale.ready();
  }

  /** Server markup the first render does not match (other inputs, another language) is drawn again, not kept. */
  protected override update(changed: PropertyValues): void {
    if (this.hasUpdated) return super.update(changed);
    adoptServerMarkup(this, this.#locale.locale, () => super.update(changed), () => this.render());
  }

  /** Every update (the model's read, the render, what follows it) reads its messages in the lab's locale. */
  protected override performUpdate(): void {
    this.inLocale(() => super.performUpdate());
  }

  /** The normalised input the latest run used. Read-only. */
  get input(): Input {
    return this.#runs.current().input;
  }

  /** Inputs that could not be used as given, with the values used instead. Read-only. */
  get problems(): readonly InputProblem[] {
    return this.#fields.problems;
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

  protected override shouldUpdate(changed: PropertyValues): boolean {
    return changed.size > 0 || !this.hasUpdated || !this.drawComplete || this.#updateKey.changed;
  }

  protected override willUpdate(changed: PropertyValues): void {
    // An update that changes nothing (a bare requestUpdate) leaves the guarded parts as they are.
    const refusals = this.controlErrors.takeChange();
    const something = changed.size > 0 || this.#fields.dirty || refusals;
    if (something && !this.viewHooks.frameOnly?.(changed)) this.#viewVersion++;
    this.#fields.forgetOverwritten(changed);
    // Only a changed input reruns the model (and fires lab-result); a notice alone only refreshes the notices.
    const rerun = this.#runs.refresh();
    if (rerun) {
      this.#footer.announcer.superseded();
      this.controlErrors.hush();
    } else if (refusals && this.controlErrors.spoken) {
      // A refusal takes the live region; the verdict it replaces is not said again when the refusal goes.
      this.#footer.announcer.superseded();
    }
    // View settings are read after the run, whose span bounds a swarm lab's time.
    if (this.#fields.readSettings(changed) || rerun || this.#fields.dirty) this.#fields.merge();
    this.#updateKey.keep();
  }

  /** Applies a reader's edit from a control, keeping the lab where the reader is editing it. */
  protected edit(name: string, value: number | string | boolean | null): void {
    this.#place.hold();
    this.#apply(name, value);
  }

  /** Sets the property (which recomputes and reflects) and tells the page. */
  #apply(name: string, value: number | string | boolean | null): void {
    const field = this.spec.fields.find((f) => f.name === name);
    if (!field) return;
    (this as unknown as Record<string, unknown>)[name] = value;
    fire<LabChangeDetail>(this, 'lab-change', { field: name, attribute: field.attribute, value });
  }

  /** Applies edits from outside the controls (a map cell, a step) as a reader's edit; unknown names are ignored. */
  applyInput(changes: Record<string, number | string | boolean | null>): void {
    for (const [name, value] of Object.entries(changes ?? {})) this.#apply(name, value);
  }

  /** The experiments and their lesson as the ready line, unless the author hid them (or the lab is compact). */
  #presets(): { before: unknown; ready: string; lesson: boolean } | undefined {
    const { presets, defaults } = this.spec;
    if (this.noPresets || this.compact || !presets.length) return undefined;
    return renderPresets({
      presets,
      defaults,
      input: this.input,
      apply: (c) => {
        this.#place.hold();
        this.applyInput(c);
      },
    });
  }

  /** The markup for this lab as it is now, only non-default settings as attributes, for an author to paste. */
  embedCode(): string {
    const view = Object.fromEntries(this.spec.viewFields.map((f) => [f.name, this.viewHooks.value?.(f.name)]));
    const values = { ...view, headingLevel: String(headingLevel(this.headingLevel)), ...this.input };
    const flags = { compact: this.compact, 'no-controls': this.noControls, 'no-presets': this.noPresets };
    return embedMarkup({ tag: this.localName, id: this.id, fields: [...this.spec.fields, ...this.spec.viewFields, HEADING_LEVEL], values, flags });
  }

  /** The worksheet text the download saves; by default every section, as Markdown. */
  worksheet(options: WorksheetOptions = {}): string {
    return this.inLocale(() => this.#footer.export.text(options ?? {}));
  }

  /** The secondary sections, the lab's tables first; a bare requestUpdate that changes none of their key skips them. */
  #sections(wait: ReturnType<typeof bound>): unknown {
    const key = [this.#viewVersion, ...this.#footer.state, this.viewHooks.follow?.() ?? null];
    return this.sections.renderAll(key, () => [...this.tableSections(), ...this.#footer.sections(wait, !this.noControls)]);
  }

  protected override render(): TemplateResult {
    // The server disables controls that cannot respond yet; the first browser render enables them.
    const wait = bound(isServer);
    const level = headingLevel(this.headingLevel);
    return html`<div class="lab stack ${this.drawComplete ? '' : 'drawing'}" part="base" lang=${this.#locale.locale}>
      ${guard([this.#viewVersion], () => renderLabHeader(level, tr(this.spec.title), renderNotices(this.#fields.problems)))}
      <div class="stage">
        <div class="figure stack" part="figure">${this.renderFigure()}</div>
        ${this.whenDrawn('controls', () =>
          this.noControls
            ? renderPending(this.viewHooks.figureHint?.() ?? (this.compact ? null : msg`Export a worksheet below.`))
            : guard([this.#viewVersion], () => renderInputs(this.renderControls(), wait, this.#presets())),
        )}
      </div>
      ${this.compact ? nothing : this.whenDrawn('sections', () => this.#sections(wait))}
      ${this.#footer.render(this.viewHooks.spoken?.() || this.controlErrors.spoken)}
    </div>`;
  }
}
