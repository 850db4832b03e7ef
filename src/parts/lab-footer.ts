/**
 * What a lab offers beyond its figure: the sections every lab shares (inputs in detail, assumptions, the
 * worksheet export with Copy HTML), the author's slot and the polite live region that says a changed verdict
 * once edits settle (and what playback says).
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { VerdictAnnouncer } from './announcer.js';
import type { bound } from './bound-state.js';
import { renderInputDetails } from './controls.js';
import { CopyHtml } from './embed-code.js';
import { renderAssumptions } from './lab-header.js';
import type { Section } from './sections.js';
import { verdictAnnouncement } from './metrics.js';
import type { LabSpec } from './lab-spec.js';
import { WorksheetExport } from './worksheet-export.js';
import { msg, tr } from './messages.js';

/** What the footer reads from its lab, each asked when needed. */
export interface FooterSource<Input, Run> {
  spec(): LabSpec<Input, Run>;
  run(): Run;
  input(): Input;
  embedCode(): string;
  /** Runs `fn` in the lab's locale: the announcement and the worksheet are built outside its renders. */
  inLocale<T>(fn: () => T): T;
}

export class LabFooter<Input, Run> {
  readonly announcer: VerdictAnnouncer;
  readonly export: WorksheetExport<Run>;
  readonly copy: CopyHtml;
  #source: FooterSource<Input, Run>;

  constructor(host: ReactiveControllerHost & HTMLElement, source: FooterSource<Input, Run>) {
    this.#source = source;
    this.announcer = new VerdictAnnouncer(host, () => source.inLocale(() => verdictAnnouncement(source.spec().verdict(source.run()))));
    this.export = new WorksheetExport<Run>(host, {
      run: () => source.run(),
      sections: (run) => source.inLocale(() => source.spec().worksheet.sections(source.input(), run)),
      title: () => source.inLocale(() => tr(source.spec().worksheet.title)),
      name: () => source.spec().worksheet.name,
    });
    this.copy = new CopyHtml(host, () => source.embedCode());
  }

  /** Everything the export section shows beyond the run, so the lab can skip it when none of it changed. */
  get state(): readonly unknown[] {
    return [...this.export.choice, this.copy.status, this.copy.fallback];
  }

  /**
   * The sections after a lab's own tables, in reading order: the inputs in detail (unless the lab has no
   * controls), the rules, then the worksheet form and Copy HTML; `wait` disables those until the element runs.
   */
  sections(wait: ReturnType<typeof bound>, controls: boolean): Section[] {
    const spec = this.#source.spec();
    return [
      ...(controls ? [{ name: 'inputs', summary: msg`Inputs in detail`, content: () => renderInputDetails(spec.inputDetails()) }] : []),
      { name: 'assumptions', part: 'assumptions', summary: msg`Assumptions and limits`, content: () => renderAssumptions(spec.assumptions, spec.guidance) },
      { name: 'export', part: 'export', summary: msg`Export or copy HTML`, content: () => html`${this.export.panel(wait)} ${this.copy.render(wait)}` },
    ];
  }

  /**
   * The author's slot and the lab's one live region, at the end of the lab: it says `spoken` (what playback
   * says, or a typed value the lab refused) when there is any, or else a changed verdict. One region, so two sentences never talk over each other.
   */
  render(spoken = ''): TemplateResult {
    return html`<slot></slot>
      <p class="visually-hidden" role="status" aria-live="polite">${spoken || this.announcer.text || nothing}</p>`;
  }
}
