/** The swarm lab's seed experiments as presets, each with the lesson its run shows (true for that run only). */
import { text } from '../parts/messages.js';
import type { SwarmLeaseInput } from '../sim/index.js';
import type { Preset } from '../parts/presets.js';

export const SWARM_PRESETS: readonly Preset<SwarmLeaseInput>[] = [
  {
    label: text('Opening'),
    changes: {},
    lesson: text('A’s 5 s stall outlasts its 4 s lease: B claims it at 4 s, and both workers refund the customer.'),
  },
  {
    label: text('Longer TTL'),
    changes: { ttl: 6 },
    lesson: text('A 6 s lease lasts until A resumes at 6 s and renews, so B never takes over.'),
  },
  {
    label: text('No renewal'),
    changes: { renew: false },
    lesson: text('Without renewal the lease must cover A’s whole run, to 10 s; a 4 s lease lapses and B refunds too.'),
  },
  {
    label: text('No stall'),
    changes: { stallFor: 0 },
    lesson: text('Without a stall A renews every second, so a 4 s lease is enough and B drops its copy.'),
  },
  {
    label: text('Fencing token'),
    changes: { mechanism: 'fencing' },
    lesson: text('B writes first with token 2 at 9 s, so the ledger rejects A’s stale token 1 at 10 s.'),
  },
  {
    label: text('Fencing not enough'),
    changes: { mechanism: 'fencing', stallFor: 0, renew: false },
    lesson: text('A writes at 5 s, before the ledger has seen token 2, so it is accepted; B’s refund at 9 s makes two.'),
  },
];
