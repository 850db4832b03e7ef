// The pre-rendered demo (dist/demo/, from `npm run build`), the strict-CSP page and a page loading the bundles
// twice, checked in every engine the suite runs in (the Node playwright tests cover them in Chromium only). Each
// page loads in an iframe: a sandbox without allow-scripts is a document with JavaScript off; the CSP header
// comes from the wtr config.
import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { label, open, until } from './page-helpers.js';
import { DEMO_VERDICTS } from '../fixtures/demo-verdicts.js';

const VERDICTS = DEMO_VERDICTS;
const LABS = 'lease-fencing-lab, swarm-lease-lab';



afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

describe('the pre-rendered demo', () => {
  it('with JavaScript off, every lab shows its verdict, metrics, tables and timeline from declarative shadow DOM', async () => {
    const win = await open('/dist/demo/index.html', 'allow-same-origin');
    const doc = win.document;
    expect(win.customElements.get('swarm-lease-lab'), 'no script ran').to.equal(undefined);
    for (const [id, verdict] of Object.entries(VERDICTS)) expect(label(doc.getElementById(id)), id).to.equal(verdict);
    const root = (id: string) => doc.getElementById(id)?.shadowRoot as ShadowRoot;
    expect(root('lease-watermark').querySelector('[data-metric="increments"] .metric-value')?.textContent?.trim()).to.equal('2');
    expect(root('lease-opening').querySelectorAll('#writes tbody tr').length).to.equal(2);
    expect(root('lease-opening').querySelectorAll('#events tbody tr').length).to.equal(8);
    expect(root('swarm-opening').querySelectorAll('.lane').length).to.equal(4);
    const verdict = root('lease-opening').querySelector('.verdict') as HTMLElement;
    expect(verdict.getBoundingClientRect().height, 'server styles lay the verdict out').to.be.greaterThan(10);
  });

  it('with JavaScript on, the labs hydrate in place, render nothing twice, and respond', async () => {
    const win = await open('/dist/demo/index.html');
    await until(() => !!win.customElements.get('swarm-lease-lab'), 'the hydrate bundle');
    const labs = [...win.document.querySelectorAll(LABS)] as LitElement[];
    for (const lab of labs) await lab.updateComplete;
    expect(labs.length).to.equal(12);
    expect(labs.map((lab) => lab.shadowRoot?.querySelectorAll('.verdict, .timeline').length)).to.deep.equal(Array(12).fill(2));
    for (const [id, verdict] of Object.entries(VERDICTS)) expect(label(win.document.getElementById(id)), id).to.equal(verdict);
    const lab = win.document.getElementById('lease-opening') as LitElement;
    lab.setAttribute('enforcement', 'none');
    await lab.updateComplete;
    expect(label(lab)).to.equal('Duplicate effect.');
  });
});

describe('the strict-CSP page (default-src self, Trusted Types required where supported)', () => {
  it('runs both labs with no violation and no error, through an edit', async () => {
    const win = (await open('/test/fixtures/csp.html')) as Window & typeof globalThis & { __problems: string[] };
    await until(() => [...win.document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].every((l) => l.shadowRoot?.querySelector('.verdict')), 'the labs');
    const lease = win.document.querySelector('lease-fencing-lab') as LitElement;
    expect(label(lease)).to.equal('Duplicate effect.');
    expect(label(win.document.querySelector('swarm-lease-lab'))).to.equal('One owner.');
    lease.setAttribute('enforcement', 'epoch');
    await lease.updateComplete;
    expect(label(lease)).to.equal('Contained.');
    expect(win.__problems).to.deep.equal([]);
    // The policy is really in force: all three engines tested here enforce Trusted Types for string HTML.
    expect(() => win.document.body.insertAdjacentHTML('beforeend', '<b>raw</b>')).to.throw();
  });
});

describe('a page that loads the bundles twice', () => {
  it('throws nothing, and both labs work', async () => {
    const win = (await open('/test/fixtures/twice.html')) as Window & typeof globalThis & { __problems: string[] };
    await until(() => [...win.document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].every((l) => l.shadowRoot?.querySelector('.verdict')), 'the labs');
    await new Promise((r) => setTimeout(r, 200)); // the second copy of each bundle has loaded by now
    expect(win.__problems).to.deep.equal([]);
    expect(label(win.document.querySelector('lease-fencing-lab'))).to.equal('Contained.');
    expect(label(win.document.querySelector('swarm-lease-lab'))).to.equal('Duplicate effect.');
  });
});
