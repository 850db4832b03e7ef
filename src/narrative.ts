/**
 * lease-labs/narrative.js: defines `<lease-lab-value>` and `<lease-lab-step>` (once, however often it is
 * loaded), for walkthroughs written in the author's own prose around a lab. Imports the engine's field tables,
 * never the labs.
 */
import { LeaseLabStep } from './companions/lab-step.js';
import { LeaseLabValue } from './companions/lab-value.js';

export { LeaseLabStep, LeaseLabValue };

for (const [tag, element] of [['lease-lab-value', LeaseLabValue], ['lease-lab-step', LeaseLabStep]] as const) {
  if (globalThis.customElements && !globalThis.customElements.get(tag)) globalThis.customElements.define(tag, element);
}

