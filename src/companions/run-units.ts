/**
 * Which numbers of a run are seconds and which are counts, in one table checked by the compiler against the
 * run types: a numeric field added to `SwarmLeaseRun` or `LeaseFencingRun` fails the build until it is listed
 * here, so `<lease-lab-value>` can never show a count as "1 s" again. Inputs carry their unit in the field table.
 */
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import type { Words } from '../sim/words.js';
import { LAB_KINDS } from './labs.js';

/**
 * The names of every numeric leaf of a run (through nested objects and arrays), e.g. `takeoverAt`, `count`;
 * a sentence's values are words, not results, and are left out.
 */
type NumberLeaves<T> = T extends Words
  ? never
  : T extends readonly (infer U)[]
  ? NumberLeaves<U>
  : T extends object
    ? { [K in keyof T & string]-?: NonNullable<T[K]> extends number ? K : NumberLeaves<NonNullable<T[K]>> }[keyof T & string]
    : never;

type RunLeaf = NumberLeaves<Omit<SwarmLeaseRun, 'input'>> | NumberLeaves<Omit<LeaseFencingRun, 'input'>>;

/** `s` for seconds, `''` for a bare count, by the field's own name (the same name means the same unit in both runs). */
const RUN_UNITS: Record<RunLeaf | 'length', 's' | ''> = {
  takeoverAt: 's',
  span: 's',
  receivedAt: 's',
  claimedAt: 's',
  finishedAt: 's',
  droppedAt: 's',
  at: 's',
  from: 's',
  until: 's',
  first: 's',
  last: 's',
  cadence: 's',
  renewFailedAt: 's',
  completedAt: 's',
  overlap: 's',
  endsAt: 's',
  writesAt: 's',
  shutdownAt: 's',
  stopDeadline: 's',
  heartbeatRejectedAt: 's',
  refunds: '',
  rejectedWrites: '',
  deduplicatedWrites: '',
  appliedIncrements: '',
  token: '',
  count: '',
  // An array's length (`writes.length`) counts its entries.
  length: '',
};

/**
 * The unit of the number at a dotted key of a run: an input's own unit (seconds unless its field says
 * otherwise; an input name means the same in both labs), a run field's from the table; undefined for a name
 * the table does not know.
 */
export function unitOf(key: string): string | undefined {
  const parts = key.split('.');
  const last = parts[parts.length - 1];
  if (parts[0] === 'input' && parts.length === 2) {
    const field = LAB_KINDS.flatMap((k) => k.fields).find((f) => f.name === last);
    return field?.type === 'number' ? (field.unit ?? 's') : undefined;
  }
  return Object.prototype.hasOwnProperty.call(RUN_UNITS, last) ? RUN_UNITS[last as RunLeaf | 'length'] : undefined;
}
