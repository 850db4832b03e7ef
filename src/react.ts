/**
 * React components for the labs and their companions, made with Lit's `@lit/react`: props are set as element
 * properties and `onLab…` props listen for the labs' events, in a client render and after hydration alike.
 * Importing this module defines all six elements, so `import { SwarmLeaseLab } from 'lease-labs/react'` is all
 * a React app needs. The JSX types of the tags themselves come along for code that writes `<swarm-lease-lab>`.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { LeaseFencingLab as LeaseFencingLabElement, SwarmLeaseLab as SwarmLeaseLabElement } from './index.js';
import type { LeaseFencingResultDetail, SwarmLeaseResultDetail } from './index.js';
import type { LabChangeDetail, LabExportDetail, LabTimeDetail } from './parts/lab-events.js';
import { LeaseSafetyMap as LeaseSafetyMapElement, type SafetyMapResultDetail } from './safety-map.js';
import { LeaseLabStep as LeaseLabStepElement, LeaseLabValue as LeaseLabValueElement, LeaseLabWhen as LeaseLabWhenElement } from './narrative.js';

export type * from './react-jsx.js';

/** The events both labs fire, as `on…` props with typed details. */
const labEvents = {
  onLabChange: 'lab-change' as EventName<CustomEvent<LabChangeDetail>>,
  onLabExport: 'lab-export' as EventName<CustomEvent<LabExportDetail>>,
};

/** `<lease-fencing-lab>` as a React component: `<LeaseFencingLab enforcement="watermark" onLabResult={…} />`. */
export const LeaseFencingLab = createComponent({
  react: React,
  tagName: 'lease-fencing-lab',
  elementClass: LeaseFencingLabElement,
  events: { ...labEvents, onLabResult: 'lab-result' as EventName<CustomEvent<LeaseFencingResultDetail>> },
});

/** `<swarm-lease-lab>` as a React component, with `onLabTime` for its playback: `<SwarmLeaseLab ttl={6} />`. */
export const SwarmLeaseLab = createComponent({
  react: React,
  tagName: 'swarm-lease-lab',
  elementClass: SwarmLeaseLabElement,
  events: {
    ...labEvents,
    onLabResult: 'lab-result' as EventName<CustomEvent<SwarmLeaseResultDetail>>,
    onLabTime: 'lab-time' as EventName<CustomEvent<LabTimeDetail>>,
  },
});

/** `<lease-safety-map>` as a React component; `onMapResult` hears each sweep. */
export const LeaseSafetyMap = createComponent({
  react: React,
  tagName: 'lease-safety-map',
  elementClass: LeaseSafetyMapElement,
  events: { onMapResult: 'map-result' as EventName<CustomEvent<SafetyMapResultDetail>> },
});

/** `<lease-lab-step>` as a React component: `<LeaseLabStep for="swarm" set="ttl=6">…</LeaseLabStep>`. */
export const LeaseLabStep = createComponent({ react: React, tagName: 'lease-lab-step', elementClass: LeaseLabStepElement });

/** `<lease-lab-when>` as a React component: `<LeaseLabWhen for="swarm" verdict="ONE OWNER">…</LeaseLabWhen>`. */
export const LeaseLabWhen = createComponent({ react: React, tagName: 'lease-lab-when', elementClass: LeaseLabWhenElement });

const LabValueBase = createComponent({ react: React, tagName: 'lease-lab-value', elementClass: LeaseLabValueElement });

/**
 * Props of {@link LeaseLabValue}. React keeps `key` for itself and never passes it on, so the element's `key`
 * property (the dotted path into the run) is the `valueKey` prop.
 */
export type LeaseLabValueProps = Omit<React.ComponentProps<typeof LabValueBase>, 'key'> & {
  /** The element's `key` property: a dotted path into the lab's run, e.g. `takeoverAt` or `input.ttl`. */
  valueKey?: string;
};

/** `<lease-lab-value>` as a React component: `<LeaseLabValue for="swarm" valueKey="takeoverAt">4 s</LeaseLabValue>`. */
export const LeaseLabValue = React.forwardRef<LeaseLabValueElement, LeaseLabValueProps>(function LeaseLabValue({ valueKey, ...props }, ref) {
  const element = React.useRef<LeaseLabValueElement | null>(null);
  const attach = React.useCallback(
    (node: LeaseLabValueElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // A layout effect, like @lit/react's own: the key is in place before the element's first update.
  React.useLayoutEffect(() => {
    if (element.current && valueKey !== undefined) element.current.key = valueKey;
  }, [valueKey]);
  return React.createElement(LabValueBase, { ...props, ref: attach });
});
