/**
 * `<lease-lab-when>`: prose shown only while its condition holds for the lab's latest run, hidden from layout
 * and the accessibility tree otherwise; and a step's `at`, where the swarm lab's inspection time rests after it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import '../../src/swarm-lease-lab.js';
import '../../src/lease-fencing-lab.js';
import '../../src/narrative.js';
import type { LeaseLabStep, LeaseLabWhen } from '../../src/narrative.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { simulateSwarmLease } from '../../src/sim/index.js';
import { $, $$, itInChromium, settled, shadowText } from '../helpers.js';

type Lab = SwarmLeaseLab | LeaseFencingLab;

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

async function story(markup: ReturnType<typeof html>) {
  const root = await fixture<HTMLDivElement>(markup);
  const labs = [...root.querySelectorAll<Lab>('swarm-lease-lab, lease-fencing-lab')];
  for (const lab of labs) await settled(lab);
  await frame();
  await caughtUp(root);
  return { root, lab: labs[0] };
}

/** Waits for the labs, then for every companion the labs' results re-rendered. */
async function caughtUp(root: Element) {
  for (const lab of root.querySelectorAll<Lab>('swarm-lease-lab, lease-fencing-lab')) await settled(lab);
  for (const el of root.querySelectorAll<LeaseLabWhen>('lease-lab-when, lease-lab-step')) await settled(el);
}

/** Applies inputs as a map or a step would, and waits until every companion follows. */
async function edit(root: Element, lab: Lab, changes: Record<string, number | string | boolean | null>) {
  lab.applyInput(changes);
  await caughtUp(root);
}

/** Whether a reader can see the content of the `when` with this id: its first light-DOM element has a box. */
function visible(root: Element, id: string): boolean {
  const content = root.querySelector(`#${id}`)?.firstElementChild as HTMLElement;
  const boxed = content.getClientRects().length > 0;
  // Every way of asking must agree, or the content would be half hidden.
  expect(content.offsetParent !== null, `${id}: offsetParent agrees`).to.equal(boxed);
  if ('checkVisibility' in content) expect(content.checkVisibility(), `${id}: checkVisibility agrees`).to.equal(boxed);
  expect((root.querySelector(`#${id}`) as LeaseLabWhen).shown, `${id}: shown agrees`).to.equal(boxed);
  return boxed;
}

