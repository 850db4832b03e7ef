// The pre-rendered German page (dist/demo/de.html, from `npm run build`) in every engine the suite runs in:
// what a reader sees with JavaScript off is what the labs show once hydrated, and at no moment in between do
// they show other text (English first, then German). test/node/prerender-locale.node.test.mjs holds the
// German module back to fix the order of events (Chromium only); here it loads as a page would.
import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { open, openDocument, until } from './page-helpers.js';

const LABS = ['lease-de', 'swarm-de'];

/** A lab's visible text without its ready line ("interactive once its script runs", then the lesson). */
function labText(lab: Element): string {
  const root = lab.shadowRoot!;
  const all = (root.querySelector('.lab') as HTMLElement | null)?.innerText ?? '';
  const ready = (root.querySelector('.ready-line') as HTMLElement | null)?.innerText ?? '';
  return all.replace(ready, '').replace(/\s+/g, ' ').trim();
}

type Recorded = Window & typeof globalThis & { __seen: Record<string, string[]> };

/**
 * The page in a frame with a recorder added after its labs (a classic script runs before the deferred module
 * bundle): each lab's text after every change to its shadow root.
 */
async function openRecorded(): Promise<Recorded> {
  const source = await (await fetch('/dist/demo/de.html')).text();
  const recorder = `<script>window.__seen = {}; const labText = ${labText.toString()};
for (const lab of document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')) {
  const seen = (window.__seen[lab.id] = []);
  new MutationObserver(() => seen.push(labText(lab))).observe(lab.shadowRoot, { subtree: true, childList: true, characterData: true });
}</script>`;
  // A srcdoc document resolves URLs against this page's, so the page's own are made absolute.
  const page = source.replace(/"\.\//g, '"/dist/demo/').replace(/"\.\.\/cdn\//g, '"/dist/cdn/').replace('</body>', `${recorder}</body>`);
  return openDocument<Recorded>(page);
}

afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

describe('the pre-rendered German page', function () {
  this.timeout(20000);

  it('hydrates into the text it shows with JavaScript off, with nothing else shown in between', async () => {
    const off = await open('/dist/demo/de.html', 'allow-same-origin');
    const server = LABS.map((id) => labText(off.document.getElementById(id)!));
    expect(server[0]).to.match(/^Labor zu Lease, Zombie-Worker und Fencing Eingedämmt\./);
    expect(server[1]).to.match(/Doppelte Wirkung\./);
    off.frameElement?.remove();

    const win = await openRecorded();
    await until(() => !!win.customElements.get('swarm-lease-lab'), 'the hydrate bundle');
    const labs = LABS.map((id) => win.document.getElementById(id) as LitElement);
    await until(() => labs.every((lab) => lab.hasUpdated), 'the first render');
    for (const lab of labs) await lab.updateComplete;
    expect(labs.map(labText), 'hydrated').to.deep.equal(server);
    LABS.forEach((id, i) => expect(win.__seen[id].filter((t) => t !== server[i]), `${id}: text shown meanwhile`).to.deep.equal([]));
    expect(labs.map((lab) => lab.shadowRoot!.querySelector('.lab')!.getAttribute('lang'))).to.deep.equal(['de', 'de']);
    expect(labs.map((lab) => lab.shadowRoot!.querySelectorAll('.verdict, .timeline').length), 'hydrated, not drawn twice').to.deep.equal([2, 2]);
  });
});
