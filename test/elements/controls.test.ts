// The control panel and header as a reader meets them: the seeds' names, typed numbers applied once, the
// title in the page outline, the model's assumptions, radio groups that follow every change, and the write
// decisions as stacked records in a narrow lab.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, $$, beforeText, openSections, plain, pressChord, settled, shadowText, until } from '../helpers.js';

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

/** The one-line hint the lease seed prints under each seconds control. */
const SEED_HINTS = {
  'in-work': 'The pause adds wall-clock time to this amount of work.',
  'in-lease': 'Temporary ownership; expiry does not stop a process.',
  'in-heartbeat': 'A heartbeat at the exact expiry boundary is too late.',
  'in-pause-at': 'No pause if the original work has already completed.',
  'in-pause-for': 'No work or heartbeats during the pause; zero disables it.',
  'in-replacement-work': 'Worker B renews reliably and then writes once.',
  'in-shutdown-at': 'Blank disables shutdown; zero sends the signal immediately.',
  'in-shutdown-grace': 'After this grace the original worker is forcibly stopped.',
};

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
    // Each field's visible one-line hint is the seed's line under that control.
    const hints = Object.fromEntries($$(el, '.panel input[type="text"]').map((input) => [input.id, el.shadowRoot?.getElementById(`${input.id}-hint`)?.textContent?.trim()]));
    expect(hints).to.deep.equal(SEED_HINTS);
    await openSections(el, 'writes');
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
    // The group's name reads as the labels do: as bold, and flush with the label under it.
    const name = stall.querySelector('legend')!;
    const first = stall.querySelector('label')!;
    expect(getComputedStyle(name).fontWeight, 'the group name’s weight').to.equal(getComputedStyle(first).fontWeight);
    expect(name.getBoundingClientRect().left, 'the group name’s left edge').to.be.closeTo(first.getBoundingClientRect().left, 0.5);
    await openSections(el, 'trace', 'workers', 'metrics');
    expect(shadowText(el, '#trace caption')).to.contain('Event trace');
    expect(shadowText(el, '#workers caption')).to.contain('Computed data');
    expect(shadowText(el, '[data-section="metrics"] > summary')).to.equal('Final metrics');
    expect($$(el, '[data-section="metrics"] .metric')).to.have.length(4);
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
  it('each lab states its rules and the privacy promise in a closed disclosure; compact figures leave it out', async function () {
    this.timeout(30000); // two axe runs of a whole lab take ~2 s each, more on a loaded machine
    const lease = await lab<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    const swarm = await lab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    for (const [el, phrases] of [
      [lease, ['virtual seconds', 'fixed cadence', 'not replayed', 'B’s write goes before A’s', 'watermark', 'epoch is registered', 'never releases its lease']],
      [swarm, ['whole seconds', 'perfect clocks', 'never fail']],
    ] as const) {
      const details = $(el, 'details[data-section="assumptions"]') as HTMLDetailsElement;
      expect(details.open).to.equal(false);
      expect(details.getAttribute('part')).to.equal('assumptions');
      expect(details.querySelector('summary')?.textContent).to.equal('Assumptions and limits');
      expect(details.textContent?.trim(), 'a closed section draws only its summary').to.equal('Assumptions and limits');
      details.querySelector('summary')?.click();
      await settled(el);
      expect(details.open).to.equal(true);
      for (const phrase of phrases) expect(details.textContent).to.contain(phrase);
      expect(details.textContent?.replace(/\s+/g, ' ')).to.contain(
        'runs in this page; your inputs stay in page memory; nothing is stored, put in the URL or sent; a worksheet holds only what you export.',
      );
      await expect(el).to.be.accessible();
    }
    // The lease seed's two guidance paragraphs lead the section, each with its bold lead.
    const leads = $$(lease, 'details[data-section="assumptions"] .guidance strong').map((s) => s.textContent);
    expect(leads).to.deep.equal(['The fence is checked where the write lands.', 'Owning is not stopping.']);
    expect($(lease, '.guidance').textContent).to.contain('try the watermark race');
    expect($$(lease, '.guidance')[1].textContent).to.contain('shorten the shutdown grace');
    expect(swarm.shadowRoot?.querySelector('.guidance'), 'the swarm seed has its lessons in the presets').to.equal(null);
    const figure = await lab<LeaseFencingLab>(html`<lease-fencing-lab compact no-controls></lease-fencing-lab>`);
    expect(figure.shadowRoot?.querySelector('details[data-section]'), 'a compact figure has no sections').to.equal(null);
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
    await openSections(el, 'export');
    ($(el, 'input[name="format"][value="csv"]') as HTMLInputElement).click();
    await settled(el);
    expect($$(el, 'input[name="format"]').filter((i) => (i as HTMLInputElement).checked).map((i) => (i as HTMLInputElement).value)).to.deep.equal(['csv']);
  });
});

