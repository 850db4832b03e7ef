import { expect, html, oneEvent } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { stateAtSwarmLease } from '../../src/sim/index.js';
import { swarmTimeScale } from '../../src/swarm-lease/lanes.js';
import { $, $$, metric, openSections, plain, settled, shadowText, tableRows, typeInto, drawnLab } from '../helpers.js';
import { outcomeName } from '../../src/sim/outcomes.js';

const lab = (markup: ReturnType<typeof html>) => drawnLab<SwarmLeaseLab>(markup);

// Model 2's worked examples, through attributes: [markup, takeover, A finish, B finish/drop, refunds, rejected, verdict].
const EXAMPLES: Array<[string, ReturnType<typeof html>, string, string, string, string, string, string]> = [
  ['mechanism=none', html`<swarm-lease-lab mechanism="none"></swarm-lease-lab>`, 'none', '10 s', '5.5 s', '2', '0', 'DUPLICATE EFFECT'],
  ['opening example', html`<swarm-lease-lab></swarm-lease-lab>`, '4 s', '10 s', '9 s', '2', '0', 'DUPLICATE EFFECT'],
  ['ttl=6', html`<swarm-lease-lab ttl="6"></swarm-lease-lab>`, 'none', '10 s', 'dropped its copy at 10 s', '1', '0', 'ONE OWNER'],
  ['ttl=5', html`<swarm-lease-lab ttl="5"></swarm-lease-lab>`, '5 s', '10 s', '10 s', '2', '0', 'DUPLICATE EFFECT'],
  ['no-renew, ttl=10', html`<swarm-lease-lab no-renew ttl="10"></swarm-lease-lab>`, 'none', '10 s', 'dropped its copy at 10 s', '1', '0', 'ONE OWNER'],
  ['no-renew, ttl=12', html`<swarm-lease-lab no-renew ttl="12"></swarm-lease-lab>`, 'none', '10 s', 'dropped its copy at 10 s', '1', '0', 'ONE OWNER'],
  ['no-renew, ttl=4', html`<swarm-lease-lab no-renew></swarm-lease-lab>`, '4 s', '10 s', '9 s', '2', '0', 'DUPLICATE EFFECT'],
  ['stall-for=0', html`<swarm-lease-lab stall-for="0"></swarm-lease-lab>`, 'none', '5 s', 'dropped its copy at 5 s', '1', '0', 'ONE OWNER'],
  ['stall-for=8, ttl=8', html`<swarm-lease-lab stall-for="8" ttl="8"></swarm-lease-lab>`, '8 s', '13 s', '13 s', '2', '0', 'DUPLICATE EFFECT'],
  ['stall-for=8, ttl=9', html`<swarm-lease-lab stall-for="8" ttl="9"></swarm-lease-lab>`, 'none', '13 s', 'dropped its copy at 13 s', '1', '0', 'ONE OWNER'],
  ['mechanism=fencing', html`<swarm-lease-lab mechanism="fencing"></swarm-lease-lab>`, '4 s', '10 s', '9 s', '1', '1', 'ONE OWNER'],
  ['fencing, stall-for=0, no-renew', html`<swarm-lease-lab mechanism="fencing" stall-for="0" no-renew></swarm-lease-lab>`, '4 s', '5 s', '9 s', '2', '0', 'DUPLICATE EFFECT'],
];

