/**
 * The provider half of the community context protocol, as each lab uses it: answers `context-request`
 * events for its context (once, or subscribed, with a disposer), pushes every new value to subscribers, and
 * announces itself with `context-provider` on connect so consumers already served by a provider further up
 * move to this nearer one — the same events and callbacks as `@lit/context`'s `ContextProvider`, so its
 * consumers (`@consume`, `ContextConsumer`) work unchanged. Written here because the labs need only this
 * much of it (the library's controller and value notifier cost about 0.4 KB more gzipped in the bundle).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** A consumer's callback: the value, and a disposer for subscriptions. */
type Callback = (value: unknown, unsubscribe?: () => void) => void;

/** The fields of the protocol's `context-request` and `context-provider` events that a provider reads. */
interface ContextEvent extends Event {
  context: unknown;
  contextTarget?: Element;
  callback: Callback;
  subscribe?: boolean;
}

/** An event of the protocol, with its fields set on it, as `@lit/context`'s own event classes do. */
const protocolEvent = (type: string, fields: object) => Object.assign(new Event(type, { bubbles: true, composed: true }), fields);

/** Publishes one context value from a lab to the consumers inside it (light DOM included). */
export class ContextPublisher<T> implements ReactiveController {
  /** The current value; consumers asking once get this. */
  value?: T;
  /** Subscribed callbacks, each with its disposer and the element that asked. */
  #subscriptions = new Map<Callback, [dispose: () => void, consumer: Element]>();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly context: unknown,
  ) {
    host.addEventListener('context-request', (event) => {
      const e = event as ContextEvent;
      const consumer = this.#asker(e);
      if (!consumer) return;
      if (!e.subscribe) return e.callback(this.value);
      if (!this.#subscriptions.has(e.callback)) this.#subscriptions.set(e.callback, [() => this.#subscriptions.delete(e.callback), consumer]);
      e.callback(this.value, this.#subscriptions.get(e.callback)?.[0]);
    });
    // A provider of the same context connected below this one: each subscriber (once: they are map keys)
    // asks again, and the nearest provider answers.
    host.addEventListener('context-provider', (event) => {
      if (!this.#asker(event as ContextEvent)) return;
      for (const [callback, [, consumer]] of this.#subscriptions) {
        consumer.dispatchEvent(protocolEvent('context-request', { context, contextTarget: consumer, callback, subscribe: true }));
      }
    });
    host.addController(this);
  }

  /** The element behind an event for this context, having stopped it; none for another context or our own. */
  #asker(e: ContextEvent): Element | undefined {
    if (e.context !== this.context) return undefined;
    const asker = e.contextTarget ?? (e.composedPath()[0] as Element);
    if (asker === this.host) return undefined;
    e.stopPropagation();
    return asker;
  }

  hostConnected(): void {
    this.host.dispatchEvent(protocolEvent('context-provider', { context: this.context, contextTarget: this.host }));
  }

  /** Sets the value and, when it changed, hands it to every subscriber. */
  setValue(value: T): void {
    if (Object.is(value, this.value)) return;
    this.value = value;
    for (const [callback, [dispose]] of this.#subscriptions) callback(value, dispose);
  }
}
