/**
 * Form controls generated from the engine's field table: a seconds input with its unit, range and hint; a
 * group of clear choices; a switch. Each control validates with the same lenient reader the attributes use,
 * applies valid input at once and explains invalid input beside the control instead of applying it.
 */
import { css, html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { type ChoiceField, type NumberField, quote, readAttribute } from '../sim/fields.js';
import { bound } from './bound-state.js';
import { fieldNumber, keepUnits, localNumber, plainSeconds, seconds } from './format.js';
import { currentLocale, labelled, msg, SENTENCE_GAP, tr, withLocale } from './messages.js';
import { say } from './engine-words.js';
import { roundToMs } from '../sim/time.js';

/** What a seconds control needs from its lab. */
export interface SecondsControl {
  field: NumberField;
  label: string;
  hint: string;
  /** The value in use (null: a nullable field is off, and the field shows blank). */
  value: number | null;
  /** What a nullable field's null means, for "Still using no shutdown." when typed text is refused. */
  off?: string;
  /** Called with a valid value only (null: a nullable field left blank, i.e. "disabled"). */
  onValue: (value: number | null) => void;
  /** The lab's refusals of typed text, where this control's is kept and read. */
  errors: ControlErrors;
}

/**
 * Why typed text was refused, per control, as the lab's state: the template renders it. A refusal holds only
 * while the value in use is the one it was given for ("Still using 4 s" must not outlive the 4 s when code,
 * a safety map or a narrative step sets another value).
 */
export class ControlErrors {
  #errors = new Map<string, { message: string; inUse: number | null }>();

  /** Whether a refusal was recorded or cleared since the lab last asked (`takeChange`). */
  #changed = false;

  /** The latest refusal and the attribute it is for, until it clears or a new result replaces it. */
  #spoken = { attribute: '', text: '' };

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Whether a refusal changed since the lab last took the change, without taking it: the lab must render. */
  get pending(): boolean {
    return this.#changed;
  }

  /** Whether the refusals changed since the last call, so the lab redraws the panel that shows them. */
  takeChange(): boolean {
    const changed = this.#changed;
    this.#changed = false;
    return changed;
  }

  /** The refusal shown for `attribute` while its value in use is `inUse` ('' for none). */
  message(attribute: string, inUse: number | null): string {
    const error = this.#errors.get(attribute);
    if (error && !Object.is(error.inUse, inUse)) this.#errors.delete(attribute);
    return error && Object.is(error.inUse, inUse) ? error.message : '';
  }

  /**
   * The latest refusal with its control's name, for the lab's live region: by the time it is said the focus has
   * often left the field, so the notice alone would not say which field it is about.
   */
  get spoken(): string {
    return this.#spoken.text;
  }

  /** A new result is drawn: the live region turns to it, and an older refusal is not said again. */
  hush(): void {
    this.#spoken = { attribute: '', text: '' };
  }

  /**
   * Records (or, with '', clears) the refusal of `attribute`'s typed text, given while `inUse` was in use;
   * `label` names the control when the refusal is said.
   */
  set(attribute: string, message: string, inUse: number | null, label = ''): void {
    const before = this.#errors.get(attribute);
    if ((before?.message ?? '') === message && Object.is(before?.inUse ?? inUse, inUse)) return;
    if (message) this.#errors.set(attribute, { message, inUse });
    else this.#errors.delete(attribute);
    if (message) this.#spoken = { attribute, text: label ? labelled(label, message) : message };
    else if (this.#spoken.attribute === attribute) this.hush();
    this.#changed = true;
    this.host.requestUpdate();
  }
}

/** Each locale's thousands and decimal separators, as its readers type them (after NFKC, see `typedText`). */
const separators = new Map<string, { group: RegExp; decimal: string }>();

/** A number written with `locale`'s thousands separator, such as "86.400" in German or "86,400" in English. */
function separatorsOf(locale: string): { group: RegExp; decimal: string } {
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const [group, decimal] = ['group', 'decimal'].map((type) => (parts.find((p) => p.type === type)?.value ?? '').normalize('NFKC'));
    const [g, d] = [group, decimal].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    found = { group: new RegExp(`^[1-9]\\d{0,2}(?:${g}\\d{3})+(?:${d}\\d+)?$`), decimal };
    separators.set(locale, found);
  }
  return found;
}

/**
 * The typed text as the engine's reader takes it. Full-width digits and marks become plain ones (NFKC), a
 * number grouped in the page's own way loses its thousands separators ("86.400" in German is 86400, the way
 * the lab's hints write it), and a lone comma is a decimal comma ("1,5" is 1.5), which comma-locale keyboards
 * offer for `inputmode="decimal"`.
 */
function typedText(text: string, locale: string): string {
  const plain = text.normalize('NFKC').trim();
  const { group, decimal } = separatorsOf(locale);
  if (group.test(plain)) return plain.replace(/\D/g, (c) => (c === decimal ? '.' : ''));
  return /^[^,.]*,[^,.]*$/.test(plain) ? plain.replace(',', '.') : plain;
}

/** Arrow keys step by 1 s (Shift: 10 s, Alt: 0.1 s) whatever precision the value has, and apply at once. */
function stepKey(event: KeyboardEvent, c: SecondsControl, locale: string) {
  const { field } = c;
  event.preventDefault();
  const input = event.target as HTMLInputElement;
  const step = event.shiftKey ? 10 : event.altKey ? 0.1 : 1;
  const current = Number(typedText(input.value, locale));
  const base = Number.isFinite(current) ? current : (field.default ?? field.min);
  const next = Math.min(field.max, Math.max(field.min, roundToMs(base + (event.key === 'ArrowUp' ? step : -step))));
  // Written with the separator the field already uses (the render writes the locale's own form next).
  input.value = input.value.includes(',') ? plainSeconds(next).replace('.', ',') : plainSeconds(next);
  c.errors.set(field.attribute, '', c.value);
  c.onValue(next);
}

/** Quiet time after the last keystroke before a typed number is applied (Enter or leaving the field: at once). */
const TYPING_PAUSE_MS = 600;
/** Inputs holding typed text not yet applied, with the timer that will apply it. */
const pending = new WeakMap<HTMLInputElement, ReturnType<typeof setTimeout>>();

/**
 * Applies the typed text if it is still pending: a valid value goes to the lab, invalid text is explained
 * beside the control instead, with the value the lab still uses. Typing "12" thus sends one result for 12,
 * never a passing one for 1. A blank field is applied only when the reader is done (`done`: Enter or leaving
 * the field), never after a pause: a reader who clears a field to retype it is not asking to turn it off.
 */
function commit(c: SecondsControl, input: HTMLInputElement, range: string, done: boolean) {
  const blank = input.value.trim() === '';
  if (!pending.has(input) || (blank && !done)) return;
  clearTimeout(pending.get(input));
  pending.delete(input);
  const still = `${tr(SENTENCE_GAP)}${msg`Still using ${c.value === null ? (c.off ?? msg`blank`) : seconds(c.value)}.`}`;
  const refuse = (message: string) => c.errors.set(c.field.attribute, message, c.value, c.label);
  if (blank) {
    if (c.field.nullable) {
      refuse('');
      c.onValue(null);
    } else refuse(`${msg`Enter a number of seconds, ${range}.`}${still}`);
    return;
  }
  const { value, problem } = readAttribute(c.field, typedText(input.value, currentLocale()));
  if (problem) {
    const typed = quote(input.value);
    const why = problem.reason.startsWith('is outside') ? msg`"${typed}" is outside ${range}.` : msg`"${typed}" ${say(problem.reasonWords, problem.reason)}; enter ${range}.`;
    refuse(`${why}${still}`);
    return;
  }
  refuse('');
  c.onValue(value as number);
}

/**
 * A tap or click on a hint shows the rest of it, and hides it again: a touch reader has no tooltip, and
 * focusing a checkbox to read its hint would toggle it.
 */
const toggleHint = (e: Event) => (e.currentTarget as HTMLElement).classList.toggle('open');

/**
 * A labelled number-of-seconds input with unit, hint and inline validation. It is never disabled: a control
 * that disables itself under the reader's caret drops keyboard focus to the page (WCAG 2.4.3, 3.2.2).
 */
export function secondsControl(c: SecondsControl): TemplateResult {
  const id = `in-${c.field.attribute}`;
  const range = keepUnits(rangeWords(c.field));
  // Typed text is judged after the render, in an event: its refusal is worded in the language the control was drawn in.
  const locale = currentLocale();
  const apply = (input: HTMLInputElement, done: boolean) => withLocale(locale, () => commit(c, input, range, done));
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    clearTimeout(pending.get(input));
    pending.set(input, setTimeout(() => apply(input, false), TYPING_PAUSE_MS));
    // A refusal quotes text the field no longer holds: it goes with the first keystroke, not with the next verdict.
    c.errors.set(c.field.attribute, '', c.value);
  };
  const onKey = (event: KeyboardEvent) => {
    const input = event.target as HTMLInputElement;
    if (event.key === 'Enter') return apply(input, true);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    clearTimeout(pending.get(input));
    pending.delete(input);
    stepKey(event, c, locale);
  };
  // Done typing: on `change`, and on leaving too, since a field that ends up holding the text it had when focused
  // fires no `change` (the reader typed 6, a pause applied it, then typed back the 10 it opened with).
  const onDone = (event: Event) => apply(event.target as HTMLInputElement, true);
  const error = c.errors.message(c.field.attribute, c.value);
  // The visible "s" is decoration; the name says "seconds" so a screen reader speaks the unit with the label
  // (and still starts with the visible label, for voice control).
  return html`<div class="control seconds">
    <label for=${id}>${c.label}</label>
    <input
        id=${id}
        type="text"
        inputmode="decimal"
        autocomplete="off"
        spellcheck="false"
        aria-label=${msg`${c.label}, seconds`}
        .value=${c.value === null ? '' : fieldNumber(c.value)}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby="${id}-hint ${id}-range ${id}-error"
        @input=${onInput}
        @change=${onDone}
        @blur=${onDone}
        @keydown=${onKey}
    />
    <span class="hint" id="${id}-hint" title=${c.hint} @click=${toggleHint}>${c.hint}</span><span hidden id="${id}-range">${`(${range})`}</span>
    <span class="error" id="${id}-error">${error || nothing}</span>
  </div>`;
}

