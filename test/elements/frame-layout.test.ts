// Playback frames are laid out in place: every change a frame makes lands inside a relayout boundary (a box
// whose size does not depend on its contents), so the browser lays out that box and not the whole lab.
// Blink's rule, which this mirrors: a box with size and layout containment, or an SVG root, that is neither
// a grid nor a flex item nor a table part. Measured with `npm run bench` (per-frame layout); this test pins
// the structure that the measurement depends on.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, openSections, plain, settled } from '../helpers.js';

/** Whether the browser can lay `node` out on its own when something inside it changes. */
function isRelayoutBoundary(node: Element): boolean {
  const parent = node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host;
  if (!parent) return false;
  const inside = getComputedStyle(parent).display;
  if (/grid|flex/.test(inside)) return false;
  const style = getComputedStyle(node);
  if (style.display.startsWith('table')) return false;
  if (node instanceof SVGSVGElement && !node.ownerSVGElement) return true;
  const contain = style.contain;
  return contain === 'strict' || (/\bsize\b/.test(contain) && /\blayout\b|content/.test(contain));
}

function boundaryOf(node: Element): Element | null {
  for (let n: Element | null = node; n; n = n.parentElement) if (isRelayoutBoundary(n)) return n;
  return null;
}

/** What six playback frames between two events change: the parts they touch and any change outside a boundary. */
async function recordFrames(el: SwarmLeaseLab): Promise<{ changed: string[]; unbounded: string[] }> {
  const times = [...new Set(el.run.events.flatMap((e) => [e.at, e.until ?? e.at]))].sort((a, b) => a - b);
  let from = 0;
  let to = 0;
  for (let i = 1; i < times.length; i++) if (times[i] - times[i - 1] > to - from) [from, to] = [times[i - 1], times[i]];
  const gap = to - from;
  el.play();
  el.seek(from + gap / 3);
  await settled(el);

  const unbounded: string[] = [];
  const changed = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      // ARIA attributes (the slider's value text, the state panel's name) change no box.
      if (r.type === 'attributes' && r.attributeName?.startsWith('aria-')) continue;
      const node = (r.type === 'attributes' || r.type === 'childList' ? r.target : r.target.parentNode) as Element;
      changed.add(node.closest('[part]')?.getAttribute('part') ?? node.localName);
      if (!boundaryOf(node)) unbounded.push(`${r.type} ${r.attributeName ?? ''} in ${node.outerHTML.slice(0, 80)}`);
    }
  });
  observer.observe(el.shadowRoot as ShadowRoot, { subtree: true, attributes: true, childList: true, characterData: true });
  for (let i = 1; i <= 6; i++) {
    el.seek(from + gap / 3 + (i * gap) / 30 + 0.0123 * i);
    await settled(el);
  }
  observer.disconnect();
  el.pause();
  await settled(el);
  return { changed: [...changed].sort(), unbounded };
}

/** Each state card's sentence while `el` plays at `t`: plain text that reads as a paused lab's at that moment. */
async function expectWholeSentences(el: SwarmLeaseLab, still: SwarmLeaseLab, t: number): Promise<void> {
  el.seek(t);
  still.seek(t);
  await settled(el);
  await settled(still);
  expect(el.playing).to.equal(true);
  const words = (lab: SwarmLeaseLab, card: string) => plain($(lab, `[data-state="${card}"] dd`).textContent).replace(/\s+/g, ' ').trim();
  for (const card of ['lease', 'a', 'b', 'ledger']) {
    const dd = $(el, `[data-state="${card}"] dd`);
    expect(dd.querySelectorAll('.frame-number').length, `boxes in the ${card} card at ${t} s`).to.equal(0);
    expect(words(el, card), `${card} card at ${t} s reads as the paused lab's`).to.equal(words(still, card));
  }
}

