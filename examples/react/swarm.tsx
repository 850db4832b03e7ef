import { useState } from 'react';
import { LeaseLabValue, SwarmLeaseLab } from 'lease-labs/react';

export function Swarm({ ttl = 6 }: { ttl?: number }) {
  const [verdict, setVerdict] = useState('waiting for lab-result');
  return (
    <section>
      <SwarmLeaseLab id="swarm" ttl={ttl} noControls onLabResult={(e) => setVerdict(e.detail.run.verdict)} />
      <p id="react-verdict">{verdict}</p>
      {/* React keeps `key` for itself: a live value's key is the `valueKey` prop. */}
      <p>Lease length: <LeaseLabValue for="swarm" valueKey="input.ttl">6 s</LeaseLabValue></p>
    </section>
  );
}
