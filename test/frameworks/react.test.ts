// lease-labs/react's components in the React 19 example (bundled, and server-rendered in Node, by
// scripts/build-examples.mjs): props reach the elements as properties, `onLabResult` hears the first result and
// `valueKey` is the live value's `key`, both in a client render and after hydrating server-rendered HTML.
import { expect } from '@open-wc/testing';
import type { LeaseLabValue, SwarmLeaseLab, SwarmLeaseResultDetail } from '../../src/index.js';
import { plain, shadowText, until } from '../helpers.js';

/** What examples/react/app.tsx exports (this config does not compile TSX, so it is restated here). */
interface LabsProps {
  ttl?: number;
}
interface Root {
  unmount(): void;
}
interface Example {
  mount(container: HTMLElement, props: LabsProps): { root: Root; render(props: LabsProps): void };
  hydrate(container: HTMLElement, props: LabsProps, options: { onRecoverableError: (error: unknown) => void }): Root;
}

const example = () => import('../../.tmp/examples/react.js' as string) as Promise<Example>;

/** The live value's own text, as the reader sees it. */
const verdictText = (container: HTMLElement) => container.querySelector('#react-verdict')?.textContent;
const valueText = (container: HTMLElement) => plain(shadowText(container.querySelector('lease-lab-value') as Element));

/** Each test's React root and container, removed after it even when it fails (a second `id="swarm"` would stay). */
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A container in the page, and every `lab-result` of the swarm lab in it, heard before React is involved. */
function page(): { container: HTMLElement; fired: SwarmLeaseResultDetail[] } {
  const container = document.createElement('div');
  cleanups.push(() => container.remove());
  const fired: SwarmLeaseResultDetail[] = [];
  container.addEventListener('lab-result', (e) => {
    if ((e.target as Element).localName === 'swarm-lease-lab') fired.push((e as CustomEvent<SwarmLeaseResultDetail>).detail);
  });
  document.body.append(container);
  return { container, fired };
}

describe('lease-labs/react components', () => {
  it('set props as properties, hear the first lab-result and pass valueKey as the value key', async () => {
    const { mount } = await example();
    const { container, fired } = page();
    const { root, render } = mount(container, { ttl: 6 });
    cleanups.unshift(() => root.unmount());
    // The lab fires one result here (checked below): the verdict shows only if onLabResult heard the first.
    await until(() => verdictText(container) === 'ONE OWNER');
    const swarm = container.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    expect([swarm.ttl, swarm.noControls]).to.deep.equal([6, true]);
    expect(fired.map((d) => d.input.ttl)).to.deep.equal([6]);
    expect((container.querySelector('lease-lab-value') as LeaseLabValue).key).to.equal('input.ttl');
    await until(() => valueText(container) === '6 s');
    render({ ttl: 4 });
    await until(() => verdictText(container) === 'DUPLICATE EFFECT');
    expect([swarm.ttl, fired.map((d) => d.run.verdict)]).to.deep.equal([4, ['ONE OWNER', 'DUPLICATE EFFECT']]);
    await until(() => valueText(container) === '4 s');
  });

  it('after hydrating server-rendered HTML, props reach the elements and onLabResult hears the first result', async () => {
    const { hydrate } = await example();
    const html = await (await fetch(new URL('../../.tmp/examples/react-server.html', import.meta.url))).text();
    const { container, fired } = page();
    container.innerHTML = html;
    const swarm = container.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    const errors: unknown[] = [];
    const root = hydrate(container, { ttl: 6 }, { onRecoverableError: (e) => errors.push(e) });
    cleanups.unshift(() => root.unmount());
    await until(() => verdictText(container) === 'ONE OWNER');
    expect(container.querySelector('swarm-lease-lab')).to.equal(swarm, 'hydration kept the server-rendered element');
    expect([swarm.ttl, swarm.noControls]).to.deep.equal([6, true]);
    expect(fired.map((d) => d.input.ttl)).to.deep.equal([6]);
    await until(() => valueText(container) === '6 s');
    expect((container.querySelector('lease-lab-value') as LeaseLabValue).key).to.equal('input.ttl');
    expect(errors).to.deep.equal([]);
  });

  it("keeps a reader's own change through the re-render it causes; a changed prop still applies", async () => {
    const { mount } = await example();
    const { container } = page();
    const { root, render } = mount(container, { ttl: 6 });
    cleanups.unshift(() => root.unmount());
    await until(() => verdictText(container) === 'ONE OWNER');
    const swarm = container.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    // What a control does: the lab sets its own property. onLabResult's state change re-renders the component.
    swarm.ttl = 4;
    await until(() => verdictText(container) === 'DUPLICATE EFFECT');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([swarm.ttl, verdictText(container)]).to.deep.equal([4, 'DUPLICATE EFFECT'], 'the re-render did not put ttl back to 6');
    render({ ttl: 8 });
    await until(() => swarm.ttl === 8 && verdictText(container) === 'ONE OWNER');
  });

  it('server-renders props as attributes, and onLabResult hears a first result the lab fired before hydration', async () => {
    const { hydrate } = await example();
    const html = await (await fetch(new URL('../../.tmp/examples/react-server.html', import.meta.url))).text();
    // The server's tags say the labs' inputs, so a lab upgraded before React hydrates it runs those inputs.
    expect(html).to.include('<swarm-lease-lab id="swarm" ttl="6" no-controls="">');
    expect(html).to.include('<lease-fencing-lab enforcement="watermark" pause-for="10" replacement-work="15">');
    const { container, fired } = page();
    container.innerHTML = html;
    // The lab draws and announces its first run before React gets to it (a slow page's hydration).
    await until(() => fired.length === 1);
    expect(fired[0].input.ttl).to.equal(6);
    const errors: unknown[] = [];
    const root = hydrate(container, { ttl: 6 }, { onRecoverableError: (e) => errors.push(e) });
    cleanups.unshift(() => root.unmount());
    await until(() => verdictText(container) === 'ONE OWNER');
    expect(fired.length).to.equal(1, 'hydrating reran nothing: the verdict is the first result, handed to onLabResult');
    expect(errors).to.deep.equal([]);
  });
});
