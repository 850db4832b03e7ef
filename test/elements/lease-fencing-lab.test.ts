import { expect, html, oneEvent } from '@open-wc/testing';
import '../../src/lease-fencing-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { $, $$, metric, openSections, plain, settled, shadowText, tableRows, typeInto, drawnLab } from '../helpers.js';

const lab = (markup: ReturnType<typeof html>) => drawnLab<LeaseFencingLab>(markup);

describe('<lease-fencing-lab> renders the opening example', () => {
  it('shows the verdict, the four metrics and both tables', async () => {
    const el = await lab(html`<lease-fencing-lab></lease-fencing-lab>`);
    expect(shadowText(el, '.verdict')).to.contain('Contained.').and.contain('token 1 does not match registered epoch 2');
    expect(metric(el, 'increments')).to.equal('1');
    expect(metric(el, 'takeover')).to.equal('13 s');
    expect(shadowText(el, '[data-metric="takeover"]')).to.contain('after the last valid renewal at 3 s');
    expect(metric(el, 'overlap')).to.equal('5 s');
    expect(metric(el, 'original-end')).to.equal('26 s');
    expect(shadowText(el, '[data-metric="original-end"]')).to.contain('wrote; rejected');
    await openSections(el, 'writes', 'events');
    expect(tableRows(el, 'writes')).to.deep.equal([
      ['18 s', 'B / token 2', '✓ accepted', 'token 2 matches registered epoch 2'],
      ['26 s', 'A / token 1', '✗ rejected', 'token 1 does not match registered epoch 2'],
    ]);
    const log = tableRows(el, 'events');
    expect(log.map((r) => r[0])).to.deep.equal(['0 s', '3 s', '4 s', '13 s', '18 s', '18 s', '18 s', '26 s']);
    expect(log[5][2]).to.contain('zombie');
    expect(shadowText(el)).to.not.match(/NaN|undefined|null/);
  });

  it('draws the ownership timeline with a title and a description of the run', async () => {
    const el = await lab(html`<lease-fencing-lab></lease-fencing-lab>`);
    const svg = $(el, '.timeline svg');
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('Ownership timeline');
    expect(plain($(el, '#lease-timeline-desc').textContent)).to.contain('Contained.').and.contain('Takeover: 13 s');
    expect($$(el, '.lane').map((l) => l.dataset.lane)).to.deep.equal(['a', 'lease', 'b', 'resource']);
    expect(plain($(el, '.highlight').getAttribute('aria-label'))).to.equal('overlap 5 s');
    expect($$(el, '.lane[data-lane="a"] .band.hatch').length, 'zombie work').to.equal(1);
    expect($$(el, '.legend li').length).to.be.greaterThan(5);
  });
});

const EXAMPLES: Array<[string, ReturnType<typeof html>, Record<string, string>, string[][]]> = [
  ['enforcement=none', html`<lease-fencing-lab enforcement="none"></lease-fencing-lab>`,
    { increments: '2', takeover: '13 s', overlap: '5 s', 'original-end': '26 s' },
    [['18 s', 'B / token 2', '✓ accepted'], ['26 s', 'A / token 1', '✓ accepted']]],
  ['the watermark race', html`<lease-fencing-lab enforcement="watermark" pause-for="10" replacement-work="15"></lease-fencing-lab>`,
    { increments: '2', takeover: '13 s', overlap: '9 s', 'original-end': '22 s' },
    [['22 s', 'A / token 1', '✓ accepted'], ['28 s', 'B / token 2', '✓ accepted']]],
  ['the same with a registered epoch', html`<lease-fencing-lab enforcement="epoch" pause-for="10" replacement-work="15"></lease-fencing-lab>`,
    { increments: '1', takeover: '13 s', overlap: '9 s', 'original-end': '22 s' },
    [['22 s', 'A / token 1', '✗ rejected'], ['28 s', 'B / token 2', '✓ accepted']]],
  ['a short shutdown grace', html`<lease-fencing-lab shutdown-at="2" shutdown-grace="5"></lease-fencing-lab>`,
    { increments: '1', takeover: '13 s', overlap: '0 s', 'original-end': '7 s' },
    [['18 s', 'B / token 2', '✓ accepted']]],
];

