/**
 * JSX typings for React 19 users: `import type {} from 'lease-labs/react'` (or list it in `types`) and
 * `<swarm-lease-lab ttl={6} onlab-result={(e) => e.detail.run.verdict} />` type-checks. React 19 sets these
 * props as element properties and adds `on…` props as event listeners. Types only; no runtime code.
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
 * Props shared by both labs: ordinary HTML attributes, a ref, `noControls`, `compact` and the common events.
 * test/node/editor-integrations.node.test.mjs type-checks every attribute and event of custom-elements.json here.
 */
type LabProps<E, Input, Run> = Omit<HTMLAttributes<E>, 'onChange'> & {
  ref?: Ref<E>;
  noControls?: boolean;
  compact?: boolean;
  /** The title's heading level, 1–6 (default 3). */
  headingLevel?: number;
  'onlab-result'?: (event: CustomEvent<LabResultDetail<Input, Run>>) => void;
  'onlab-change'?: (event: CustomEvent<LabChangeDetail>) => void;
  'onlab-export'?: (event: CustomEvent<LabExportDetail>) => void;
};

/** `<lease-fencing-lab>` in JSX. */
export type LeaseFencingLabProps = LabProps<LeaseFencingLab, LeaseFencingInput, LeaseFencingRun> & Partial<LeaseFencingInput>;

/** `<swarm-lease-lab>` in JSX, with its playback props and `lab-time`. */
export type SwarmLeaseLabProps = LabProps<SwarmLeaseLab, SwarmLeaseInput, SwarmLeaseRun> &
  Partial<SwarmLeaseInput> & {
    time?: number;
    speed?: number;
    'onlab-time'?: (event: CustomEvent<LabTimeDetail>) => void;
  };

/** Props every companion shares: ordinary HTML attributes, a ref and `for`, the id of its lab. */
type CompanionProps<E> = HTMLAttributes<E> & { ref?: Ref<E>; for?: string };

/** `<lease-safety-map>` in JSX (`lease-labs/safety-map.js`). */
export type LeaseSafetyMapProps = CompanionProps<LeaseSafetyMap> & {
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
export type LeaseLabValueProps = CompanionProps<LeaseLabValue> & { key?: string; empty?: string };

/** `<lease-lab-step>` in JSX (`lease-labs/narrative.js`). */
export type LeaseLabStepProps = CompanionProps<LeaseLabStep> & { set?: string; reset?: boolean; expect?: string; at?: string };

/** `<lease-lab-when>` in JSX (`lease-labs/narrative.js`). */
export type LeaseLabWhenProps = CompanionProps<LeaseLabWhen> & { verdict?: string; has?: string; lacks?: string; input?: string };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'lease-fencing-lab': LeaseFencingLabProps;
      'swarm-lease-lab': SwarmLeaseLabProps;
      'lease-safety-map': LeaseSafetyMapProps;
      'lease-lab-value': LeaseLabValueProps;
      'lease-lab-step': LeaseLabStepProps;
      'lease-lab-when': LeaseLabWhenProps;
    }
  }
}
