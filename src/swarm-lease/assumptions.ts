/** Model 2's rules and limits, tersely: what a reader needs to trust (or distrust) the verdict. */
export const SWARM_ASSUMPTIONS: readonly string[] = [
  'Time is virtual seconds on perfect clocks that every party shares.',
  'Renewals (while A runs) and B’s polls happen on whole seconds; a renewal at the exact expiry still works.',
  'The lease store and the ledger never fail, lose a write or answer late.',
  'With fencing the ledger rejects a token below the highest it has seen, checked only when a write arrives.',
  'Ties: A’s stall start or end, A’s renewal, B’s write, A’s write and release, then B’s poll.',
];
