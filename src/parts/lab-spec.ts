/**
 * What makes a lab one lab and not the other, as data the element reads: its inputs, its engine, its words
 * and its worksheet. The element (`LabElement`) is the same for both; each lab hands it one spec.
 */
import type { Preset } from './presets.js';
import type { Field, InputProblem, ReadResult } from '../sim/fields.js';
import type { InputDetail } from './controls.js';
import type { WorksheetSection } from './worksheet.js';
import type { Verdict } from './metrics.js';

export interface LabSpec<Input, Run> {
  /** The engine fields the lab exposes as attributes and controls, in control order. */
  fields: readonly Field[];
  /** Attributes that configure the view, not the model (playback's `time`): read and noticed, never reflected. */
  viewFields: readonly Field[];
  /** The lenient reader of the lab's input (never throws). */
  readInput(raw: unknown): ReadResult<Input>;
  simulate(input: Input): Run;
  /** The verdict as the figure shows it: its label and the sentence that explains it (also what is announced). */
  verdict(run: Run): Verdict;
  /** Whether every text of the lab is a message (so it follows the page's `lang`); else it stays in English. */
  localized?: boolean;
  /** Default text of the `title` slot (a message id, translated where it is shown). */
  title: string;
  /** The model's rules and limits in plain sentences, for the "Assumptions and limits" section. */
  assumptions: readonly string[];
  /** The seed's guidance (what the experiments teach), shown at the top of that section: a bold lead, then the text. */
  guidance?: readonly { lead: string; text: string }[];
  /** Each control's full description, for the "Inputs in detail" section (its hint shows one line). */
  inputDetails(): InputDetail[];
  /** The opening input, which each preset changes. */
  defaults: Input;
  /** The seed text's experiments, as one-click presets in the control panel (hidden by `no-presets`). */
  presets: readonly Preset<Input>[];
  /** The worksheet's file name (without extension) and title. */
  worksheet: { name: string; title: string; sections(input: Input, run: Run): WorksheetSection[] };
}

/**
 * What a lab whose view moves by itself (the swarm lab's playback) adds to the shared element, each optional:
 * a lab that only shows its run leaves them all out.
 */
export interface LabViewHooks {
  /** Whether an update only moves the inspection time, so the parts that do not follow it are skipped. */
  frameOnly?(changed: ReadonlyMap<PropertyKey, unknown>): boolean;
  /** The range a view setting is read against now (a swarm lab's `time` ends with its run). */
  range?(field: Field): Field;
  /** A notice only the run can give (a `time` past the run's end), replacing the attribute's own. */
  runNotice?(): InputProblem | null;
  /** What the live region says besides a changed verdict (playback's announcement). */
  spoken?(): string;
  /** A view setting as the reader has it now, for `embedCode()` (the picked speed and moment). */
  value?(name: string): unknown;
  /** What an open section follows besides the run (an open trace follows playback). */
  follow?(): unknown;
  /** The ready line of a `no-controls` lab once its script runs (how to play it), instead of the export's. */
  figureHint?(): string;
}
