/**
 * JSX typings for the elements themselves, for React 19 code that writes the tags
 * (`<swarm-lease-lab ttl={6} onlab-result={(e) => e.detail.run.verdict} />`): React 19 sets these props as element
 * properties and adds `on…` props as listeners. Hand-written rather than generated from the manifest because
 * React sets props by property name (`pauseFor`), which the manifest's attribute-named generated types cannot say.
 * Types only; `lease-labs/react` re-exports them beside its components.
 */
import type { HTMLAttributes, Ref } from 'react';
import type { LabChangeDetail, LabExportDetail, LabResultDetail, LabTimeDetail } from './parts/lab-events.js';
import type { LeaseFencingLab } from './lease-fencing-lab.js';
import type { LeaseFencingInput } from './sim/lease-fencing-input.js';
import type { LeaseFencingRun } from './sim/lease-fencing.js';
import type { SwarmLeaseLab } from './swarm-lease-lab.js';
import type { SwarmLeaseInput } from './sim/swarm-lease-input.js';
import type { SwarmLeaseRun } from './sim/swarm-lease.js';
import type { SafetyMapResultDetail } from './sim/sweep.js';
import type { LeaseSafetyMap } from './companions/safety-map.js';
import type { LeaseLabValue } from './companions/lab-value.js';
import type { LeaseLabStep } from './companions/lab-step.js';
import type { LeaseLabWhen } from './companions/lab-when.js';

/**
 * Props shared by both labs: ordinary HTML attributes, a ref, `noControls`, `noPresets`, `compact` and the common events.
 * test/node/editor-integrations.node.test.mjs type-checks every attribute and event of custom-elements.json here.
 */
type LabProps<E, Input, Run> = Omit<HTMLAttributes<E>, 'onChange'> & {
  ref?: Ref<E>;
  noControls?: boolean;
  /** Hides the row of one-click experiments and their lesson. */
  noPresets?: boolean;
  compact?: boolean;
  /** The title's heading level, 1–6 (default 3). */
  headingLevel?: number;
  'onlab-result'?: (event: CustomEvent<LabResultDetail<Input, Run>>) => void;
  'onlab-change'?: (event: CustomEvent<LabChangeDetail>) => void;
  'onlab-export'?: (event: CustomEvent<LabExportDetail>) => void;
};

/** `<lease-fencing-lab>` in JSX. */
export type LeaseFencingLabTagProps = LabProps<LeaseFencingLab, LeaseFencingInput, LeaseFencingRun> & Partial<LeaseFencingInput>;

/** `<swarm-lease-lab>` in JSX, with its playback props and `lab-time`. */
export type SwarmLeaseLabTagProps = LabProps<SwarmLeaseLab, SwarmLeaseInput, SwarmLeaseRun> &
  Partial<SwarmLeaseInput> & {
    time?: number;
    speed?: number;
    'onlab-time'?: (event: CustomEvent<LabTimeDetail>) => void;
  };

/** Props every companion shares: ordinary HTML attributes, a ref and `for`, the id of its lab. */
type CompanionProps<E> = HTMLAttributes<E> & { ref?: Ref<E>; for?: string };

/** `<lease-safety-map>` in JSX (`lease-labs/safety-map.js`). */
export type LeaseSafetyMapTagProps = CompanionProps<LeaseSafetyMap> & {
  x?: string | null;
  y?: string | null;
  xMin?: string | null;
  xMax?: string | null;
  yMin?: string | null;
  yMax?: string | null;
  steps?: string | number | null;
  'onmap-result'?: (event: CustomEvent<SafetyMapResultDetail>) => void;
};

/** `<lease-lab-value>` in JSX (`lease-labs/narrative.js`). */
export type LeaseLabValueTagProps = CompanionProps<LeaseLabValue> & { key?: string; empty?: string };

/** `<lease-lab-step>` in JSX (`lease-labs/narrative.js`). */
export type LeaseLabStepTagProps = CompanionProps<LeaseLabStep> & { set?: string; reset?: boolean; expect?: string; at?: string };

/** `<lease-lab-when>` in JSX (`lease-labs/narrative.js`). */
export type LeaseLabWhenTagProps = CompanionProps<LeaseLabWhen> & { verdict?: string; has?: string; lacks?: string; input?: string };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'lease-fencing-lab': LeaseFencingLabTagProps;
      'swarm-lease-lab': SwarmLeaseLabTagProps;
      'lease-safety-map': LeaseSafetyMapTagProps;
      'lease-lab-value': LeaseLabValueTagProps;
      'lease-lab-step': LeaseLabStepTagProps;
      'lease-lab-when': LeaseLabWhenTagProps;
    }
  }
}
