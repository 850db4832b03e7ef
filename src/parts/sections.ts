/**
 * A lab's secondary sections (assumptions, tables, input details, export): each a `<details>` closed by default.
 * A closed section's content is drawn only where it must be, on the server (so readers without JavaScript and
 * search engines have the text) and in the render that adopts the server's markup; otherwise a closed section
 * costs no template work, style or layout, and its content is drawn when the reader opens it.
 */
import { css, html, isServer, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { guard } from './guard.js';

/** One section: a stable name (`data-section`), its summary text and its content, built on demand. */
export interface Section {
  name: string;
  /** The disclosure's CSS part: \`section\` unless it keeps an older name (\`assumptions\`, \`export\`). */
  part?: string;
  summary: string;
  content: () => unknown;
}

export class Sections implements ReactiveController {
  /** Sections the reader has open (or is opening: a summary's click draws the content before the box opens). */
  #open = new Set<string>();
  /** True until the first browser render is done: that render must match the server's markup, content included. */
  #adopting = true;
  #version = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** Changes whenever a section opens or closes, or the adopting render is done: the lab redraws them then. */
  get version(): number {
    return this.#version;
  }

  /** Whether `name` is open now, so its content follows the run. */
  isOpen(name: string): boolean {
    return this.#open.has(name);
  }

  hostUpdated(): void {
    if (!this.#adopting) return;
    this.#adopting = false;
    this.#version++;
    // A section the reader opened in the server's markup before the script ran keeps its content.
    const root = this.host.shadowRoot;
    let changed = false;
    for (const d of root?.querySelectorAll<HTMLDetailsElement>('details[data-section]') ?? []) {
      if (d.open && !this.#open.has(d.dataset.section!)) changed = !!this.#open.add(d.dataset.section!);
    }
    // Closed sections keep the content the adoption drew (unseen, and true for this run) until the next update
    // drops it; only a section the reader already opened needs one now, to follow the lab from here on.
    if (changed) this.host.requestUpdate();
  }

  #set(name: string, open: boolean): void {
    if (this.#open.has(name) === open) return;
    if (open) this.#open.add(name);
    else this.#open.delete(name);
    this.#version++;
    this.host.requestUpdate();
  }

  /**
   * Every section in reading order, in one block that a render skips whole (Lit's `guard`) while nothing in
   * `key` changed: the lab's version, what open sections follow, the export form's state.
   */
  renderAll(key: readonly unknown[], sections: () => Section[]): unknown {
    return guard([this.#version, ...key], () => html`<div class="sections">${sections().map((s) => this.render(s))}</div>`);
  }

  /** The section as a closed-by-default disclosure; its content only when open, on the server, or while adopting. */
  render(s: Section): TemplateResult {
    const drawn = isServer || this.#adopting || this.#open.has(s.name);
    // The click comes before the box opens, so the content is there in the same frame; toggle covers the rest
    // (find-in-page, script, the keyboard on engines that do not click).
    return html`<details class="section" part=${s.part ?? 'section'} data-section=${s.name} @toggle=${(e: Event) => this.#set(s.name, (e.currentTarget as HTMLDetailsElement).open)}>
      <summary @click=${(e: Event) => this.#set(s.name, !((e.currentTarget as HTMLElement).parentElement as HTMLDetailsElement).open)}>${s.summary}</summary>
      ${drawn ? html`<div class="section-body">${s.content()}</div>` : nothing}
    </details>`;
  }
}

/** Closed sections share rows like a list of links; an open one takes a row of its own for its content. */
export const sectionStyles = css`
  .sections {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.0667em; /* 16 px */
    border-top: 1px solid var(--_border);
    padding-top: calc(var(--_space) / 3);
  }
  .section[open] {
    flex-basis: 100%;
  }
  .section > summary {
    cursor: pointer;
    font-weight: 600;
    font-size: 0.9334em; /* 14 px */
    padding: 0.1429em 0; /* 2 px of 14 px text */
    min-height: 1.7143em; /* 24 px target */
  }
  .section-body {
    padding: calc(var(--_space) / 2) 0 var(--_space);
    display: flex;
    flex-direction: column;
    gap: var(--_space);
  }
  /* The summary already names the table. */
  .section-body caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
