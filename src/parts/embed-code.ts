/**
 * "Copy HTML": the markup for the lab's current settings, for an author tuning a lab in the demo. The
 * Clipboard API when the page allows it; otherwise the text, selected, in a read-only field to copy by hand.
 * Nothing is stored or sent; the handler runs only on a reader's click.
 */
import { css, html, type TemplateResult } from 'lit';
import type { bound } from './bound-state.js';

/**
 * The button, its status line and the fallback field; `code` is asked for the markup at click time. `wait` is
 * the lab's `?disabled` binding for controls that cannot work before the element runs.
 */
export function renderEmbedCode(code: () => string, wait: ReturnType<typeof bound>): TemplateResult {
  return html`<p class="embed" part="embed">
    <button type="button" ?disabled=${wait} @click=${(e: Event) => copy(e.currentTarget as HTMLElement, code())}>Copy HTML</button>
    <span class="hint" aria-live="polite"></span>
    <textarea readonly hidden rows="2" aria-label="HTML for this lab with its current settings"></textarea>
  </p>`;
}

async function copy(button: HTMLElement, text: string): Promise<void> {
  const status = button.nextElementSibling as HTMLElement;
  const field = status.nextElementSibling as HTMLTextAreaElement;
  try {
    await navigator.clipboard.writeText(text);
    field.hidden = true;
    status.textContent = 'Copied.';
  } catch {
    field.value = text;
    field.hidden = false;
    field.focus();
    field.select();
    status.textContent = 'Selected below: copy it with Ctrl+C or ⌘C.';
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