/** One option of a choice group with its one-line explanation. */
export interface ChoiceOption {
  value: string;
  label: string;
  hint: string;
}

/**
 * A fieldset of radio buttons: arrow keys move between the choices, as for any native radio group. Each radio
 * is named by its label and described by its hint (a hidden text, referenced), so a screen reader says "No enforcement, radio
 * button" and the explanation after it; on screen one line under the choices explains the chosen one.
 */
export function choiceControl(
  field: ChoiceField,
  legend: string,
  options: readonly ChoiceOption[],
  value: string,
  onValue: (value: string) => void,
): TemplateResult {
  const chosen = options.find((o) => o.value === value);
  const explained = chosen ? labelled(chosen.label, chosen.hint) : nothing;
  return html`<fieldset class="choices wide">
    <legend>${legend}</legend>
    ${options.map((o) => {
      const id = `${field.attribute}-${o.value}`;
      return html`<label class="choice">
        <input
          type="radio"
          name=${field.attribute}
          value=${o.value}
          aria-describedby="${id}-hint"
          ?checked=${bound(o.value === value)}
          @change=${() => onValue(o.value)}
        />${o.label}
      </label><span hidden id="${id}-hint">${o.hint}</span>`;
    })}
    <p class="hint" aria-hidden="true" title=${explained} @click=${toggleHint}>${explained}</p>
  </fieldset>`;
}

