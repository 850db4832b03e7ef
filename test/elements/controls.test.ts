// The control panel and header as a reader meets them: the seeds' names, typed numbers applied once, the
// title in the page outline, the model's assumptions, radio groups that follow every change, and the write
// decisions as stacked records in a narrow lab.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, $$, beforeText, pressChord, settled, shadowText } from '../helpers.js';

/** Select-all, then type, as a reader replacing a field's text does. */
async function retype(text: string) {
  await pressChord('Control', 'a');
  await sendKeys({ type: text });
}

async function lab<T extends LeaseFencingLab | SwarmLeaseLab>(markup: ReturnType<typeof html>): Promise<T> {
  const el = await fixture<T>(markup);
  await settled(el);
  return el;
}

/** The accessible label texts of every control, and the legends of every group. */
function controlNames(el: Element): string[] {
  const labels = $$(el, '.panel input').map((i) => [...((i as HTMLInputElement).labels ?? [])].map((l) => l.textContent ?? '').join(' '));
  const legends = $$(el, '.panel legend').map((l) => l.textContent ?? '');
  return [...labels, ...legends].map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('typed numbers apply once, when the reader is done typing', () => {
  it('typing "12" sends one result for 12 after a pause, never one for 1', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    const leases: number[] = [];
    el.addEventListener('lab-result', (e) => leases.push(e.detail.input.lease));
    const verdicts: string[] = [];
    el.addEventListener('lab-result', () => void el.updateComplete.then(() => verdicts.push(shadowText(el, '.verdict-label'))));
    $(el, '#in-lease').focus();
    await retype('12');
    await settled(el);
    expect(leases, 'nothing applied while typing').to.deep.equal([]);
    await aTimeout(800);
    await settled(el);
    expect(leases).to.deep.equal([12]);
    expect(el.lease).to.equal(12);
    expect(verdicts.length).to.equal(1);
  });

  it('Enter and leaving the field apply at once; arrows step at once', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    const results: number[] = [];
    el.addEventListener('lab-result', (e) => results.push(e.detail.input.pauseFor));
    $(el, '#in-pause-for').focus();
    await retype('10');
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(results).to.deep.equal([10]);
    await sendKeys({ press: 'ArrowUp' });
    await settled(el);
    expect(results).to.deep.equal([10, 11]);
    await retype('3');
    await sendKeys({ press: 'Tab' });
    await settled(el);
    expect(results).to.deep.equal([10, 11, 3]);
    await aTimeout(800);
    expect(results, 'the pause timer does not apply it a second time').to.deep.equal([10, 11, 3]);
  });

  it('invalid typing is explained after the pause and never applied', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    let changes = 0;
    el.addEventListener('lab-change', () => changes++);
    $(el, '#in-work').focus();
    await retype('1x');
    await aTimeout(800);
    expect(changes).to.equal(0);
    expect(shadowText(el, '#in-work-error')).to.contain('"1x" is not a number');
    expect(el.work).to.equal(12);
  });
});

describe("the seeds' names for controls, figures and tables", () => {
  it('<lease-fencing-lab> names every control as the seed does, each with a hint', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    const names = controlNames(el).join(' | ');
    for (const name of [
      'Original active work',
      'Lease / visibility duration',
      'Heartbeat cadence',
      'Pause starts at',
      'Pause duration',
      'Replacement work',
      'Resource enforcement',
      'No enforcement',
      'Last-write fencing watermark',
      'Registered current epoch',
      'Shutdown signal at',
      'Shutdown grace',
    ]) {
      expect(names).to.contain(name);
    }
    for (const input of $$(el, '.panel input[type="text"]')) {
      const hint = el.shadowRoot?.getElementById(`${input.id}-hint`)?.textContent?.trim() ?? '';
      expect(hint.length, input.id).to.be.greaterThan(20);
    }
    expect(shadowText(el, '#writes caption')).to.equal('Protected-resource write decisions');
    for (const title of ['Applied increments', 'Takeover', 'In-flight overlap', 'Original attempt ends']) {
      expect($$(el, '.metrics dt').map((d) => d.textContent?.trim())).to.include(title);
    }
  });

  it('<swarm-lease-lab> names every control as the seed does', async () => {
    const el = await lab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    const names = controlNames(el).join(' | ');
    for (const name of [
      'Ownership mechanism',
      'None',
      'Compare-and-set lease',
      'Lease plus ledger-checked fencing token',
      'Lease TTL',
      'Owner renews the lease every second while running',
      'Worker A stall',
    ]) {
      expect(names).to.contain(name);
    }
    const stall = $(el, 'fieldset.group');
    expect(stall.querySelector('legend')?.textContent).to.equal('Worker A stall');
    expect([...stall.querySelectorAll('input')].map((i) => i.id)).to.deep.equal(['in-stall-at', 'in-stall-for']);
    expect(shadowText(el, '#trace caption')).to.contain('Event trace');
    expect(shadowText(el, '#workers caption')).to.contain('Computed data');
    expect(shadowText(el, '.metrics-title')).to.equal('Final metrics');
    await expect(el).to.be.accessible();
  });
});

