// React 19 with lease-labs/react: importing the components defines the elements; props are set as element
// properties, `onLabResult` hears each run, and a live value's `key` is the `valueKey` prop (swarm.tsx, which
// the README quotes). The same tree is rendered on the client (`mount`) or server-rendered and hydrated
// (`serverHtml` and `hydrate`), as Docusaurus does.
import { createRoot, hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LeaseFencingLab } from 'lease-labs/react';
import { Swarm } from './swarm.js';

/** The example's props: the swarm lab's lease length, so a test can render it with another. */
export interface LabsProps {
  ttl?: number;
}

export function Labs({ ttl }: LabsProps) {
  return (
    <main>
      <Swarm ttl={ttl} />
      <LeaseFencingLab enforcement="watermark" pauseFor={10} replacementWork={15} />
    </main>
  );
}

/** Mounts the example into `container` (used by the browser test). */
export function mount(container: HTMLElement, props: LabsProps = {}) {
  const root = createRoot(container);
  const render = (next: LabsProps) => root.render(<Labs {...next} />);
  render(props);
  return { root, render };
}

/** The example's server-rendered HTML, as a static-site generator writes it into the page. */
export function serverHtml(props: LabsProps = {}): string {
  return renderToString(<Labs {...props} />);
}

/** Hydrates `container`, which holds `serverHtml(props)`. */
export function hydrate(container: HTMLElement, props: LabsProps = {}, options?: HydrationOptions) {
  return hydrateRoot(container, <Labs {...props} />, options);
}