describe('write decisions in a narrow lab', () => {
  it('at 320 px every write is a stacked record with its Decision and Evidence in view', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 320px"><lease-fencing-lab enforcement="none"></lease-fencing-lab></div>`);
    const el = wrap.querySelector('lease-fencing-lab') as LeaseFencingLab;
    await openSections(el, 'writes', 'events');
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
    await openSections(el, 'trace', 'workers');
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
    await openSections(el, 'writes');
    expect(getComputedStyle($(el, '#writes thead')).position).to.equal('static');
    expect(getComputedStyle($(el, '#writes tbody tr')).display).to.equal('table-row');
  });
});

/** Each lab's closed sections in reading order: `data-section`, summary text, and what its content draws. */
const SECTIONS: Record<'lease-fencing-lab' | 'swarm-lease-lab', Array<[name: string, summary: string, drawn: string]>> = {
  'lease-fencing-lab': [
    ['writes', 'Write decisions', '#writes tbody tr'],
    ['events', 'Event log', '#events tbody tr'],
    ['inputs', 'Inputs in detail', '.input-details dt'],
    ['assumptions', 'Assumptions and limits', '.assumptions-list li'],
    ['export', 'Export or copy HTML', '.download, .embed button'],
  ],
  'swarm-lease-lab': [
    ['trace', 'Event trace', '#trace tbody tr'],
    ['workers', 'Computed data', '#workers tbody tr'],
    ['metrics', 'Final metrics', '.metric'],
    ['inputs', 'Inputs in detail', '.input-details dt'],
    ['assumptions', 'Assumptions and limits', '.assumptions-list li'],
    ['export', 'Export or copy HTML', '.download, .embed button'],
  ],
};

const section = (el: Element, name: string) => $(el, `details[data-section="${name}"]`) as HTMLDetailsElement;

