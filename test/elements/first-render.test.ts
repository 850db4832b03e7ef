// Many labs on one page: each first render is a task of its own, labs on screen go first, labs far below wait
// for an idle moment (or for the reader to scroll to them), and results are still readable before any render.
// A lab drawn from scratch adds its parts one per frame; `updateComplete` and `lab-result` wait for all of them.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { countRenders, openSections, settled } from '../helpers.js';

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
    await Promise.all([...page.querySelectorAll<Lab>('lease-fencing-lab, swarm-lease-lab')].map((l) => settled(l)));
    await frames(2);
    page.remove();
    window.scrollTo(0, 0);
  });

  /** Twenty labs: two side by side at the top, eighteen each a long way below the one before. */
  function twentyLabs(): Lab[] {
    const labs: Lab[] = [];
    for (let i = 0; i < 20; i++) {
      const lab = document.createElement(i % 2 ? 'swarm-lease-lab' : 'lease-fencing-lab') as Lab;
      if (i >= 2) lab.style.marginTop = '4000px';
      labs.push(lab);
    }
    page.append(side(labs.slice(0, 2)), ...labs.slice(2));
    return labs;
  }

  /** Labs in one row, so that all of them start on screen however much room each reserves. */
  function side(labs: Lab[]): HTMLElement {
    const row = document.createElement('div');
    row.style.cssText = `display: grid; grid-template-columns: repeat(${labs.length}, minmax(0, 1fr))`;
    row.append(...labs);
    return row;
  }

  /** Whether a lab has drawn its first part (before that it only holds its room). */
  const started = (lab: Lab) => !!lab.shadowRoot?.querySelector('.header');

  const nextTask = () => new Promise((r) => setTimeout(r));
  const frames = (n: number) => new Promise<void>((r) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : r());
    step(n);
  });

  it('draws no lab in the task that added them, yet every run is readable at once', async () => {
    const labs = twentyLabs();
    await Promise.resolve();
    expect(labs.filter(started)).to.have.length(0);
    expect(labs[0].run.verdict).to.equal('contained');
    expect(labs[1].run.verdict).to.equal('DUPLICATE EFFECT');
  });

  it('renders the labs on screen first and the far ones only when the page is idle', async () => {
    const labs = twentyLabs();
    await settled(labs[0]);
    await settled(labs[1]);
    await frames(3);
    const far = labs.slice(2);
    expect(far.filter(started), 'far labs drawn before the page was idle').to.have.length(0);
    // One far lab per idle moment, and a drawn frame between two of them.
    for (let rendered = 1; rendered <= far.length; rendered++) {
      expect(idle.length, `idle requests before far lab ${rendered}`).to.equal(1);
      idle.splice(0).forEach((callback) => callback());
      await nextTask();
      await Promise.all(far.map((l) => (started(l) ? settled(l) : null)));
      expect(far.filter(started)).to.have.length(rendered);
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
    expect(started(far)).to.equal(false);
    far.scrollIntoView();
    await settled(far);
    expect(far.shadowRoot?.querySelector('.verdict')?.textContent).to.contain('Duplicate effect');
    expect(started(labs[19]), 'labs still far away keep waiting').to.equal(false);
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

  /**
   * The parts of a lab in the order it draws them; each entry is a selector that appears with that part. The
   * tables stage brings the closed sections (tables, inputs, assumptions, export); the last stage adds nothing
   * new and only ends the drawing.
   */
  // Each stage draws below the one before (nothing drawn moves): verdict, timeline, the rest of the figure,
  // the controls, the sections.
  const PARTS = ['.verdict', '[part=timeline]', ':is([part=metrics], [part=playback])', '[part=controls]', '.sections [part=section]'];
  /** How many parts a lab shows now (a part counts once everything before it is there too). */
  const partsShown = (lab: Lab) => {
    const i = PARTS.findIndex((selector) => !lab.shadowRoot?.querySelector(selector));
    return i < 0 ? PARTS.length : i;
  };

  it('draws a lab from scratch one part per frame, and resolves updateComplete and lab-result only once it is whole', async () => {
    const lab = document.createElement('swarm-lease-lab') as Lab;
    // What each drawn frame showed, read at the start of every frame.
    const shown: number[] = [];
    let watching = true;
    const watch = () => {
      shown.push(partsShown(lab));
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    let atResult = -1;
    lab.addEventListener('lab-result', () => (atResult = partsShown(lab)), { once: true });
    page.append(lab);
    const complete = await lab.updateComplete;
    expect(complete, 'no update left pending').to.equal(true);
    expect(partsShown(lab), 'when updateComplete resolves').to.equal(PARTS.length);
    await frames(1);
    watching = false;
    expect(atResult, 'parts shown when lab-result fired').to.equal(PARTS.length);
    // Frame by frame the lab grew one part at a time, and every partial state was on screen for a frame.
    const states = shown.filter((n, i) => n !== shown[i - 1]);
    expect(states).to.deep.equal([0, 1, 2, 3, 4, 5]);
  });

  it('renders a lab drawn from scratch once per part and never again on load', async () => {
    const lab = document.createElement('lease-fencing-lab') as Lab;
    const renders = countRenders(lab);
    page.append(lab);
    await settled(lab);
    await frames(3);
    expect(renders(), 'one render per part: none for the held room, none because of a measured width').to.equal(PARTS.length);
  });

  it('ends with exactly the markup of the whole lab drawn at once', async () => {
    const labs = twentyLabs().slice(0, 2);
    for (const lab of labs) {
      await settled(lab);
      const atOnce = document.createElement('div');
      render((lab as unknown as { render(): unknown }).render(), atOnce, { host: lab });
      // The browser then takes the Tab stop off a table region that does not scroll (see tabStopsWhileScrolling).
      for (const region of lab.shadowRoot!.querySelectorAll('.table-wrap:not([tabindex])')) {
        atOnce.querySelector(`[part="${region.getAttribute('part')}"]`)?.removeAttribute('tabindex');
      }
      // It also unpins a head that would fill most of a short window, which the lab drawn at once has not measured.
      const markup = lab.shadowRoot!.innerHTML.replace(/(class="figure-head stack) unpinned"/, '$1"');
      expect(markup, lab.localName).to.equal(atOnce.innerHTML);
      // Only a focused control lends the head's measured height to the boxes beside it, for their scroll margin.
      // (A key first gives the page the system focus, without which the browser holds focus events back.)
      await sendKeys({ press: 'Shift' });
      lab.shadowRoot!.querySelector<HTMLElement>('.stage input')!.focus();
      const lent = /(?: style="--_head-height: \d+px;")/g;
      expect(lab.shadowRoot!.innerHTML.match(lent)?.length ?? 0, 'boxes beside the head that keep its height').to.be.greaterThan(0);
      expect(lab.shadowRoot!.querySelector('.figure-head')!.closest('[style]'), 'nothing holding the head is restyled by it').to.equal(null);
      (lab.shadowRoot!.activeElement as HTMLElement).blur();
    }
  });

  it('finishes the lab it started before the next lab starts', async () => {
    const labs = twentyLabs().slice(0, 2);
    // Both labs are on screen, so either may go first; whichever starts second finds the other one whole.
    const atStart: number[] = [];
    labs.forEach((lab, i) => {
      const view = lab as unknown as { render(): unknown };
      const draw = view.render;
      view.render = function (this: Lab) {
        if (!started(lab) && atStart[i] === undefined) atStart[i] = partsShown(labs[1 - i]);
        return draw.call(this);
      };
    });
    await Promise.all(labs.map((l) => settled(l)));
    expect(atStart.slice().sort(), 'parts of the other lab when each lab began').to.deep.equal([0, PARTS.length]);
  });

  it('holds a lab\'s room before its parts arrive, so what the reader looks at stays put', async () => {
    // A reader opens the page at a heading below four labs that have not drawn yet (a fragment link): as the
    // labs above draw, the heading must stay where it is, within a few pixels — by scroll anchoring where the
    // browser has it, by the lab scrolling the page by its growth where it does not (WebKit).
    const labs: Lab[] = [];
    for (let i = 0; i < 6; i++) {
      const heading = document.createElement('h2');
      heading.id = `first-render-s${i}`;
      heading.textContent = `Section ${i}`;
      const lab = document.createElement(i % 2 ? 'swarm-lease-lab' : 'lease-fencing-lab') as Lab;
      labs.push(lab);
      page.append(heading, lab);
    }
    await Promise.resolve();
    await frames(1);
    const before = labs.map((l) => l.getBoundingClientRect().height);
    const target = page.querySelector('#first-render-s4') as HTMLElement;
    target.scrollIntoView();
    const at = target.getBoundingClientRect().top;
    window.requestIdleCallback = realIdle;
    idle.splice(0).forEach((callback) => callback());
    await Promise.all(labs.map((l) => settled(l)));
    await frames(2);
    expect(Math.abs(target.getBoundingClientRect().top - at), 'the heading moved by').to.be.below(8);
    // Each lab held most of its final height while waiting, and grew rather than shrank.
    labs.forEach((l, i) => {
      const after = l.getBoundingClientRect().height;
      expect(before[i] / after, `${l.localName} ${i}: reserved ${before[i]} of ${after} px`).to.be.within(0.6, 1);
    });
  });

  it('gives a drawn lab far below the screen its real height, so scrolling up to it moves nothing', async () => {
    // Tables used to skip layout off screen behind a 20rem stand-in, so a lab changed height when the reader
    // first came near it; without scroll anchoring (WebKit) the page then jumped.
    const lab = document.createElement('swarm-lease-lab') as Lab;
    lab.style.marginTop = '6000px';
    page.append(lab);
    window.requestIdleCallback = realIdle;
    await settled(lab);
    // Its tables are in closed sections; a reader opens them before scrolling up to the lab.
    await openSections(lab, 'trace', 'workers');
    const heights = () => [...(lab.shadowRoot?.querySelectorAll('.table-wrap') ?? [])].map((w) => [Math.round(w.getBoundingClientRect().height), Math.round((w.querySelector('table') as HTMLElement).getBoundingClientRect().height) + 2]);
    expect(heights().length).to.equal(2);
    for (const [wrap, table] of heights()) expect(wrap, 'a table\'s box is as tall as the table (plus its border)').to.equal(table);
  });

  it('draws the labs on screen from the top down', async () => {
    // Six labs on screen in one row, the two kinds interleaved: the page learns where each one is in one go,
    // and the order is the document's, not the order in which the two elements were defined.
    const labs = Array.from({ length: 6 }, (_, i) => document.createElement(i % 2 ? 'swarm-lease-lab' : 'lease-fencing-lab') as Lab);
    const order: number[] = [];
    labs.forEach((lab, i) => lab.addEventListener('lab-result', () => order.push(i), { once: true }));
    page.append(side(labs));
    await Promise.all(labs.map((l) => settled(l)));
    expect(order).to.deep.equal([0, 1, 2, 3, 4, 5]);
  });
});
