/**
 * The swarm lab publishes its live state through @lit/context: the input, the run and the playback time,
 * so a consumer can follow playback as well as results. Global symbol key: two copies of the library agree.
 */
import { createContext } from '@lit/context';
import type { SwarmLeaseInput } from '../sim/swarm-lease-input.js';
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';

export interface SwarmLeaseContextValue {
  input: SwarmLeaseInput;
  run: SwarmLeaseRun;
  /** Inspection time in seconds. */
  time: number;
  playing: boolean;
}

export const swarmLeaseContext = createContext<SwarmLeaseContextValue | undefined>(Symbol.for('lease-labs:swarm-lease-lab'));
