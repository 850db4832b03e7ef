// Type-checked by `tsc -p tsconfig.test.json` (part of `npm test`): the labs' events heard on the document,
// the window and a container element are typed without casts. It fails to compile if those maps are lost.
import '../../src/index.js';
import type { SwarmVerdict, LeaseVerdict } from '../../src/sim/index.js';

export function listen(container: HTMLElement): void {
  document.addEventListener('lab-result', (e) => {
    const verdict: LeaseVerdict | SwarmVerdict = e.detail.run.verdict;
    const target = e.target as Element | null;
    console.log(target?.localName, verdict);
  });
  window.addEventListener('lab-change', (e) => console.log(e.detail.attribute, e.detail.value));
  container.addEventListener('lab-time', (e) => console.log(e.detail.time.toFixed(1), e.detail.playing));
  container.addEventListener('lab-export', (e) => console.log(e.detail.filename.length));
  document.querySelector('swarm-lease-lab')?.addEventListener('lab-result', (e) => console.log(e.detail.run.verdict));
}
