// What a reader does with <lease-fencing-lab>: keyboard-only exploration, export, announcements, and what
// the page around it can rely on (context, accessibility, privacy, width, loading twice).
import { consume } from '@lit/context';
import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import '../../src/lease-fencing-lab.js';
import { type LeaseFencingContextValue, type LeaseFencingLab, leaseFencingContext } from '../../src/lease-fencing-lab.js';
import { $, $$, countRenders, frames, metric, openSections, pressChord, settled, shadowText, tableRows, watchForLeaks } from '../helpers.js';

class VerdictEcho extends LitElement {
  @consume({ context: leaseFencingContext, subscribe: true })
  @property({ attribute: false })
  state: LeaseFencingContextValue | undefined;

  override render() {
    return this.state ? `${this.state.run.verdict} at ${this.state.input.enforcement}` : 'no lab';
  }
}
customElements.define('verdict-echo', VerdictEcho);

/** Presses keys in turn; "Shift+ArrowUp" holds the modifier for that key. */
async function press(...keys: string[]) {
  for (const key of keys) {
    const [modifier, main] = key.includes('+') ? key.split('+') : [null, key];
    if (modifier) await pressChord(modifier, main);
    else await sendKeys({ press: main === 'Space' ? ' ' : main }); // puppeteer's BiDi keyboard (Firefox) knows ' ', not 'Space'
  }
}

/** The closed section holding the worksheet form and Copy HTML. */
const EXPORT = 'details[data-section="export"]';

function focused(el: Element): Element | null {
  return el.shadowRoot?.activeElement ?? null;
}

describe('<lease-fencing-lab> with the keyboard alone', () => {
  it('runs the whole exploration: pause, watermark race, epoch, shortened shutdown grace', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div><button id="before">before</button><lease-fencing-lab></lease-fencing-lab></div>`);
    const el = wrap.querySelector('lease-fencing-lab') as LeaseFencingLab;
    await settled(el);
    (wrap.querySelector('#before') as HTMLButtonElement).focus();

    // The four experiments come first (presets.test.ts presses them); this walk uses the controls themselves.
    await press('Tab', 'Tab', 'Tab', 'Tab', 'Tab');
    expect(focused(el)?.id, 'the figure has no Tab stop before the first control').to.equal('in-work');
    await press('Tab', 'Tab', 'Tab', 'Tab');
    expect(focused(el)?.id).to.equal('in-pause-for');
    await press('Control+a');
    await sendKeys({ type: '10' });
    await press('Tab');
    expect(focused(el)?.id).to.equal('in-replacement-work');
    await press('ArrowUp'); // 6
    await press('Shift+ArrowUp'); // 16
    await press('ArrowDown'); // 15
    await settled(el);
    expect(el.replacementWork).to.equal(15);

    await press('Tab');
    expect((focused(el) as HTMLInputElement).value, 'the checked radio takes focus').to.equal('epoch');
    await press('ArrowUp');
    await settled(el);
    expect(el.enforcement).to.equal('watermark');
    expect(shadowText(el, '.verdict-label')).to.equal('Duplicate effect.');
    expect(metric(el, 'increments')).to.equal('2');

    await press('ArrowDown');
    await settled(el);
    expect(el.enforcement).to.equal('epoch');
    expect(shadowText(el, '.verdict-label')).to.equal('Contained.');

    await press('Tab');
    expect(focused(el)?.id).to.equal('shutdown-on');
    await press('Space');
    await settled(el);
    expect(el.shutdownAt).to.equal(2);
    await press('Tab', 'Tab');
    expect(focused(el)?.id).to.equal('in-shutdown-grace');
    await press('Control+a');
    await sendKeys({ type: '5' });
    await press('Enter');
    await settled(el);
    expect(el.getAttribute('shutdown-grace')).to.equal('5');
    expect(shadowText(el, '.verdict-label')).to.equal('Stopped.');
    expect(metric(el, 'original-end')).to.equal('7 s');

    // After the controls, the closed sections in reading order, each one Tab stop (their content is not drawn).
    const summaries: string[] = [];
    for (let i = 0; i < 5; i++) {
      await press('Tab');
      summaries.push(focused(el)?.textContent ?? '');
    }
    expect(summaries).to.deep.equal(['Write decisions', 'Event log', 'Inputs in detail', 'Assumptions and limits', 'Export or copy HTML']);
  });

  it('exports a worksheet from the keyboard, and lab-export can cancel the download', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab no-controls></lease-fencing-lab>`);
    await settled(el);
    const summary = $(el, `${EXPORT} > summary`);
    summary.focus();
    await press('Enter');
    await settled(el);
    expect(($(el, EXPORT) as HTMLDetailsElement).open).to.equal(true);
    await press('Tab'); // inputs section
    await press('Space'); // untick inputs
    await press('Tab', 'Space'); // untick metrics
    await press('Tab', 'Tab'); // skip writes, reach events
    await press('Space'); // untick events
    await press('Tab'); // format: markdown radio
    await press('ArrowDown'); // csv
    await settled(el);
    el.addEventListener('lab-export', (e) => e.preventDefault(), { once: true });
    const exported = oneEvent(el, 'lab-export');
    await press('Tab', 'Enter');
    const detail = ((await exported) as CustomEvent).detail;
    expect(detail.format).to.equal('csv');
    expect(detail.sections).to.deep.equal(['writes']);
    expect(detail.filename).to.equal('lease-fencing-worksheet.csv');
    expect(detail.text).to.equal(
      'section,Time (s),Worker,Token,Decision,Evidence\r\n' +
        'Write decisions,18,B,2,accepted,token 2 matches registered epoch 2\r\n' +
        'Write decisions,26,A,1,rejected,token 1 does not match registered epoch 2\r\n',
    );
  });

  it('keeps Download a Tab stop with nothing picked, saying why it does nothing', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab no-controls></lease-fencing-lab>`);
    await settled(el);
    await openSections(el, 'export');
    for (const box of $$(el, `${EXPORT} input[name="section"]`) as HTMLInputElement[]) box.click();
    await settled(el);
    let exports = 0;
    el.addEventListener('lab-export', (e) => {
      exports++;
      e.preventDefault();
    });
    ($(el, `${EXPORT} input[value="json"]`) as HTMLInputElement).focus();
    await press('Tab');
    const button = $(el, '.download');
    expect(el.shadowRoot!.activeElement, 'Tab reaches Download').to.equal(button);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(shadowText(el, '#' + button.getAttribute('aria-describedby'))).to.equal('Pick at least one section.');
    await press('Enter');
    await press('Space');
    await settled(el);
    expect(exports, 'no export with nothing picked').to.equal(0);
    await expect(el).to.be.accessible();
    ($(el, `${EXPORT} input[value="writes"]`) as HTMLInputElement).click();
    await settled(el);
    expect(button.getAttribute('aria-disabled')).to.equal('false');
    button.focus();
    await press('Enter');
    expect(exports).to.equal(1);
  });

  it('offers the same worksheet through worksheet()', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab enforcement="watermark"></lease-fencing-lab>`);
    const md = el.worksheet({ sections: ['metrics'], format: 'markdown' });
    expect(md).to.contain('# Lease and fencing lab worksheet').and.contain('| Verdict | Contained |');
    expect(md).to.not.contain('Event log');
    const json = JSON.parse(el.worksheet({ sections: ['inputs', 'writes'], format: 'json' }));
    expect(json.inputs[6]).to.deep.equal({ input: 'Resource enforcement', attribute: 'enforcement', value: 'Last-write fencing watermark', unit: '' });
    expect(json.writes[1]).to.include({ worker: 'A', decision: 'rejected', evidence: 'token 1 is older than watermark 2' });
    expect(Object.keys(json)).to.deep.equal(['title', 'inputs', 'writes']);
  });
});

