/**
 * Model 2's inputs (`<swarm-lease-lab>`): task T-91 delivered to two workers. Names, attributes, defaults and
 * ranges exactly as the spec lists them; the defaults reproduce the opening example (lease, TTL 4 s).
 */

import { type Field, freezeFields, type ReadResult, readInput, strictInput } from './fields.js';

/** How the two workers coordinate: not at all, a compare-and-set lease, or a lease plus a ledger-checked token. */
export type Mechanism = 'none' | 'lease' | 'fencing';

/** Everything Model 2 depends on; all durations in seconds. */
export interface SwarmLeaseInput {
  mechanism: Mechanism;
  /** Lease time-to-live. */
  ttl: number;
  /** Whether the owner renews (attribute `no-renew` present turns it off). */
  renew: boolean;
  /** When A stalls (for example a long GC pause). */
  stallAt: number;
  /** Stall length; 0 means no stall. */
  stallFor: number;
  /** Running time each worker needs before it writes its refund. */
  work: number;
  /** When the duplicate delivery reaches B. */
  bArrivesAt: number;
  /**
   * Whether every refund carries the task's key and the ledger remembers the keys it applied, so a second
   * refund for T-91 is deduplicated: the seed's closing fix ("the effect itself must be idempotent").
   */
  idempotencyKey: boolean;
}

const DAY = 86400;

/** Field table for Model 2, in the order the controls present them; frozen, so no page script can change it. */
export const SWARM_LEASE_FIELDS: readonly Field[] = freezeFields<Field>([
  { type: 'choice', name: 'mechanism', attribute: 'mechanism', default: 'lease', options: ['none', 'lease', 'fencing'] },
  { type: 'number', name: 'ttl', attribute: 'ttl', default: 4, min: 0.001, max: DAY },
  { type: 'switch', name: 'renew', attribute: 'no-renew', default: true },
  { type: 'number', name: 'stallAt', attribute: 'stall-at', default: 1, min: 0, max: DAY },
  { type: 'number', name: 'stallFor', attribute: 'stall-for', default: 5, min: 0, max: DAY },
  { type: 'number', name: 'work', attribute: 'work', default: 5, min: 0, max: DAY },
  { type: 'number', name: 'bArrivesAt', attribute: 'b-arrives-at', default: 0.5, min: 0, max: DAY },
  { type: 'switch', name: 'idempotencyKey', attribute: 'idempotency-key', default: false },
]);

/** The spec's defaults: the opening example. */
export const SWARM_LEASE_DEFAULTS: Readonly<SwarmLeaseInput> = Object.freeze(
  strictInput<SwarmLeaseInput>(SWARM_LEASE_FIELDS, {}),
);

/** Strict normalisation for code callers: missing fields take defaults, invalid ones throw a RangeError. */
export function normaliseSwarmLeaseInput(input?: Partial<SwarmLeaseInput>): SwarmLeaseInput {
  return strictInput<SwarmLeaseInput>(SWARM_LEASE_FIELDS, input);
}

/** Lenient reader for attribute values; never throws, reports each refused value and the value used. */
export function readSwarmLeaseInput(raw: unknown): ReadResult<SwarmLeaseInput> {
  return readInput<SwarmLeaseInput>(SWARM_LEASE_FIELDS, raw);
}