describe('the title is a heading at the level the page needs', () => {
  it('defaults to level 3 and follows heading-level', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab heading-level="2"></lease-fencing-lab>`);
    const title = $(el, '.title');
    expect(title.getAttribute('role')).to.equal('heading');
    expect(title.getAttribute('aria-level')).to.equal('2');
    expect(title.textContent?.trim()).to.equal('Lease, zombie worker and fencing lab');
    el.removeAttribute('heading-level');
    await settled(el);
    expect(title.getAttribute('aria-level')).to.equal('3');
    el.headingLevel = 5;
    await settled(el);
    expect(title.getAttribute('aria-level')).to.equal('5');
  });

  it('an invalid heading-level shows a notice naming it, the value given and the level used', async () => {
    const el = await lab<SwarmLeaseLab>(html`<swarm-lease-lab heading-level="9"></swarm-lease-lab>`);
    expect($(el, '.title').getAttribute('aria-level')).to.equal('3');
    expect(shadowText(el, '.notices')).to.contain('heading-level="9" is not one of 1, 2, 3, 4, 5, 6; using the default 3.');
    el.setAttribute('heading-level', '4');
    await settled(el);
    expect($(el, '.title').getAttribute('aria-level')).to.equal('4');
    expect(el.shadowRoot?.querySelector('.notices')).to.equal(null);
  });

  it('a slotted title keeps the heading semantics', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab heading-level="4"><span slot="title">Zombie writes</span></lease-fencing-lab>`);
    const title = $(el, '.title');
    expect(title.getAttribute('aria-level')).to.equal('4');
    expect((title.querySelector('slot') as HTMLSlotElement).assignedNodes()[0].textContent).to.equal('Zombie writes');
  });
});

describe('Assumptions and limits', () => {
  it('each lab states its rules and the privacy promise in a closed disclosure; compact figures leave it out', async () => {
    const lease = await lab<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    const swarm = await lab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    for (const [el, phrases] of [
      [lease, ['virtual seconds', 'fixed cadence', 'not replayed', 'B’s write goes before A’s', 'watermark', 'epoch is registered', 'never releases its lease']],
      [swarm, ['whole seconds', 'perfect clocks', 'never fail']],
    ] as const) {
      const details = $(el, 'details.assumptions') as HTMLDetailsElement;
      expect(details.open).to.equal(false);
      expect(details.querySelector('summary')?.textContent).to.equal('Assumptions and limits');
      for (const phrase of phrases) expect(details.textContent).to.contain(phrase);
      expect(details.textContent?.replace(/\s+/g, ' ')).to.contain(
        'runs in this page; your inputs stay in page memory; nothing is stored, put in the URL or sent; a worksheet holds only what you export.',
      );
      details.querySelector('summary')?.click();
      await settled(el);
      expect(details.open).to.equal(true);
      await expect(el).to.be.accessible();
    }
    const figure = await lab<LeaseFencingLab>(html`<lease-fencing-lab compact no-controls></lease-fencing-lab>`);
    expect(figure.shadowRoot?.querySelector('details.assumptions')).to.equal(null);
  });
});

