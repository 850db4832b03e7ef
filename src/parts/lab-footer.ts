/**
 * What a lab tells beyond its figure, below it: the worksheet export, Copy HTML, the author's slot and the
 * polite live region that says a changed verdict once edits settle.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { VerdictAnnouncer } from './announcer.js';
import type { bound } from './bound-state.js';
import { CopyHtml } from './embed-code.js';
import type { LabSpec } from './lab-spec.js';
import type { Stage } from './staged-draw.js';
import { WorksheetExport } from './worksheet-export.js';

/** What the footer reads from its lab, each asked when needed. */
export interface FooterSource<Input, Run> {
  spec(): LabSpec<Input, Run>;
  run(): Run;
  input(): Input;
  embedCode(): string;
}

export class LabFooter<Input, Run> {
  readonly announcer: VerdictAnnouncer;
  readonly export: WorksheetExport<Run>;
  readonly copy: CopyHtml;

  constructor(host: ReactiveControllerHost & HTMLElement, source: FooterSource<Input, Run>) {
    this.announcer = new VerdictAnnouncer(host, () => source.spec().announcement(source.run()));
    this.export = new WorksheetExport<Run>(host, {
      run: () => source.run(),
      sections: (run) => source.spec().worksheet.sections(source.input(), run),
      title: () => source.spec().worksheet.title,
      name: () => source.spec().worksheet.name,
    });
    this.copy = new CopyHtml(host, () => source.embedCode());
  }

  /** The export panel and Copy HTML once the lab is drawn (none in a compact lab), the slot, the live region. */
  render(wait: ReturnType<typeof bound>, compact: boolean, whenDrawn: (stage: Stage, content: () => unknown) => unknown): TemplateResult {
    return html`${compact ? nothing : whenDrawn('complete', () => this.export.panel(wait))}
      ${compact ? nothing : whenDrawn('complete', () => this.copy.render(wait))}
      <slot></slot>
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcer.text}</p>`;
  }
}
