/**
 * The lease-fencing lab publishes its live state through @lit/context, so a component the author places
 * inside the lab (light DOM) or deeper can follow the run without listening for events. The key is a
 * global symbol so that two copies of the library on one page still understand each other.
 */
import { createContext } from '@lit/context';
import type { LeaseFencingInput } from '../sim/lease-fencing-input.js';
import type { LeaseFencingRun } from '../sim/lease-fencing.js';

/** What a consumer receives: the normalised input and the run computed from it. */
export interface LeaseFencingContextValue {
  input: LeaseFencingInput;
  run: LeaseFencingRun;
}

export const leaseFencingContext = createContext<LeaseFencingContextValue | undefined>(Symbol.for('lease-labs:lease-fencing-lab'));
