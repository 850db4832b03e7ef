/** Model 1's rules and limits, tersely: what a reader needs to trust (or distrust) the verdict. */
import { text } from '../parts/messages.js';
export const LEASE_ASSUMPTIONS: readonly string[] = [
  text('Time is virtual seconds on one perfect clock, to the millisecond.'),
  text('Heartbeats keep a fixed cadence; one at the exact expiry is too late, and those missed in a pause are not replayed.'),
  text('After a rejected heartbeat A works on as a zombie. B takes over at expiry with token 2 and never pauses.'),
  text('Ties: expiry and a forced stop beat a write at the same instant; B’s write goes before A’s.'),
  text('A watermark rejects a token below the highest it accepted and learns of token 2 only from B’s write; an epoch is registered at acquisition and takeover, and only its token is accepted.'),
  text('Graceful shutdown: no new work, but heartbeats and the one job go on; when the grace ends A is stopped, paused or not, and never releases its lease.'),
];

/** The seed's two lessons in plain words: where a fence is checked, and why owning is not stopping. */
export const LEASE_GUIDANCE: readonly { lead: string; text: string }[] = [
  {
    lead: text('The fence is checked where the write lands.'),
    text: text('A token protects nothing until the resource itself compares it. A watermark hears of token 2 only when B writes, so a late A that writes first still gets in: try the watermark race. Registering the new epoch at takeover shuts that gap, and only because the resource is told of every takeover.'),
  },
  {
    lead: text('Owning is not stopping.'),
    text: text('A lapsed lease lets a second attempt start; it does not halt the first process or recall a request it has already sent. Compare no enforcement, the watermark and the registered epoch, then shorten the shutdown grace: no longer taking work, renewing the lease for the job in flight, finishing that job and recording it as done are four separate things.'),
  },
];