describe('<swarm-lease-lab> worked examples through attributes', () => {
  for (const [name, markup, takeover, aFinish, bFinish, refunds, rejected, verdict] of EXAMPLES) {
    it(name, async () => {
      const el = await lab(markup);
      // The final metrics and the computed data are closed sections, drawn when the reader opens them.
      await openSections(el, 'metrics', 'workers');
      expect(metric(el, 'takeover')).to.equal(takeover);
      expect(metric(el, 'refunds')).to.equal(refunds);
      expect(metric(el, 'rejected')).to.equal(rejected);
      expect(shadowText(el, '.metrics'), 'no metric card repeats the verdict').to.not.contain(outcomeName(verdict));
      expect(shadowText(el, '.verdict-label')).to.equal(`${outcomeName(verdict)}.`);
      const [a, b] = tableRows(el, 'workers');
      expect(a[3], 'A finished').to.equal(aFinish);
      expect(b[3], 'B finished').to.equal(bFinish);
    });
  }

  it('fencing shows ONE OWNER with one rejected write, and the ledger as evidence', async () => {
    const el = await lab(html`<swarm-lease-lab mechanism="fencing"></swarm-lease-lab>`);
    await openSections(el, 'workers');
    expect($(el, '.verdict').dataset.severity).to.equal('safe');
    expect(plain(shadowText(el, '.verdict'))).to.contain("A's late refund was rejected: the ledger has already seen token 2.");
    expect(tableRows(el, 'workers')).to.deep.equal([
      ['A', '0 s', '0 s, token 1', '10 s', '✗ rejected'],
      ['B', '0.5 s', '4 s, token 2', '9 s', '✓ accepted'],
    ]);
  });

  it('draws the four lanes, the deliveries and a cursor', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    expect($$(el, '.lane').map((l) => l.dataset.lane)).to.deep.equal(['a', 'b', 'lease', 'ledger']);
    expect($$(el, '.mark[data-shape="signal"]').map((m) => plain(m.getAttribute('aria-label')))).to.deep.equal([
      'T-91 delivered to A at 0 s',
      'Duplicate delivery reaches B at 0.5 s',
    ]);
    expect($(el, '#swarm-timeline-desc').textContent).to.contain('Duplicate effect.');
    expect(el.shadowRoot?.querySelector('.cursor line')).to.not.equal(null);
  });
});

describe('<swarm-lease-lab> inputs', () => {
  it('keeps attributes and properties in sync, including the inverted no-renew', async () => {
    const el = await lab(html`<swarm-lease-lab no-renew ttl="10"></swarm-lease-lab>`);
    expect(el.renew).to.equal(false);
    expect(el.ttl).to.equal(10);
    el.renew = true;
    el.mechanism = 'fencing';
    await settled(el);
    expect(el.hasAttribute('no-renew')).to.equal(false);
    expect(el.getAttribute('mechanism')).to.equal('fencing');
    el.setAttribute('b-arrives-at', '2');
    await settled(el);
    expect(el.bArrivesAt).to.equal(2);
    expect(el.getAttributeNames().sort()).to.deep.equal(['b-arrives-at', 'mechanism', 'ttl']);
  });

  it('turns invalid attributes into notices, never a throw', async () => {
    const el = await lab(html`<swarm-lease-lab ttl="-3" mechanism="paxos" work="Infinity" time="soon" speed="0"></swarm-lease-lab>`);
    expect($$(el, '.notices li').map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'mechanism="paxos" is not one of none, lease, fencing; using the default lease.',
      'ttl="-3" is outside 0.001 to 86,400 s; using the nearest valid value 0.001 s.',
      'work="Infinity" is not a finite number; using the default 5 s.',
      'time="soon" is not a number; using the default 0 s.',
      'speed="0" is outside 0.1 to 100×; using the nearest valid value 0.1×.',
    ]);
    expect(shadowText(el)).to.not.match(/NaN|undefined/);
  });

  it('gives a time outside the run a notice with the run\'s real range, and starts at the time used', async () => {
    const notices = (el: SwarmLeaseLab) => $$(el, '.notices li').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    const late = await lab(html`<swarm-lease-lab time="9999"></swarm-lease-lab>`);
    expect(late.run.span).to.equal(60);
    expect(notices(late)).to.deep.equal(['time="9999" is outside 0 to 60 s; using the nearest valid value 60 s.']);
    expect(late.time).to.equal(60);
    expect(late.inspectionTime).to.equal(60);
    expect(shadowText(late, '.time-readout')).to.equal('60 s');
    const early = await lab(html`<swarm-lease-lab time="-5"></swarm-lease-lab>`);
    expect(notices(early)).to.deep.equal(['time="-5" is outside 0 to 60 s; using the nearest valid value 0 s.']);
    expect([early.time, early.inspectionTime]).to.deep.equal([0, 0]);
    // The range follows the run: a longer run gives a longer span, and a time inside it needs no notice.
    late.setAttribute('b-arrives-at', '90');
    await settled(late);
    const span = late.run.span;
    expect(span).to.be.above(60);
    expect(notices(late)).to.deep.equal([`time="9999" is outside 0 to ${span} s; using the nearest valid value ${span} s.`]);
    late.setAttribute('time', '30');
    await settled(late);
    expect(notices(late)).to.deep.equal([]);
    expect([late.time, late.inspectionTime]).to.deep.equal([30, 30]);
    expect(shadowText(late)).to.not.match(/NaN|undefined/);
  });

  it('fires lab-change on a control edit and lab-result with the new run', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const change = oneEvent(el, 'lab-change');
    const result = oneEvent(el, 'lab-result');
    typeInto($(el, '#in-ttl') as HTMLInputElement, '6');
    expect((await change).detail).to.deep.equal({ field: 'ttl', attribute: 'ttl', value: 6 });
    const { detail } = (await result) as CustomEvent;
    expect(detail.run.verdict).to.equal('ONE OWNER');
    expect(detail.input.ttl).to.equal(6);
    await settled(el);
    expect(el.getAttribute('ttl')).to.equal('6');
    ($(el, '#renew') as HTMLInputElement).click();
    await settled(el);
    expect(el.hasAttribute('no-renew')).to.equal(true);
  });
});

