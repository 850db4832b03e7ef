// One time scale for the swarm lab: the slider's thumb and the chart's cursor stand at the same relative place
// at every instant, the run's events fill most of the chart, and the idle rest of the span stays reachable,
// compressed on both behind a visible break. The lease lab's still timeline stays linear.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/swarm-lease-lab.js';
import '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { $, $$, frames, plain, settled } from '../helpers.js';
import { eventScale, linearScale } from '../../src/parts/time-scale.js';

/** A lab in a column `width` px wide, drawn. */
async function inColumn<T extends HTMLElement>(width: number, markup: string): Promise<T> {
  const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
  box.innerHTML = markup;
  const el = box.firstElementChild as T & { updateComplete: Promise<unknown> };
  await settled(el as never);
  return el;
}

const slider = (el: Element) => $(el, '#scrub-time') as HTMLInputElement;

/** Where the thumb stands, as a fraction of the track: from the input's value, min and max. */
function thumbFraction(el: Element): number {
  const s = slider(el);
  const min = Number(s.min || 0);
  return (Number(s.value) - min) / (Number(s.max) - min);
}

/** Where the chart's cursor stands, as a fraction of the plot's width: from its rendered x. */
function cursorFraction(el: Element): number {
  const plot = $(el, '.plot').getBoundingClientRect();
  const line = $$(el, '.cursor line').at(-1)!.getBoundingClientRect();
  return (line.left + line.width / 2 - plot.left) / plot.width;
}

/** The last moment anything happens in the run (an event's instant or the end of a grouped run). */
const lastEvent = (el: SwarmLeaseLab) => el.run.events.reduce((m, e) => Math.max(m, e.until ?? e.at), 0);

