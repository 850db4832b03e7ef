/**
 * The seed text's experiments as one-click presets in the control panel: each sets every input (the opening
 * values plus its own changes) and, while the lab's inputs are exactly those, its one-sentence lesson is the
 * panel's ready line. The lesson is written for that one run, so it is shown only while it is true.
 */
import { css, html, type TemplateResult } from 'lit';
import { keepUnits } from './format.js';
import { msg, tr } from './messages.js';

/** One experiment: its button label, the inputs it changes from the opening values, and what it shows. */
export interface Preset<Input> {
  label: string;
  changes: Partial<Input>;
  lesson: string;
}

/** The full input a preset sets: the opening values with its changes. */
export function presetInput<Input extends object>(preset: Preset<Input>, defaults: Input): Input {
  return { ...defaults, ...preset.changes };
}

/** Whether `input` is exactly the preset's, so its lesson describes the run on screen. */
export function matchesPreset<Input extends object>(preset: Preset<Input>, defaults: Input, input: Input): boolean {
  const wanted = presetInput(preset, defaults) as Record<string, unknown>;
  return Object.keys(wanted).every((k) => Object.is(wanted[k], (input as Record<string, unknown>)[k]));
}

/** What the row needs from its lab: the presets, the opening and current inputs, and how to apply a preset's changes. */
export interface PresetsView<Input> {
  presets: readonly Preset<Input>[];
  defaults: Input;
  input: Input;
  apply(changes: Record<string, number | string | boolean | null>): void;
}

/**
 * Applying a preset as the reader's own edits: only the inputs it changes, so each fires its `lab-change`
 * and an input already at the preset's value stays quiet.
 */
export function presetChanges<Input extends object>(now: Input, wanted: Input): Record<string, number | string | boolean | null> {
  const current = now as Record<string, unknown>;
  return Object.fromEntries(Object.entries(wanted).filter(([name, value]) => !Object.is(current[name], value)));
}

/** The preset the lab's inputs are exactly, if any. */
function currentPreset<Input extends object>(view: PresetsView<Input>): Preset<Input> | undefined {
  return view.presets.find((p) => matchesPreset(p, view.defaults, view.input));
}

/**
 * The row of experiment buttons (the current one pressed) and the panel's ready line: the current
 * experiment's lesson (`lesson`), or what the reader's own settings are.
 */
export function renderPresets<Input extends object>(view: PresetsView<Input>): { before: TemplateResult; ready: string; lesson: boolean } {
  const current = currentPreset(view);
  const before = html`<div class="presets" part="presets" role="group" aria-label=${msg`Experiments from the text`}>
    ${view.presets.map(
      (p) => html`<button type="button" class="preset" aria-pressed=${p === current ? 'true' : 'false'} @click=${() => view.apply(presetChanges(view.input, presetInput(p, view.defaults)))}>${keepUnits(tr(p.label))}</button>`,
    )}
  </div>`;
  if (current) return { before, ready: keepUnits(tr(current.lesson)), lesson: true };
  return { before, ready: msg`Your own settings: change any input and the lab reruns at once.`, lesson: false };
}

export const presetStyles = css`
  .presets {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3077em; /* 4 px of 13 px text */
    font-size: 0.8667em; /* 13 px */
    margin-block-end: calc(var(--_space) / 2);
  }
  .preset {
    font: inherit;
    min-height: 1.8462em; /* 24 px target */
    padding: 0 0.6154em; /* 8 px */
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_surface);
    color: var(--_text);
    cursor: pointer;
  }
  .preset[aria-pressed='true'] {
    background: var(--_focus);
    border-color: var(--_focus);
    color: var(--_surface);
  }
  .preset:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  /* Forced colours would paint the chosen chip's ground over in the label's own colour: keep the system's pair. */
  @media (forced-colors: active) {
    .preset[aria-pressed='true'] {
      forced-color-adjust: none;
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
  }
`;