/** One input as the "Inputs in detail" section explains it: its control's name and the full description. */
export interface InputDetail {
  label: string;
  text: string;
}

/** The full description of every input, one step from its one-line hint. */
export function renderInputDetails(details: readonly InputDetail[]): TemplateResult {
  return html`<dl class="input-details">
    ${details.map((d) => html`<div><dt>${d.label}</dt><dd>${keepUnits(d.text)}</dd></div>`)}
  </dl>`;
}

/** A seconds field's range in words, for its refusals and its full description: "0 to 86400 s". */
export function rangeWords(field: NumberField): string {
  const unit = field.unit ?? 's';
  return `${msg`${localNumber(field.min)} to ${localNumber(field.max)}`}${unit === '×' ? unit : ` ${unit}`}`;
}

/**
 * What a pointer press on a switch means: the opposite of the box as the reader saw it when pressing. Leaving
 * a field can change the box between the press and the click (a cleared "Shutdown signal at" turns the
 * shutdown off on blur), and the click would then toggle it back on against what the reader asked for.
 */
const pressedFor = new WeakMap<HTMLInputElement, boolean>();

/** A checkbox with a hint, for on/off inputs (renewal) and optional inputs (shutdown). */
export function switchControl(id: string, label: string, hint: string, checked: boolean, onValue: (on: boolean) => void): TemplateResult {
  const change = (e: Event) => {
    const box = e.target as HTMLInputElement;
    const on = pressedFor.get(box) ?? box.checked;
    pressedFor.delete(box);
    box.checked = on;
    onValue(on);
  };
  return html`<div class="control switch">
    <label class="choice" @pointerdown=${(e: Event) => {
      const box = (e.currentTarget as HTMLLabelElement).control as HTMLInputElement;
      pressedFor.set(box, !box.checked);
    }} @keydown=${(e: Event) => pressedFor.delete(e.target as HTMLInputElement)}>
      <input id=${id} type="checkbox" ?checked=${bound(checked)} aria-describedby="${id}-hint" @change=${change} />${label}
    </label>
    <span class="hint" id="${id}-hint" title=${hint} @click=${toggleHint}>${hint}</span>
  </div>`;
}

