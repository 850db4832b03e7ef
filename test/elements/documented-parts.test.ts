// Every `part` an element draws is one an author can find in the manifest (and so in its docs page's API
// tables and editors' hover docs): a part left out is a styling hook nobody knows about, or one that may
// vanish without notice.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/safety-map.js';
import '../../src/narrative.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { openSections } from '../helpers.js';

interface Manifest {
  modules: { declarations?: { tagName?: string; cssParts?: { name: string }[] }[] }[];
}

describe('documented parts', () => {
  it('names in the manifest every part each element draws', async () => {
    const manifest = (await (await fetch('/custom-elements.json')).json()) as Manifest;
    const documented = new Map<string, string[]>();
    for (const m of manifest.modules) for (const d of m.declarations ?? []) if (d.tagName) documented.set(d.tagName, (d.cssParts ?? []).map((p) => p.name));
    const page = await fixture<HTMLDivElement>(html`<div>
      <swarm-lease-lab id="s" stall-for="nonsense"></swarm-lease-lab>
      <lease-fencing-lab lease="nonsense"></lease-fencing-lab>
      <lease-safety-map for="s" steps="4" x="nonsense"></lease-safety-map>
      <lease-lab-step for="s" set="ttl=6 bogus=1" expect="ONE OWNER">Raise the TTL</lease-lab-step>
      <lease-lab-value for="s" key="bogus">?</lease-lab-value>
    </div>`);
    const labs = [...page.querySelectorAll('swarm-lease-lab, lease-fencing-lab')] as SwarmLeaseLab[];
    // Every section open, so the parts inside them (tables, export, Copy HTML) are drawn too.
    for (const l of labs) await openSections(l);
    page.querySelector('lease-lab-step')!.shadowRoot!.querySelector('button')!.click();
    await new Promise((r) => setTimeout(r, 300));
    const undocumented: string[] = [];
    for (const el of page.querySelectorAll('*')) {
      if (!el.shadowRoot) continue;
      const names = new Set([...el.shadowRoot.querySelectorAll('[part]')].flatMap((p) => p.getAttribute('part')!.split(/\s+/)));
      for (const name of names) if (!documented.get(el.localName)?.includes(name)) undocumented.push(`${el.localName}::part(${name})`);
    }
    expect(undocumented).to.deep.equal([]);
    // And no lab documents a part it no longer draws (a stale name promises a hook that styles nothing).
    const stale = labs.flatMap((el) => {
      const drawn = new Set([...el.shadowRoot!.querySelectorAll('[part]')].flatMap((p) => p.getAttribute('part')!.split(/\s+/)));
      return (documented.get(el.localName) ?? []).filter((name) => !drawn.has(name)).map((name) => `${el.localName}::part(${name})`);
    });
    expect(stale).to.deep.equal([]);
    for (const tag of ['swarm-lease-lab', 'lease-fencing-lab']) expect(documented.get(tag)).to.include.members(['figure', 'figure-head', 'section']);
  });
});
