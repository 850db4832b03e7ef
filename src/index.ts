/**
 * lease-labs: both labs, their contexts and event types. Importing this module defines
 * `<lease-fencing-lab>` and `<swarm-lease-lab>` (once, however often it is loaded).
 */
export { LeaseFencingLab, leaseFencingContext } from './lease-fencing-lab.js';
export type { LeaseFencingContextValue, LeaseFencingLabEventMap, LeaseFencingResultDetail, LeaseFencingChangeDetail, LeaseFencingExportDetail } from './lease-fencing-lab.js';
export { SwarmLeaseLab, swarmLeaseContext } from './swarm-lease-lab.js';
export type { SwarmLeaseContextValue, SwarmLeaseLabEventMap, SwarmLeaseResultDetail, SwarmLeaseChangeDetail, SwarmLeaseTimeDetail, SwarmLeaseExportDetail } from './swarm-lease-lab.js';
export type { LabChangeDetail, LabExportDetail, LabResultDetail, LabTimeDetail, WorksheetFormat } from './parts/lab-events.js';
export type { InputProblem } from './sim/fields.js';
// Authors add a language, or override single messages of a shipped one (README, "Localisation").
export { registerMessages } from './parts/messages.js';
export type { Catalog, PluralText } from './parts/messages.js';
export type { WorksheetOptions } from './parts/worksheet-export.js';
// Types only (no runtime import): the companions' event details, so tools that read `lease-labs` find them.
export type { SafetyMapResultDetail } from './sim/sweep.js';
export type { LeaseSafetyMap } from './companions/safety-map.js';
export type { LeaseLabValue } from './companions/lab-value.js';
export type { LeaseLabStep } from './companions/lab-step.js';
export type { LeaseLabWhen } from './companions/lab-when.js';
