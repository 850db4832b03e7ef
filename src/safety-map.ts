/**
 * lease-labs/safety-map.js: defines `<lease-safety-map>` (once, however often it is loaded). It imports the
 * engine but not the labs, so a page that only shows labs never pays for it, and the labs never for it.
 */
import { LeaseSafetyMap } from './companions/safety-map.js';

export { LeaseSafetyMap };
export type { SafetyMapResultDetail, Sweep, SweepAxis } from './sim/sweep.js';

if (globalThis.customElements && !globalThis.customElements.get('lease-safety-map')) {
  globalThis.customElements.define('lease-safety-map', LeaseSafetyMap);
}
