// Labs in the reader's language (issue 27): the locale follows the element's `lang`, else its nearest
// ancestor's, else `<html lang>`; German and Japanese load from their own modules, only when a page needs
// them; an unknown language falls back to English marked `lang="en"`; an author can register one.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import { registerMessages } from '../../src/index.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { $, openSections, plain, settled, shadowText, typeInto, until } from '../helpers.js';

const title = (el: Element) => $(el, '.title').textContent!.trim();
const labLang = (el: Element) => $(el, '.lab').getAttribute('lang');

/** A lease lab inside a wrapper carrying `lang`, once its locale's messages have loaded and it has redrawn. */
async function labIn(lang: string, attrs = ''): Promise<LeaseFencingLab> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang}><lease-fencing-lab .innerHTML=${''}></lease-fencing-lab></div>`);
  const el = box.querySelector('lease-fencing-lab')!;
  for (const [name, value] of attrs.split(' ').filter(Boolean).map((a) => a.split('='))) el.setAttribute(name, value);
  await settled(el);
  await until(() => labLang(el) === lang.split('-')[0] || lang === 'xx').catch(() => undefined);
  await settled(el);
  return el;
}

describe('labs in the page language', function () {
  this.timeout(20000);

  it('English page: English text marked lang="en", and no locale module fetched', async () => {
    const el = await labIn('en');
    expect(title(el)).to.equal('Lease, zombie worker and fencing lab');
    expect(labLang(el)).to.equal('en');
    expect(performance.getEntriesByType('resource').some((r) => /\/locales\//.test(r.name))).to.equal(false);
  });

  it('a lang="de" page renders the lease lab in German, numbers with a decimal comma', async () => {
    const el = await labIn('de', 'heartbeat=0.5');
    await openSections(el);
    expect(labLang(el)).to.equal('de');
    expect(title(el)).to.equal('Labor zu Lease, Zombie-Worker und Fencing');
    const text = shadowText(el);
    expect($(el, '.verdict-label').textContent).to.equal('Eingedämmt.');
    expect($(el, '.verdict-headline').textContent).to.include('B übernahm bei 13,5\u00a0s');
    expect(text).to.include('Schreibentscheidungen der geschützten Ressource');
    // shadowText reads each no-break space as a space. The event log's times are the page's numbers.
    expect(text).to.include('0,5 s – 3,5 s (7×)');
    expect(text).to.include('Annahmen und Grenzen');
    // The attribute keeps its HTML form, and the worksheet speaks the page's language too.
    expect(el.getAttribute('heartbeat')).to.equal('0.5');
    expect(el.worksheet()).to.include('Kennzahlen');
  });

  it('on a German page a reader types a decimal comma, and a refusal is worded in German', async () => {
    const el = await labIn('de');
    const input = $(el, '#in-lease') as HTMLInputElement;
    typeInto(input, '12,5');
    await settled(el);
    expect(el.lease).to.equal(12.5);
    expect(el.getAttribute('lease'), 'the attribute keeps the HTML form').to.equal('12.5');
    typeInto(input, '90000');
    await settled(el);
    expect(plain(shadowText(el, '#in-lease-error'))).to.equal('"90000" liegt außerhalb von 0,001 bis 86.400 s. Weiter verwendet: 12,5 s.');
  });

  it('the notice for a decimal comma in an attribute says that attributes take a dot', async () => {
    const el = await labIn('de', 'lease=4,5');
    expect(el.lease).to.equal(10);
    expect(plain(shadowText(el, '.notices'))).to.include('lease="4,5" ist keine Zahl (Attribute schreiben den Dezimalpunkt: „4.5“)');
    // The lab's own `problems` keep the engine's English, for code.
    expect(el.problems[0].message).to.equal('lease="4,5" is not a number (attributes take a dot: "4.5"); using the default 10 s.');
  });

  it('a lang="ja" page renders the lease lab in Japanese', async () => {
    const el = await labIn('ja');
    expect(labLang(el)).to.equal('ja');
    expect(title(el)).to.equal('リース、ゾンビワーカー、フェンシングのラボ');
    expect($(el, '.verdict-label').textContent).to.equal('封じ込め.');
    expect($(el, '[data-metric="takeover"] dt').textContent).to.equal('引き継ぎ');
    expect(el.headline).to.include('B は 13\u00a0s に引き継いで');
  });

  it('a regional tag uses its language ("de-AT" speaks German)', async () => {
    const el = await labIn('de-AT');
    expect(title(el)).to.equal('Labor zu Lease, Zombie-Worker und Fencing');
    expect(labLang(el)).to.equal('de');
  });

  it('an unsupported locale falls back to English, and the lab says so with lang="en"', async () => {
    const el = await labIn('xx');
    expect(title(el)).to.equal('Lease, zombie worker and fencing lab');
    expect(labLang(el)).to.equal('en');
  });

  it('switching <html lang> at run time re-renders, and switching back restores English', async () => {
    const root = document.documentElement;
    const before = root.getAttribute('lang');
    const el = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
    await settled(el);
    try {
      root.setAttribute('lang', 'ja');
      await until(() => title(el) === 'リース、ゾンビワーカー、フェンシングのラボ');
      expect(labLang(el)).to.equal('ja');
      root.setAttribute('lang', 'de');
      await until(() => title(el) === 'Labor zu Lease, Zombie-Worker und Fencing');
    } finally {
      if (before === null) root.removeAttribute('lang');
      else root.setAttribute('lang', before);
    }
    await until(() => title(el) === 'Lease, zombie worker and fencing lab');
    expect(labLang(el)).to.equal('en');
  });

  it("the element's own lang wins over its ancestors', and two labs on a page keep their own", async () => {
    const box = await fixture<HTMLDivElement>(html`<div lang="de"><lease-fencing-lab lang="ja"></lease-fencing-lab><lease-fencing-lab></lease-fencing-lab></div>`);
    const [ja, de] = [...box.querySelectorAll('lease-fencing-lab')];
    await Promise.all([settled(ja), settled(de)]);
    await until(() => labLang(ja) === 'ja' && labLang(de) === 'de');
    expect(title(ja)).to.equal('リース、ゾンビワーカー、フェンシングのラボ');
    expect(title(de)).to.equal('Labor zu Lease, Zombie-Worker und Fencing');
  });

  it('an author registers a language of their own, and overrides one shipped message', async () => {
    registerMessages('fr', { 'Lease, zombie worker and fencing lab': 'Labo bail, worker zombie et fencing' });
    const fr = await labIn('fr');
    expect(title(fr)).to.equal('Labo bail, worker zombie et fencing');
    expect(labLang(fr)).to.equal('fr');
    // A language with no translation of a message shows it in English.
    expect($(fr, '[data-metric="takeover"] dt').textContent).to.equal('Takeover');
    await labIn('de');
    registerMessages('de', { Takeover: 'Übergabe' });
    const de = await labIn('de');
    expect($(de, '[data-metric="takeover"] dt').textContent).to.equal('Übergabe');
    expect(title(de)).to.equal('Labor zu Lease, Zombie-Worker und Fencing');
  });
});
