/**
 * A lab's inputs and view settings as an author or a script gives them: read leniently (a refused value is a
 * visible notice, never an exception), kept in their normalised form on the properties, and reflected back to
 * attributes without echoing defaults into the host's markup or writing a refused value at all.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { attributeText, type Field, type InputProblem, type ReadResult, readAttribute, readProperty } from '../sim/fields.js';

/** Lit attribute converter for one engine field: the lenient reader in, the canonical text out. */
export function converterFor(field: Field) {
  return {
    fromAttribute: (text: string | null) => readAttribute(field, text).value,
    toAttribute: (value: unknown) => attributeText(field, value),
  };
}

/** The element whose properties hold the fields' values. */
type FieldHost = ReactiveControllerHost & HTMLElement;

/** What the controller needs from its lab. */
export interface FieldSource<Input> {
  /** The model's inputs, in control order: read, normalised and reflected. Asked late: a lab declares them after construction. */
  fields(): readonly Field[];
  /** The view's own settings (playback's, the heading level): read and noticed, never reflected. */
  settings(): readonly Field[];
  readInput(raw: unknown): ReadResult<Input>;
  /** The range a view setting is read against now (a swarm lab's `time` ends with its run). */
  range(field: Field): Field;
  /** A notice only the run can give, replacing the attribute's own for that field. */
  runNotice(): InputProblem | null;
  /** A view setting's value as its property holds it (the heading level as a number). */
  settingValue(field: Field, value: number | string | boolean | null): unknown;
}

export class LenientFields<Input> implements ReactiveController {
  /** Every notice, in field order. */
  problems: readonly InputProblem[] = [];
  #host: FieldHost;
  #source: FieldSource<Input>;
  #attributeProblems = new Map<string, InputProblem>();
  #readerProblems: InputProblem[] = [];
  /** Each refused input's value as given, with the value used that its property now holds. */
  #refusedGiven = new Map<string, { given: unknown; used: unknown }>();
  /** Each view setting's property value as a script last set it (the property holds the value used). */
  #settingGiven = new Map<string, unknown>();
  /** Each input's value when it was last reflected, so only a changed one is written. */
  #reflected = new Map<string, unknown>();
  #dirty = false;

