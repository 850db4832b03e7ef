// The React 19 and Vue 3 examples, bundled by scripts/build-examples.mjs, mounted in Chromium: properties
// from the framework reach the labs, and lab-result reaches the framework's state.
import { expect } from '@open-wc/testing';
import type { LeaseFencingLab, SwarmLeaseLab } from '../../src/index.js';
import { until } from '../helpers.js';

type Mount = (container: HTMLElement) => unknown;

async function mounted(path: string): Promise<HTMLElement> {
  const { mount } = (await import(path)) as { mount: Mount };
  const container = document.createElement('div');
  document.body.append(container);
  mount(container);
  return container;
}


for (const [name, path, verdictId] of [
  ['React 19', '../../.tmp/examples/react.js', 'react-verdict'],
  ['Vue 3', '../../.tmp/examples/vue.js', 'vue-verdict'],
] as const) {
  describe(`${name} example`, () => {
    it('passes properties to both labs and hears lab-result', async () => {
      const container = await mounted(path);
      await until(() => container.querySelector(`#${verdictId}`)?.textContent === 'ONE OWNER');
      const swarm = container.querySelector('swarm-lease-lab') as SwarmLeaseLab;
      expect(swarm.ttl).to.equal(6);
      expect(swarm.noControls).to.equal(true);
      expect(swarm.run.verdict).to.equal('ONE OWNER');
      const lease = container.querySelector('lease-fencing-lab') as LeaseFencingLab;
      await until(() => lease.run?.verdict === 'duplicate');
      expect([lease.pauseFor, lease.replacementWork, lease.enforcement]).to.deep.equal([10, 15, 'watermark']);
      container.remove();
    });
  });
}
