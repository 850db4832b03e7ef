import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/swarm-lease-lab.js';
import '../../src/lease-fencing-lab.js';
import '../../src/narrative.js';
import type { LeaseLabStep, LeaseLabValue } from '../../src/narrative.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { simulateLeaseFencing } from '../../src/sim/index.js';
import { $, $$, itInChromium, openSections, settled, shadowText, plain } from '../helpers.js';

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** What a reader sees of an inline companion: its shadow text, with slotted fallback text in place of the slot. */
function seen(el: Element): string {
  const root = el.shadowRoot as ShadowRoot;
  const walk = (n: Node): string => {
    if (n instanceof HTMLSlotElement) return n.assignedNodes().map((a) => a.textContent).join('');
    if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
    return [...n.childNodes].map(walk).join('');
  };
  return walk(root).replace(/\s+/g, ' ').trim();
}

async function story(markup: ReturnType<typeof html>) {
  const root = await fixture<HTMLDivElement>(markup);
  const lab = root.querySelector('swarm-lease-lab, lease-fencing-lab') as SwarmLeaseLab | LeaseFencingLab;
  if (lab) await settled(lab);
  await frame();
  for (const el of root.querySelectorAll('lease-lab-value, lease-lab-step')) await settled(el as LeaseLabValue);
  return { root, lab };
}

async function caughtUp(root: Element, lab: Element) {
  await settled(lab as SwarmLeaseLab);
  await frame();
  for (const el of root.querySelectorAll('lease-lab-value, lease-lab-step')) await settled(el as LeaseLabValue);
}