  constructor(host: FieldHost, source: FieldSource<Input>) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  #values(): Record<string, unknown> {
    return this.#host as unknown as Record<string, unknown>;
  }

  /** Whether a notice appeared or cleared since the notices were last merged. */
  get dirty(): boolean {
    return this.#dirty;
  }

  /** Records (or clears) the notice for an attribute's text; called for every attribute change. */
  noteAttribute(name: string, value: string | null): void {
    const field = [...this.#source.fields(), ...this.#source.settings()].find((f) => f.attribute === name);
    if (!field) return;
    const { problem } = readAttribute(field, value);
    if (problem?.message === this.#attributeProblems.get(field.name)?.message) return;
    if (problem) this.#attributeProblems.set(field.name, problem);
    else this.#attributeProblems.delete(field.name);
    this.#dirty = true;
    this.#host.requestUpdate();
  }

  /**
   * The inputs as given: each property's value, except that a property still holding the value used for a
   * refused one stands for what was given (its notice keeps quoting that).
   */
  #given(): Record<string, unknown> {
    const values = this.#values();
    return Object.fromEntries(
      this.#source.fields().map((f) => {
        const kept = this.#refusedGiven.get(f.name);
        return [f.name, kept && Object.is(values[f.name], kept.used) ? kept.given : values[f.name]];
      }),
    );
  }

  /** The input the properties give now, with its refusals; writes nothing. */
  peek(): ReadResult<Input> {
    return this.#source.readInput(this.#given());
  }

  /**
   * Reads the inputs and gives each property the value the run uses: an accepted one in its normalised form
   * (`'6'`, `'on'` or 3.0004, as frameworks set them), a refused one (`NaN`) the value used instead, its
   * notice kept. A reflected attribute then never sets a property again, so an update renders once.
   */
  read(): Input {
    const raw = this.#given();
    const { input, problems } = this.#source.readInput(raw);
    const values = this.#values();
    const refused = new Set(problems.map((p) => p.field));
    this.#refusedGiven.clear();
    for (const f of this.#source.fields()) {
      const used = (input as Record<string, unknown>)[f.name];
      if (refused.has(f.name)) this.#refusedGiven.set(f.name, { given: raw[f.name], used });
      values[f.name] = used;
    }
    this.#readerProblems = problems;
    return input;
  }

  /** Reads each view setting that changed: the property takes the value used, the value given is kept. */
  readSettings(changed: ReadonlyMap<PropertyKey, unknown>): boolean {
    const values = this.#values();
    const settings = this.#source.settings().filter((f) => changed.has(f.name));
    for (const field of settings) {
      const given = values[field.name];
      this.#settingGiven.set(field.name, given);
      values[field.name] = this.#source.settingValue(field, readProperty(this.#source.range(field), given).value);
    }
    return settings.length > 0;
  }

  /**
   * A view setting's notice for its property value as given, if refused; a value its attribute's text gave
   * has the attribute's notice instead, which quotes what the author wrote.
   */
  #settingProblem(field: Field): InputProblem | null {
    if (!this.#settingGiven.has(field.name)) return null;
    const given = this.#settingGiven.get(field.name);
    const text = this.#host.getAttribute(field.attribute);
    if (text !== null && Object.is(given, this.#source.settingValue(field, readAttribute(field, text).value))) return null;
    return readProperty(this.#source.range(field), given).problem;
  }

  /** Notices: property refusals (inputs, then settings), a notice only the run gives, then attribute texts. */
  merge(): void {
    this.#dirty = false;
    const byField = new Map(this.#readerProblems.map((p) => [p.field, p]));
    for (const f of this.#source.settings()) {
      const p = this.#settingProblem(f);
      if (p) byField.set(f.name, p);
    }
    const late = this.#source.runNotice();
    if (late && !byField.has(late.field)) byField.set(late.field, late);
    for (const [field, p] of this.#attributeProblems) if (!byField.has(field)) byField.set(field, p);
    this.problems = [...this.#source.fields(), ...this.#source.settings()].map((f) => byField.get(f.name)).filter((p): p is InputProblem => p !== undefined);
  }

  /**
   * An attribute's notice goes in the same render as the edit that will overwrite its text: left to the
   * reflection after the render, it would take a second render to clear.
   */
  forgetOverwritten(changed: ReadonlyMap<PropertyKey, unknown>): void {
    if (isServer) return;
    for (const field of this.#source.fields()) {
      if (changed.has(field.name) && this.#attributeProblems.has(field.name) && this.#reflection(field) !== undefined) {
        this.#attributeProblems.delete(field.name);
        this.#dirty = true;
      }
    }
  }

  /** After each render: every input whose value changed is written back to its attribute. */
  hostUpdated(): void {
    const values = this.#values();
    for (const field of this.#source.fields()) {
      if (Object.is(this.#reflected.get(field.name), values[field.name]) && this.#reflected.has(field.name)) continue;
      this.#reflected.set(field.name, values[field.name]);
      const text = this.#reflection(field);
      if (text === undefined) continue;
      if (text === null) this.#host.removeAttribute(field.attribute);
      else this.#host.setAttribute(field.attribute, text);
    }
  }

  /**
   * The attribute text a property value is reflected as: `undefined` leaves the markup alone (the attribute
   * already means this value, or the value was refused and has its notice), `null` removes the attribute.
   */
  #reflection(field: Field): string | null | undefined {
    const value = this.#values()[field.name];
    if (this.#readerProblems.some((p) => p.field === field.name)) return undefined;
    const current = this.#host.getAttribute(field.attribute);
    if (Object.is(readAttribute(field, current).value, value)) return undefined;
    const text = attributeText(field, value);
    return text === current ? undefined : text;
  }
}
