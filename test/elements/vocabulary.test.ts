// One vocabulary (issue 25, item 3): every reader-facing string — each lab with every section open, its live
// region, its worksheet in Markdown and CSV, and the companions' steps, values and map — names outcomes and
// inputs in words, never by the engine's identifiers, across each verdict the labs can reach.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/narrative.js';
import '../../src/safety-map.js';
import type { LitElement } from 'lit';
import { openSections, settled, shadowText } from '../helpers.js';

/** Engine identifiers a reader must never see: verdict values and the inputs' and run's property names. */
const IDENTIFIERS = /\bno-takeover\b|DUPLICATE EFFECT|ONE OWNER|ONE EFFECT|\b(pauseAt|pauseFor|replacementWork|shutdownAt|shutdownGrace|stallAt|stallFor|bArrivesAt|idempotencyKey|takeoverAt|finishedAt|droppedAt)\b/;

type Lab = LitElement & { worksheet(o: { format: string }): string; applyInput(c: Record<string, unknown>): void };

/** The inputs that reach each verdict of each lab. */
const CASES: Array<[tag: string, changes: Record<string, unknown>]> = [
  ['lease-fencing-lab', {}],
  ['lease-fencing-lab', { enforcement: 'none' }],
  ['lease-fencing-lab', { lease: 30 }],
  ['lease-fencing-lab', { shutdownAt: 2, shutdownGrace: 5 }],
  ['swarm-lease-lab', {}],
  ['swarm-lease-lab', { ttl: 6 }],
  ['swarm-lease-lab', { idempotencyKey: true }],
];

describe('one vocabulary in everything a reader sees', function () {
  this.timeout(60000);
  for (const [tag, changes] of CASES) {
    it(`<${tag}> ${JSON.stringify(changes)}: no engine identifier in its text, live region or worksheet`, async () => {
      const box = await fixture<HTMLDivElement>(html`<div></div>`);
      box.innerHTML = `<${tag} id="lab"></${tag}>
        <p><lease-lab-value for="lab" key="verdict"></lease-lab-value></p>
        <lease-lab-step for="lab" expect="${tag === 'swarm-lease-lab' ? 'one owner' : 'contained'}">Check</lease-lab-step>
        <lease-safety-map for="lab" steps="6"></lease-safety-map>`;
      const lab = box.querySelector(tag) as Lab;
      await settled(lab);
      lab.applyInput(changes);
      await settled(lab);
      await openSections(lab);
      const step = box.querySelector('lease-lab-step') as LitElement;
      (step.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
      const map = box.querySelector('lease-safety-map') as LitElement;
      await settled(step);
      await settled(map);
      map.shadowRoot!.querySelector('details')?.setAttribute('open', '');
      await settled(map);
      const texts: Record<string, string> = {
        lab: shadowText(lab),
        headline: (lab as unknown as { headline: string }).headline,
        value: shadowText(box.querySelector('lease-lab-value') as Element),
        step: shadowText(step),
        map: shadowText(map),
        markdown: lab.worksheet({ format: 'markdown' }),
        csv: lab.worksheet({ format: 'csv' }),
      };
      for (const [where, text] of Object.entries(texts)) {
        expect(text.length, `${where} has text`).to.be.above(0);
        expect(IDENTIFIERS.exec(text)?.[0] ?? null, `an engine identifier in the ${where}`).to.equal(null);
      }
    });
  }
});
