/**
 * The worksheet export UI: the reader picks sections and a format, then asks for the download. The file is
 * made in the page from a Blob; nothing is sent anywhere or stored.
 */
import { css, html, type TemplateResult } from 'lit';
import type { WorksheetFormat } from './lab-events.js';
import { bound } from './bound-state.js';
import { FORMATS } from './worksheet.js';
import { msg } from './messages.js';

export interface ExportPanel {
  /** The lab's `?disabled` binding for its controls: on in server HTML, off once the element runs. */
  wait: ReturnType<typeof bound>;
  sections: ReadonlyArray<{ id: string; title: string }>;
  chosen: ReadonlySet<string>;
  format: WorksheetFormat;
  onToggle: (id: string, on: boolean) => void;
  onFormat: (format: WorksheetFormat) => void;
  onDownload: () => void;
}

export function renderExportPanel(p: ExportPanel): TemplateResult {
  // With no section picked the button stays a Tab stop (aria-disabled, not disabled): a keyboard reader
  // still reaches it and hears why it does nothing.
  const none = p.chosen.size === 0;
  return html`<fieldset class="export-body waits" ?disabled=${p.wait}>
      <fieldset>
        <legend>${msg`Sections`}</legend>
        ${p.sections.map(
          (s) => html`<label class="choice"><input type="checkbox" name="section" value=${s.id} ?checked=${bound(p.chosen.has(s.id))}
              @change=${(e: Event) => p.onToggle(s.id, (e.target as HTMLInputElement).checked)} /><span>${s.title}</span></label>`,
        )}
      </fieldset>
      <fieldset>
        <legend>${msg`Format`}</legend>
        ${(Object.keys(FORMATS) as WorksheetFormat[]).map(
          (f) => html`<label class="choice"><input type="radio" name="format" value=${f} ?checked=${bound(p.format === f)}
              @change=${() => p.onFormat(f)} /><span>${FORMATS[f].label}</span></label>`,
        )}
      </fieldset>
      <p>
        <button type="button" class="download" aria-describedby="export-hint" aria-disabled=${none ? 'true' : 'false'} @click=${none ? null : p.onDownload}>${msg`Download worksheet`}</button>
        <span class="hint" id="export-hint">${none ? msg`Pick at least one section.` : msg`Made in this page; nothing is uploaded or stored.`}</span>
      </p>
    </fieldset>`;
}

/** Hands text to the browser as a file download; only ever called from a reader's click. */
export function downloadText(filename: string, text: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const exportStyles = css`
  .export-body {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    align-items: flex-end;
  }
  .export-body fieldset {
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
    margin: 0;
    padding: 0.2667em 0.8em 0.5334em; /* 4 px, 12 px, 8 px */
  }
  .export-body legend {
    font-weight: 600;
  }
  .export-body p {
    display: flex;
    flex-direction: column;
    gap: 0.2667em; /* 4 px */
  }
`;
