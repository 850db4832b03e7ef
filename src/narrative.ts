/**
 * lease-labs/narrative.js: defines `<lease-lab-value>`, `<lease-lab-step>` and `<lease-lab-when>` (once, however
 * often it is loaded), for walkthroughs written in the author's own prose around a lab. Imports the engine's
 * field tables and models (a `when` pre-renders the truth of the lab's opening run), never the labs.
 */
import { LeaseLabStep } from './companions/lab-step.js';
import { LeaseLabValue } from './companions/lab-value.js';
import { LeaseLabWhen } from './companions/lab-when.js';

export { LeaseLabStep, LeaseLabValue, LeaseLabWhen };

for (const [tag, element] of [['lease-lab-value', LeaseLabValue], ['lease-lab-step', LeaseLabStep], ['lease-lab-when', LeaseLabWhen]] as const) {
  if (globalThis.customElements && !globalThis.customElements.get(tag)) globalThis.customElements.define(tag, element);
}
