// The seed texts' experiments as one-click presets (the lease lab's four, the swarm lab's six): a press sets
// the lab to the experiment's inputs (only the changed ones, each with its lab-change), the pressed button says
// so, the experiment's lesson is the panel's line only while the inputs are exactly the experiment's, and
// `no-presets` hides the row.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { LEASE_PRESETS } from '../../src/lease-fencing/presets.js';
import { SWARM_PRESETS } from '../../src/swarm-lease/presets.js';
import { LEASE_FENCING_DEFAULTS, SWARM_LEASE_DEFAULTS } from '../../src/sim/index.js';
import { keepUnits } from '../../src/parts/format.js';
import { $, $$, frames, plain, settled, shadowText } from '../helpers.js';

type AnyLab = LeaseFencingLab;

/** The lab's experiment buttons and which one is pressed. */
function buttons(el: AnyLab): { labels: string[]; pressed: string[] } {
  const all = $$(el, '[part~="presets"] button');
  return { labels: all.map((b) => plain(b.textContent)), pressed: all.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => plain(b.textContent)) };
}

/** What each experiment must show: its verdict label as the headline says it. */
const LEASE_VERDICTS = ['Contained.', 'Duplicate effect.', 'Duplicate effect.', 'Stopped.'];
const SWARM_VERDICTS = ['Duplicate effect.', 'One owner.', 'Duplicate effect.', 'One owner.', 'One owner.', 'Duplicate effect.'];

for (const [tag, presets, verdicts, defaults, field] of [
  ['lease-fencing-lab', LEASE_PRESETS, LEASE_VERDICTS, LEASE_FENCING_DEFAULTS, 'pauseFor'],
  ['swarm-lease-lab', SWARM_PRESETS, SWARM_VERDICTS, SWARM_LEASE_DEFAULTS, 'stallFor'],
] as const) {
  describe(`${tag} presets`, () => {
    const make = async (attrs = '') => {
      const el = await fixture<AnyLab>(`<${tag} ${attrs}></${tag}>`);
      await settled(el);
      return el;
    };

    it('offers each of the seed’s experiments, the opening one pressed with its lesson as the panel’s line', async () => {
      const el = await make();
      expect(buttons(el).labels).to.deep.equal(presets.map((p) => plain(p.label)));
      expect(buttons(el).pressed).to.deep.equal([plain(presets[0].label)]);
      expect(shadowText(el, '.ready-line .ready')).to.equal(plain(keepUnits(presets[0].lesson)));
      expect($(el, '[part~="presets"]').getAttribute('role')).to.equal('group');
    });

    it('sets the experiment’s inputs on a press, changing only those that differ, and shows its verdict and lesson', async () => {
      const el = await make();
      for (const [i, preset] of presets.entries()) {
        const changes: string[] = [];
        const note = (e: Event) => changes.push((e as CustomEvent).detail.field);
        el.addEventListener('lab-change', note);
        $$(el, '[part~="presets"] button')[i].click();
        await settled(el);
        el.removeEventListener('lab-change', note);
        const prev = { ...defaults, ...(i === 0 ? {} : presets[i - 1].changes) } as Record<string, unknown>;
        const next = { ...defaults, ...preset.changes } as Record<string, unknown>;
        const expected = Object.keys(next).filter((k) => !Object.is(prev[k], next[k]));
        expect(changes.sort(), `${preset.label}: the fields changed`).to.deep.equal(expected.sort());
        for (const [name, value] of Object.entries(preset.changes)) expect((el as unknown as Record<string, unknown>)[name], `${preset.label}: ${name}`).to.equal(value);
        expect(shadowText(el, '.verdict-label'), preset.label).to.equal(verdicts[i]);
        expect(buttons(el).pressed).to.deep.equal([plain(preset.label)]);
        expect(shadowText(el, '.ready-line .ready')).to.equal(plain(keepUnits(preset.lesson)));
      }
    });

    it('says the settings are the reader’s own once an input leaves every experiment', async () => {
      const el = await make();
      (el as unknown as Record<string, number>)[field] = 3.5;
      await settled(el);
      expect(buttons(el).pressed).to.deep.equal([]);
      expect(shadowText(el, '.ready-line .ready')).to.match(/^Your own settings/);
    });

    it('applies a focused experiment with Enter and keeps the focus on it', async () => {
      const el = await make();
      const second = $$(el, '[part~="presets"] button')[1];
      second.focus();
      await sendKeys({ press: 'Enter' });
      await settled(el);
      expect(buttons(el).pressed).to.deep.equal([plain(presets[1].label)]);
      expect(el.shadowRoot!.activeElement, 'the focus stays on the pressed experiment').to.equal($$(el, '[part~="presets"] button')[1]);
    });

    it('hides the row with no-presets and keeps the usual ready line', async () => {
      const el = await make('no-presets');
      expect($$(el, '[part~="presets"]')).to.have.length(0);
      expect(shadowText(el, '.ready-line .ready')).to.equal('Change any input: the lab reruns at once.');
      expect(el.embedCode()).to.contain('no-presets');
    });
  });
}