describe('one time scale for the swarm lab', () => {
  it('puts the slider thumb and the chart cursor at the same relative place at every instant (1 %)', async () => {
    const el = await inColumn<SwarmLeaseLab>(720, '<swarm-lease-lab></swarm-lease-lab>');
    const moments = [...new Set(el.run.events.flatMap((e) => [e.at, e.until ?? e.at]))].sort((a, b) => a - b);
    const inner = moments.find((t) => t > 0) as number;
    const between = (inner + (moments.find((t) => t > inner) as number)) / 2;
    const last = lastEvent(el);
    expect(last, 'the default run ends at 10 s').to.equal(10);
    for (const t of [0, inner, between, 5.5, last, 30, 60]) {
      el.seek(t);
      await settled(el);
      expect(el.inspectionTime).to.equal(t);
      expect(thumbFraction(el), `thumb and cursor at ${t} s`).to.be.closeTo(cursorFraction(el), 0.01);
    }
  });

  it('lets the events fill at least 60 % of the chart and the slider in a 720 px column', async () => {
    const el = await inColumn<SwarmLeaseLab>(720, '<swarm-lease-lab></swarm-lease-lab>');
    el.seek(lastEvent(el));
    await settled(el);
    expect(cursorFraction(el), 'the last event on the chart').to.be.at.least(0.6);
    expect(thumbFraction(el), 'the last event on the slider').to.be.at.least(0.6);
    const plot = $(el, '.plot').getBoundingClientRect();
    const marks = $$(el, '.mark').map((m) => m.getBoundingClientRect());
    const right = Math.max(...marks.map((r) => r.left + r.width / 2));
    expect((right - plot.left) / plot.width, 'the rightmost mark').to.be.at.least(0.6);
  });

  it('reaches the span end from the keyboard and from seek, at the right edge labelled "60 s"', async () => {
    const el = await inColumn<SwarmLeaseLab>(720, '<swarm-lease-lab></swarm-lease-lab>');
    slider(el).focus();
    await sendKeys({ press: 'End' });
    await settled(el);
    expect(el.inspectionTime).to.equal(60);
    expect(thumbFraction(el)).to.equal(1);
    expect(cursorFraction(el)).to.be.closeTo(1, 0.01);
    expect(slider(el).getAttribute('aria-valuetext')).to.equal('60\u00a0s of 60\u00a0s');
    await sendKeys({ press: 'Home' });
    await settled(el);
    expect(el.inspectionTime).to.equal(0);
    el.seek(60);
    await settled(el);
    expect(cursorFraction(el)).to.be.closeTo(1, 0.01);
    const plot = $(el, '.plot').getBoundingClientRect();
    const end = $$(el, '.tick').find((t) => plain(t.textContent) === '60 s');
    expect(end, 'a "60 s" tick').to.not.equal(undefined);
    expect(end!.getBoundingClientRect().right, 'at the right edge').to.be.closeTo(plot.right, 2);
    expect($$(el, '.cursor-text'), 'the cursor is on the axis, not past it').to.have.length(0);
  });

  it('moves the page keys a tenth of the width, to a whole step', async () => {
    const el = await inColumn<SwarmLeaseLab>(720, '<swarm-lease-lab></swarm-lease-lab>');
    slider(el).focus();
    await sendKeys({ press: 'PageUp' });
    await settled(el);
    // A tenth of the width is 1.41 s before the knee (12 s at 85 %): the nearest half second.
    expect(el.inspectionTime).to.equal(1.5);
    expect(thumbFraction(el)).to.be.closeTo(0.1, 0.01);
    await sendKeys({ press: 'PageDown' });
    await settled(el);
    expect(el.inspectionTime).to.equal(0);
    el.seek(60);
    await settled(el);
    await sendKeys({ press: 'PageDown' });
    await settled(el);
    expect(el.inspectionTime, 'in the idle stretch, to a whole idle step').to.equal(20);
  });

  it('moves the page keys only the way pressed, and crosses a long idle stretch in a few arrow presses', async () => {
    // Everything happens in the first second of sixty.
    const el = await inColumn<SwarmLeaseLab>(
      720,
      '<swarm-lease-lab b-arrives-at="0.3" ttl="0.7" stall-at="0.1" stall-for="0.2" work="0.3" no-renew></swarm-lease-lab>',
    );
    expect(lastEvent(el)).to.equal(1);
    slider(el).focus();
    /** The times seen pressing `key` until the time stops changing. */
    const pressing = async (key: string) => {
      const seen = [el.inspectionTime];
      while (seen.length < 40) {
        await sendKeys({ press: key });
        await settled(el);
        if (el.inspectionTime === seen.at(-1)) break;
        seen.push(el.inspectionTime);
      }
      return seen;
    };
    const up = await pressing('PageUp');
    expect(up.at(-1), `Page Up from 0 (${up.join(', ')})`).to.equal(60);
    expect(up, 'always forward').to.deep.equal([...up].sort((a, b) => a - b));
    const down = await pressing('PageDown');
    expect(down.at(-1), `Page Down from 60 (${down.join(', ')})`).to.equal(0);
    expect(down, 'always back').to.deep.equal([...down].sort((a, b) => b - a));
    expect(down[1], 'a tenth of the width back from the end, not the start').to.be.greaterThan(1);
    el.seek(60);
    await settled(el);
    const left = await pressing('ArrowLeft');
    const knee = left.findIndex((t) => t <= 1.2);
    expect(knee, `arrows from 60 s to the knee (${left.join(', ')})`).to.be.at.least(3);
  });

  it('steps the arrows across the compressed idle stretch as far on screen as before the knee, landing on it exactly', async () => {
    const el = await inColumn<SwarmLeaseLab>(720, '<swarm-lease-lab></swarm-lease-lab>');
    slider(el).focus();
    await sendKeys({ press: 'End' });
    await settled(el);
    const seen: number[] = [];
    while (el.inspectionTime > 12 && seen.length < 50) {
      await sendKeys({ press: 'ArrowLeft' });
      await settled(el);
      seen.push(el.inspectionTime);
    }
    // Before, 96 presses of 0.5 s from 60 s back to the knee.
    expect(seen, 'whole idle steps, then the knee').to.deep.equal([40, 20, 12]);
    expect(slider(el).getAttribute('aria-valuetext')).to.equal('12\u00a0s of 60\u00a0s');
    await sendKeys({ press: 'ArrowLeft' });
    await settled(el);
    expect(el.inspectionTime, 'half seconds before the knee').to.equal(11.5);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await settled(el);
    expect(el.inspectionTime, 'on past the knee').to.equal(20);
  });

  it('marks the compressed idle stretch with a visible break after the last event', async () => {
    const el = await inColumn<SwarmLeaseLab>(720, '<swarm-lease-lab></swarm-lease-lab>');
    expect($$(el, '.scale-break'), 'a break in the chart').to.have.length(1);
    // Its drawn gap (a nested svg's own box is its viewport in Firefox).
    const r = $(el, '.scale-break .break-gap').getBoundingClientRect();
    const plot = $(el, '.plot').getBoundingClientRect();
    expect(r.width, 'drawn').to.be.greaterThan(3);
    expect(r.height, 'across the lanes').to.be.greaterThan(100);
    el.seek(lastEvent(el));
    await settled(el);
    const last = plot.left + cursorFraction(el) * plot.width;
    expect(r.left, 'after the last event').to.be.greaterThan(last);
    expect(r.right, 'before the end').to.be.lessThan(plot.right - 10);
    expect($(el, '.plot desc').textContent).to.contain('compresses the idle time');
  });

  it('drags the thumb through the same scale: a slider value lands on the time the chart shows there', async () => {
    const el = await inColumn<SwarmLeaseLab>(720, '<swarm-lease-lab></swarm-lease-lab>');
    const s = slider(el);
    s.value = String(Number(s.min || 0) + 0.5 * (Number(s.max) - Number(s.min || 0)));
    s.dispatchEvent(new Event('input'));
    await settled(el);
    expect(cursorFraction(el)).to.be.closeTo(0.5, 0.01);
    expect(el.inspectionTime, 'half the track is within the run, not 30 s').to.be.lessThan(10);
    expect(s.getAttribute('aria-valuetext'), 'read in exact seconds').to.equal(`${el.inspectionTime}\u00a0s of 60\u00a0s`);
  });

  it('keeps the lease lab’s still timeline linear, without a break', async () => {
    const el = await inColumn<LeaseFencingLab>(720, '<lease-fencing-lab></lease-fencing-lab>');
    expect($$(el, '.scale-break')).to.have.length(0);
  });
});