describe('<lease-fencing-lab> worked examples through attributes', () => {
  for (const [name, markup, metrics, writes] of EXAMPLES) {
    it(name, async () => {
      const el = await lab(markup);
      for (const [id, value] of Object.entries(metrics)) expect(metric(el, id), id).to.equal(value);
      await openSections(el, 'writes');
      expect(tableRows(el, 'writes').map((r) => r.slice(0, 3))).to.deep.equal(writes);
    });
  }

  it('names each verdict in the headline', async () => {
    const cases: Array<[ReturnType<typeof html>, string]> = [
      [html`<lease-fencing-lab pause-for="0"></lease-fencing-lab>`, 'Finished under its lease.'],
      [html`<lease-fencing-lab></lease-fencing-lab>`, 'Contained.'],
      [html`<lease-fencing-lab shutdown-at="2" shutdown-grace="5"></lease-fencing-lab>`, 'Stopped.'],
      [html`<lease-fencing-lab enforcement="none"></lease-fencing-lab>`, 'Duplicate effect.'],
    ];
    for (const [markup, label] of cases) {
      const el = await lab(markup);
      expect(shadowText(el, '.verdict-label')).to.equal(label);
    }
    const dup = await lab(html`<lease-fencing-lab enforcement="none"></lease-fencing-lab>`);
    expect($(dup, '.verdict').dataset.severity).to.equal('danger');
  });
});

describe('<lease-fencing-lab> attributes and properties', () => {
  it('does not write default values into the host markup', async () => {
    const el = await lab(html`<lease-fencing-lab></lease-fencing-lab>`);
    expect(el.getAttributeNames()).to.deep.equal([]);
    expect(el.pauseFor).to.equal(14);
    expect(el.shutdownAt).to.equal(null);
  });

  it('round-trips attribute → property → attribute', async () => {
    const el = await lab(html`<lease-fencing-lab pause-for="10"></lease-fencing-lab>`);
    expect(el.pauseFor).to.equal(10);
    el.setAttribute('replacement-work', '15');
    el.setAttribute('enforcement', 'watermark');
    await settled(el);
    expect(el.replacementWork).to.equal(15);
    expect(el.enforcement).to.equal('watermark');
    expect(el.run.verdict).to.equal('duplicate');
    el.pauseFor = 14;
    el.shutdownAt = 2;
    el.shutdownGrace = 5;
    await settled(el);
    expect(el.getAttribute('pause-for')).to.equal('14');
    expect(el.getAttribute('shutdown-at')).to.equal('2');
    expect(el.getAttribute('shutdown-grace')).to.equal('5');
    expect(el.run.verdict).to.equal('stopped');
    el.shutdownAt = null;
    await settled(el);
    expect(el.hasAttribute('shutdown-at')).to.equal(false);
    el.setAttribute('shutdown-at', '');
    await settled(el);
    expect(el.shutdownAt).to.equal(null);
  });

  it('keeps only verdict, figures and timeline when compact', async () => {
    const el = await lab(html`<lease-fencing-lab compact></lease-fencing-lab>`);
    expect(el.compact).to.equal(true);
    expect(el.shadowRoot?.querySelector('details[data-section], #writes, #events, .export-body, .embed')).to.equal(null);
    expect(shadowText(el, '.verdict-label')).to.equal('Contained.');
    expect($$(el, '.lane')).to.have.length(4);
    expect(el.worksheet({ sections: ['writes'] })).to.contain('token 1 does not match registered epoch 2');
  });

  it('hides the controls with no-controls', async () => {
    const el = await lab(html`<lease-fencing-lab no-controls></lease-fencing-lab>`);
    expect(el.shadowRoot?.querySelector('[part="controls"]')).to.equal(null);
    expect(el.noControls).to.equal(true);
    el.noControls = false;
    await settled(el);
    expect(el.shadowRoot?.querySelector('[part="controls"]')).to.not.equal(null);
  });
});

describe('<lease-fencing-lab> bad input never breaks the page', () => {
  it('shows a notice naming the attribute, what was given and the value used', async () => {
    const el = await lab(html`<lease-fencing-lab lease="abc" work="1e308" pause-at="-1" enforcement="sometimes"></lease-fencing-lab>`);
    const notices = $$(el, '.notices li').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(notices).to.deep.equal([
      'work="1e308" is outside 0 to 86,400 s; using the nearest valid value 86,400 s.',
      'lease="abc" is not a number; using the default 10 s.',
      'pause-at="-1" is outside 0 to 86,400 s; using the nearest valid value 0 s.',
      'enforcement="sometimes" is not one of none, watermark, epoch; using the default epoch.',
    ]);
    expect(el.lease).to.equal(10);
    expect(el.getAttribute('lease'), 'the author\'s text is left alone').to.equal('abc');
    expect(shadowText(el)).to.not.match(/NaN|undefined/);
  });

  it('renders hostile values as text only', async () => {
    const el = await lab(html`<lease-fencing-lab work="<img src=x onerror=alert(1)>" heartbeat="<script>alert(1)</script>"></lease-fencing-lab>`);
    expect(el.shadowRoot?.querySelector('img, script')).to.equal(null);
    expect(shadowText(el, '.notices')).to.contain('work="<img src=x onerror=alert(1)>" is not a number');
  });

  it('clears a notice once the value is fixed, and survives invalid property values', async () => {
    const el = await lab(html`<lease-fencing-lab lease="0"></lease-fencing-lab>`);
    expect(shadowText(el, '.notices')).to.contain('lease="0" is outside 0.001 to 86,400 s');
    el.lease = 12;
    await settled(el);
    expect(el.shadowRoot?.querySelector('.notices')).to.equal(null);
    (el as unknown as { work: unknown }).work = Number.NaN;
    await settled(el);
    expect(shadowText(el, '.notices')).to.contain('work="NaN" is not a number; using the default 12 s');
    expect(el.work).to.equal(12);
  });
});

