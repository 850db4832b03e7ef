/** The lease lab's seed experiments as presets, each with the lesson its run shows (true for that run only). */
import { text } from '../parts/messages.js';
import type { LeaseFencingInput } from '../sim/index.js';
import type { Preset } from '../parts/presets.js';

export const LEASE_PRESETS: readonly Preset<LeaseFencingInput>[] = [
  {
    label: text('Opening example'),
    changes: {},
    lesson: text('A’s pause outlasts its lease, so B takes over with token 2 at 13 s; the resource checks the registered epoch and rejects A’s late write with token 1.'),
  },
  {
    label: text('Watermark race'),
    changes: { enforcement: 'watermark', pauseFor: 10, replacementWork: 15 },
    lesson: text('A writes at 22 s, before B exposes token 2 at 28 s, so the watermark accepts both increments.'),
  },
  {
    label: text('No enforcement'),
    changes: { enforcement: 'none' },
    lesson: text('Nothing checks a token: B’s write and A’s late write are both applied, so the increment happens twice.'),
  },
  {
    label: text('Shorter shutdown grace'),
    changes: { shutdownAt: 2, shutdownGrace: 5 },
    lesson: text('The signal at 2 s stops new work, but A is forcibly stopped at 7 s, still paused and before writing: stopping, renewing, finishing and recording completion are separate concerns.'),
  },
];