describe('boolean control states follow the input', () => {
  it('a radio group follows a programmatic change after the reader clicked, and the pending line is hidden', async () => {
    const el = await lab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    expect(getComputedStyle($(el, '.pending')).visibility).to.equal('hidden');
    expect($$(el, ':disabled').length, 'no control waits once the lab runs').to.equal(0);
    ($(el, 'input[name="mechanism"][value="fencing"]') as HTMLInputElement).click();
    await settled(el);
    expect(el.mechanism).to.equal('fencing');
    el.mechanism = 'none';
    await settled(el);
    const checked = () => $$(el, 'input[name="mechanism"]').filter((i) => (i as HTMLInputElement).checked).map((i) => (i as HTMLInputElement).value);
    expect(checked()).to.deep.equal(['none']);
    el.setAttribute('no-renew', '');
    await settled(el);
    expect(($(el, '#renew') as HTMLInputElement).checked).to.equal(false);
    ($(el, 'input[name="format"][value="csv"]') as HTMLInputElement).click();
    await settled(el);
    expect($$(el, 'input[name="format"]').filter((i) => (i as HTMLInputElement).checked).map((i) => (i as HTMLInputElement).value)).to.deep.equal(['csv']);
  });
});

describe('write decisions in a narrow lab', () => {
  it('at 320 px every write is a stacked record with its Decision and Evidence in view', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 320px"><lease-fencing-lab enforcement="none"></lease-fencing-lab></div>`);
    const el = wrap.querySelector('lease-fencing-lab') as LeaseFencingLab;
    await settled(el);
    const region = $(el, '.table-wrap[part="writes"]');
    expect(region.scrollWidth, 'nothing scrolled out of sight').to.be.at.most(region.clientWidth);
    const box = region.getBoundingClientRect();
    for (const row of $$(el, '#writes tbody tr')) {
      const cells = [...row.children] as HTMLElement[];
      expect(cells.map(beforeText).slice(1)).to.deep.equal(['"Worker / token:"', '"Decision:"', '"Resource evidence:"']);
      for (const cell of cells) {
        const r = cell.getBoundingClientRect();
        expect(r.width, `${cell.textContent}: a stacked cell is a line of the record`).to.be.greaterThan(box.width * 0.8);
        expect(r.left).to.be.at.least(box.left - 0.5);
        expect(r.right).to.be.at.most(box.right + 0.5);
      }
    }
    expect(shadowText(el, '#writes tbody')).to.contain('accepted').and.contain('token 1');
    const log = $(el, '.table-wrap[part="events"]');
    expect(log.scrollWidth, 'the event log is stacked too').to.be.at.most(log.clientWidth);
    await expect(el).to.be.accessible();
  });

  it('at 320 px the swarm lab\'s trace and computed data are stacked records too, captions in view', async () => {
    // The trace scrolled sideways at 320 px, its caption with it ("Event trace at 3.25 s: 5 of 10 even…").
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 320px"><swarm-lease-lab time="3.25"></swarm-lease-lab></div>`);
    const el = wrap.querySelector('swarm-lease-lab') as SwarmLeaseLab;
    await settled(el);
    for (const part of ['trace', 'workers']) {
      const region = $(el, `.table-wrap[part="${part}"]`);
      expect(region.scrollWidth, `${part}: nothing scrolled out of sight`).to.be.at.most(region.clientWidth);
      const caption = region.querySelector('caption') as HTMLElement;
      expect(caption.getBoundingClientRect().right, `${part} caption`).to.be.at.most(region.getBoundingClientRect().right + 0.5);
    }
    expect(shadowText(el, '[part~="trace"] caption')).to.equal('Event trace at 3.25 s: 5 of 10 events so far, 5 upcoming');
    await expect(el).to.be.accessible();
  });

  it('a wide lab keeps the table with its column headers', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 900px"><lease-fencing-lab></lease-fencing-lab></div>`);
    const el = wrap.querySelector('lease-fencing-lab') as LeaseFencingLab;
    await settled(el);
    expect(getComputedStyle($(el, '#writes thead')).position).to.equal('static');
    expect(getComputedStyle($(el, '#writes tbody tr')).display).to.equal('table-row');
  });
});