const shownOf = (root: Element, ids: string[]) => ids.filter((id) => visible(root, id));
const notices = (root: Element, id: string) => $$(root.querySelector(`#${id}`) as Element, '[part=notice]').map((n) => (n.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('<lease-lab-when>', () => {
  it('verdict: shows the sentence for the lab’s verdict, case ignored and a hyphen read as a space', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <p><lease-lab-when id="dup" for="s" verdict="DUPLICATE EFFECT"><span>Both workers refunded the customer.</span></lease-lab-when>
      <lease-lab-when id="safe" for="s" verdict="one-owner, one effect"><span>The customer was refunded once.</span></lease-lab-when>
      <lease-lab-when id="owner" for="s" verdict="one owner"><span>Only one worker did the work.</span></lease-lab-when></p></div>`);
    const ids = ['dup', 'safe', 'owner'];
    expect(lab.run.verdict).to.equal('DUPLICATE EFFECT');
    expect(shownOf(root, ids)).to.deep.equal(['dup']);
    await edit(root, lab, { ttl: 6 });
    expect(lab.run.verdict).to.equal('ONE OWNER');
    expect(shownOf(root, ids)).to.deep.equal(['safe', 'owner']);
    await edit(root, lab, { ttl: 4, idempotencyKey: true });
    expect(lab.run.verdict).to.equal('ONE EFFECT');
    expect(shownOf(root, ids)).to.deep.equal(['safe']);
    for (const id of ids) expect(notices(root, id), id).to.deep.equal([]);
  });

  it('verdict: follows the lease lab’s own verdicts', async () => {
    const { root, lab } = await story(html`<div><lease-fencing-lab id="l"></lease-fencing-lab>
      <lease-lab-when id="bad" for="l" verdict="duplicate, contained"><p>A's late write reached the resource.</p></lease-lab-when>
      <lease-lab-when id="none" for="l" verdict="NO TAKEOVER"><p>B never took over.</p></lease-lab-when></div>`);
    expect(lab.run.verdict).to.equal('contained');
    expect(shownOf(root, ['bad', 'none'])).to.deep.equal(['bad']);
    await edit(root, lab, { lease: 20, pauseFor: 0 });
    expect(lab.run.verdict).to.equal('no-takeover');
    expect(shownOf(root, ['bad', 'none'])).to.deep.equal(['none']);
  });

  it('has and lacks: a value present and not null, false or 0, and the opposite', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-when id="took" for="s" has="takeoverAt"><span>B took over.</span></lease-lab-when>
      <lease-lab-when id="kept" for="s" lacks="takeoverAt"><span>Nobody took over.</span></lease-lab-when>
      <lease-lab-when id="dedup" for="s" has="deduplicatedWrites"><span>The ledger caught a repeat.</span></lease-lab-when>
      <lease-lab-when id="key" for="s" has="input.idempotencyKey"><span>Refunds carry the task's key.</span></lease-lab-when>
      <lease-lab-when id="third" for="s" has="writes.2"><span>A third refund reached the ledger.</span></lease-lab-when></div>`);
    const ids = ['took', 'kept', 'dedup', 'key', 'third'];
    expect(lab.run.takeoverAt).to.equal(4);
    expect(shownOf(root, ids)).to.deep.equal(['took']);
    await edit(root, lab, { ttl: 6 });
    expect(lab.run.takeoverAt).to.equal(null);
    expect(shownOf(root, ids)).to.deep.equal(['kept']);
    await edit(root, lab, { ttl: 4, idempotencyKey: true });
    expect((lab as SwarmLeaseLab).run.deduplicatedWrites).to.equal(1);
    expect(shownOf(root, ids)).to.deep.equal(['took', 'dedup', 'key']);
    for (const id of ids) expect(notices(root, id), id).to.deep.equal([]);
  });

  it('input: the lab’s current inputs, in set’s syntax', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-when id="fenced" for="s" input="mechanism=fencing no-renew"><span>Fenced, and A never renews.</span></lease-lab-when>
      <lease-lab-when id="renewing" for="s" input="no-renew=off; ttl=4"><span>A renews its 4 s lease.</span></lease-lab-when></div>`);
    expect(shownOf(root, ['fenced', 'renewing'])).to.deep.equal(['renewing']);
    await edit(root, lab, { mechanism: 'fencing' });
    expect(shownOf(root, ['fenced', 'renewing']), 'one of two inputs is not enough').to.deep.equal(['renewing']);
    await edit(root, lab, { renew: false });
    expect(shownOf(root, ['fenced', 'renewing'])).to.deep.equal(['fenced']);
    lab.setAttribute('ttl', '5');
    lab.removeAttribute('no-renew');
    await caughtUp(root);
    expect(shownOf(root, ['fenced', 'renewing']), 'attributes the reader did not set count too').to.deep.equal([]);
  });

  it('every condition given must hold', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-when id="both" for="s" verdict="ONE OWNER" input="mechanism=fencing"><span>Fencing alone gave one owner.</span></lease-lab-when>
      <lease-lab-when id="all" for="s" verdict="ONE OWNER" has="takeoverAt" lacks="deduplicatedWrites"><span>B took over, and the token kept A out.</span></lease-lab-when></div>`);
    const ids = ['both', 'all'];
    expect(shownOf(root, ids)).to.deep.equal([]);
    await edit(root, lab, { mechanism: 'fencing' });
    expect([lab.run.verdict, lab.run.takeoverAt]).to.deep.equal(['ONE OWNER', 4]);
    expect(shownOf(root, ids)).to.deep.equal(['both', 'all']);
    await edit(root, lab, { ttl: 6 });
    expect([lab.run.verdict, lab.run.takeoverAt]).to.deep.equal(['ONE OWNER', null]);
    expect(shownOf(root, ids)).to.deep.equal(['both']);
    await edit(root, lab, { mechanism: 'lease' });
    expect(lab.run.verdict).to.equal('ONE OWNER');
    expect(shownOf(root, ids), 'the verdict alone is not enough').to.deep.equal([]);
  });

  it('names an unknown verdict, key or input, and shows nothing it cannot check', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-when id="v" for="s" verdict="BANANA, duplicate effect"><span>v</span></lease-lab-when>
      <lease-lab-when id="only" for="s" verdict="contained"><span>only</span></lease-lab-when>
      <lease-lab-when id="h" for="s" has="workers.C"><span>h</span></lease-lab-when>
      <lease-lab-when id="l" for="s" lacks="takeover"><span>l</span></lease-lab-when>
      <lease-lab-when id="i" for="s" input="colour=red ttl=4"><span>i</span></lease-lab-when>
      <lease-lab-when id="r" for="s" input="ttl=soon"><span>r</span></lease-lab-when></div>`);
    const list = 'DUPLICATE EFFECT, ONE EFFECT, ONE OWNER';
    expect(notices(root, 'v')).to.deep.equal([`verdict: "BANANA" is not a verdict of the swarm lab (${list}); it never matches.`]);
    expect(notices(root, 'only')).to.deep.equal([`verdict: "contained" is not a verdict of the swarm lab (${list}); it never matches.`]);
    expect(notices(root, 'h')).to.deep.equal(['has="workers.C" is not a value of the swarm lab’s run; this condition never holds.']);
    expect(notices(root, 'l')).to.deep.equal(['lacks="takeover" is not a value of the swarm lab’s run; this condition never holds.']);
    expect(notices(root, 'i')[0]).to.match(/^input: "colour=red" names no input of the swarm lab \(mechanism, ttl, .*\); this condition never holds\.$/);
    expect(notices(root, 'r')).to.deep.equal(['input: "ttl=soon" is not a number; this condition never holds.']);
    // A known name beside an unknown one still matches; a condition that cannot be read never holds.
    expect(shownOf(root, ['v', 'only', 'h', 'l', 'i', 'r'])).to.deep.equal(['v']);
    for (const id of ['v', 'h', 'i']) expect($$(root.querySelector(`#${id}`) as Element, '[part=notice] bdi').length, id).to.equal(1);
    await expect(root.querySelector('#h')).to.be.accessible();
  });

  it('a when with no condition says so and shows its content; a missing lab is named', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-when id="none" for="s" verdit="ONE OWNER"><span>typo</span></lease-lab-when>
      <lease-lab-when id="gone" for="nowhere" verdict="DUPLICATE EFFECT"><span>gone</span></lease-lab-when></div>`);
    expect(notices(root, 'none')).to.deep.equal(['No condition to check: give verdict, has, lacks or input; the content always shows.']);
    expect(visible(root, 'none')).to.equal(true);
    expect(notices(root, 'gone')).to.deep.equal(['No lab with id "nowhere" on this page.']);
    expect(visible(root, 'gone'), 'the opening run’s truth stands until a lab is found').to.equal(true);
    const lab = document.createElement('swarm-lease-lab');
    lab.id = 'nowhere';
    lab.setAttribute('ttl', '6');
    root.append(lab);
    await settled(lab);
    await caughtUp(root);
    expect(notices(root, 'gone')).to.deep.equal([]);
    expect(visible(root, 'gone')).to.equal(false);
  });

  it('reads the lab it is placed inside, and follows a change of its conditions', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab><p slot="intro"><lease-lab-when id="in" verdict="ONE OWNER"><span>Safe.</span></lease-lab-when></p></swarm-lease-lab></div>`);
    expect(visible(root, 'in')).to.equal(false);
    const when = root.querySelector('#in') as LeaseLabWhen;
    when.verdict = 'duplicate effect';
    await settled(when);
    expect(visible(root, 'in')).to.equal(true);
    when.removeAttribute('verdict');
    when.verdict = '';
    when.has = 'refunds';
    await settled(when);
    expect(visible(root, 'in')).to.equal(true);
    await edit(root, lab, { ttl: 6, mechanism: 'none' });
    expect(lab.run.verdict).to.equal('DUPLICATE EFFECT');
    expect(notices(root, 'in')).to.deep.equal([]);
  });

  it('is inline: shown, its content sits in the sentence as if the element were not there', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <p id="p" style="font: 16px/1.5 sans-serif; width: 40em">Start <lease-lab-when for="s" verdict="DUPLICATE EFFECT"><b id="b">bold</b> end</lease-lab-when>.</p></div>`);
    const p = root.querySelector('#p') as HTMLElement;
    const b = root.querySelector('#b') as HTMLElement;
    expect(p.getClientRects().length).to.equal(1);
    expect(b.getBoundingClientRect().height, 'one line').to.be.below(30);
    expect(b.getBoundingClientRect().top).to.be.closeTo(p.getBoundingClientRect().top, 5);
    expect(getComputedStyle(root.querySelector('lease-lab-when') as Element).display).to.equal('contents');
  });

  it('the host’s own hidden attribute still hides it', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-lab-when id="w" for="s" verdict="DUPLICATE EFFECT" hidden><span>x</span></lease-lab-when></div>`);
    const span = root.querySelector('#w span') as HTMLElement;
    expect(span.getClientRects().length).to.equal(0);
  });

  it('announces nothing of its own', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-lab-when id="w" for="s" verdict="ONE OWNER"><span>x</span></lease-lab-when></div>`);
    await edit(root, lab, { ttl: 6 });
    const when = root.querySelector('#w') as LeaseLabWhen;
    expect($$(when, '[aria-live], [role=status], [role=alert]')).to.deep.equal([]);
    expect(when.getAttribute('aria-live')).to.equal(null);
  });

  itInChromium('hidden content leaves the accessibility tree, shown content is in it', 'a11ySnapshot reads the CDP accessibility tree', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <p><lease-lab-when for="s" verdict="DUPLICATE EFFECT">Zebra sentence shown.</lease-lab-when><lease-lab-when for="s" verdict="ONE OWNER">Quokka sentence hidden.</lease-lab-when></p></div>`);
    /** Which of the two sentences the accessibility tree holds. */
    const inTree = async () => {
      const tree = JSON.stringify(await a11ySnapshot({}));
      return ['Zebra sentence shown.', 'Quokka sentence hidden.'].filter((s) => tree.includes(s));
    };
    expect(await inTree()).to.deep.equal(['Zebra sentence shown.']);
    await edit(root, lab, { ttl: 6 });
    expect(await inTree()).to.deep.equal(['Quokka sentence hidden.']);
  });
});

