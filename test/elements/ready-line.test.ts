import { expect, fixture, html } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, settled } from '../helpers.js';
import { keepUnits } from '../../src/parts/format.js';
import { LEASE_PRESETS } from '../../src/lease-fencing/presets.js';
import { SWARM_PRESETS } from '../../src/swarm-lease/presets.js';

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
      const panel = $(el, '[part=controls]');
      // Compared by part name, not as elements: a failed comparison of two elements is slow to print.
      expect(panel.firstElementChild?.getAttribute('part'), 'the experiments come first').to.equal('presets');
      expect(panel.firstElementChild?.nextElementSibling?.getAttribute('part'), 'then the ready line').to.equal('pending');
      expect(line.getAttribute('part')).to.equal('pending');
      const ready = $(el, '.ready');
      const opening = (tag === 'lease-fencing-lab' ? LEASE_PRESETS : SWARM_PRESETS)[0];
      expect(ready.textContent).to.equal(keepUnits(opening.lesson));
      expect(getComputedStyle(ready).visibility).to.equal('visible');
      expect(line.scrollWidth).to.be.at.most(line.clientWidth);
      expect(ready.getBoundingClientRect().right).to.be.at.most(line.getBoundingClientRect().right + 0.5);
      expect(line.getBoundingClientRect().height).to.be.at.least(ready.getBoundingClientRect().height);
    });
  });
}

describe('ready line of a lab without inputs', () => {
  const cases: Array<[string, Record<string, string>, string | null]> = [
    ['swarm-lease-lab', { 'no-controls': '', compact: '' }, 'Play the run, or move the slider.'],
    ['swarm-lease-lab', { 'no-controls': '' }, 'Play the run, or move the slider.'],
    ['lease-fencing-lab', { 'no-controls': '' }, 'Export a worksheet below.'],
    ['lease-fencing-lab', { 'no-controls': '', compact: '' }, null],
  ];
  for (const [tag, attrs, hint] of cases) {
    it(`<${tag} ${Object.keys(attrs).join(' ')}>: ${hint ?? 'no line, nothing to operate'}`, async () => {
      const el = await labIn(tag, 600, attrs);
      const lines = el.shadowRoot?.querySelectorAll('.ready-line') ?? [];
      expect(lines.length).to.equal(hint === null ? 0 : 1);
      if (hint === null) {
        expect(el.shadowRoot?.querySelector('.playback, details[data-section], .export-body')).to.equal(null);
        return;
      }
      expect(getComputedStyle($(el, '.pending')).visibility).to.equal('hidden');
      expect(getComputedStyle($(el, '.ready')).visibility).to.equal('visible');
      expect($(el, '.ready').textContent).to.equal(hint);
    });
  }
});
