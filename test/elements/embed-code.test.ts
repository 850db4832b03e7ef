import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/swarm-lease-lab.js';
import '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, openSections, settled, shadowText } from '../helpers.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Each lab with one attribute off its default, so the copied markup is not just the bare tag. */
const LABS = [
  ['swarm-lease-lab', 'ttl'],
  ['lease-fencing-lab', 'lease'],
];

for (const [tag, attribute] of LABS) {
  describe(`<${tag}> Copy HTML field`, () => {
    async function lab(): Promise<SwarmLeaseLab> {
      const el = document.createElement(tag) as SwarmLeaseLab;
      el.setAttribute(attribute, '5');
      const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
      wrap.append(el);
      // Copy HTML lives in the closed "Export or copy HTML" section.
      await openSections(el, 'export');
      return el;
    }

    it('takes no room and no Tab stop until it has code to show', async () => {
      const el = await lab();
      const field = $(el, '.embed textarea');
      expect(field.hidden).to.equal(true);
      expect(getComputedStyle(field).display).to.equal('none');
      expect(field.getBoundingClientRect().height).to.equal(0);
      $(el, '.embed button').focus();
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot?.activeElement).to.not.equal(field);
    });

    it('shows the code, selected, when the clipboard refuses; hides again after a copy that works', async () => {
      const el = await lab();
      const clipboard = navigator.clipboard;
      const original = clipboard.writeText;
      const field = $(el, '.embed textarea') as HTMLTextAreaElement;
      try {
        clipboard.writeText = async () => {
          throw new DOMException('denied', 'NotAllowedError');
        };
        $(el, '.embed button').click();
        await tick();
        expect(getComputedStyle(field).display).to.not.equal('none');
        expect(field.getBoundingClientRect().height).to.be.above(0);
        expect(field.value).to.equal(`<${tag} ${attribute}="5"></${tag}>`);
        expect(el.shadowRoot?.activeElement).to.equal(field);
        expect(shadowText(el, '.embed [aria-live]')).to.contain('Selected below');
        el.style.setProperty('--ll-color-surface', 'rgb(1, 2, 3)');
        el.style.setProperty('--ll-color-text', 'rgb(250, 240, 230)');
        expect(getComputedStyle(field).backgroundColor, "the page's theme, not the browser's white").to.equal('rgb(1, 2, 3)');
        expect(getComputedStyle(field).color).to.equal('rgb(250, 240, 230)');
        el.removeAttribute('style');
        clipboard.writeText = async () => undefined;
        $(el, '.embed button').click();
        await tick();
        expect(shadowText(el, '.embed [aria-live]')).to.equal('Copied.');
        expect(getComputedStyle(field).display).to.equal('none');
      } finally {
        clipboard.writeText = original;
      }
    });
  });
}

describe('<swarm-lease-lab> embed code', () => {
  it('keeps the view settings too: the starting time and the speed, when not the defaults', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab mechanism="fencing" time="3.25" speed="7.5"></swarm-lease-lab>`);
    await settled(el);
    expect(el.embedCode()).to.equal('<swarm-lease-lab mechanism="fencing" time="3.25" speed="7.5"></swarm-lease-lab>');
    el.speed = 2;
    el.time = 0;
    await settled(el);
    expect(el.embedCode(), 'defaults are left out').to.equal('<swarm-lease-lab mechanism="fencing"></swarm-lease-lab>');
  });

  it('keeps the speed the reader picked and the moment they scrubbed to; a figure resting at its end needs no time', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab speed="5" time="3"></swarm-lease-lab>`);
    await settled(el);
    const select = $(el, '.speed select') as HTMLSelectElement;
    select.value = '10';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    el.seek(7.25);
    await settled(el);
    expect(el.embedCode()).to.equal('<swarm-lease-lab time="7.25" speed="10"></swarm-lease-lab>');
    el.seek(0);
    await settled(el);
    expect(el.embedCode()).to.equal('<swarm-lease-lab speed="10"></swarm-lease-lab>');

    const figure = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab no-controls></swarm-lease-lab>`);
    await settled(figure);
    expect(figure.inspectionTime, 'a figure rests at the end').to.equal(figure.run.span);
    expect(figure.embedCode()).to.equal('<swarm-lease-lab no-controls></swarm-lease-lab>');
    figure.seek(4);
    await settled(figure);
    expect(figure.embedCode()).to.equal('<swarm-lease-lab time="4" no-controls></swarm-lease-lab>');
    figure.seek(0);
    await settled(figure);
    expect(figure.embedCode(), 'back at 0 s, which a figure does not start at').to.equal('<swarm-lease-lab time="0" no-controls></swarm-lease-lab>');
  });

  it('keeps the id, so the companions pasted with it still find their lab', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab id='refund "demo" & <more>' ttl="6"></swarm-lease-lab>`);
    await settled(el);
    expect(el.embedCode()).to.equal('<swarm-lease-lab id="refund &quot;demo&quot; &amp; &lt;more>" ttl="6"></swarm-lease-lab>');
    const pasted = document.createElement('div');
    pasted.innerHTML = el.embedCode();
    expect(pasted.firstElementChild?.id).to.equal(el.id);
  });

  it('keeps the layout and the heading level, which a pasted figure needs to look the same', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab compact no-controls heading-level="4" time="3" ttl="6"></swarm-lease-lab>`);
    await settled(el);
    expect(el.embedCode()).to.equal('<swarm-lease-lab ttl="6" time="3" heading-level="4" compact no-controls></swarm-lease-lab>');
    el.headingLevel = 3;
    el.compact = false;
    await settled(el);
    expect(el.embedCode(), 'defaults are left out').to.equal('<swarm-lease-lab ttl="6" time="3" no-controls></swarm-lease-lab>');
  });
});