describe('<lease-lab-step at>', () => {
  async function steps() {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-step id="plain" for="s" set="ttl=6">Raise the TTL</lease-lab-step>
      <lease-lab-step id="start" for="s" set="ttl=5" at="start">From the start</lease-lab-step>
      <lease-lab-step id="three" for="s" set="ttl=4" at="3.5">At 3.5 s</lease-lab-step>
      <lease-lab-step id="late" for="s" set="stall-for=2" at="9999">Past the end</lease-lab-step>
      <lease-lab-step id="same" for="s" set="stall-for=2" at="start">Same settings</lease-lab-step>
      <lease-lab-step id="bad" for="s" set="ttl=7" at="soon">Bad</lease-lab-step></div>`);
    const press = async (id: string) => {
      $(root.querySelector(`#${id}`) as LeaseLabStep, 'button').click();
      await caughtUp(root);
      await settled(lab);
    };
    return { root, lab: lab as SwarmLeaseLab, press };
  }

  it('leaves the swarm lab at the end of the run by default, at 0 with start, at the time given', async () => {
    const { root, lab, press } = await steps();
    lab.seek(1);
    await press('plain');
    expect(lab.input.ttl).to.equal(6);
    expect(lab.inspectionTime).to.equal(simulateSwarmLease({ ttl: 6 }).span);
    expect(lab.inspectionTime).to.equal(lab.run.span);
    await press('start');
    expect(lab.inspectionTime).to.equal(0);
    await press('three');
    expect(lab.inspectionTime).to.equal(3.5);
    const late = root.querySelector('#late') as LeaseLabStep;
    expect(late.shadowRoot!.querySelector('[part=notice]'), 'no notice before the run is known').to.equal(null);
    await press('late');
    expect(lab.inspectionTime, 'a time past the run rests at its end').to.equal(lab.run.span);
    await settled(late);
    expect(shadowText(late, '[part=notice]')).to.equal('at="9999" is after the end of this run (60 s); using the end of the run.');
    await press('same');
    await press('plain');
    await settled(late);
    expect(shadowText(late, '[part=notice]'), 'said by the step pressed, kept until it is pressed again').to.equal('at="9999" is after the end of this run (60 s); using the end of the run.');
    await press('same');
    expect(lab.inspectionTime, 'a step that changes no input still moves the time').to.equal(0);
  });

  it('names a bad at and uses the end of the run', async () => {
    const { root, lab, press } = await steps();
    const bad = root.querySelector('#bad') as LeaseLabStep;
    expect(shadowText(bad, '[part=notice]')).to.equal('at="soon" is not end, start or a time in seconds; using the end of the run.');
    bad.at = '-2';
    await settled(bad);
    expect(shadowText(bad, '[part=notice]')).to.equal('at="-2" is before the start of the run; using the end of the run.');
    await press('bad');
    expect(lab.inspectionTime).to.equal(lab.run.span);
  });

  it('the lease lab ignores it', async () => {
    const { root, lab } = await story(html`<div><lease-fencing-lab id="l"></lease-fencing-lab><lease-lab-step for="l" set="lease=20" at="3">Go</lease-lab-step></div>`);
    const step = root.querySelector('lease-lab-step') as LeaseLabStep;
    $(step, 'button').click();
    await caughtUp(root);
    expect(lab.getAttribute('lease')).to.equal('20');
    expect(step.shadowRoot!.querySelector('[part=notice]')).to.equal(null);
  });
});
