// Pages under a strict CSP in every engine: labs and companions on the one page bundle under a Trusted Types
// policy list (`trusted-types lit-html`), the two single-lab bundles under its 'allow-duplicates' form, and the
// pre-rendered demo (dist/demo/, from `npm run build`) styled with no inline style allowed once its script runs,
// and before it runs with the hashes of dist/ssr-style-hashes.txt. The wtr config sets the header for `?csp=`.
import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { label, open, until } from './page-helpers.js';

type Page = Window & typeof globalThis & { __problems?: string[]; trustedTypes: { createPolicy(name: string, rules: object): unknown } };
const ELEMENTS = 'lease-fencing-lab, swarm-lease-lab, lease-safety-map, lease-lab-value, lease-lab-step';



/**
 * The elements of a page that show without their styles, by id or tag: no stylesheet with rules in the shadow
 * root, the host's display left at `inline` (labs, map and steps set another), or a timeline band left black.
 */
function unstyled(win: Page): string[] {
  return [...win.document.querySelectorAll(ELEMENTS)]
    .filter((el) => {
      const root = el.shadowRoot;
      if (!root || ![...root.styleSheets, ...root.adoptedStyleSheets].some((sheet) => sheet.cssRules.length)) return true;
      if (el.localName !== 'lease-lab-value' && win.getComputedStyle(el).display === 'inline') return true;
      const band = root.querySelector('.band:not(.hatch) rect');
      return !!band && win.getComputedStyle(band).fill === 'rgb(0, 0, 0)';
    })
    .map((el) => el.id || el.localName);
}

afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

describe('a Trusted Types policy list (trusted-types lit-html)', () => {
  it('admits the one page bundle: both labs and every companion define, render and work, with no violation', async () => {
    const win = await open<Page>('/test/fixtures/trusted-types-page.html?csp=policy-list');
    const doc = win.document;
    await until(() => !!doc.querySelector('lease-safety-map')?.shadowRoot?.querySelector('rect.run'), 'the map');
    for (const tag of ELEMENTS.split(', ')) expect(win.customElements.get(tag), tag).to.not.equal(undefined);
    const swarm = doc.querySelector('swarm-lease-lab') as LitElement;
    await Promise.all([...doc.querySelectorAll<LitElement>('swarm-lease-lab, lease-fencing-lab')].map((lab) => lab.updateComplete));
    expect(label(swarm)).to.equal('Duplicate effect.');
    expect(label(doc.querySelector('lease-fencing-lab'))).to.equal('Duplicate effect.');
    await until(() => doc.querySelector('lease-lab-value')?.shadowRoot?.textContent?.trim() === '4\u00a0s', 'the live value');
    (doc.querySelector('lease-lab-step')?.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
    await until(() => label(swarm) === 'One owner.', 'the step to set the lab');
    expect(unstyled(win)).to.deep.equal([]);
    expect(win.__problems).to.deep.equal([]);
    // The policy is really in force (all three engines tested here enforce it), and names no other policy.
    expect(() => doc.body.insertAdjacentHTML('beforeend', '<b>raw</b>')).to.throw();
    expect(() => win.trustedTypes.createPolicy('another', {})).to.throw();
  });

  it("admits the two single-lab bundles (two copies of Lit) only with 'allow-duplicates'", async () => {
    const win = await open<Page>('/test/fixtures/single-lab-bundles.html?csp=allow-duplicates');
    await until(() => [...win.document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].every((l) => l.shadowRoot?.querySelector('.verdict')), 'the labs');
    expect(label(win.document.querySelector('swarm-lease-lab'))).to.equal('Duplicate effect.');
    expect(win.__problems).to.deep.equal([]);
    const refused = await open<Page>('/test/fixtures/single-lab-bundles.html?csp=policy-list');
    await until(() => !!refused.customElements.get('lease-fencing-lab'), 'the first bundle');
    await new Promise((r) => setTimeout(r, 300));
    expect(refused.customElements.get('swarm-lease-lab'), 'the second Lit is refused its policy').to.equal(undefined);
  });
});

describe('the pre-rendered demo under a strict CSP', () => {
  it('with no inline style allowed, every lab, step and value is styled once the script runs', async () => {
    const win = await open<Page>('/dist/demo/index.html?csp=strict');
    await until(() => !!win.customElements.get('swarm-lease-lab'), 'the hydrate bundle');
    const elements = [...win.document.querySelectorAll(ELEMENTS)] as LitElement[];
    for (const el of elements) await el.updateComplete;
    expect(elements.length).to.be.greaterThan(40);
    expect(unstyled(win)).to.deep.equal([]);
    // The server's inline styles are gone: the adopted sheets carry the same rules.
    expect(elements.filter((el) => el.shadowRoot?.querySelector(':scope > style')).length).to.equal(0);
  });

  it('with the style hashes of dist/ssr-style-hashes.txt, it is styled before any script runs', async () => {
    const win = await open<Page>('/dist/demo/index.html?csp=hashes', 'allow-same-origin');
    expect(win.customElements.get('swarm-lease-lab'), 'no script ran').to.equal(undefined);
    expect(unstyled(win)).to.deep.equal([]);
    const blocked = await open<Page>('/dist/demo/index.html?csp=strict', 'allow-same-origin');
    expect(unstyled(blocked).length, 'without the hashes, the strict CSP blocks every inline style').to.be.greaterThan(40);
  });
});
