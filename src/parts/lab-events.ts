/**
 * The events both labs fire. All bubble and are composed, so a listener on the document (or any ancestor,
 * across shadow roots) hears them; their detail shapes are typed for TypeScript listeners.
 */
import type { LeaseFencingInput } from '../sim/lease-fencing-input.js';
import type { LeaseFencingRun } from '../sim/lease-fencing.js';
import type { SwarmLeaseInput } from '../sim/swarm-lease-input.js';
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';

/** `lab-result`: after every computation, including the first. */
export interface LabResultDetail<Input, Run> {
  input: Input;
  run: Run;
}

/** `lab-change`: the reader edited a control (not fired for attribute or property changes made by code). */
export interface LabChangeDetail {
  /** Property name of the edited input, e.g. `pauseFor`. */
  field: string;
  /** Its attribute, e.g. `pause-for`. */
  attribute: string;
  /**
   * The property's new value, not the attribute's: for a switch whose attribute says the opposite, `renew`
   * false means the attribute `no-renew` is present.
   */
  value: number | string | boolean | null;
}

/** `lab-export`: cancelable, fired just before a worksheet download; `preventDefault()` stops the download. */
export interface LabExportDetail {
  format: WorksheetFormat;
  sections: string[];
  filename: string;
  text: string;
}

/** `lab-time`: the inspection time changed (at most once per frame). */
export interface LabTimeDetail {
  time: number;
  playing: boolean;
}

/** Worksheet formats a reader can pick. */
export type WorksheetFormat = 'markdown' | 'csv' | 'json';

/** Dispatches a bubbling, composed CustomEvent and reports whether it was allowed to proceed. */
export function fire<T>(target: EventTarget, type: string, detail: T, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
}


/** A `lab-result` heard above the labs, where it may come from either of them. */
export type AnyLabResultDetail = LabResultDetail<LeaseFencingInput, LeaseFencingRun> | LabResultDetail<SwarmLeaseInput, SwarmLeaseRun>;

/**
 * The labs' events as a page hears them on `document`, `window` or any container element, so a listener such
 * as `document.addEventListener('lab-result', (e) => e.detail.run.verdict)` type-checks without casts.
 */
export interface LabEventMap {
  'lab-result': CustomEvent<AnyLabResultDetail>;
  'lab-change': CustomEvent<LabChangeDetail>;
  'lab-export': CustomEvent<LabExportDetail>;
  'lab-time': CustomEvent<LabTimeDetail>;
}

declare global {
  interface DocumentEventMap extends LabEventMap {}
  interface WindowEventMap extends LabEventMap {}
  interface HTMLElementEventMap extends LabEventMap {}
}
