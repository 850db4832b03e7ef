/**
 * The reader's worksheet export, owned by the lab like a controller (it needs no lifecycle hooks, so it is not
 * registered as one): the sections and the format they picked (kept in
 * memory only, never stored), the worksheet of the current run in that format, and the download — which a
 * page may take over by cancelling `lab-export`. Both labs export the same way; each only says what its
 * sections are.
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { bound } from './bound-state.js';
import { downloadText, renderExportPanel } from './export-panel.js';
import { fire, type LabExportDetail, type WorksheetFormat } from './lab-events.js';
import { FORMATS, isWorksheetFormat, type WorksheetSection, worksheetText } from './worksheet.js';

/** What the export needs from its lab; read when needed, since a lab's own fields exist only after its constructor. */
export interface WorksheetSource<Run> {
  /** The latest run: its sections are built once per run (a playback frame renders the panel's lab again). */
  run(): Run;
  sections(run: Run): WorksheetSection[];
  /** The worksheet's title. */
  title(): string;
  /** The downloaded file's name, without its extension. */
  name(): string;
}

/** A request for worksheet text: section ids (unknown ones ignored; all by default) and a format (Markdown by default). */
export interface WorksheetOptions {
  sections?: string[];
  format?: WorksheetFormat;
}

/**
 * Worksheet options as an untyped script may pass them, never throwing: `sections` counts only as an array
 * (its non-text entries ignored; anything else means every section) and `format` only as a known format
 * (anything else means Markdown). Options that cannot be read at all (a throwing getter or Proxy) are the defaults.
 */
export function readWorksheetOptions(options: unknown): { sections: string[] | null; format: WorksheetFormat } {
  try {
    if (options === null || typeof options !== 'object') return { sections: null, format: 'markdown' };
    const { sections, format } = options as Record<string, unknown>;
    const ids = Array.isArray(sections) ? [...sections].filter((id): id is string => typeof id === 'string') : null;
    return { sections: ids, format: isWorksheetFormat(format) ? format : 'markdown' };
  } catch {
    return { sections: null, format: 'markdown' };
  }
}

export class WorksheetExport<Run> {
  #host: ReactiveControllerHost & HTMLElement;
  #source: WorksheetSource<Run>;
  /** Sections the reader picked; null until they change anything, meaning all. */
  #picked: Set<string> | null = null;
  #format: WorksheetFormat = 'markdown';
  #built?: { run: Run; sections: WorksheetSection[] };

  constructor(host: ReactiveControllerHost & HTMLElement, source: WorksheetSource<Run>) {
    this.#host = host;
    this.#source = source;
  }

  /**
   * The worksheet text for `options`: exactly what the download button saves for the same choice. Options
   * are read leniently, since an untyped script may pass anything: see `readWorksheetOptions`.
   */
  text(options?: unknown): string {
    const all = this.#sections();
    const { sections, format } = readWorksheetOptions(options);
    const wanted = sections ?? all.map((s) => s.id);
    return worksheetText(this.#source.title(), all.filter((s) => wanted.includes(s.id)), format);
  }

  /** The reader's choices beyond the run (sections and format): a lab redraws the panel when they change. */
  get choice(): readonly unknown[] {
    return [this.#picked, this.#format];
  }

  /** The export panel for the current run; built only when a render does not skip it. */
  panel(wait: ReturnType<typeof bound>): TemplateResult {
    const sections = this.#sections().map(({ id, title }) => ({ id, title }));
    const chosen = this.#picked ?? new Set(sections.map((s) => s.id));
    return renderExportPanel({
      wait,
      sections,
      chosen,
      format: this.#format,
      onToggle: (id, on) => {
        // The choice as it is now, not as this render saw it: two changes can come before the next render.
        const next = new Set(this.#picked ?? chosen);
        if (on) next.add(id);
        else next.delete(id);
        this.#picked = next;
        this.#host.requestUpdate();
      },
      onFormat: (f) => {
        this.#format = f;
        this.#host.requestUpdate();
      },
      onDownload: () => this.#download(),
    });
  }

  #sections(): WorksheetSection[] {
    const run = this.#source.run();
    if (this.#built?.run !== run) this.#built = { run, sections: this.#source.sections(run) };
    return this.#built.sections;
  }

  #download(): void {
    const format = this.#format;
    const sections = this.#sections()
      .map((s) => s.id)
      .filter((id) => this.#picked?.has(id) ?? true);
    const text = this.text({ sections, format });
    const filename = `${this.#source.name()}.${FORMATS[format].extension}`;
    if (fire<LabExportDetail>(this.#host, 'lab-export', { format, sections, filename, text }, true)) {
      downloadText(filename, text, FORMATS[format].mime);
    }
  }
}
