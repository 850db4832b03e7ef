/**
 * Model 1's inputs (`<lease-fencing-lab>`): names, attributes, defaults and valid ranges, exactly as the spec
 * lists them. The defaults reproduce the opening example.
 */

import { type Field, freezeFields, type ReadResult, readInput, strictInput } from './fields.js';

/** How the protected resource judges a write's fencing token. */
export type Enforcement = 'none' | 'watermark' | 'epoch';

/** Everything Model 1 depends on; all durations in seconds. */
export interface LeaseFencingInput {
  /** Seconds of active work A needs; a pause adds wall-clock time on top. */
  work: number;
  /** Lease (visibility) duration. */
  lease: number;
  /** A's renewal cadence. */
  heartbeat: number;
  /** When A's process pause starts. */
  pauseAt: number;
  /** Pause length; 0 means no pause. */
  pauseFor: number;
  /** Seconds B works after taking over, before its one write. */
  replacementWork: number;
  /** What the protected resource checks on each write. */
  enforcement: Enforcement;
  /** When A receives a shutdown signal; null means never. */
  shutdownAt: number | null;
  /** Seconds after the signal at which A is forcibly stopped. */
  shutdownGrace: number;
}

const DAY = 86400;

/** Field table for Model 1, in the order the controls present them; frozen, so no page script can change it. */
export const LEASE_FENCING_FIELDS: readonly Field[] = freezeFields<Field>([
  { type: 'number', name: 'work', attribute: 'work', default: 12, min: 0, max: DAY },
  { type: 'number', name: 'lease', attribute: 'lease', default: 10, min: 0.001, max: DAY },
  { type: 'number', name: 'heartbeat', attribute: 'heartbeat', default: 3, min: 0.001, max: DAY },
  { type: 'number', name: 'pauseAt', attribute: 'pause-at', default: 4, min: 0, max: DAY },
  { type: 'number', name: 'pauseFor', attribute: 'pause-for', default: 14, min: 0, max: DAY },
  { type: 'number', name: 'replacementWork', attribute: 'replacement-work', default: 5, min: 0, max: DAY },
  { type: 'choice', name: 'enforcement', attribute: 'enforcement', default: 'epoch', options: ['none', 'watermark', 'epoch'] },
  { type: 'number', name: 'shutdownAt', attribute: 'shutdown-at', default: null, min: 0, max: DAY, nullable: true },
  { type: 'number', name: 'shutdownGrace', attribute: 'shutdown-grace', default: 30, min: 0, max: DAY },
]);

/** The spec's defaults: the opening example. */
export const LEASE_FENCING_DEFAULTS: Readonly<LeaseFencingInput> = Object.freeze(
  strictInput<LeaseFencingInput>(LEASE_FENCING_FIELDS, {}),
);

/** Strict normalisation for code callers: missing fields take defaults, invalid ones throw a RangeError. */
export function normaliseLeaseFencingInput(input?: Partial<LeaseFencingInput>): LeaseFencingInput {
  return strictInput<LeaseFencingInput>(LEASE_FENCING_FIELDS, input);
}

/**
 * Lenient reader for attribute values (kebab-case or camelCase keys, strings or numbers). Never throws; each
 * refused value is reported with the value used instead.
 */
export function readLeaseFencingInput(raw: unknown): ReadResult<LeaseFencingInput> {
  return readInput<LeaseFencingInput>(LEASE_FENCING_FIELDS, raw);
}
