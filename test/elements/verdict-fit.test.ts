// The verdict is the figure's first line: on a 320 px phone, in every language the labs speak, each verdict's label and
// sentences stay inside its box. A label kept on one line (so "Finished under its lease." reads as one name)
// still wraps where the box is narrower than the label.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, settled } from '../helpers.js';

type Lab = LeaseFencingLab | SwarmLeaseLab;

/** Inputs that between them give every verdict of both labs (the presets, plus a lease lab that finishes alone). */
const CASES: Array<[string, Record<string, string | number | boolean>]> = [
  ['lease-fencing-lab', {}],
  ['lease-fencing-lab', { pauseFor: 0 }],
  ['lease-fencing-lab', { enforcement: 'watermark', pauseFor: 10, replacementWork: 15 }],
  ['lease-fencing-lab', { enforcement: 'none' }],
  ['lease-fencing-lab', { shutdownAt: 2, shutdownGrace: 5 }],
  ['swarm-lease-lab', {}],
  ['swarm-lease-lab', { ttl: 6 }],
  ['swarm-lease-lab', { mechanism: 'fencing' }],
  ['swarm-lease-lab', { mechanism: 'fencing', stallFor: 0, renew: false }],
  ['swarm-lease-lab', { idempotencyKey: true }],
];

/** The pieces of the verdict that stick out of its box on the right, with how far. */
function overflowing(el: Lab): string[] {
  const verdict = $(el, '[part~="verdict"]');
  const edge = verdict.getBoundingClientRect().right;
  const out: string[] = [];
  for (const piece of verdict.querySelectorAll('*')) {
    const right = piece.getBoundingClientRect().right;
    if (right > edge + 0.5) out.push(`${piece.className || piece.localName} by ${Math.round(right - edge)} px ('${piece.textContent?.trim().slice(0, 40)}')`);
  }
  return out;
}

describe('the verdict on a 320 px phone (a 288 px lab between 16 px margins)', function () {
  this.timeout(60000);
  for (const lang of ['en', 'de', 'ja']) {
    it(`stays inside its box for every verdict (${lang})`, async () => {
      const seen = new Set<string>();
      const problems: string[] = [];
      for (const [tag, changes] of CASES) {
        const box = await fixture<HTMLDivElement>(html`<div style="width:288px" lang=${lang}></div>`);
        const el = document.createElement(tag) as Lab;
        box.append(el);
        await settled(el);
        el.applyInput(changes);
        await settled(el);
        seen.add(el.run.verdict);
        problems.push(...overflowing(el).map((p) => `${tag} ${JSON.stringify(changes)}: ${p}`));
      }
      expect(seen.size, 'distinct verdicts shown').to.be.at.least(6);
      expect(problems).to.deep.equal([]);
    });
  }
});