/**
 * Layout for control panels: a grid of compact controls (name and field on one row, a one-line hint under
 * them), two or more to a row where the panel is wide enough and one column in a narrow one.
 */
export const controlStyles = css`
  .controls {
    min-width: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16em), 1fr)); /* 240 px */
    gap: calc(var(--_space) * 0.75) var(--_space);
    border: 0;
    margin: 0;
    padding: 0;
  }
  .control > label,
  .choices legend,
  .group > legend,
  .switch .choice {
    font-weight: 600;
  }
  /* Name over hint on the left, the field and its unit beside both: one compact row per control. */
  .control {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: 'label field unit' 'hint field unit' 'error error error';
    align-items: center;
    gap: 0 0.4em; /* 6 px */
    min-width: 0;
  }
  .control > label,
  .control > .choice {
    grid-area: label;
    align-self: end;
  }
  /* At the top of its rows, so a hint that opens on focus (below) grows the control downward only. */
  .control > input {
    grid-area: field;
    align-self: start;
    margin-inline-start: 0.1334em; /* 2 px: 8 px from the name */
  }
  /* The unit is drawn, not text: the field's name already says "seconds". */
  /* Beside the field, centred on it: as tall as the field and at the top of the rows, as the field is. */
  .seconds::after {
    grid-area: unit;
    content: 's';
    align-self: start;
    display: flex;
    align-items: center;
    min-height: 2.1334em; /* the field's 32 px */
  }
  .control > .hint {
    grid-area: hint;
    align-self: start;
  }
  .control > .error {
    grid-area: error;
  }
  /* In the column beside the figure the hint has the whole width under its name and field. */
  @container (min-width: 60em) {
    .control {
      grid-template-areas: 'label field unit' 'hint hint hint' 'error error error';
    }
  }
  .control > input {
    width: 4.8em; /* 72 px */
    min-height: 2.1334em; /* 32 px */
    padding: 0.2667em 0.5334em; /* 4 px, 8 px */
    border: 1px solid var(--_muted);
    border-radius: calc(var(--_radius) - 2px);
    background: var(--_surface);
    font-variant-numeric: tabular-nums;
  }
  .control > input[aria-invalid='true'] {
    border-color: var(--_bad);
    border-width: 2px;
  }
  .hint,
  .error {
    color: var(--_muted);
    font-size: 0.8667em; /* 13 px */
  }
  /*
   * One line; the whole text is in the input's description, in the hint's tooltip for a pointer and in the
   * "Inputs in detail" section.
   */
  .hint {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    contain: inline-size;
  }
  /*
   * With a pointer over the panel, the hint of the control just left folds back a moment later: folding at
   * once moved the field being pressed, so the release (or a second click) landed beside it.
   */
  .panel:hover .hint {
    transition: white-space 0s 0.6s allow-discrete;
  }
  /* The control being used shows its whole hint, so a reader who tabs or clicks to it reads it there. */
  .control:focus-within > .hint,
  .choices:focus-within > .hint,
  .hint.open {
    white-space: normal;
    transition: none;
  }
  .error {
    color: var(--_bad);
  }
  .error:empty {
    display: none;
  }
  .choices {
    border: 0;
    padding: 0;
    margin: 0;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.8em; /* 12 px */
  }
  /* Flush with the labels beside them (a legend's own padding would indent it 2 px). */
  .choices legend,
  .group > legend {
    padding: 0;
    margin-bottom: 0.1334em; /* 2 px */
  }
  .choices > .hint {
    flex-basis: 100%;
  }
  .choice {
    display: flex;
    gap: 0.4em; /* 6 px */
    align-items: center;
    min-height: 1.6em; /* 24 px target */
    cursor: pointer;
  }
  .choice input {
    margin: 0;
    width: 1.2em; /* 18 px */
    height: 1.2em; /* 18 px */
    flex: none;
    accent-color: var(--_focus);
  }
  .wide {
    grid-column: 1 / -1;
  }
  .input-details {
    margin: 0;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .input-details dt {
    font-weight: 600;
  }
  .input-details dd {
    margin: 0;
    color: var(--_muted);
  }
`;
