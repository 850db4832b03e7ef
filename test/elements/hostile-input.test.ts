/** What an author or a script hands a lab never breaks it, and is never quietly taken when it is not a value. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { countRenders, metric, settled, shadowText } from '../helpers.js';

describe('hostile input reaching a lab', () => {
  it('refuses an array property with a notice instead of reflecting it into an attribute it would then read', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    (el as unknown as { work: unknown }).work = [5];
    await settled(el);
    await settled(el);
    expect(el.hasAttribute('work'), 'no work="5" attribute').to.equal(false);
    expect(el.input.work).to.equal(12);
    expect(metric(el, 'original-end')).to.equal('26 s');
    expect(shadowText(el, '.notices')).to.contain('work="[…]" is an array, not a number; using the default 12 s.');
  });

  it('quotes at most 40 characters of a megabyte-long attribute and keeps the default', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    el.setAttribute('ttl', '9'.repeat(1_000_000));
    await settled(el);
    expect(el.input.ttl).to.equal(4);
    const notice = shadowText(el, '.notices');
    expect(notice).to.contain(`ttl="${'9'.repeat(40)}…" is too long to be a number (1,000,000 characters); using the default 4 s.`);
    expect(notice.length).to.be.below(300);
  });

  it('quotes an out-of-range property as the script set it, not as it rounds to the millisecond', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    el.ttl = 1e-9;
    await settled(el);
    await settled(el);
    expect(el.getAttribute('ttl'), 'a refused value is never written into the markup').to.equal(null);
    expect(el.input.ttl).to.equal(0.001);
    expect(el.ttl, 'the property reads back as the value used').to.equal(0.001);
    expect(shadowText(el, '.notices')).to.contain('ttl="1e-9" is outside 0.001 to 86,400 s; using the nearest valid value 0.001 s.');
    el.ttl = 3.0004;
    await settled(el);
    expect(el.getAttribute('ttl'), 'an accepted value is reflected in the run’s form').to.equal('3');
    expect(shadowText(el, '.notices')).to.equal('');
  });

  it('renders an invalid property once: never reflected, read back as the value used, without a change in update', async () => {
    for (const tag of ['lease-fencing-lab', 'swarm-lease-lab'] as const) {
      const el = document.createElement(tag) as LeaseFencingLab | SwarmLeaseLab;
      document.body.append(el);
      await settled(el);
      const renders = countRenders(el);
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
      try {
        (el as unknown as { work: unknown }).work = Number.NaN;
        await settled(el);
      } finally {
        console.warn = warn;
      }
      expect(renders(), tag).to.equal(1);
      expect(el.getAttribute('work'), tag).to.equal(null);
      expect(el.work, tag).to.equal(tag === 'swarm-lease-lab' ? 5 : 12);
      expect(shadowText(el, '.notices'), tag).to.contain('work="NaN" is not a number');
      expect(warnings.filter((w) => w.includes('change-in-update')), tag).to.deep.equal([]);
      el.remove();
    }
  });

  it('names the renew property when renew is set to something other than true or false', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    (el as unknown as { renew: unknown }).renew = 'yes';
    await settled(el);
    expect(shadowText(el, '.notices')).to.contain('renew="yes" is not true or false; using the default on.');
  });
});

describe('public methods handed nothing by an untyped script', () => {
  it('applyInput(null) changes nothing and worksheet(null) is the whole worksheet, neither throws', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab ttl="6"></swarm-lease-lab>`);
    await settled(el);
    const untyped = el as unknown as { applyInput(c: unknown): void; worksheet(o: unknown): string };
    untyped.applyInput(null);
    untyped.applyInput(undefined);
    await settled(el);
    expect(el.input.ttl).to.equal(6);
    expect(untyped.worksheet(null)).to.equal(el.worksheet());
  });
});

describe('a refused property over an author attribute', () => {
  it('keeps the notice and the author markup, and does not take the refused value', async () => {
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab work="5"></lease-fencing-lab>`);
    (el as unknown as { work: unknown }).work = { n: 1 };
    await settled(el);
    await settled(el);
    expect(el.getAttribute('work')).to.equal('5');
    expect(el.input.work).to.equal(12);
    expect(shadowText(el, '.notices')).to.contain('work="{…}" is an object, not a number; using the default 12 s.');
  });
});