describe('the docs snippets for presets and conditional sentences, verbatim', () => {
  /** The html code block that follows `marker` in the page `file`. */
  const snippet = async (file: string, marker: string) => {
    const page = await (await fetch(`/${file}`)).text();
    const from = page.indexOf(marker);
    expect(from, marker).to.be.above(-1);
    return /```html\n([\s\S]*?)\n```/.exec(page.slice(from))![1];
  };

  it('no-presets hides the row and keeps the inputs given', async () => {
    const box = await fixture<HTMLDivElement>('<div></div>');
    box.innerHTML = await snippet('docs/swarm-lease-lab.md', 'An author who tells a different story hides the row');
    const el = box.querySelector('swarm-lease-lab') as unknown as AnyLab & { ttl: number };
    await settled(el);
    expect($$(el, '[part~="presets"]')).to.have.length(0);
    expect(el.ttl).to.equal(6);
    expect(shadowText(el, '.verdict-label')).to.equal('One owner.');
  });

  it('each <lease-lab-when> shows only while its conditions hold', async () => {
    await import('../../src/narrative.js');
    const box = await fixture<HTMLDivElement>('<div><swarm-lease-lab id="swarm"></swarm-lease-lab><div id="prose"></div></div>');
    box.querySelector('#prose')!.innerHTML = await snippet('docs/lease-lab-when.md', '# `<lease-lab-when>`');
    const lab = box.querySelector('swarm-lease-lab') as unknown as AnyLab & { mechanism: string; ttl: number };
    await settled(lab);
    const whens = [...box.querySelectorAll('lease-lab-when')] as unknown as (HTMLElement & { updateComplete: Promise<unknown> })[];
    const shown = async () => {
      await settled(lab);
      await Promise.all(whens.map((w) => w.updateComplete));
      return whens.map((w) => [...w.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n as Text).data.trim() && w.shadowRoot?.querySelector('slot')?.assignedNodes().includes(n)));
    };
    expect(await shown(), 'the opening run: a duplicate effect').to.deep.equal([true, false, false]);
    lab.ttl = 6;
    expect(await shown(), 'TTL 6 s: one owner, no takeover').to.deep.equal([false, true, false]);
  });
});

describe('an edit keeps its control where the reader pressed it', () => {
  it('leaves a checkbox under the finger when the experiment’s lesson above it grows (a 390 px phone)', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 358px"><swarm-lease-lab></swarm-lease-lab><div style="height: 3000px"></div></div>`);
    const el = box.querySelector('swarm-lease-lab')!;
    await settled(el);
    const renew = $$(el, 'input[type="checkbox"]').find((i) => /renews/.test((i as HTMLInputElement).labels?.[0]?.textContent ?? '')) as HTMLInputElement;
    // Below the head that sticks at this width, well inside the window.
    const head = $(el, '.figure-head').getBoundingClientRect().height;
    scrollBy(0, renew.getBoundingClientRect().top - Math.min(innerHeight - 80, head + 120));
    await frames();
    const before = renew.getBoundingClientRect().top;
    const y0 = scrollY;
    const lesson = $(el, '.ready-line').getBoundingClientRect().height;
    renew.focus();
    renew.click();
    await settled(el);
    await frames();
    await frames();
    expect($(el, '.ready-line').getBoundingClientRect().height, 'the lesson above it grew').to.be.above(lesson);
    expect(renew.getBoundingClientRect().top, `the checkbox’s top (scrolled ${scrollY - y0})`).to.be.closeTo(before, 1);
    scrollTo(0, 0);
  });
});
