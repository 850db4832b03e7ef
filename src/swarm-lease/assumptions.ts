/** Model 2's rules and limits as the reader needs them to trust (or distrust) the verdict. */
export const SWARM_ASSUMPTIONS: readonly string[] = [
  'Time is in virtual seconds on perfect clocks that every party shares; nothing drifts or skews.',
  'The owner renews on whole seconds (1 s, 2 s, 3 s, …) while it runs and has not finished; a stalled worker cannot renew, and a renewal at the very instant of expiry still works.',
  'B polls the lease store on whole seconds from its arrival: it drops its copy if the task is done, claims a lapsed lease, or waits.',
  'The lease store and the ledger never fail, lose a write or answer late, and a compare-and-set claim always sees the latest state.',
  'With fencing, the ledger rejects a token lower than the highest it has seen on a write; it checks only when a write arrives.',
  'At one instant the order is: A’s stall start or end, A’s renewal, B’s write, A’s write and release, B’s poll.',
];
