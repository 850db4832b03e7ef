// Many labs on one page: each first render is a task of its own, labs on screen go first, labs far below wait
// for an idle moment (or for the reader to scroll to them), and results are still readable before any render.
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { settled } from '../helpers.js';

type Lab = LeaseFencingLab | SwarmLeaseLab;
type IdleCallback = () => void;

describe('first render on a page with many labs', () => {
  let page: HTMLElement;
  let idle: IdleCallback[];
  let realIdle: typeof window.requestIdleCallback;

  beforeEach(() => {
    idle = [];
    realIdle = window.requestIdleCallback;
    // The test decides when the page is idle.
    window.requestIdleCallback = ((cb: IdleCallback) => idle.push(cb)) as unknown as typeof window.requestIdleCallback;
    page = document.createElement('div');
    document.body.append(page);
  });

  afterEach(async () => {
    // Let every lab of this test finish, so none of them asks the next test's idle stub.
    window.requestIdleCallback = realIdle;
    idle.splice(0).forEach((callback) => callback());
    await Promise.all([...page.children].map((l) => settled(l as Lab)));
    await frames(2);
    page.remove();
    window.scrollTo(0, 0);
  });

  /** Twenty labs: two at the top, eighteen each a long way below the one before. */
  function twentyLabs(): Lab[] {
    const labs: Lab[] = [];
    for (let i = 0; i < 20; i++) {
      const lab = document.createElement(i % 2 ? 'swarm-lease-lab' : 'lease-fencing-lab') as Lab;
      if (i >= 2) lab.style.marginTop = '4000px';
      labs.push(lab);
    }
    page.append(...labs);
    return labs;
  }

  const nextTask = () => new Promise((r) => setTimeout(r));
  const frames = (n: number) => new Promise<void>((r) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : r());
    step(n);
  });

  it('renders no lab in the task that added them, yet every run is readable at once', async () => {
    const labs = twentyLabs();
    await Promise.resolve();
    expect(labs.filter((l) => l.hasUpdated)).to.have.length(0);
    expect(labs[0].run.verdict).to.equal('contained');
    expect(labs[1].run.verdict).to.equal('DUPLICATE EFFECT');
  });

  it('renders the labs on screen first and the far ones only when the page is idle', async () => {
    const labs = twentyLabs();
    await settled(labs[0]);
    await settled(labs[1]);
    await frames(3);
    const far = labs.slice(2);
    expect(far.filter((l) => l.hasUpdated), 'far labs rendered before the page was idle').to.have.length(0);
    // One far lab per idle moment, and a drawn frame between two of them.
    for (let rendered = 1; rendered <= far.length; rendered++) {
      expect(idle.length, `idle requests before far lab ${rendered}`).to.equal(1);
      idle.splice(0).forEach((callback) => callback());
      await nextTask();
      await Promise.all(far.map((l) => (l.hasUpdated ? settled(l) : null)));
      expect(far.filter((l) => l.hasUpdated)).to.have.length(rendered);
      await frames(1);
      await nextTask();
    }
    expect(labs.every((l) => l.shadowRoot?.querySelector('.verdict'))).to.equal(true);
  });

  it('renders a far lab as soon as the reader scrolls to it, without waiting for idle time', async () => {
    const labs = twentyLabs();
    await settled(labs[0]);
    await frames(2);
    const far = labs[13];
    expect(far.hasUpdated).to.equal(false);
    far.scrollIntoView();
    await settled(far);
    expect(far.shadowRoot?.querySelector('.verdict')?.textContent).to.contain('DUPLICATE EFFECT');
    expect(labs[19].hasUpdated, 'labs still far away keep waiting').to.equal(false);
  });

  it('lays out one lab per frame, even the ones on screen', async () => {
    let frame = 0;
    let counting = true;
    const count = () => {
      frame++;
      if (counting) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const labs = twentyLabs().slice(0, 2);
    const seen: number[] = [];
    for (const lab of labs) lab.addEventListener('lab-result', () => seen.push(frame), { once: true });
    await Promise.all(labs.map((l) => settled(l)));
    counting = false;
    expect(seen).to.have.length(2);
    expect(seen[1], 'the second lab renders after a frame has been drawn').to.be.greaterThan(seen[0]);
  });
});
