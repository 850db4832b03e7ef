/** Model 1's rules and limits as the reader needs them to trust (or distrust) the verdict. */
export const LEASE_ASSUMPTIONS: readonly string[] = [
  'Time is in virtual seconds on one perfect clock, to the millisecond; nothing here waits for real time.',
  'A sends heartbeats at a fixed cadence (every multiple of the heartbeat) while it runs; one at the exact expiry instant is too late, and heartbeats missed during a pause are not replayed.',
  'A rejected heartbeat does not stop A: it keeps working as a zombie and writes once when its work is done.',
  'When the lease expires before A has finished, B takes over at that instant with token 2, never pauses, and writes once after its own work.',
  'At one instant the order is: pause start or end, expiry and takeover, forced stop, heartbeats, B’s write, A’s write. So expiry beats a write at the same instant, and B’s write comes before A’s.',
  'A fencing watermark remembers the highest token it has accepted and learns of token 2 only when B’s write arrives; a registered epoch is set at acquisition and takeover, and only that token is accepted.',
  'Graceful shutdown: A takes no new work but keeps heartbeating and finishing its one job; when the grace ends it is stopped, paused or not, and a stopped worker never releases its lease.',
];
