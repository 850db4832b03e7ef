// Steps keep the reader in place (issue 25, item 2): on the built docs demo at 1280 × 800 and 375 × 812, every
// step pressed in order leaves the step in view, moves the page by at most one window, and either shows its
// lab's verdict and timeline beside it or says the lab's verdict sentence on its own line.
import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { until } from './page-helpers.js';

type Lab = LitElement & { headline: string };
type Step = LitElement & { for: string };

/** The built demo in a frame of the given size, once both labs have drawn. */
async function demoAt(width: number, height: number): Promise<Window & typeof globalThis> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = '/dist/demo/index.html';
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  await until(() => win.customElements.get('lease-lab-step') !== undefined && win.document.querySelectorAll('lease-lab-step').length > 0, 'the steps');
  return win;
}

/** Resolves once the frame's scroll position has stayed put for a few frames (a smooth scroll has ended). */
async function scrollSettled(win: Window): Promise<void> {
  let last = -1;
  let still = 0;
  while (still < 4) {
    await new Promise((r) => win.requestAnimationFrame(r));
    still = win.scrollY === last ? still + 1 : 0;
    last = win.scrollY;
  }
}

const inView = (r: DOMRect, win: Window) => r.top >= -1 && r.bottom <= win.innerHeight + 1;

for (const [width, height] of [[1280, 800], [375, 812]] as const) {
  describe(`demo steps at ${width} × ${height}`, function () {
    this.timeout(120000);
    it('keep the step in view, move at most one window, and show or say the verdict', async () => {
      const win = await demoAt(width, height);
      const steps = [...win.document.querySelectorAll('lease-lab-step')] as Step[];
      expect(steps.length).to.be.above(10);
      const problems: string[] = [];
      for (const step of steps) {
        const lab = win.document.getElementById(step.getAttribute('for') ?? '') as Lab | null;
        if (!lab) continue;
        step.scrollIntoView({ block: 'center' });
        await scrollSettled(win);
        const before = win.scrollY;
        const button = step.shadowRoot!.querySelector('button') as HTMLButtonElement;
        button.focus();
        button.click();
        await lab.updateComplete;
        await step.updateComplete;
        await scrollSettled(win);
        const name = (step.textContent ?? '').trim().slice(0, 50);
        const moved = Math.abs(win.scrollY - before);
        if (moved > win.innerHeight) problems.push(`${name}: moved ${moved} px`);
        if (!inView(step.getBoundingClientRect(), win)) problems.push(`${name}: the step left the window`);
        const verdict = lab.shadowRoot!.querySelector('[part~=verdict]')!.getBoundingClientRect();
        const timeline = lab.shadowRoot!.querySelector('[part~=timeline]')!.getBoundingClientRect();
        const seen = inView(verdict, win) && inView(timeline, win);
        const words = step.shadowRoot!.querySelector('[part=result-words]')?.textContent ?? '';
        if (!seen && words !== lab.headline) problems.push(`${name}: neither the figure in view nor its verdict in words ("${words}")`);
        if (step.shadowRoot!.activeElement !== button) problems.push(`${name}: focus left the step`);
      }
      expect(problems).to.deep.equal([]);
    });
  });
}