describe('<lease-fencing-lab> announcements', () => {
  it('announces a changed verdict politely once edits settle, not on every keystroke', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    await settled(el);
    const status = $(el, '[role="status"]');
    expect(status.textContent?.trim(), 'nothing announced on load').to.equal('');
    el.enforcement = 'none';
    await settled(el);
    el.enforcement = 'watermark';
    await settled(el);
    el.pauseFor = 10;
    await settled(el);
    el.replacementWork = 15;
    await settled(el);
    expect(status.textContent?.trim(), 'not yet').to.equal('');
    await aTimeout(1100);
    expect(status.textContent?.trim()).to.match(/^Duplicate effect\. Both writes were applied/);
  });

  it('never lets the announcement contradict the verdict while a new one waits for edits to settle', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    await settled(el);
    const status = $(el, '[role="status"]');
    el.enforcement = 'none';
    await settled(el);
    await aTimeout(1100);
    expect(status.textContent?.trim()).to.match(/^Duplicate effect\./);
    el.enforcement = 'epoch';
    await settled(el);
    expect($(el, '.verdict-label').textContent?.trim()).to.equal('Contained.');
    expect(status.textContent?.trim(), 'the old verdict is gone at once (silently)').to.equal('');
    await aTimeout(1100);
    expect(status.textContent?.trim()).to.match(/^Contained\./);
  });
});

