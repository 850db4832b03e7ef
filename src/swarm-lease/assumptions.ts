/** Model 2's rules and limits, tersely: what a reader needs to trust (or distrust) the verdict. */
import { text } from '../parts/messages.js';
export const SWARM_ASSUMPTIONS: readonly string[] = [
  text('Time is virtual seconds on perfect clocks that every party shares.'),
  text('Renewals (while A runs) and B’s polls happen on whole seconds; a renewal at the exact expiry still works.'),
  text('The lease store and the ledger never fail, lose a write or answer late.'),
  text('With fencing the ledger rejects a token below the highest it has seen, checked only when a write arrives.'),
  text('Ties: A’s stall start or end, A’s renewal, B’s write, A’s write and release, then B’s poll.'),
];
