// React 19: both labs as plain JSX elements — properties set from props, lab-result heard through an
// `on…` prop, no wrapper component needed.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../dist/index.js';
import type {} from '../../dist/react.js';

function Labs() {
  const [verdict, setVerdict] = useState('waiting for lab-result');
  return (
    <main>
      <swarm-lease-lab ttl={6} noControls onlab-result={(event) => setVerdict(event.detail.run.verdict)} />
      <p id="react-verdict">{verdict}</p>
      <lease-fencing-lab enforcement="watermark" pauseFor={10} replacementWork={15} />
    </main>
  );
}

/** Mounts the example into `container` (used by the browser test and by examples/react/index.html). */
export function mount(container: HTMLElement) {
  const root = createRoot(container);
  root.render(<Labs />);
  return root;
}