describe('<lease-fencing-lab> work per edit', () => {
  it('renders once for an edit after an announcement, emptying the live region in that render', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    await settled(el);
    el.enforcement = 'none';
    await settled(el);
    await aTimeout(1100);
    const status = $(el, '[role="status"]');
    expect(status.textContent?.trim()).to.match(/^Duplicate effect\./);
    const renders = countRenders(el);
    el.enforcement = 'epoch';
    await settled(el);
    expect(renders(), 'one render shows the new verdict and silences the old announcement').to.equal(1);
    expect($(el, '.verdict-label').textContent?.trim()).to.equal('Contained.');
    expect(status.textContent?.trim()).to.equal('');
  });

  it('takes a property in another spelling (as frameworks set it) in one render, in the form the run used', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    await settled(el);
    const renders = countRenders(el);
    (el as unknown as Record<string, unknown>).pauseFor = ' 10 ';
    await settled(el);
    expect(renders()).to.equal(1);
    expect(el.pauseFor).to.equal(10);
    expect(el.getAttribute('pause-for')).to.equal('10');
    expect(el.problems).to.deep.equal([]);
  });

  it("clears a refused attribute's notice in the same render as the edit that replaces its text", async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab pause-for="soon"></lease-fencing-lab>`);
    await settled(el);
    expect(shadowText(el)).to.contain('pause-for="soon" is not a number');
    const renders = countRenders(el);
    el.pauseFor = 10;
    await settled(el);
    expect(renders()).to.equal(1);
    expect(el.getAttribute('pause-for')).to.equal('10');
    expect(shadowText(el)).not.to.contain('pause-for="soon"');
  });
});

describe('<lease-fencing-lab> context', () => {
  it('provides its live state to a light-DOM consumer, which follows the run', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab><verdict-echo></verdict-echo></lease-fencing-lab>`);
    const echo = el.querySelector('verdict-echo') as VerdictEcho;
    await settled(el);
    await echo.updateComplete;
    expect(echo.shadowRoot?.textContent).to.equal('contained at epoch');
    el.setAttribute('enforcement', 'none');
    await settled(el);
    await echo.updateComplete;
    expect(echo.shadowRoot?.textContent).to.equal('duplicate at none');
  });
});

describe('<lease-fencing-lab> accessibility', () => {
  const states: Array<[string, ReturnType<typeof html>]> = [
    ['contained (default)', html`<lease-fencing-lab></lease-fencing-lab>`],
    ['no takeover', html`<lease-fencing-lab pause-for="0"></lease-fencing-lab>`],
    ['stopped', html`<lease-fencing-lab shutdown-at="2" shutdown-grace="5"></lease-fencing-lab>`],
    ['duplicate', html`<lease-fencing-lab enforcement="watermark" pause-for="10" replacement-work="15"></lease-fencing-lab>`],
    ['with notices', html`<lease-fencing-lab lease="abc"></lease-fencing-lab>`],
  ];
  for (const [name, markup] of states) {
    it(`is axe-clean: ${name}`, async () => {
      const el = await fixture<LeaseFencingLab>(markup);
      // Every section open, so axe reads the tables, the input details and the export form too.
      await openSections(el);
      expect($$(el, 'details[data-section]:not([open])'), 'every section open').to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  }

  it('is axe-clean in dark mode', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab style="color-scheme: dark"></lease-fencing-lab>`);
    await settled(el);
    await expect(el).to.be.accessible();
  });

  it('labels every control', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    await settled(el);
    for (const input of el.shadowRoot?.querySelectorAll('input') ?? []) {
      expect(input.labels?.length ?? 0, input.id || input.name).to.be.greaterThan(0);
    }
  });
});

describe('<lease-fencing-lab> in the host page', () => {
  it('makes no request, stores nothing and leaves the URL alone through edits and an export', async () => {
    const leaks = watchForLeaks();
    try {
      const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
      await settled(el);
      for (const [attr, value] of [['pause-for', '10'], ['replacement-work', '15'], ['enforcement', 'watermark'], ['shutdown-at', '2'], ['lease', 'x']]) {
        el.setAttribute(attr, value);
        await settled(el);
      }
      await openSections(el, 'export');
      const exported = oneEvent(el, 'lab-export');
      ($(el, '.download') as HTMLButtonElement).click();
      await exported;
      await aTimeout(50);
      expect(leaks.report()).to.deep.equal([]);
    } finally {
      leaks.restore();
    }
  });

  it('draws the same timeline markup at every width and adapts it in CSS (names, text size, no overflow)', async () => {
    const markup: string[] = [];
    for (const width of [320, 600, 1200]) {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:${width}px"><lease-fencing-lab></lease-fencing-lab></div>`);
      const el = wrap.firstElementChild as LeaseFencingLab;
      await settled(el);
      await frames();
      markup.push($(el, '.timeline').outerHTML);
      expect(el.scrollWidth, `nothing overflows the lab at ${width}px`).to.be.at.most(el.clientWidth + 1);
      const name = [...$(el, '.lane-name').children].find((s) => s.getClientRects().length) as HTMLElement;
      expect(name.textContent, `lane name at ${width}px`).to.equal(width < 500 ? 'A' : 'Worker A');
      const tick = $(el, '.tick').getBoundingClientRect().height;
      // Firefox measures in sixtieths of a pixel, and a tick placed in ems may land a sixtieth off.
      expect(tick, `tick text height at ${width}px`).to.be.within(11, 16.05);
    }
    expect(markup[1]).to.equal(markup[0]);
    expect(markup[2]).to.equal(markup[0]);
  });

  it('can be loaded twice without throwing', async () => {
    await import(`../../src/lease-fencing-lab.ts?copy=${Date.now()}`);
    expect(customElements.get('lease-fencing-lab')).to.not.equal(undefined);
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    await openSections(el, 'writes');
    expect(tableRows(el, 'writes')).to.have.length(2);
  });
});