describe('playback frames', () => {
  it('change text and geometry only inside relayout boundaries while playing', async () => {
    // Slow playback so that the clock stays between two events while the test seeks there itself.
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab work="50" speed="0.1"></swarm-lease-lab>`);
    await settled(el);

    // A closed trace section is not drawn, so the frames leave it (and every other section) alone.
    const closed = await recordFrames(el);
    expect(el.playing).to.equal(false);
    expect(closed.changed, 'the frames moved the readout, the state and the cursor').to.include.members(['playback', 'state', 'timeline']);
    expect(closed.changed.filter((p) => p === 'section' || p === 'trace'), 'a frame touches no closed section').to.deep.equal([]);
    expect(closed.unbounded, 'changes outside any relayout boundary').to.deep.equal([]);

    // An open trace follows playback: its caption and rows move with the frames, inside boundaries too.
    await openSections(el, 'trace');
    const open = await recordFrames(el);
    expect(open.changed, 'the frames moved the readout, the state, the cursor and the trace caption').to.include.members([
      'playback',
      'state',
      'timeline',
      'trace',
    ]);
    expect(open.unbounded, 'changes outside any relayout boundary').to.deep.equal([]);
    // The slider's thumb moves by steps without a mutation record: the slider itself must be a boundary.
    expect(isRelayoutBoundary($(el, '#scrub-time')), 'the slider is a relayout boundary').to.equal(true);
  });

  it('keep event-driven state changes in boxes too: each renewal moves the lease expiry, exactly', async () => {
    // A renews every second, so at 16× the expiry changes sixteen times a real second: crossing renewals must
    // lay out only the box around it, and the box must say the same as a paused lab at that moment.
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab work="50" ttl="9" speed="0.1"></swarm-lease-lab>`);
    const still = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab work="50" ttl="9"></swarm-lease-lab>`);
    await settled(el);
    el.play();
    el.seek(20.5);
    await settled(el);
    const unbounded: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const node = (r.type === 'characterData' ? r.target.parentNode : r.target) as Element;
        if (r.type === 'attributes' && r.attributeName?.startsWith('aria-')) continue;
        if (node.closest('[part~="state"]') && !boundaryOf(node)) unbounded.push(`${r.type} in ${node.outerHTML.slice(0, 80)}`);
      }
    });
    observer.observe(el.shadowRoot as ShadowRoot, { subtree: true, attributes: true, childList: true, characterData: true });
    const seen: string[] = [];
    for (const t of [21.5, 22.5, 23.5]) {
      el.seek(t);
      still.seek(t);
      await settled(el);
      await settled(still);
      const lease = $(el, '[data-state="lease"] dd').textContent?.replace(/\s+/g, ' ').trim();
      expect(lease, `lease store at ${t} s`).to.equal($(still, '[data-state="lease"] dd').textContent?.replace(/\s+/g, ' ').trim());
      seen.push(lease as string);
    }
    observer.disconnect();
    el.pause();
    await settled(el);
    expect(new Set(seen).size, 'each renewal moved the expiry').to.equal(3);
    expect(unbounded, 'state panel changes outside any relayout boundary').to.deep.equal([]);
    expect(el.shadowRoot?.querySelector('[data-state="lease"] .frame-number'), 'no box once paused').to.equal(null);
  });

  it('keep the state sentences whole while playing: no fixed-width box leaves a gap inside a sentence', async () => {
    // Before, "Stalled (1 s ␣␣␣ of 5 s done)": each time in a sentence sat in a box as wide as the widest time.
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab speed="0.1"></swarm-lease-lab>`);
    const still = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    await settled(el);
    el.play();
    try {
      for (const t of [2.5, 3.5]) await expectWholeSentences(el, still, t);
    } finally {
      el.pause();
      await settled(el);
    }
  });

  it('repaint only the chart they move: every other block of the lab paints on its own', async () => {
    // Blink repaints each stacking context a change lies in, apart from the stacking contexts inside it, whose
    // painting it reuses. Measured with `npm run bench` (whole main-thread time per frame); this pins the
    // structure: each block beside the chart's line of ancestors is its own stacking context, at every width.
    for (const width of [1100, 640, 320]) {
      const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab style=${`width:${width}px`}></swarm-lease-lab>`);
      await settled(el);
      const root = $(el, '[part~="base"]');
      const chart = $(el, '.plot-box');
      const blocks = [...root.querySelectorAll(':scope > *, .stage > *, .figure > *')];
      expect(blocks.length, `${width} px: blocks found`).to.be.at.least(6);
      for (const block of blocks) {
        const style = getComputedStyle(block);
        if (style.display === 'contents') continue;
        const own = style.isolation === 'isolate' || (style.position !== 'static' && style.zIndex !== 'auto');
        expect(own, `${width} px: ${block.className || block.localName} paints on its own`).to.equal(true);
      }
      expect(blocks.some((b) => b.contains(chart)), 'the chart lies inside one of them').to.equal(true);
    }
  });

  it('leave a paused lab as plain text (the boxes exist only while playing)', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab work="50" time="12.5"></swarm-lease-lab>`);
    await settled(el);
    expect(el.shadowRoot?.querySelectorAll('.frame-number').length).to.equal(0);
    expect(plain($(el, '.time-readout').textContent).trim()).to.equal('12.5 s');
  });
});
