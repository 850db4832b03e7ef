// What a reader found in the timeline and the trace (WCAG 2.2 lens): the text alternative read twice, a
// playhead lost over bands of its own blue, lane names clipped under text spacing, and a current trace row
// that looked like a second focus ring.
import { expect, fixture, html } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode } from '@web/test-runner-commands';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LitElement } from 'lit';
import { $, $$, contrast, itInChromium, openSections, settled, spaceText, until } from '../helpers.js';

async function lab<T extends LitElement>(markup: ReturnType<typeof html>): Promise<T> {
  const el = await fixture<T>(markup);
  await settled(el);
  return el;
}

const LABS = [
  ['lease-fencing-lab', 'lease-timeline', 'Contained.'],
  ['swarm-lease-lab', 'swarm-timeline', 'Duplicate effect.'],
] as const;

describe('the timeline text alternative', () => {
  for (const [tag, id, verdict] of LABS) {
    it(`${tag}: the short title names the figure and the long text describes it, once`, async () => {
      const box = await fixture<HTMLDivElement>(html`<div></div>`);
      box.innerHTML = `<${tag}></${tag}>`;
      const el = box.firstElementChild as LitElement;
      await settled(el);
      const plot = $(el, 'svg.plot');
      expect(plot.getAttribute('aria-label')).to.not.contain(verdict);
      expect(plot.getAttribute('aria-describedby')).to.equal(`${id}-desc`);
      expect($(el, `#${id}-desc`).textContent).to.contain(verdict);
    });
  }

  itInChromium('has a short accessible name and the sentence only as its description', 'a11ySnapshot reads the CDP accessibility tree', async () => {
    await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const tree = (await a11ySnapshot({})) as never;
    const img = findAccessibilityNode<{ role: string; name: string; description?: string }>(tree, (n) => n.role === 'image' || n.role === 'img');
    expect(img?.name).to.equal('Task T-91 timeline');
    expect(img?.description ?? '').to.contain('Duplicate effect.');
  });
});

describe('the playhead', () => {
  for (const scheme of ['light', 'dark']) {
    it(`stands out at 3:1 or more from every band it crosses, through a halo, ${scheme}`, async () => {
      const el = await lab<LitElement>(html`<swarm-lease-lab style="color-scheme: ${scheme}" time="2"></swarm-lease-lab>`);
      const [halo, line] = $$(el, '.cursor line');
      expect(halo, 'a halo under the line').to.not.equal(undefined);
      expect(halo.classList.contains('cursor-halo')).to.equal(true);
      const h = getComputedStyle(halo);
      const l = getComputedStyle(line);
      expect(parseFloat(h.strokeWidth) - parseFloat(l.strokeWidth), 'at least 1.5 px of halo each side').to.be.at.least(3);
      expect(contrast(l.stroke, h.stroke), 'line against its halo').to.be.at.least(3);
      const a = halo.getBoundingClientRect();
      const b = line.getBoundingClientRect();
      expect(a.left + a.width / 2).to.be.closeTo(b.left + b.width / 2, 0.5);
      // The halo is what the line meets: against each solid band (A's token 1 is the line's near twin) the
      // halo itself stands out.
      for (const band of $$(el, 'rect.band.solid')) {
        expect(contrast(h.stroke, getComputedStyle(band).fill), `halo on ${band.getAttribute('aria-label')}`).to.be.at.least(3);
      }
    });
  }
});

/** The stretches (px from the line's top) that a cursor line's dash pattern leaves undrawn, as drawn (in px). */
function undrawn(line: Element): Array<[number, number]> {
  const dashes = getComputedStyle(line).strokeDasharray.split(/[\s,]+/).filter((d) => d && d !== 'none').map(parseFloat);
  const gaps: Array<[number, number]> = [];
  let y = 0;
  dashes.forEach((d, i) => {
    if (i % 2) gaps.push([y, y + d]);
    y += d;
  });
  return gaps;
}

