import { expect, fixture, html } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, settled } from '../helpers.js';

/** A lab in a box `width` px wide, drawn. */
async function labIn(tag: string, width: number, attrs: Record<string, string> = {}): Promise<SwarmLeaseLab> {
  const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
  const el = document.createElement(tag) as SwarmLeaseLab;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  box.append(el);
  await settled(el);
  return el;
}

for (const tag of ['swarm-lease-lab', 'lease-fencing-lab']) {
  describe(`<${tag}> ready line`, () => {
    it('wraps in a 320 px lab instead of cutting its text off', async () => {
      const el = await labIn(tag, 320);
      const line = $(el, '.ready-line');
      const ready = $(el, '.ready');
      expect(ready.textContent).to.equal('Change any input: the lab reruns at once.');
      expect(getComputedStyle(ready).visibility).to.equal('visible');
      expect(line.scrollWidth).to.be.at.most(line.clientWidth);
      expect(ready.getBoundingClientRect().right).to.be.at.most(line.getBoundingClientRect().right + 0.5);
      expect(line.getBoundingClientRect().height).to.be.at.least(ready.getBoundingClientRect().height);
    });
  });
}
