/**
 * Each lab's run at its opening input, for what a `<lease-lab-when>` shows before it can read its lab (on the
 * server, and in the browser until the lab's script has run): the static page then reads true for the opening
 * example. Full runs, not verdicts alone, since `has` and `lacks` may name any value of the run.
 */
import { simulateLeaseFencing } from '../sim/lease-fencing.js';
import { simulateSwarmLease } from '../sim/swarm-lease.js';
import type { LabKind } from './labs.js';

const SIMULATE: Record<LabKind['tag'], () => object> = {
  'swarm-lease-lab': () => simulateSwarmLease(),
  'lease-fencing-lab': () => simulateLeaseFencing(),
};

const runs = new Map<LabKind['tag'], object>();

/** The run of `kind`'s lab at its defaults, computed once per page (or server process) and shared. */
export function openingRun(kind: LabKind): object {
  let run = runs.get(kind.tag);
  if (!run) runs.set(kind.tag, (run = SIMULATE[kind.tag]()));
  return run;
}