describe('the playhead on a mark', () => {
  for (const [markup, label] of [
    [html`<swarm-lease-lab></swarm-lease-lab>`, 'at 0 s, on the first delivery'],
    [html`<swarm-lease-lab time="9"></swarm-lease-lab>`, 'stepped to an event'],
  ] as const) {
    it(`leaves every mark it stands on whole, the line running on behind it, ${label}`, async () => {
      const el = await lab<LitElement & { seek(t: number): void; run: { events: { at: number }[] } }>(markup);
      if (label.startsWith('stepped')) {
        // The first event after 6 s: a stop the "Next event" button lands on.
        el.seek(el.run.events.map((e) => e.at).find((t) => t > 6)!);
        await settled(el);
      }
      const lines = $$(el, '.cursor line');
      const box = lines[1].getBoundingClientRect();
      const x = box.left + box.width / 2;
      // A mark's drawn box is its shape's (Firefox reports a nested <svg>'s own box as its viewport's).
      const drawn = (m: Element) => m.firstElementChild!.getBoundingClientRect();
      const onIt = $$(el, '.plot .mark').filter((m) => {
        const r = drawn(m);
        return Math.abs(r.left + r.width / 2 - x) < 1;
      });
      expect(onIt.length, 'the cursor stands on at least one mark').to.be.at.least(1);
      for (const line of lines) {
        const top = line.getBoundingClientRect().top;
        const gaps = undrawn(line);
        for (const m of onIt) {
          const r = drawn(m);
          const clear = gaps.some(([a, b]) => top + a <= r.top + 0.5 && top + b >= r.bottom - 0.5);
          expect(clear, `${line.getAttribute('class') ?? 'line'} clear of "${m.getAttribute('aria-label')}"`).to.equal(true);
        }
        expect(gaps.length, 'a gap per lane with a mark at that instant, and the closing one').to.be.at.least(onIt.length);
      }
      // Away from any mark the line is whole again.
      const times = [...new Set(el.run.events.map((e) => e.at))].sort((a, b) => a - b);
      const k = times.findIndex((t, i) => i > 0 && t - times[i - 1] > 0.2);
      el.seek((times[k - 1] + times[k]) / 2);
      await settled(el);
      expect($(el, '.cursor line').hasAttribute('stroke-dasharray'), 'no pattern between marks').to.equal(false);
    });
  }
});

describe('the playhead while playing', () => {
  it('glides with a whole line, and resting on the last event it leaves that mark whole, as at rest', async () => {
    const el = await lab<LitElement & { play(): void; pause(): void; playing: boolean; inspectionTime: number; run: { events: { at: number }[] } }>(html`<swarm-lease-lab speed="10"></swarm-lease-lab>`);
    const dashes = () => $$(el, '.cursor line').map((l) => l.getAttribute('stroke-dasharray'));
    const last = Math.max(...el.run.events.map((e) => e.at));
    el.play();
    await until(() => el.inspectionTime > 1 && el.inspectionTime < last - 1);
    expect(dashes(), 'gliding between marks').to.deep.equal([null, null]);
    await until(() => el.inspectionTime === last, 10000);
    await settled(el);
    expect(el.playing, 'still holding on the last event').to.equal(true);
    const holding = dashes();
    el.pause();
    await settled(el);
    expect(holding[0], 'the last event has a mark to leave whole').to.not.equal(null);
    expect(holding, 'the same gaps as a cursor at rest there').to.deep.equal(dashes());
  });

  it('landing on a mark while playing, it leaves the gaps behind with the next frame, not at the next step', async () => {
    const el = await lab<LitElement & { play(): void; pause(): void; seek(t: number): void; inspectionTime: number; run: { events: { at: number }[] } }>(html`<swarm-lease-lab speed="0.5"></swarm-lease-lab>`);
    const dashes = () => $$(el, '.cursor line').map((l) => l.getAttribute('stroke-dasharray'));
    const mark = el.run.events.map((e) => e.at).find((t) => t > 5)!;
    el.play();
    await until(() => el.inspectionTime > 0.2);
    el.seek(mark);
    await settled(el);
    expect(dashes()[0], `standing on the mark at ${mark} s`).to.not.equal(null);
    await until(() => el.inspectionTime > mark);
    await new Promise(requestAnimationFrame);
    await settled(el);
    // At 0.5× the readout steps every 0.1 s, a dozen frames: the gaps must not wait for it.
    expect(el.inspectionTime, 'still within the same shown step').to.be.below(mark + 0.1);
    expect(dashes(), 'gliding on').to.deep.equal([null, null]);
    el.pause();
  });
});