describe('secondary sections, closed until the reader opens one', () => {
  for (const [tag, sections] of Object.entries(SECTIONS)) {
    it(`<${tag}>: every section is closed, drawing only its summary, and draws its content when its summary is clicked`, async () => {
      const el = await lab<LeaseFencingLab>(tag === 'swarm-lease-lab' ? html`<swarm-lease-lab></swarm-lease-lab>` : html`<lease-fencing-lab></lease-fencing-lab>`);
      const all = $$(el, 'details[data-section]') as HTMLDetailsElement[];
      expect(all.map((d) => [d.dataset.section, d.querySelector('summary')?.textContent?.trim()])).to.deep.equal(sections.map(([n, s]) => [n, s]));
      for (const d of all) {
        expect(d.open, `${d.dataset.section} starts closed`).to.equal(false);
        expect([...d.children].map((c) => c.localName), `${d.dataset.section} draws nothing but its summary`).to.deep.equal(['summary']);
      }
      for (const [name, , drawn] of sections) {
        section(el, name).querySelector('summary')!.click();
        await settled(el);
        expect(section(el, name).open, `${name} opens`).to.equal(true);
        for (const selector of drawn.split(', ')) {
          expect(section(el, name).querySelectorAll(selector).length, `${name}: ${selector}`).to.be.above(0);
        }
      }
      // Closing one takes its content away again; the others stay as the reader left them.
      section(el, sections[0][0]).querySelector('summary')!.click();
      await settled(el);
      expect(section(el, sections[0][0]).open).to.equal(false);
      expect(section(el, sections[0][0]).querySelector(sections[0][2]), 'a closed section draws no content').to.equal(null);
      expect(section(el, sections[1][0]).querySelector(sections[1][2])).to.not.equal(null);
      await expect(el).to.be.accessible();
    });

    it(`<${tag}>: opens and closes a section from the keyboard, Enter on its focused summary`, async () => {
      const el = await lab<LeaseFencingLab>(tag === 'swarm-lease-lab' ? html`<swarm-lease-lab></swarm-lease-lab>` : html`<lease-fencing-lab></lease-fencing-lab>`);
      for (const [name, , drawn] of sections) {
        const summary = section(el, name).querySelector('summary') as HTMLElement;
        summary.focus();
        expect(el.shadowRoot!.activeElement, `${name}: the summary is a focus stop`).to.equal(summary);
        await sendKeys({ press: 'Enter' });
        await until(() => section(el, name).querySelector(drawn.split(', ')[0]) !== null, 2000).catch(() => undefined);
        await settled(el);
        expect(section(el, name).open, `${name} opens on Enter`).to.equal(true);
        expect(section(el, name).querySelector(drawn.split(', ')[0]), `${name} draws its content`).to.not.equal(null);
        expect(el.shadowRoot!.activeElement, `${name}: focus stays on the summary`).to.equal(summary);
        await sendKeys({ press: 'Enter' });
        await until(() => !section(el, name).open, 2000).catch(() => undefined);
        await settled(el);
        expect(section(el, name).open, `${name} closes on Enter`).to.equal(false);
        expect(section(el, name).querySelector(drawn.split(', ')[0]), `${name} drops its content`).to.equal(null);
      }
    });
  }

  it('<lease-fencing-lab>: an open section follows a changed input; a closed one draws the new run when opened', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    section(el, 'writes').querySelector('summary')!.click();
    await settled(el);
    const decisions = () => $$(el, '#writes tbody tr').map((tr) => tr.children[2].textContent?.replace(/\s+/g, ' ').trim());
    expect(decisions()).to.deep.equal(['✓ accepted', '✗ rejected']);
    ($(el, 'input[name="enforcement"][value="none"]') as HTMLInputElement).click();
    await settled(el);
    expect(decisions(), 'no enforcement: both writes applied').to.deep.equal(['✓ accepted', '✓ accepted']);
    el.pauseFor = 0;
    await settled(el);
    expect($$(el, '#writes tbody tr').length, 'no pause: only A writes').to.equal(1);
    section(el, 'events').querySelector('summary')!.click();
    await settled(el);
    expect(shadowText(el, '#events tbody')).to.not.contain('zombie');
  });

  it('<swarm-lease-lab>: open sections follow a changed input', async () => {
    const el = await lab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    await openSections(el, 'trace', 'metrics');
    const metrics = () => shadowText(el, '[data-section="metrics"] .metrics');
    const before = [shadowText(el, '#trace tbody'), metrics()];
    ($(el, 'input[name="mechanism"][value="fencing"]') as HTMLInputElement).click();
    await settled(el);
    expect(el.mechanism).to.equal('fencing');
    expect(shadowText(el, '#trace tbody'), 'the trace follows').to.not.equal(before[0]);
    expect(shadowText(el, '#trace tbody')).to.contain('token');
    expect(metrics(), 'the final metrics follow').to.not.equal(before[1]);
  });

  it('a no-controls lab has no "Inputs in detail"; a compact lab has no sections at all', async () => {
    const figure = await lab<LeaseFencingLab>(html`<lease-fencing-lab no-controls></lease-fencing-lab>`);
    expect($$(figure, 'details[data-section]').map((d) => d.dataset.section)).to.deep.equal(['writes', 'events', 'assumptions', 'export']);
    const compact = await lab<SwarmLeaseLab>(html`<swarm-lease-lab compact></swarm-lease-lab>`);
    expect($$(compact, 'details[data-section]')).to.deep.equal([]);
  });
});

/** The controls a panel offers, each with its name and where its hints are: fields, choice groups and switches. */
function panelControls(el: Element): Array<{ name: string; hints: string[]; range: string | null }> {
  const text = (n: Element | null | undefined) => plain(n?.textContent).replace(/\s+/g, ' ').trim();
  const byId = (id: string) => el.shadowRoot!.getElementById(id);
  return $$(el, '.panel .control, .panel .choices').map((c) => {
    if (c.matches('.choices')) {
      const radios = [...c.querySelectorAll('input[type="radio"]')];
      return {
        name: text(c.querySelector('legend')),
        hints: radios.map((r) => `${text(r.closest('label'))}: ${text(byId(r.getAttribute('aria-describedby')!))}`),
        range: null,
      };
    }
    const input = c.querySelector('input') as HTMLInputElement;
    const range = input.type === 'text' ? text(byId(`${input.id}-range`)).replace(/^\((.*)\)$/, '$1') : null;
    return { name: text(c.querySelector('label')), hints: [text(byId(`${input.id}-hint`))], range };
  });
}

