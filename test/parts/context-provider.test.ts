// ContextPublisher (the labs' context provider) against @lit/context's own consumer: the protocol a page's
// components rely on — one-off and subscribed requests, updates, disposal, and moving to a nearer provider.
import { ContextConsumer, createContext } from '@lit/context';
import { expect } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import { ContextPublisher } from '../../src/parts/context-provider.js';

const ctx = createContext<string>(Symbol('test-context'));
const other = createContext<string>(Symbol('other-context'));

/** A bare controller host; controllers are started by hand, as a connected element would start them. */
function host(parent: Element = document.body): ReactiveControllerHost & HTMLElement & { controllers: Array<{ hostConnected?(): void }> } {
  const controllers: { hostConnected?(): void }[] = [];
  const el = Object.assign(document.createElement('div'), {
    controllers,
    addController(c: { hostConnected?(): void }) {
      controllers.push(c);
    },
    removeController() {},
    requestUpdate() {},
    updateComplete: Promise.resolve(true),
  });
  parent.append(el);
  return el;
}

type Host = ReturnType<typeof host>;
const connect = (el: Host) => el.controllers.forEach((c) => c.hostConnected?.());
/** A consumer on a new host inside `parent`, connected. */
function consumer(parent: Element, options: { context: typeof ctx; subscribe?: boolean }) {
  const el = host(parent);
  const c = new ContextConsumer(el, options);
  connect(el);
  return c;
}

describe('ContextPublisher', () => {
  afterEach(() => document.body.replaceChildren());

  it('answers a one-off request with the current value and a subscription with every later one', () => {
    const outer = host();
    const publisher = new ContextPublisher<string>(outer, ctx);
    publisher.setValue('first');
    const once = consumer(outer, { context: ctx });
    const live = consumer(outer, { context: ctx, subscribe: true });
    expect([once.value, live.value]).to.deep.equal(['first', 'first']);
    publisher.setValue('second');
    expect([once.value, live.value]).to.deep.equal(['first', 'second']);
    live.hostDisconnected();
    publisher.setValue('third');
    expect(live.value).to.equal('second');
  });

  it('ignores other contexts (they keep bubbling) and its own host', () => {
    const top = host();
    new ContextPublisher<string>(top, other).setValue('from the top');
    const outer = host(top);
    new ContextPublisher<string>(outer, ctx).setValue('mine');
    expect(consumer(outer, { context: other }).value).to.equal('from the top');
    const self = new ContextConsumer(outer, { context: ctx });
    connect(outer);
    expect(self.value).to.equal(undefined);
  });

  it('hands its subscribers to a nearer provider that connects later', () => {
    const outer = host();
    const far = new ContextPublisher<string>(outer, ctx);
    far.setValue('far');
    const middle = host(outer);
    const follower = consumer(middle, { context: ctx, subscribe: true });
    expect(follower.value).to.equal('far');
    const near = new ContextPublisher<string>(middle, ctx);
    near.setValue('near');
    connect(middle);
    expect(follower.value).to.equal('near');
    far.setValue('far again');
    expect(follower.value).to.equal('near');
  });
});
