/**
 * The verdict engines by lab tag, for the safety map (the narrative elements need whole runs, in
 * `opening-runs.ts`).
 */
import { leaseFencingVerdict } from '../sim/lease-fencing.js';
import { swarmLeaseVerdict } from '../sim/swarm-lease.js';
import type { LabKind } from './labs.js';

/** Runs a lab's model on a complete input for its verdict only (no event log: the map needs nothing else). */
export const ENGINES: Record<LabKind['tag'], (input: object) => string> = {
  'swarm-lease-lab': swarmLeaseVerdict,
  'lease-fencing-lab': leaseFencingVerdict,
};
