/**
 * lease-labs/sim — the framework-agnostic engine behind both labs. No DOM, no Lit, no globals: it runs the
 * same in a browser, in Node and during server-side rendering.
 */

export type { Actor, LabEvent } from './events.js';
export type { Field, InputProblem, NumberField, ChoiceField, SwitchField, ReadResult } from './fields.js';
export { attributeText, rangeText, readAttribute } from './fields.js';
export { formatSeconds, formatNumber } from './time.js';

export type { Enforcement, LeaseFencingInput } from './lease-fencing-input.js';
export {
  LEASE_FENCING_DEFAULTS,
  LEASE_FENCING_FIELDS,
  normaliseLeaseFencingInput,
  readLeaseFencingInput,
} from './lease-fencing-input.js';
export type { HeartbeatRun, LeaseFencingRun, LeaseVerdict, LeaseWrite, OriginalAttempt } from './lease-fencing.js';
export { leaseFencingVerdict, simulateLeaseFencing } from './lease-fencing.js';
export type { LeaseFencingState, OriginalPhase, ReplacementPhase } from './lease-fencing-state.js';
export { stateAtLeaseFencing } from './lease-fencing-state.js';

export type { Mechanism, SwarmLeaseInput } from './swarm-lease-input.js';
export { SWARM_LEASE_DEFAULTS, SWARM_LEASE_FIELDS, normaliseSwarmLeaseInput, readSwarmLeaseInput } from './swarm-lease-input.js';
export type { SwarmDetail, SwarmLeaseRun, SwarmVerdict, SwarmWorker, SwarmWrite } from './swarm-lease.js';
export { simulateSwarmLease, swarmLeaseVerdict } from './swarm-lease.js';
export type { SwarmAPhase, SwarmBPhase, SwarmLeaseState } from './swarm-lease-state.js';
export { stateAtSwarmLease } from './swarm-lease-state.js';
export { axisValues, axisWord, rowRangeText, sweepVerdicts, verdictCounts, type Sweep, type SweepAxis } from './sweep.js';
