/**
 * What the companions know about each lab without importing it: its tag, field table, defaults and verdict
 * classes (the engines are in `engines.ts`, which only the map needs). Companions talk to a lab element only
 * through its public `input`, `run` and `applyInput`, so a page never loads the labs' view code twice.
 */
import { text } from '../parts/messages.js';
import { type Field, type NumberField } from '../sim/fields.js';
import type { Words } from '../sim/words.js';
import { LEASE_FENCING_DEFAULTS, LEASE_FENCING_FIELDS } from '../sim/lease-fencing-input.js';
import { SWARM_LEASE_DEFAULTS, SWARM_LEASE_FIELDS } from '../sim/swarm-lease-input.js';

/**
 * One verdict class on the map: its colour (a lab theme colour), its pattern on the grid and its glyph in text,
 * so that no reader depends on colour alone. Adding a verdict is one line in its lab's `classes`.
 */
export interface VerdictClass {
  verdict: string;
  /** The theme colour, as a tone the map's styles map to a lab colour (`bad` = `--ll-color-rejected`, …). */
  tone: 'bad' | 'warn' | 'ok' | 'info' | 'muted';
  pattern: 'hatch' | 'dots' | 'grid' | 'none';
  glyph: string;
}

/** A lab element as companions use it: read its state, apply edits through the lab's own path. */
export interface LabLike extends HTMLElement {
  readonly input: object;
  readonly run: { verdict: string };
  /** The sentence under the lab's verdict label; absent on a lab that does not say it. */
  readonly headline?: string;
  applyInput(changes: Record<string, number | string | boolean | null>): void;
}

/** The facts a companion needs about one lab. */
export interface LabKind {
  tag: 'swarm-lease-lab' | 'lease-fencing-lab';
  /** The lab's name in notices, a message of its own (`labName`). */
  name: string;
  fields: readonly Field[];
  /** The lab's opening input, used until (or when) no lab element can be read. */
  defaults: object;
  /** The map's default axes. */
  x: string;
  y: string;
  /** The map's default range for an input: ttl 0.25…12 s and stall-for 0…11.75 s on the swarm lab, for example. */
  range: (field: NumberField) => [number, number];
  classes: readonly VerdictClass[];
}

export const SWARM: LabKind = {
  tag: 'swarm-lease-lab',
  name: text('swarm lab'),
  fields: SWARM_LEASE_FIELDS,
  defaults: SWARM_LEASE_DEFAULTS,
  x: 'ttl',
  y: 'stall-for',
  range: (f) => (f.min > 0 ? [0.25, 12] : [0, 11.75]),
  classes: [
    { verdict: 'DUPLICATE EFFECT', tone: 'bad', pattern: 'hatch', glyph: '✗' },
    { verdict: 'ONE EFFECT', tone: 'warn', pattern: 'dots', glyph: '◆' },
    { verdict: 'ONE OWNER', tone: 'ok', pattern: 'none', glyph: '✓' },
  ],
};

export const LEASE: LabKind = {
  tag: 'lease-fencing-lab',
  name: text('lease lab'),
  fields: LEASE_FENCING_FIELDS,
  defaults: LEASE_FENCING_DEFAULTS,
  x: 'lease',
  y: 'pause-for',
  range: (f) => (f.min > 0 ? [0.5, 24] : [0, 23.5]),
  classes: [
    { verdict: 'duplicate', tone: 'bad', pattern: 'hatch', glyph: '✗' },
    { verdict: 'contained', tone: 'warn', pattern: 'dots', glyph: '◆' },
    { verdict: 'stopped', tone: 'info', pattern: 'grid', glyph: '■' },
    { verdict: 'no-takeover', tone: 'ok', pattern: 'none', glyph: '✓' },
  ],
};

/** A lab's name as a notice says it, in the reader's language; "lab" for a lab not found yet. */
export const labName = (kind: LabKind | undefined): Words => ({ id: kind?.name ?? text('lab'), values: [] });

/** Both labs, by tag. */
export const LAB_KINDS: readonly LabKind[] = [SWARM, LEASE];

/** The lab kind of an element, or undefined when it is not a lab. */
export function kindOf(el: Element | null | undefined): LabKind | undefined {
  return LAB_KINDS.find((k) => k.tag === el?.localName);
}

/** A verdict's class on that lab, with a neutral fallback so a verdict added to an engine still draws. */
export function verdictClass(kind: LabKind, verdict: string): VerdictClass {
  return kind.classes.find((c) => c.verdict === verdict) ?? { verdict, tone: 'muted', pattern: 'grid', glyph: '?' };
}

/** The numeric inputs of a lab (what the map can sweep). */
export function numericFields(kind: LabKind): NumberField[] {
  return kind.fields.filter((f): f is NumberField => f.type === 'number');
}
