/**
 * The engines by lab tag, for the safety map only: the narrative elements need the field tables, not the
 * models, and stay smaller without them.
 */
import { simulateLeaseFencing } from '../sim/lease-fencing.js';
import { simulateSwarmLease } from '../sim/swarm-lease.js';
import type { LabKind } from './labs.js';

/** Runs a lab's model on a complete input and returns its run (the map reads `verdict`). */
export const ENGINES: Record<LabKind['tag'], (input: object) => { verdict: string }> = {
  'swarm-lease-lab': simulateSwarmLease,
  'lease-fencing-lab': simulateLeaseFencing,
};