describe('lane names under text spacing', () => {
  for (const [tag] of LABS) {
    for (const width of [320, 1280]) {
      it(`${tag} at ${width} px: no name clipped, each beside its lane, clear of the plot`, async () => {
        const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
        box.innerHTML = `<${tag}></${tag}>`;
        const el = box.firstElementChild as LitElement;
        await settled(el);
        spaceText(el.shadowRoot!);
        const plot = $(el, 'svg.plot').getBoundingClientRect();
        const names = $$(el, '.lane-name');
        const lanes = $$(el, '.lane');
        expect(names.length).to.equal(lanes.length);
        names.forEach((name, i) => {
          // A name that is the same long and short is its own text.
          const shown = (name.children.length ? [...name.children].find((c) => c.getClientRects().length) : name) as HTMLElement;
          const label = shown.textContent;
          expect(name.scrollWidth, `${label} fits its width`).to.be.at.most(name.clientWidth);
          expect(name.scrollHeight, `${label} fits its height`).to.be.at.most(name.clientHeight);
          const range = document.createRange();
          range.selectNodeContents(shown);
          const text = range.getBoundingClientRect();
          expect(text.right, `${label} ends before the plot`).to.be.at.most(plot.left - 2);
          // Beside its lane: the text's middle within the lane's bars (each lane is 40 px; bars sit in its middle 22).
          const bar = lanes[i].querySelector('rect.band')!.getBoundingClientRect();
          const middle = bar.top + bar.height / 2;
          expect(text.top + text.height / 2, `${label} beside its lane`).to.be.closeTo(middle, 4);
        });
      });
    }
  }
});

describe('the current trace row', () => {
  for (const scheme of ['light', 'dark']) {
    it(`is marked by a bar and a tint, not an outline like the focus ring, ${scheme}`, async () => {
      const el = await lab<LitElement>(html`<swarm-lease-lab style="color-scheme: ${scheme}" time="4"></swarm-lease-lab>`);
      await openSections(el, 'trace');
      const current = $$(el, '#trace tbody tr').filter((r) => r.dataset.state === 'current');
      expect(current.length).to.equal(1);
      const row = current[0];
      expect(row.getAttribute('aria-current')).to.equal('true');
      for (const n of [row, ...row.children]) expect(getComputedStyle(n).outlineStyle, 'no outline').to.equal('none');
      const shadow = getComputedStyle(row.children[0]).boxShadow;
      expect(shadow, 'a bar down the row start').to.match(/inset/).and.match(/4px 0px/);
      const colour = (shadow.match(/(rgba?\([^)]*\)|color\([^)]*\))/) ?? [])[1] ?? '';
      const surface = getComputedStyle(el).backgroundColor;
      expect(contrast(colour, surface), 'the bar against the lab surface').to.be.at.least(3);
      expect(getComputedStyle(row).backgroundColor, 'a tint as well').to.not.equal('rgba(0, 0, 0, 0)');
      // Other rows have neither.
      const other = $$(el, '#trace tbody tr').find((r) => r.dataset.state !== 'current') as HTMLElement;
      expect(getComputedStyle(other.children[0]).boxShadow).to.equal('none');
    });
  }
});

describe('band words at the break', () => {
  // In a 720 px column the ledger's last band (10 s to 60 s) has no room before the break at 12 s.
  for (const width of [720, 480]) {
    it(`name the ledger's last band after the break, inside the band, at ${width} px`, async () => {
      const column = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"><swarm-lease-lab></swarm-lease-lab></div>`);
      const swarm = column.querySelector('swarm-lease-lab') as LitElement;
      await settled(swarm);
      const words = $$(swarm, '.band-text').find((t) => t.textContent?.trim() === '2 refunds') as SVGTextElement | undefined;
      expect(words, '"2 refunds" drawn').to.not.equal(undefined);
      const shown = words!.getClientRects().length > 0;
      const text = words!.getBoundingClientRect();
      const band = (words!.previousElementSibling as SVGRectElement).getBoundingClientRect();
      const gap = $(swarm, '.scale-break .break-gap').getBoundingClientRect();
      if (width === 720) expect(shown, 'shown in a 720 px column').to.equal(true);
      if (!shown) return;
      expect(text.left, 'after the break').to.be.at.least(gap.right);
      expect(text.right, 'inside its band').to.be.at.most(band.right - 2);
      expect(words!.getAttribute('aria-hidden'), 'the band names itself').to.equal('true');
    });
  }
});