describe('<lease-fencing-lab> events', () => {
  it('fires lab-result after the first computation, bubbling out of the shadow boundary', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    const seen = oneEvent(document.body, 'lab-result');
    holder.innerHTML = '<lease-fencing-lab enforcement="none"></lease-fencing-lab>';
    const event = (await seen) as CustomEvent;
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.detail.run.verdict).to.equal('duplicate');
    expect(event.detail.input.enforcement).to.equal('none');
    const el = holder.firstElementChild as LeaseFencingLab;
    expect(el.run).to.equal(event.detail.run);
    holder.remove();
  });

  it('fires lab-change on an edit, updates the attribute and recomputes', async () => {
    const el = await lab(html`<lease-fencing-lab></lease-fencing-lab>`);
    const change = oneEvent(el, 'lab-change');
    const result = oneEvent(el, 'lab-result');
    typeInto($(el, '#in-pause-for') as HTMLInputElement, '10');
    expect((await change).detail).to.deep.equal({ field: 'pauseFor', attribute: 'pause-for', value: 10 });
    expect((await result).detail.run.original.endsAt).to.equal(22);
    await settled(el);
    expect(el.getAttribute('pause-for')).to.equal('10');
    expect(metric(el, 'original-end')).to.equal('22 s');
  });

  it('turns the shutdown off when its time is left blank', async () => {
    const el = await lab(html`<lease-fencing-lab shutdown-at="2" shutdown-grace="5"></lease-fencing-lab>`);
    typeInto($(el, '#in-shutdown-at') as HTMLInputElement, '');
    await settled(el);
    expect(el.shutdownAt).to.equal(null);
    expect(el.hasAttribute('shutdown-at')).to.equal(false);
    expect(($(el, '#shutdown-on') as HTMLInputElement).checked).to.equal(false);
    expect(shadowText(el, '.verdict-label')).to.equal('Contained.');
  });

  it('explains invalid typing beside the control without applying it', async () => {
    const el = await lab(html`<lease-fencing-lab></lease-fencing-lab>`);
    let changes = 0;
    el.addEventListener('lab-change', () => changes++);
    const input = $(el, '#in-lease') as HTMLInputElement;
    typeInto(input, '0');
    typeInto(input, 'ten');
    await settled(el);
    expect(changes).to.equal(0);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(plain(shadowText(el, '#in-lease-error'))).to.equal('"ten" is not a number; enter 0.001 to 86,400 s. Still using 10 s.');
    expect(el.lease).to.equal(10);
  });
});

describe('<lease-fencing-lab> under random attribute values', () => {
  it('never throws and never renders NaN or undefined', async () => {
    const fc = (await import('fast-check')).default;
    const el = await lab(html`<lease-fencing-lab></lease-fencing-lab>`);
    // Every section open, so the tables and the worksheet form follow each value too.
    await openSections(el);
    const names = ['work', 'lease', 'heartbeat', 'pause-at', 'pause-for', 'replacement-work', 'enforcement', 'shutdown-at', 'shutdown-grace'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String), fc.constantFrom('NaN', 'undefined', '1e999', '-0', ' 7 ')), async (name, value) => {
        el.setAttribute(name, value);
        await settled(el);
        // The notice quotes what was given (which may itself say "NaN"); everything the lab computed may not.
        expect(shadowText(el, '.figure')).to.not.match(/NaN|undefined/);
        expect(shadowText(el, '.sections')).to.not.match(/NaN|undefined/);
        for (const li of $$(el, '.notices li')) {
          const said = li.querySelector('code')?.textContent ?? '';
          expect((li.textContent ?? '').replace(said, '')).to.not.match(/NaN|undefined/);
        }
        expect(el.run.events.length).to.be.greaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});