describe('"Inputs in detail"', () => {
  it('<lease-fencing-lab> describes every control in full, with its range and the seed’s hint', async () => {
    const el = await lab<LeaseFencingLab>(html`<lease-fencing-lab shutdown-at="2"></lease-fencing-lab>`);
    await openSections(el, 'inputs');
    const details = new Map($$(el, '.input-details > div').map((d) => [plain(d.querySelector('dt')?.textContent).trim(), plain(d.querySelector('dd')?.textContent).replace(/\s+/g, ' ').trim()]));
    const controls = panelControls(el);
    expect([...details.keys()], 'every control, in the panel’s order').to.deep.equal(controls.map((c) => c.name));
    expect(controls.map((c) => c.name)).to.deep.equal([
      'Original active work', 'Lease / visibility duration', 'Heartbeat cadence', 'Pause starts at', 'Pause duration',
      'Replacement work', 'Resource enforcement', 'Send A a shutdown signal', 'Shutdown signal at', 'Shutdown grace',
    ]);
    for (const c of controls) {
      const text = details.get(c.name)!;
      if (c.range) expect(text, `${c.name}: its range`).to.contain(`${c.range}.`);
      else if (c.hints.length > 1) for (const hint of c.hints) expect(text, `${c.name}: each option`).to.contain(hint);
      expect(text.length, `${c.name}: more than its one-line hint`).to.be.above(c.hints.join(' ').length);
      // The description adds to the hint; it never says the hint's sentence twice in other words.
      const openings = text.split(/[.;] +/).map((t) => t.toLowerCase().split(' ').slice(0, 4).join(' ')).filter((t) => t.split(' ').length === 4);
      expect(openings.length, `${c.name}: no sentence said twice`).to.equal(new Set(openings).size);
    }
    expect(details.get('Original active work')).to.equal(
      'Seconds of work A needs while running. The pause adds wall-clock time to this amount of work. 0 to 86,400 s.',
    );
    expect(details.get('Shutdown grace')).to.equal('How long after the signal A is forcibly stopped, paused or not. 0 to 86,400 s.');
    expect(details.get('Resource enforcement')).to.contain('Current epoch is a stronger, explicitly registered resource contract.');
    expect(details.get('Send A a shutdown signal'), 'both states of the switch').to.contain('finishes its one job').and.contain('A runs until it writes.');
  });

  it('<swarm-lease-lab> describes every control in full, with its range; the long hints live here', async () => {
    const el = await lab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    await openSections(el, 'inputs');
    const details = new Map($$(el, '.input-details > div').map((d) => [plain(d.querySelector('dt')?.textContent).trim(), plain(d.querySelector('dd')?.textContent).replace(/\s+/g, ' ').trim()]));
    const controls = panelControls(el);
    expect([...details.keys()], 'every control, in the panel’s order').to.deep.equal(controls.map((c) => c.name));
    expect(controls).to.have.length(8);
    for (const c of controls) {
      const text = details.get(c.name)!;
      if (c.range) expect(text, `${c.name}: its range`).to.contain(`${c.range}.`);
      else if (c.hints.length > 1) for (const hint of c.hints) expect(text, `${c.name}: each option`).to.contain(hint);
      expect(text.length, `${c.name}: at least its one-line hint`).to.be.at.least(c.hints.join(' ').length);
    }
    expect(details.get('Lease TTL')).to.equal('How long a claim or a renewal lasts; it applies only to the lease mechanisms. 0.001 to 86,400 s.');
    expect(details.get('Idempotency key at the ledger')).to.equal('The ledger remembers applied refunds by task key T-91 and answers a repeat without paying again.');
    expect(details.get('Owner renews the lease every second while running'), 'on and off').to.contain('exact expiry').and.contain('one TTL from the claim');
  });
});
