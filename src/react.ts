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

/** The latest `lab-result` of each lab, heard as it happens, for a component that hydrates after it (below). */
const results = new WeakMap<Element, CustomEvent>();
if (typeof document !== 'undefined') document.addEventListener('lab-result', (e) => results.set(e.target as Element, e as CustomEvent), true);
/** Labs whose missed first result a component has handed to its `onLabResult`. */
const handedOver = new WeakSet<Element>();

/**
 * A ref the wrapper keeps for itself, to set properties on its element, that still passes the element on to the
 * caller's own `ref` (a function or an object).
 */
function useOwnRef<T>(ref: React.ForwardedRef<T>): [React.MutableRefObject<T | null>, (node: T | null) => void] {
  const element = React.useRef<T | null>(null);
  const attach = React.useCallback(
    (node: T | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return [element, attach];
}

/** What a lab's wrapper needs of its element class: Lit's property declarations, with their attributes. */
interface LabClass {
  readonly observedAttributes: string[];
  readonly elementProperties: Map<PropertyKey, { attribute?: string | boolean; converter?: unknown }>;
}

/**
 * The attributes that say `props` in server-rendered HTML. @lit/react sets a lab's props as properties, which
 * only exist in the browser, so without them the server's `<swarm-lease-lab>` is bare and a lab upgraded
 * before React hydrates it would compute (and announce) a run of the default inputs first.
 */
function serverAttributes(elementClass: LabClass, props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    const options = elementClass.elementProperties.get(name);
    if (!options || options.attribute === false || value === undefined || value === null) continue;
    const attribute = typeof options.attribute === 'string' ? options.attribute : name.toLowerCase();
    const convert = (options.converter as { toAttribute?: (v: unknown) => unknown } | undefined)?.toAttribute;
    const text = convert ? convert(value) : typeof value === 'boolean' ? (value ? '' : null) : value;
    if (typeof text === 'string' || typeof text === 'number') attributes[attribute] = String(text);
  }
  return attributes;
}

/** Whether @lit-labs/ssr-react renders Lit elements on this server; it then gets @lit/react's own props. */
const litSsrReact = () => React.createElement.name === 'litPatchedCreateElement' || (globalThis as { litSsrReactEnabled?: boolean }).litSsrReactEnabled === true;

/**
 * A lab's component. In the browser its inputs are set as properties only when a prop changed, so a reader's
 * own edits (a control, a preset) survive the re-renders they cause — @lit/react sets every prop again on
 * each render, which put the prop's value back — and `onLabResult` also hears a first `lab-result` the lab
 * fired before React hydrated it (it gets that same event). On the server: the tag with its inputs as attributes.
 */
function labComponent<C extends React.ForwardRefExoticComponent<any>>(Base: C, tagName: string, elementClass: LabClass): C {
  const Lab = React.forwardRef<HTMLElement, Record<string, unknown>>(function Lab(props, ref) {
    void elementClass.observedAttributes; // finalizes the class: its property declarations are complete
    const isInput = (name: string) => elementClass.elementProperties.has(name);
    if (typeof document === 'undefined' && !litSsrReact()) {
      // The tag with its React props (id, class, style, children) and the inputs as attributes; no listeners here.
      const rest: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(props)) {
        if (name === 'className') rest.class = value;
        else if (!/^on[A-Z]/.test(name) && !isInput(name)) rest[name] = value;
      }
      return React.createElement(tagName, { ...rest, ...serverAttributes(elementClass, props) });
    }
    const [element, attach] = useOwnRef<HTMLElement>(ref);
    const inputs = Object.entries(props).filter(([name]) => isInput(name));
    const given = React.useRef(new Map<string, unknown>());
    React.useLayoutEffect(() => {
      const node = element.current as unknown as Record<string, unknown> | null;
      if (!node) return;
      const now = new Map(inputs);
      for (const [name, value] of now) if (!given.current.has(name) || !Object.is(given.current.get(name), value)) node[name] = value;
      for (const name of given.current.keys()) if (!now.has(name)) node[name] = undefined;
      given.current = now;
    });
    const onLabResult = props.onLabResult as ((event: CustomEvent) => void) | undefined;
    // After @lit/react's own layout effect (a child's runs first) has added the listener: a result the lab
    // fired before then (it was upgraded and drawn before React hydrated it) was missed, so it is handed over.
    React.useLayoutEffect(() => {
      const node = element.current;
      const missed = node && !handedOver.has(node) && results.get(node);
      if (!missed) return;
      handedOver.add(node); // once: effects that run again (Strict Mode, a re-shown subtree) hand nothing twice
      onLabResult?.(missed);
    }, []);
    const rest = Object.fromEntries(Object.entries(props).filter(([name]) => !isInput(name)));
    return React.createElement(Base, { ...rest, ref: attach });
  });
  return Lab as unknown as C;
}

/** `<lease-fencing-lab>` as a React component: `<LeaseFencingLab enforcement="watermark" onLabResult={…} />`. */
export const LeaseFencingLab = labComponent(
  createComponent({
    react: React,
    tagName: 'lease-fencing-lab',
    elementClass: LeaseFencingLabElement,
    events: { ...labEvents, onLabResult: 'lab-result' as EventName<CustomEvent<LeaseFencingResultDetail>> },
  }),
  'lease-fencing-lab',
  LeaseFencingLabElement as unknown as LabClass,
);

/** `<swarm-lease-lab>` as a React component, with `onLabTime` for its playback: `<SwarmLeaseLab ttl={6} />`. */
export const SwarmLeaseLab = labComponent(
  createComponent({
    react: React,
    tagName: 'swarm-lease-lab',
    elementClass: SwarmLeaseLabElement,
    events: {
      ...labEvents,
      onLabResult: 'lab-result' as EventName<CustomEvent<SwarmLeaseResultDetail>>,
      onLabTime: 'lab-time' as EventName<CustomEvent<LabTimeDetail>>,
    },
  }),
  'swarm-lease-lab',
  SwarmLeaseLabElement as unknown as LabClass,
);

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
  const [element, attach] = useOwnRef<LeaseLabValueElement>(ref);
  // A layout effect, like @lit/react's own: the key is in place before the element's first update.
  React.useLayoutEffect(() => {
    if (element.current && valueKey !== undefined) element.current.key = valueKey;
  }, [valueKey]);
  return React.createElement(LabValueBase, { ...props, ref: attach });
});