describe('<swarm-lease-lab> what the reader sees at the inspection time', () => {
  it('scrubbing to a time shows the state the engine gives for it', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const slider = $(el, '.scrub input') as HTMLInputElement;
    // The slider works in fractions of its range through the run's time scale (the chart's).
    const at = (t: number) => String(swarmTimeScale(el.run).fraction(t) * Number(slider.max));
    for (const t of [0.5, 3, 4, 7, 9.5, 10, 30]) {
      slider.value = at(t);
      slider.dispatchEvent(new Event('input'));
      await settled(el);
      const s = stateAtSwarmLease(el.run, t);
      expect(el.inspectionTime).to.equal(t);
      expect($(el, '[data-state="a"]').dataset.phase, `A at ${t}`).to.equal(s.workers.A.phase);
      expect($(el, '[data-state="b"]').dataset.phase, `B at ${t}`).to.equal(s.workers.B.phase);
      expect($(el, '[data-state="ledger"]').dataset.refunds).to.equal(String(s.ledger.refunds));
      expect(shadowText(el, '.time-readout')).to.equal(`${t} s`);
    }
    slider.value = at(4);
    slider.dispatchEvent(new Event('input'));
    await settled(el);
    expect(shadowText(el, '[data-state="lease"] dd')).to.equal('Held by B with token 2.');
    expect(shadowText(el, '[data-state="a"] dd')).to.equal('Stalled (1 s of 5 s done).');
    expect(shadowText(el, '[data-state="b"] dd')).to.equal('Working (0 s of 5 s done).');
    // After its renewal fails at 6 s, A works on without the lease, as the timeline says.
    slider.value = at(7);
    slider.dispatchEvent(new Event('input'));
    await settled(el);
    expect(plain(shadowText(el, '[data-state="a"] dd'))).to.equal('Working, lease lost (2 s of 5 s done).');
  });

  it('lists the whole trace, marks what lies after the inspection time as upcoming and highlights the current event', async () => {
    const el = await lab(html`<swarm-lease-lab time="4"></swarm-lease-lab>`);
    expect(el.shadowRoot?.querySelector('#trace'), 'a closed trace is not drawn').to.equal(null);
    await openSections(el, 'trace');
    const rows = tableRows(el, 'trace');
    expect(rows.map((r) => r[0])).to.deep.equal(['0 s', '0 s', '0.5 s', '1 s', '1 s – 3 s (3×)', '4 s', '6 s', '6 s', '9 s', '10 s']);
    expect(rows.map((r) => r[2].startsWith('Upcoming:'))).to.deep.equal([false, false, false, false, false, false, true, true, true, true]);
    expect(shadowText(el, '#trace tr[aria-current="true"]')).to.contain('B polls, finds the lease lapsed at 4 s');
    expect(shadowText(el, '#trace caption')).to.equal('Event trace at 4 s: 6 of 10 events so far, 4 upcoming');
  });

  it('keeps playback, state and timeline but drops the tables when compact', async () => {
    const el = await lab(html`<swarm-lease-lab compact time="9"></swarm-lease-lab>`);
    expect(el.shadowRoot?.querySelector('#trace, #workers, .export')).to.equal(null);
    expect(el.shadowRoot?.querySelector('.playback')).to.not.equal(null);
    expect(shadowText(el, '[data-state="ledger"] dd')).to.equal('1 refund applied.');
  });

  it('shows the lapsed-but-unclaimed lease when B arrives late', async () => {
    const el = await lab(html`<swarm-lease-lab b-arrives-at="30" time="5"></swarm-lease-lab>`);
    expect(shadowText(el, '[data-state="lease"]')).to.contain('Lapsed at 4 s');
    expect(shadowText(el, '[data-state="b"]')).to.contain('Not delivered yet (arrives at 30 s)');
  });
});
