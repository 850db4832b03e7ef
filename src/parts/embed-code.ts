/**
 * "Copy HTML": the markup for the lab's current settings, for an author tuning a lab in the demo. The
 * Clipboard API when the page allows it; otherwise the text, selected, in a read-only field to copy by hand.
 * Nothing is stored or sent; the copy runs only on a reader's click.
 */
import { css, html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { attributeText, type Field } from '../sim/fields.js';
import type { bound } from './bound-state.js';
import { escapeHtml } from './format.js';
import { msg, text, tr } from './messages.js';

/** What the markup of a lab is made from: its tag and id, its fields with the values to write, and its flags. */
export interface EmbedSettings {
  tag: string;
  id: string;
  fields: readonly Field[];
  values: Record<string, unknown>;
  /** Boolean attributes by name, e.g. `compact`; those that are on are written. */
  flags: Readonly<Record<string, boolean>>;
}

/**
 * The markup for a lab with only its non-default settings as attributes, e.g.
 * `<swarm-lease-lab mechanism="fencing" ttl="6" compact></swarm-lease-lab>`. Normalised values are numbers and
 * option words, so only the id needs escaping.
 */
export function embedMarkup({ tag, id, fields, values, flags }: EmbedSettings): string {
  const attributes = fields.map((f) => {
    const text = Object.is(values[f.name], f.default) ? null : attributeText(f, values[f.name]);
    return text === null ? '' : text === '' ? ` ${f.attribute}` : ` ${f.attribute}="${text}"`;
  });
  const idText = id ? ` id="${escapeHtml(id)}"` : '';
  return `<${tag}${idText}${attributes.join('')}${Object.keys(flags).filter((f) => flags[f]).map((f) => ` ${f}`).join('')}></${tag}>`;
}

/**
 * The Copy HTML row as state the lab renders: the status line, and the fallback field's text when the
 * clipboard refused. `code` is asked for the markup at click time.
 */
export class CopyHtml {
  /** What the status line says ('' until a copy). */
  status = '';
  /** The markup shown in the fallback field, or null while the field is hidden. */
  fallback: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly code: () => string,
  ) {}

  async copy(): Promise<void> {
    const markup = this.code();
    try {
      await navigator.clipboard.writeText(markup);
      this.fallback = null;
      this.status = text('Copied.');
      this.host.requestUpdate();
    } catch {
      this.fallback = markup;
      this.status = text('Selected below: copy it with Ctrl+C or ⌘C.');
      this.host.requestUpdate();
      await this.host.updateComplete;
      const field = this.host.shadowRoot?.querySelector<HTMLTextAreaElement>('[part~=embed] textarea');
      field?.focus();
      field?.select();
    }
  }

  /** The button, its status line and the fallback field; `wait` disables the button until the element runs. */
  render(wait: ReturnType<typeof bound>): TemplateResult {
    return html`<p class="embed" part="embed">
    <button type="button" ?disabled=${wait} @click=${() => this.copy()}>${msg`Copy HTML`}</button>
    <span class="hint" aria-live="polite">${tr(this.status) || nothing}</span>
    <textarea readonly ?hidden=${this.fallback === null} rows="2" aria-label=${msg`HTML for this lab with its current settings`} .value=${this.fallback ?? ''}></textarea>
  </p>`;
  }
}

/** Only the fallback field needs a rule: the button and status line use the labs' shared styles. */
export const embedStyles = css`
  .embed textarea {
    display: block;
    width: 100%;
    font: 0.9334em var(--_mono); /* 14 px */
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_muted);
    border-radius: calc(var(--_radius) - 2px);
  }
`;