describe('<lease-lab-value>', () => {
  it('shows values of the run as the labs show them, and follows edits', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="swarm"></swarm-lease-lab>
      <p>Takeover at <lease-lab-value id="t" for="swarm" key="takeoverAt">4 s</lease-lab-value>;
      <lease-lab-value id="r" for="swarm" key="refunds">2</lease-lab-value> refunds;
      <lease-lab-value id="v" for="swarm" key="verdict">?</lease-lab-value>;
      A finished at <lease-lab-value id="a" for="swarm" key="workers.A.finishedAt"></lease-lab-value>;
      TTL <lease-lab-value id="i" for="swarm" key="input.ttl"></lease-lab-value>;
      B dropped <lease-lab-value id="d" for="swarm" key="workers.B.droppedAt" empty="not at all"></lease-lab-value>.</p></div>`);
    const text = (id: string) => seen(root.querySelector(`#${id}`) as Element);
    expect([text('t'), text('r'), text('v'), text('a'), text('i'), text('d')]).to.deep.equal(['4 s', '2', 'Duplicate effect', '10 s', '4 s', 'not at all']);
    lab.setAttribute('ttl', '6');
    await caughtUp(root, lab);
    expect([text('t'), text('r'), text('v'), text('d')]).to.deep.equal(['never', '1', 'One owner', '10 s']);
  });

  it('says yes or no for a fact of the run, on or off for a switch the reader sets', async () => {
    const { root } = await story(html`<div><lease-fencing-lab id="l"></lease-fencing-lab><swarm-lease-lab id="s" idempotency-key></swarm-lease-lab>
      <p><lease-lab-value id="w0" for="l" key="writes.0.accepted"></lease-lab-value> <lease-lab-value id="w1" for="l" key="writes.1.accepted"></lease-lab-value>
      <lease-lab-value id="k" for="s" key="input.idempotencyKey"></lease-lab-value> <lease-lab-value id="r" for="s" key="input.renew"></lease-lab-value></p></div>`);
    const text = (id: string) => seen(root.querySelector(`#${id}`) as Element);
    const writes = simulateLeaseFencing((root.querySelector('#l') as LeaseFencingLab).input).writes;
    expect([text('w0'), text('w1')]).to.deep.equal(writes.slice(0, 2).map((w) => (w.accepted ? 'yes' : 'no')));
    expect([text('w0'), text('w1')], 'the opening run has one accepted and one rejected write').to.have.members(['yes', 'no']);
    expect([text('k'), text('r')]).to.deep.equal(['on', 'on']);
  });

  it('shows its own text until the lab exists, and a notice for a missing lab', async () => {
    const { root } = await story(html`<div><p><lease-lab-value for="later" key="takeoverAt">4 s</lease-lab-value></p></div>`);
    const value = root.querySelector('lease-lab-value') as LeaseLabValue;
    expect(seen(value)).to.equal('4 s (no lab with id "later" on this page)');
    const lab = document.createElement('swarm-lease-lab');
    lab.id = 'later';
    lab.setAttribute('ttl', '5');
    root.append(lab);
    await caughtUp(root, lab);
    expect(seen(value)).to.equal('5 s');
  });

  it('follows a change of for and of key', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="a"></swarm-lease-lab><lease-fencing-lab id="b"></lease-fencing-lab><p><lease-lab-value for="a" key="verdict"></lease-lab-value></p></div>`);
    const value = root.querySelector('lease-lab-value') as LeaseLabValue;
    expect(seen(value)).to.equal('Duplicate effect');
    value.setAttribute('for', 'b');
    await settled(value);
    expect(seen(value)).to.equal('Contained');
    value.key = 'takeoverAt';
    await settled(value);
    expect(seen(value)).to.equal('13 s');
  });

  it('names an unknown key instead of printing undefined', async () => {
    const { root } = await story(html`<div><lease-fencing-lab id="l"></lease-fencing-lab><p><lease-lab-value for="l" key="workers.A">x</lease-lab-value></p></div>`);
    const value = root.querySelector('lease-lab-value') as LeaseLabValue;
    expect(seen(value)).to.equal('x (key="workers.A" is not a value of the lease lab’s run)');
    expect(seen(value)).not.to.contain('undefined');
    await expect(value).to.be.accessible();
  });

  it('shows "never" for a value under a part the run lacks (no takeover, no pause), and follows when it returns', async () => {
    const { root, lab } = await story(html`<div><lease-fencing-lab id="l" lease="20" pause-for="0"></lease-fencing-lab>
      <p>B writes at <lease-lab-value id="b" for="l" key="replacement.writesAt">18 s</lease-lab-value>; A wakes at
      <lease-lab-value id="w" for="l" key="original.pause.until" empty="no pause">18 s</lease-lab-value>.</p></div>`);
    const text = (id: string) => seen(root.querySelector(`#${id}`) as Element);
    expect([text('b'), text('w')]).to.deep.equal(['never', 'no pause']);
    lab.removeAttribute('lease');
    lab.removeAttribute('pause-for');
    await caughtUp(root, lab);
    expect([text('b'), text('w')]).to.deep.equal(['18 s', '18 s']);
  });

  it('shows every numeric field of both runs in the unit docs/results.md documents (counts bare, seconds as "N s")', async () => {
    // The tables of docs/results.md are the contract: each field is a "count" or "seconds". Paths are read from
    // real runs (set up so that pauses, shutdowns, stalls and the idempotency key all happen) and matched to
    // the table's names (`workers.A|B.token`, `writes[].at`).
    const results = await (await fetch('/docs/results.md')).text();
    const documented = new Map<string, string>();
    for (const line of results.split('\n').filter((l) => l.startsWith('| `'))) {
      const [, name, type] = line.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
      documented.set(name.replace(/`/g, ''), type);
    }
    const { root } = await story(html`<div><swarm-lease-lab id="s" idempotency-key></swarm-lease-lab>
      <lease-fencing-lab id="l" shutdown-at="6" enforcement="none"></lease-fencing-lab><p id="values"></p></div>`);
    const checked: string[] = [];
    for (const lab of root.querySelectorAll<SwarmLeaseLab | LeaseFencingLab>('swarm-lease-lab, lease-fencing-lab')) {
      const paths: Array<[string, number]> = [];
      const walk = (v: unknown, path: string[]) => {
        if (typeof v === 'number') paths.push([path.join('.'), v]);
        // A sentence's message (`words`, `evidenceWords`) holds the sentence's values, not results with units.
        else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) if (!/^(evidenceW|w)ords$/.test(k)) walk(c, [...path, k]);
      };
      walk({ ...lab.run, input: undefined, events: lab.run.events.slice(0, 3) }, []);
      for (const [path, n] of paths) {
        const name = path.replace(/\.\d+\./g, '[].').replace(/^workers\.[AB]\./, 'workers.A|B.');
        const type = documented.get(name);
        expect(type, `${path} is documented`).to.be.a('string');
        const value = document.createElement('lease-lab-value');
        value.setAttribute('for', lab.id);
        value.setAttribute('key', path);
        root.querySelector('#values')!.append(value);
        await settled(value);
        const shown = String(n);
        // Seconds carry their unit; counts and tokens (`1 | 2`) are bare.
        expect(seen(value), path).to.equal(/seconds/.test(type!) ? `${shown} s` : shown);
        checked.push(path);
      }
    }
    const expected = ['deduplicatedWrites', 'refunds', 'rejectedWrites', 'appliedIncrements', 'overlap', 'span', 'writes.0.token', 'original.stopDeadline'];
    expect(expected.filter((k) => !checked.includes(k)), 'fields the setup should reach').to.deep.equal([]);
  });

  it('reads the lab it is placed inside', async () => {
    const { root } = await story(html`<div><lease-fencing-lab enforcement="none"><p slot="intro">Applied <lease-lab-value key="appliedIncrements">1</lease-lab-value> times; overlap <lease-lab-value key="overlap"></lease-lab-value>.</p></lease-fencing-lab></div>`);
    const [n, o] = [...root.querySelectorAll('lease-lab-value')];
    const run = simulateLeaseFencing({ enforcement: 'none' });
    expect([seen(n), seen(o)]).to.deep.equal([String(run.appliedIncrements), `${run.overlap} s`]);
    expect(run.appliedIncrements).to.equal(2);
  });
});

describe('<lease-lab-step>', () => {
  it('is a button that applies set (with reset), keeps focus, and checks expect with text', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="swarm" work="6" mechanism="fencing"></swarm-lease-lab>
      <ol>
        <li><lease-lab-step id="one" for="swarm" reset set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step></li>
        <li><lease-lab-step id="two" for="swarm" set="no-renew; stall-for=8" expect="ONE OWNER">Stop renewing, stall 8 s</lease-lab-step></li>
      </ol></div>`);
    const one = root.querySelector('#one') as LeaseLabStep;
    const two = root.querySelector('#two') as LeaseLabStep;
    const button = $(one, 'button');
    expect(button.tagName).to.equal('BUTTON');
    expect(button.hasAttribute('aria-current')).to.equal(false);
    const changes: string[] = [];
    lab.addEventListener('lab-change', (e) => changes.push(`${(e as CustomEvent).detail.attribute}=${(e as CustomEvent).detail.value}`));
    button.focus();
    button.click();
    await caughtUp(root, lab);
    // reset: mechanism and work back to their defaults, then ttl=6.
    expect(changes.sort()).to.deep.equal(['mechanism=lease', 'ttl=6', 'work=5']);
    expect(lab.getAttribute('ttl')).to.equal('6');
    expect((lab as SwarmLeaseLab).input).to.deep.include({ mechanism: 'lease', work: 5, ttl: 6 });
    expect(shadowText(one, '.result')).to.equal('✓ One owner, as expected');
    expect($(one, '.result').dataset.match).to.equal('yes');
    expect(button.getAttribute('aria-current')).to.equal('step');
    expect(one.shadowRoot!.activeElement).to.equal(button);
    expect(document.activeElement).to.equal(one);

    $(two, 'button').click();
    await caughtUp(root, lab);
    expect(lab.hasAttribute('no-renew')).to.equal(true);
    expect(lab.getAttribute('stall-for')).to.equal('8');
    expect((lab as SwarmLeaseLab).run.verdict).to.equal('DUPLICATE EFFECT');
    expect(shadowText(two, '.result')).to.equal('✗ the lab shows Duplicate effect, not One owner');
    expect($(two, 'button').getAttribute('aria-current')).to.equal('step');
    expect(button.hasAttribute('aria-current')).to.equal(false);
    // The first step's check spoke of its own settings; the lab has moved on, so it no longer claims anything.
    expect(one.shadowRoot!.querySelector('.result'), 'no stale check once the lab left the step').to.equal(null);
    await expect(two).to.be.accessible();
  });

  it('stays where the reader pressed it when the step pressed before it loses its result lines', async () => {
    // The lab is far below, so pressing a step scrolls nowhere to show it (the two do not fit in the window).
    // Prose above the steps lets the page scroll back by the lines the first step loses.
    const { root, lab } = await story(html`<div><div style="height:400px"></div><ol>
        <li><lease-lab-step id="one" for="swarm" set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step></li>
        <li><lease-lab-step id="two" for="swarm" set="ttl=4" expect="DUPLICATE EFFECT">Back to a TTL of 4 s</lease-lab-step></li>
      </ol><div style="height:3000px"></div><swarm-lease-lab id="swarm"></swarm-lease-lab></div>`);
    const one = root.querySelector('#one') as LeaseLabStep;
    const two = root.querySelector('#two') as LeaseLabStep;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const moved: number[] = [];
    for (const scrolled of [100, 300]) {
      window.scrollTo(0, scrolled);
      $(one, 'button').click();
      await caughtUp(root, lab);
      await frame();
      await frame();
      expect(shadowText(one, '.result'), 'precondition: the first step shows its result').to.contain('as expected');
      const before = two.getBoundingClientRect().top;
      $(two, 'button').focus();
      $(two, 'button').click();
      await caughtUp(root, lab);
      await frame();
      await frame();
      expect(one.shadowRoot!.querySelector('.result'), "precondition: the first step's result went").to.equal(null);
      moved.push(Math.round(two.getBoundingClientRect().top - before));
    }
    window.scrollTo(0, 0);
    expect(moved, 'how far the pressed step moved, page scrolled 100 and 300 px').to.deep.equal([0, 0]);
  });

  it('puts its check beside the button only where the whole line fits, else under it, lined up with the sentence', async () => {
    const { root, lab } = await story(html`<div style="width:320px"><ol>
        <li><lease-lab-step id="one" for="swarm" set="ttl=4" expect="DUPLICATE EFFECT">Turn enforcement off</lease-lab-step></li>
      </ol><swarm-lease-lab id="swarm" mechanism="none"></swarm-lease-lab></div>`);
    const one = root.querySelector('#one') as LeaseLabStep;
    $(one, 'button').click();
    await caughtUp(root, lab);
    const check = $(one, '.result').getBoundingClientRect();
    const words = $(one, '.result-words').getBoundingClientRect();
    const button = $(one, 'button').getBoundingClientRect();
    expect(check.top, 'the check is under the button').to.be.at.least(button.bottom - 1);
    expect(check.left, 'lined up with the sentence under it').to.be.closeTo(words.left, 1);
    expect(check.height, 'on one line').to.be.below(words.height + 1);
  });

  it('keeps the labs\' words left to right on a right-to-left page', async () => {
    const { root, lab } = await story(html`<div dir="rtl" lang="ar"><swarm-lease-lab id="rtl-swarm"></swarm-lease-lab>
      <p><lease-lab-step id="rtl-step" for="rtl-swarm" set="ttl=6" expect="ONE OWNER">ارفع المهلة</lease-lab-step>
      <lease-lab-value for="rtl-swarm" key="ttl"></lease-lab-value></p></div>`);
    const step = root.querySelector('#rtl-step') as LeaseLabStep;
    $(step, 'button').click();
    await caughtUp(root, lab);
    expect(shadowText(step, '.result')).to.equal('✓ One owner, as expected');
    expect(getComputedStyle($(step, '.result')).direction, 'the ✓ line').to.equal('ltr');
    const value = root.querySelector('lease-lab-value') as LeaseLabValue;
    expect(getComputedStyle(value.shadowRoot!.querySelector('span')!).direction, 'a live value').to.equal('ltr');
  });

  it('turns a boolean off with name=off', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s" no-renew></swarm-lease-lab><lease-lab-step for="s" set="no-renew=off">Renew again</lease-lab-step></div>`);
    const step = root.querySelector('lease-lab-step') as LeaseLabStep;
    const changed = oneEvent(lab, 'lab-change');
    $(step, 'button').click();
    expect((await changed).detail).to.deep.include({ attribute: 'no-renew', value: true });
    await caughtUp(root, lab);
    expect(lab.hasAttribute('no-renew')).to.equal(false);
  });

  /** A swarm lab and one step with `set`; `press` clicks the step and waits for the lab to follow. */
  async function swarmStep(set: string) {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-lab-step for="s" set=${set}>Try it</lease-lab-step></div>`);
    const step = root.querySelector('lease-lab-step') as LeaseLabStep;
    const press = async () => {
      $(step, 'button').click();
      await caughtUp(root, lab);
    };
    return { lab, step, text: shadowText(step), press };
  }

  it('names each bad pair of set and applies the rest', async () => {
    const { lab, step, text, press } = await swarmStep('ttl=soon colour=red stall-for mechanism=fencing work=-3');
    expect(text).to.contain('set: "ttl=soon" is not a number; this pair is not applied.');
    expect(text).to.contain('set: "colour=red" names no input of the swarm lab');
    expect(text).to.contain('set: "stall-for" needs a value (stall-for=…); this pair is not applied.');
    expect(text).to.contain('set: "work=-3" is outside 0 to 86,400 s; this pair is not applied.');
    await press();
    expect(lab.getAttribute('mechanism')).to.equal('fencing');
    expect(lab.hasAttribute('ttl')).to.equal(false);
    await expect(step).to.be.accessible();
  });

  it('names an input set twice, and applies the last pair the lab accepts', async () => {
    const { lab, text, press } = await swarmStep('ttl=6 ttl=2 stall-for=1 stall-for=soon');
    expect(text).to.contain('set: ttl is set 2 times; the last pair the lab accepts is applied.');
    expect(text).to.contain('set: stall-for is set 2 times; the last pair the lab accepts is applied.');
    await press();
    expect([lab.getAttribute('ttl'), lab.getAttribute('stall-for')]).to.deep.equal(['2', '1']);
  });

  it('shows a notice when its lab is missing, and pressing it does nothing', async () => {
    const { root } = await story(html`<div><lease-lab-step for="gone" set="ttl=6">Go</lease-lab-step></div>`);
    const step = root.querySelector('lease-lab-step') as LeaseLabStep;
    $(step, 'button').click();
    expect(shadowText(step, '[part=notice]')).to.equal('No lab with id "gone" on this page.');
    expect($$(step, '[part=notice]')).to.have.length(1);
  });

  it('ties its ✓/✗ line to the button, and says the line politely when the verdict did not change', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-step id="same" for="s" set="stall-for=6" expect="DUPLICATE EFFECT">Stall longer</lease-lab-step>
      <lease-lab-step id="other" for="s" reset set="ttl=6">Raise the TTL</lease-lab-step></div>`);
    const same = root.querySelector('#same') as LeaseLabStep;
    const before = (lab as SwarmLeaseLab).run.verdict;
    $(same, 'button').click();
    await caughtUp(root, lab);
    expect((lab as SwarmLeaseLab).run.verdict, 'precondition: the verdict stays').to.equal(before);
    const button = $(same, 'button');
    // Described by the ✓/✗ line, then the lab's own sentence for its verdict.
    const described = (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => same.shadowRoot!.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim());
    expect(described).to.deep.equal(['✓ Duplicate effect, as expected', plain((lab as SwarmLeaseLab).headline).replace(/\s+/g, ' ')]);
    expect(plain(shadowText(same, '[aria-live]'))).to.equal('Duplicate effect, as expected');
    // Pressed again, the region empties and fills again, so it is said again.
    const live = $(same, '[aria-live]');
    const seenTexts: string[] = [];
    const watch = new MutationObserver(() => seenTexts.push(live.textContent ?? ''));
    watch.observe(live, { childList: true, characterData: true, subtree: true });
    $(same, 'button').click();
    await caughtUp(root, lab);
    await settled(same);
    watch.disconnect();
    expect(plain(seenTexts.at(-1))).to.equal('Duplicate effect, as expected');
    expect(seenTexts).to.include('');
    // A step that changes the verdict leaves the announcing to the lab.
    const other = root.querySelector('#other') as LeaseLabStep;
    $(other, 'button').click();
    await caughtUp(root, lab);
    expect((lab as SwarmLeaseLab).run.verdict).to.equal('ONE OWNER');
    expect(shadowText(other, '[aria-live]')).to.equal('');
    expect($(other, 'button').getAttribute('aria-describedby'), 'without expect, no check: only the lab’s sentence').to.equal('result-words');
    await expect(same).to.be.accessible();
  });

  it('marks the current step unlike the focus ring, so a reader never sees two controls focused', async () => {
    const { root, lab } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab>
      <lease-lab-step id="one" for="s" reset set="ttl=6">Raise the TTL</lease-lab-step>
      <button id="elsewhere">Elsewhere</button></div>`);
    const step = root.querySelector('#one') as LeaseLabStep;
    $(step, 'button').click();
    await caughtUp(root, lab);
    await settled(step);
    (root.querySelector('#elsewhere') as HTMLButtonElement).focus();
    const button = $(step, 'button');
    expect(button.getAttribute('aria-current')).to.equal('step');
    const marker = getComputedStyle(button);
    // The focus ring's colour, as the step itself draws it when focused.
    button.focus();
    const ring = getComputedStyle(button).outlineColor;
    (root.querySelector('#elsewhere') as HTMLButtonElement).focus();
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      expect(marker.getPropertyValue(`border-${side.toLowerCase()}-color`), `${side} border`).to.not.equal(ring);
    }
    expect(marker.outlineStyle, 'no outline on the unfocused current step').to.equal('none');
  });

  it('names an expect that the lab never produces, with the lab’s verdicts', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-lab-step for="s" set="ttl=6" expect="BANANA">Go</lease-lab-step>
      <lease-lab-step for="s" set="ttl=6" expect="one owner">Go</lease-lab-step></div>`);
    const [banana, fine] = root.querySelectorAll('lease-lab-step');
    expect(shadowText(banana, '[part=notice]')).to.equal('expect="BANANA" is not a verdict of the swarm lab (DUPLICATE EFFECT, ONE EFFECT, ONE OWNER); the check always fails.');
    expect(fine.shadowRoot!.querySelector('[part=notice]')).to.equal(null);
  });

  it('names an id that two elements share, and follows the first', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="twin" ttl="6"></swarm-lease-lab><swarm-lease-lab id="twin"></swarm-lease-lab>
      <p><lease-lab-value for="twin" key="input.ttl"></lease-lab-value></p></div>`);
    const value = root.querySelector('lease-lab-value') as LeaseLabValue;
    expect(seen(value)).to.equal('6 s (2 elements have id "twin"; following the first)');
    root.querySelectorAll('swarm-lease-lab')[1].remove();
    await settled(value);
    expect(seen(value)).to.equal('6 s');
  });

  it('is live and says nothing of its script once defined (the server disables it and says so, see companions-ssr and companions-pending)', async () => {
    const { root } = await story(html`<div><swarm-lease-lab id="s"></swarm-lease-lab><lease-lab-step for="s" reset>Restore</lease-lab-step></div>`);
    const step = root.querySelector('lease-lab-step') as LeaseLabStep;
    expect(($(step, 'button') as HTMLButtonElement).disabled).to.equal(false);
    expect($(step, '[part=pending]').getBoundingClientRect().height).to.equal(0);
    expect($(step, 'button').getAttribute('aria-current')).to.equal('step');
  });

  it('stays where the reader is when the lab is more than a window away, and says the verdict in words', async () => {
    const { root, lab } = await story(html`<div><lease-lab-step for="far" set="lease=20">Go</lease-lab-step><div style="height:3000px"></div><lease-fencing-lab id="far"></lease-fencing-lab></div>`);
    await settled(lab);
    const step = root.querySelector('lease-lab-step') as LeaseLabStep;
    window.scrollTo(0, 0);
    $(step, 'button').click();
    await settled(lab);
    await settled(step);
    await new Promise((r) => setTimeout(r, 800));
    expect(scrollY, 'the page did not move').to.equal(0);
    expect(lab.getAttribute('lease')).to.equal('20');
    const words = plain(shadowText(step, '[part=result-words]'));
    expect(words, 'the lab’s own sentence, under the step').to.equal(plain((lab as unknown as { headline: string }).headline));
    expect(words).to.match(/^A wrote at \d+ s with token 1/);
    expect($(step, 'button').getAttribute('aria-describedby')).to.equal('result-words');
  });

  itInChromium('brings a near lab’s verdict and timeline into view with the step, moving less than a window', 'emulating prefers-reduced-motion needs CDP', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      // The step near the window's bottom, the lab under it: its verdict and timeline start below the window.
      const { root, lab } = await story(html`<div><div style="height:${innerHeight - 90}px"></div>
        <lease-lab-step for="near" set="ttl=6" expect="one owner">Raise the TTL</lease-lab-step><swarm-lease-lab id="near" compact no-controls></swarm-lease-lab><div style="height:2000px"></div></div>`);
      await settled(lab);
      window.scrollTo(0, 0);
      const step = root.querySelector('lease-lab-step') as LeaseLabStep;
      const verdict = $(lab, '[part~=verdict]');
      const timeline = $(lab, '[part~=timeline]');
      expect(timeline.getBoundingClientRect().bottom, 'precondition: the timeline starts below the window').to.be.above(innerHeight);
      expect(step.getBoundingClientRect().bottom, 'precondition: the step is in view').to.be.at.most(innerHeight);
      const before = scrollY;
      $(step, 'button').focus();
      $(step, 'button').click();
      await settled(lab);
      await settled(step);
      await frame();
      expect(Math.abs(scrollY - before), 'moved (px)').to.be.at.most(innerHeight);
      for (const [name, box] of [['verdict', verdict], ['timeline', timeline], ['step', step]] as const) {
        const r = box.getBoundingClientRect();
        expect(r.top, `${name} top`).to.be.at.least(0);
        expect(r.bottom, `${name} bottom`).to.be.at.most(innerHeight + 1);
      }
      expect(plain(shadowText(step, '[part=result]'))).to.equal('✓ One owner, as expected');
      expect(step.shadowRoot!.activeElement).to.equal($(step, 'button'));
      window.scrollTo(0, 0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('leaves a tall lab’s verdict where it is when it and the step cannot share the window', async () => {
    const { root, lab } = await story(html`<div><div style="height:200px"></div><swarm-lease-lab id="tall"></swarm-lease-lab>
      <div style="height:${Math.round(innerHeight / 3)}px"></div><lease-lab-step for="tall" set="ttl=6">Raise the TTL</lease-lab-step><div style="height:2000px"></div></div>`);
    await openSections(lab, 'trace', 'workers', 'metrics');
    const step = root.querySelector('lease-lab-step') as LeaseLabStep;
    step.scrollIntoView({ block: 'end' });
    const before = scrollY;
    $(step, 'button').click();
    await settled(lab);
    await settled(step);
    await new Promise((r) => setTimeout(r, 800));
    // The trace shrinks with the new run, so the content under the reader may move; the step asked for no scroll.
    expect(Math.abs(scrollY - before), 'the page did not scroll towards the verdict').to.be.below(innerHeight / 4);
    expect(step.getBoundingClientRect().bottom, 'the step is still in view').to.be.at.most(innerHeight + 1);
    expect(plain(shadowText(step, '[part=result-words]'))).to.match(/^A 6 s lease|^A kept the lease/);
  });
});

describe('embedCode() and Copy HTML', () => {
  it('returns the markup with only the non-default attributes', async () => {
    const swarm = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab mechanism="fencing" ttl="6" no-renew speed="4"></swarm-lease-lab>`);
    await settled(swarm);
    expect(swarm.embedCode()).to.equal('<swarm-lease-lab mechanism="fencing" ttl="6" no-renew speed="4"></swarm-lease-lab>');
    swarm.ttl = 4;
    swarm.renew = true;
    swarm.speed = 2;
    await settled(swarm);
    expect(swarm.embedCode()).to.equal('<swarm-lease-lab mechanism="fencing"></swarm-lease-lab>');
    const lease = await fixture<LeaseFencingLab>(html`<lease-fencing-lab shutdown-at="3" pause-for="2.5"></lease-fencing-lab>`);
    await settled(lease);
    expect(lease.embedCode()).to.equal('<lease-fencing-lab pause-for="2.5" shutdown-at="3"></lease-fencing-lab>');
    const plain = await fixture<LeaseFencingLab>(html`<lease-fencing-lab ttl="bogus"></lease-fencing-lab>`);
    expect(plain.embedCode()).to.equal('<lease-fencing-lab></lease-fencing-lab>');
  });

  it('copies with the Clipboard API, or shows the text selected in a read-only field', async () => {
    const lab = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab ttl="6"></swarm-lease-lab>`);
    await settled(lab);
    expect(lab.shadowRoot?.querySelector('.embed'), 'Copy HTML waits in the closed export section').to.equal(null);
    await openSections(lab, 'export');
    const clipboard = navigator.clipboard;
    const written: string[] = [];
    const original = clipboard.writeText;
    try {
      clipboard.writeText = async (t: string) => void written.push(t);
      $(lab, '.embed button').click();
      await new Promise((r) => setTimeout(r, 0));
      expect(written).to.deep.equal(['<swarm-lease-lab ttl="6"></swarm-lease-lab>']);
      expect(shadowText(lab, '.embed [aria-live]')).to.equal('Copied.');
      clipboard.writeText = async () => {
        throw new DOMException('denied', 'NotAllowedError');
      };
      $(lab, '.embed button').click();
      await new Promise((r) => setTimeout(r, 0));
      const field = $(lab, '.embed textarea') as HTMLTextAreaElement;
      expect(field.hidden).to.equal(false);
      expect(field.readOnly).to.equal(true);
      expect(field.value).to.equal('<swarm-lease-lab ttl="6"></swarm-lease-lab>');
      expect(field.selectionEnd - field.selectionStart).to.equal(field.value.length);
      expect(shadowText(lab, '.embed [aria-live]')).to.contain('Selected below');
    } finally {
      clipboard.writeText = original;
    }
    await expect(lab).to.be.accessible();
  });
});

describe('<lease-lab-step> in a numbered list', () => {
  it('sits level with its number when its label wraps', async () => {
    const list = await fixture<HTMLOListElement>(html`<ol style="width: 200px; font: 16px/1.5 sans-serif">
      <li><span>​</span><lease-lab-step for="nowhere">Keep the 6 s TTL, stall for 8 s: the lease lapses again</lease-lab-step></li>
    </ol>`);
    const step = list.querySelector('lease-lab-step') as LeaseLabStep;
    await step.updateComplete;
    const button = ($(step, 'button') as HTMLElement).getBoundingClientRect();
    expect(button.height, 'the label wraps').to.be.above(50);
    // The list's number sits on the item's baseline, as does the (zero-width) text before the step: on its first line.
    const before = (list.querySelector('span') as HTMLElement).getBoundingClientRect();
    expect(before.bottom - button.top, 'text beside the step ends within its first line').to.be.below(button.height / 2);
  });

  it('starts each line of a wrapped label at the button’s start edge, as prose does', async () => {
    const list = await fixture<HTMLOListElement>(html`<ol style="width: 200px; font: 16px/1.5 sans-serif">
      <li><lease-lab-step for="nowhere">Start from the opening example of the run</lease-lab-step></li>
    </ol>`);
    const step = list.querySelector('lease-lab-step') as LeaseLabStep;
    await step.updateComplete;
    const button = $(step, 'button') as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(step);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0);
    expect(lines.length, 'the label wraps').to.be.at.least(2);
    const start = button.getBoundingClientRect().left + parseFloat(getComputedStyle(button).paddingLeft) + 1;
    for (const line of lines) expect(line.left, 'each line starts at the start edge').to.be.within(start - 2, start + 2);
  });
});