describe('the axis labels', () => {
  // A label close to the break could sit right against the end's "60 s" in a narrow figure with large text.
  const RUNS = ['<swarm-lease-lab></swarm-lease-lab>', '<swarm-lease-lab ttl="2" work="30"></swarm-lease-lab>', '<lease-fencing-lab></lease-fencing-lab>'];
  for (const markup of RUNS) {
    it(`${markup}: shown tick labels stay at least 6 px apart, 320–480 px, 16–24 px text`, async () => {
      const crowded: string[] = [];
      for (const size of [16, 20, 24]) {
        for (const width of [320, 375, 480]) {
          const el = await inColumn(width, markup);
          el.parentElement!.style.fontSize = `${size}px`;
          await frames();
          const labels = $$(el, 'text.tick').filter((t) => t.getClientRects().length).map((t) => [plain(t.textContent), t.getBoundingClientRect()] as const);
          expect(labels.length, 'labels shown').to.be.at.least(2);
          // The swarm lab's compressed axis closes with its span's end, which no crowding may hide.
          if (markup.startsWith('<swarm')) expect(labels.at(-1)?.[0], 'the axis ends labelled').to.match(/\d s$/);
          for (let i = 1; i < labels.length; i++) {
            const gap = labels[i][1].left - labels[i - 1][1].right;
            if (gap < 6) crowded.push(`${size} px text, ${width} px: "${labels[i - 1][0]}" and "${labels[i][0]}" ${gap.toFixed(1)} px apart`);
          }
        }
      }
      expect(crowded).to.deep.equal([]);
    });
  }
});

describe('the time scale', () => {
  it('maps time to a fraction and back, compressing only an idle rest', () => {
    const s = eventScale([0, 4, 10], 60);
    expect(s.knee).to.equal(12);
    expect(s.fraction(0)).to.equal(0);
    expect(s.fraction(12)).to.be.closeTo(0.85, 1e-9);
    expect(s.fraction(60)).to.equal(1);
    for (const t of [0, 2.758, 10, 12, 31.5, 60]) expect(s.time(s.fraction(t)), `round trip ${t} s`).to.equal(t);
    expect(s.time(1)).to.equal(60);
    expect(eventScale([0, 55], 60).knee, 'no idle rest worth compressing').to.equal(null);
    const lin = linearScale(30);
    expect(lin.fraction(15)).to.equal(0.5);
    expect(lin.fraction(-1)).to.equal(0);
    expect(lin.fraction(Number.NaN)).to.equal(0);
    expect(linearScale(0).end, 'never a zero-width axis').to.equal(1);
  });
});
