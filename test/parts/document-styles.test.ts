// A lab or companion moved into another document and back (`document.adoptNode`, as Document Picture-in-Picture
// does) keeps its styles: styled in an iframe's document while there, in a windowless document harmlessly
// unstyled, and styled again once back.
import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../src/index.js';
import '../../src/narrative.js';

/** Whether the element's own rules apply: its host is a block (step: inline-block) and a band is not black. */
function styled(el: LitElement): boolean {
  const view = el.ownerDocument.defaultView!;
  const display = view.getComputedStyle(el).display;
  const band = el.shadowRoot?.querySelector('.band:not(.hatch) rect');
  return display !== 'inline' && (!band || view.getComputedStyle(band).fill !== 'rgb(0, 0, 0)');
}

/** Moves `el` into `doc`'s body (adopting it), then back into `home`. */
async function roundTrip(el: LitElement, doc: Document, home: Element, whileAway?: () => void): Promise<void> {
  doc.body.append(doc.adoptNode(el));
  await el.updateComplete;
  whileAway?.();
  home.append(document.adoptNode(el));
  await el.updateComplete;
}

describe('styles across documents', () => {
  let frame: HTMLIFrameElement;
  afterEach(() => frame?.remove());

  for (const make of [
    () => html`<swarm-lease-lab compact></swarm-lease-lab>`,
    () => html`<lease-fencing-lab compact></lease-fencing-lab>`,
    () => html`<lease-lab-step set="ttl=6">Raise the TTL</lease-lab-step>`,
  ]) {
    it(`${make().strings[0].trim()} is styled in an iframe's document and again once back`, async () => {
      const home = await fixture<HTMLElement>(html`<div>${make()}</div>`);
      const el = home.firstElementChild as LitElement;
      await el.updateComplete;
      expect(styled(el), 'at home').to.equal(true);
      frame = document.createElement('iframe');
      document.body.append(frame);
      const away = frame.contentDocument!;
      await roundTrip(el, away, home, () => expect(styled(el), "in the iframe's document").to.equal(true));
      expect(el.ownerDocument).to.equal(document);
      expect(styled(el), 'back home').to.equal(true);
      expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal((el.constructor as typeof LitElement).elementStyles.length);
    });
  }

  it('survives a windowless document (createHTMLDocument) and is styled again once back', async () => {
    const home = await fixture<HTMLElement>(html`<div><swarm-lease-lab compact></swarm-lease-lab></div>`);
    const el = home.firstElementChild as LitElement;
    await el.updateComplete;
    await roundTrip(el, document.implementation.createHTMLDocument('away'), home);
    expect(styled(el)).to.equal(true);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal((el.constructor as typeof LitElement).elementStyles.length);
  });
});
