// Labs in the reader's language (issue 27): the locale follows the element's `lang`, else its nearest
// ancestor's, else `<html lang>`; German and Japanese load from their own modules, only when a page needs
// them; an unknown language falls back to English marked `lang="en"`; an author can register one.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/narrative.js';
import '../../src/safety-map.js';
import type { LitElement } from 'lit';
import { registerMessages } from '../../src/index.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { LEASE_FENCING_FIELDS } from '../../src/sim/lease-fencing-input.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, $$, openSections, plain, settled, shadowText, tableRows, typeInto, until } from '../helpers.js';

const title = (el: Element) => $(el, '.title').textContent!.trim();
const labLang = (el: Element) => $(el, '.lab').getAttribute('lang');

/** `markup` (a lab with id "lab" and one companion) in a box of `lang` (German unless given), once the lab has drawn in it. */
async function besideLabIn<L extends LitElement, C extends LitElement>(markup: string, companion: string, lang = 'de'): Promise<{ box: HTMLDivElement; lab: L; el: C }> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
  box.innerHTML = markup;
  const lab = box.querySelector('[id="lab"]') as L;
  await settled(lab);
  await until(() => labLang(lab) === lang);
  return { box, lab, el: box.querySelector(companion) as C };
}

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
    expect(($(el, '#in-heartbeat') as HTMLInputElement).value, 'the field shows the page\'s decimal comma').to.equal('0,5');
    expect(el.worksheet()).to.include('Kennzahlen');
  });

  it('a German axis writes its times as the German sentences do: decimal comma, grouped thousands', async () => {
    const ticks = (el: Element) => $$(el, 'text.tick').map((t) => plain(t.textContent));
    const short = await labIn('de', 'work=0.5 replacement-work=0.5 lease=0.5 heartbeat=0.25 pause-at=0.25 pause-for=1');
    expect(ticks(short).filter((t) => /\d,\d/.test(t)).length, 'fractional ticks with a comma').to.be.above(0);
    expect(ticks(short).some((t) => /\d\.\d/.test(t)), 'no decimal point').to.equal(false);
    const long = await labIn('de', 'pause-for=20000');
    expect(ticks(long)).to.include('10.000');
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
    expect(plain(shadowText(el, '#in-lease-error'))).to.equal('„90000“ liegt außerhalb von 0,001 bis 86.400 s. Weiter verwendet: 12,5 s.');
  });

  it('on a Japanese page a refusal of typed text is one Japanese text: its quotes and full stops', async () => {
    const el = await labIn('ja');
    const input = $(el, '#in-lease') as HTMLInputElement;
    typeInto(input, 'ten');
    await settled(el);
    await until(() => shadowText(el, '#in-lease-error') !== '');
    const refusal = plain(shadowText(el, '#in-lease-error'));
    expect(refusal).to.equal('「ten」は数値ではありません。0.001～86,400 s を入力してください。引き続き 10 s を使用します。');
    expect(refusal, 'no Latin full stop or quote joins the sentences').not.to.match(/\. |"/);
  });

  it('a reader may type the number as the lab writes it: its thousands separators and full-width digits', async () => {
    const typed = async (lang: string, text: string) => {
      const el = await labIn(lang);
      typeInto($(el, '#in-lease') as HTMLInputElement, text);
      await settled(el);
      return [el.lease, plain(shadowText(el, '#in-lease-error'))];
    };
    // German writes 86400 as "86.400" in the lab's own hints, so that is what a German reader types back.
    expect(await typed('de', '86.400')).to.deep.equal([86400, '']);
    expect(await typed('de', '1.000,5')).to.deep.equal([1000.5, '']);
    expect(await typed('de', '0.5'), 'a dot after a lone zero is still a decimal point').to.deep.equal([0.5, '']);
    expect(await typed('en', '1,500')).to.deep.equal([1500, '']);
    expect(await typed('en', '1,5'), 'a lone comma is a decimal comma').to.deep.equal([1.5, '']);
    // A Japanese keyboard in full-width mode types "６．５".
    expect(await typed('ja', '６．５')).to.deep.equal([6.5, '']);
    expect(await typed('ja', '８６,４００')).to.deep.equal([86400, '']);
  });

  it('the notice for a decimal comma in an attribute says that attributes take a dot', async () => {
    const el = await labIn('de', 'lease=4,5');
    expect(el.lease).to.equal(10);
    expect(plain(shadowText(el, '.notices'))).to.include('lease="4,5" ist keine Zahl (Attribute verwenden den Dezimalpunkt: „4.5“)');
    // The lab's own `problems` keep the engine's English, for code.
    expect(el.problems[0].message).to.equal('lease="4,5" is not a number (attributes take a dot: "4.5"); using the default 10 s.');
  });

  it('a lang="ja" page renders the lease lab in Japanese', async () => {
    const el = await labIn('ja');
    expect(labLang(el)).to.equal('ja');
    expect(title(el)).to.equal('リース、ゾンビワーカー、フェンシングのラボ');
    expect($(el, '.verdict-label').textContent).to.equal('封じ込め。');
    expect(plain($(el, '.verdict p').textContent), 'no space after the full stop').to.match(/^封じ込め。B は 13 s/);
    expect($(el, '[data-metric="takeover"] dt').textContent).to.equal('引き継ぎ');
    expect(el.headline).to.include('B は 13\u00a0s に引き継いで');
    // The timeline's description joins its clauses and sentences the Japanese way, and no line starts with ー.
    const description = $(el, '[part~="timeline"] desc').textContent!;
    expect(description).to.include('受理、');
    expect(description).not.to.match(/[;] | [。]|。 /);
    expect(getComputedStyle($(el, '.lab')).lineBreak).to.equal('strict');
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

/** A swarm lab inside a wrapper carrying `lang`, once its locale's messages have loaded and it has redrawn. */
async function swarmIn(lang: string, attrs = ''): Promise<SwarmLeaseLab> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang}><swarm-lease-lab .innerHTML=${''}></swarm-lease-lab></div>`);
  const el = box.querySelector('swarm-lease-lab')!;
  for (const [name, value] of attrs.split(' ').filter(Boolean).map((a) => a.split('='))) el.setAttribute(name, value);
  await settled(el);
  await until(() => labLang(el) === lang.split('-')[0]);
  await settled(el);
  return el;
}

/** The playback bar's buttons and labels as a reader sees them. */
const bar = (el: Element) => ['.play', '.previous', '.next', '.restart'].map((s) => $(el, s).textContent!.trim());

describe('the swarm lab in the page language', function () {
  this.timeout(20000);

  it('a lang="de" page renders the swarm lab in German: verdict, controls, state, playback and tables', async () => {
    const el = await swarmIn('de', 'time=4');
    await openSections(el);
    expect(labLang(el)).to.equal('de');
    expect(title(el)).to.equal('Eine Erstattungsaufgabe, zwei Worker: Labor zu Lease und Fencing');
    expect($(el, '.verdict-label').textContent).to.equal('Doppelte Wirkung.');
    expect(plain($(el, '.verdict p').textContent)).to.match(/^Doppelte Wirkung\. B beanspruchte/);
    expect(plain($(el, '.verdict-headline').textContent)).to.equal(
      'B beanspruchte das abgelaufene Lease bei 4 s, während A stillstand (bis 6 s); beide wurden fertig, und Bestellung 7731 wurde zweimal erstattet.',
    );
    expect(el.headline).to.include('bei 4\u00a0s');
    // Controls: a seconds field, the choice, the switch and the stall group.
    expect(shadowText(el, 'label[for="in-ttl"]')).to.include('Lease-TTL');
    expect(shadowText(el, '.controls')).to.include('Eigentumsmechanismus');
    expect(shadowText(el, '.controls')).to.include('Compare-and-Set-Lease');
    expect(shadowText(el, '.controls')).to.include('Eigentümer erneuert das Lease jede Sekunde, solange er läuft');
    expect(shadowText(el, '.group > legend')).to.equal('Stillstand von Worker A');
    expect($(el, '.controls').getAttribute('aria-label')).to.equal('Eingaben');
    // The state panel at 4 s.
    expect(shadowText(el, '[data-state="lease"] dt')).to.equal('Lease-Speicher');
    expect(shadowText(el, '[data-state="lease"] dd')).to.equal('Von B mit Token 2 gehalten.');
    expect(shadowText(el, '[data-state="a"] dd')).to.equal('Steht still (1 s von 5 s erledigt).');
    expect(shadowText(el, '[data-state="b"] dd')).to.equal('Arbeitet (0 s von 5 s erledigt).');
    expect(shadowText(el, '[data-state="run"] dt')).to.equal('Bei 4 s');
    expect($(el, '.state').getAttribute('aria-label')).to.equal('Zustand bei 4\u00a0s');
    // Playback.
    expect(bar(el)).to.deep.equal(['Abspielen', 'Vorheriges Ereignis', 'Nächstes Ereignis', 'Neustart']);
    expect(shadowText(el, '.speed')).to.match(/^Tempo/);
    expect($$(el, '.speed option').map((o) => o.textContent)).to.deep.equal(['0,5×', '1×', '2×', '5×', '10×', '20×']);
    expect(shadowText(el, '.scrub')).to.include('Betrachtungszeit 4 s von 60 s');
    expect($(el, '.playback').getAttribute('aria-label')).to.equal('Wiedergabe');
    // Tables, timeline and the figures section.
    expect(shadowText(el, '#trace caption')).to.equal('Ereignisverlauf bei 4 s: bisher 6 von 10 Ereignissen, 4 bevorstehend');
    expect(shadowText(el, '#trace')).to.include('Bevorstehend:');
    expect(shadowText(el, '#workers caption')).to.equal('Berechnete Daten für T-91');
    expect(shadowText(el, '[data-metric="refunds"] dt')).to.equal('Gebuchte Erstattungen');
    expect($(el, 'svg.plot').getAttribute('aria-label')).to.equal('Zeitleiste der Aufgabe T-91');
    expect(shadowText(el, '.legend')).to.include('A arbeitet nach Verlust des Lease');
    expect(shadowText(el)).to.include('Lease-Speicher und Journal fallen nie aus');
    expect(el.worksheet()).to.include('Endgültige Kennzahlen');
  });

  it('on a German page the swarm lab takes a decimal comma, shows decimal commas and keeps the attribute in HTML form', async () => {
    const el = await swarmIn('de');
    typeInto($(el, '#in-stall-for') as HTMLInputElement, '2,5');
    await settled(el);
    expect(el.stallFor).to.equal(2.5);
    expect(el.getAttribute('stall-for')).to.equal('2.5');
    expect(plain($(el, '.verdict-headline').textContent)).to.equal('A behielt das Lease und wurde bei 7,5 s fertig; B fand T-91 erledigt vor und verwarf seine Kopie bei 8 s.');
    // The figures and the trace's times are the page's numbers too.
    await openSections(el, 'trace', 'metrics');
    expect(plain($(el, '[data-metric="finish"] .metric-value').textContent)).to.equal('7,5 s');
    expect(tableRows(el, 'trace').map((r) => r[0])).to.include('0,5 s');
  });

  it('a lang="ja" page renders the swarm lab in Japanese', async () => {
    const el = await swarmIn('ja', 'time=4');
    expect(labLang(el)).to.equal('ja');
    expect(title(el)).to.equal('1 つの返金タスクと 2 つのワーカー：リースとフェンシングのラボ');
    expect($(el, '.verdict-label').textContent).to.equal('重複した効果。');
    expect(plain($(el, '.verdict-headline').textContent)).to.equal(
      'A が 6 s までストールしていた間に、B が 4 s に期限切れのリースを取得しました。両方が完了し、注文 7731 は 2 回返金されました。',
    );
    expect(shadowText(el, 'label[for="in-ttl"]')).to.include('リースの TTL');
    expect(shadowText(el, '.group > legend')).to.equal('ワーカー A のストール');
    expect(shadowText(el, '[data-state="lease"] dt')).to.equal('リースストア');
    expect(shadowText(el, '[data-state="a"] dd')).to.equal('ストール中（5 s のうち 1 s 完了）。');
    expect(shadowText(el, '[data-state="ledger"] dd')).to.equal('0 件の返金を適用。');
    expect(bar(el)).to.deep.equal(['再生', '前のイベント', '次のイベント', '最初から']);
    expect(shadowText(el, '.speed')).to.match(/^速度/);
  });

  it('switching <html lang> at run time re-renders the swarm lab, playback bar and state included', async () => {
    const root = document.documentElement;
    const before = root.getAttribute('lang');
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab time="4"></swarm-lease-lab>`);
    await settled(el);
    expect(bar(el)[0]).to.equal('Play');
    try {
      root.setAttribute('lang', 'ja');
      await until(() => labLang(el) === 'ja' && bar(el)[0] === '再生');
      expect(shadowText(el, '[data-state="lease"] dt')).to.equal('リースストア');
      expect($(el, '.verdict-label').textContent).to.equal('重複した効果。');
      root.setAttribute('lang', 'de');
      await until(() => labLang(el) === 'de' && bar(el)[0] === 'Abspielen');
      expect(shadowText(el, '[data-state="a"] dd')).to.equal('Steht still (1 s von 5 s erledigt).');
      expect($(el, '.verdict-label').textContent).to.equal('Doppelte Wirkung.');
    } finally {
      if (before === null) root.removeAttribute('lang');
      else root.setAttribute('lang', before);
    }
    await until(() => labLang(el) === 'en' && bar(el)[0] === 'Play');
    expect(shadowText(el, '[data-state="a"] dd')).to.equal('Stalled (1 s of 5 s done).');
    expect($(el, '.verdict-label').textContent).to.equal('Duplicate effect.');
    expect(title(el)).to.equal('One refund task, two workers: lease and fencing lab');
  });
});

describe('the walkthrough companions in the page language', function () {
  this.timeout(20000);

  /** A lab with a value and steps beside it, in a wrapper carrying `lang`, once all of them have drawn. */
  async function walkthrough(lang: string, lab: string) {
    const box = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
    box.innerHTML = `${lab}
      <p><lease-lab-value for="lab" key="takeoverAt"></lease-lab-value> <lease-lab-value for="lab" key="verdict"></lease-lab-value>
        <lease-lab-value for="lab" key="input.shutdownAt"></lease-lab-value></p>
      <lease-lab-step id="right" for="lab" set="heartbeat=0.5" expect="contained">Schritt</lease-lab-step>
      <lease-lab-step id="wrong" for="lab" set="heartbeat=0.5" expect="duplicate">Schritt</lease-lab-step>
      <lease-lab-step id="same" for="lab" set="heartbeat=0.5">Schritt</lease-lab-step>`;
    const el = box.querySelector('[id="lab"]') as LeaseFencingLab;
    await settled(el);
    await until(() => labLang(el) === lang);
    const steps = Object.fromEntries([...box.querySelectorAll('lease-lab-step')].map((s) => [s.id, s as LitElement]));
    const values = [...box.querySelectorAll('lease-lab-value')].map((v) => v as LitElement);
    return { el, steps, values };
  }

  const press = async (step: LitElement, lab: LitElement) => {
    ($(step, 'button') as HTMLButtonElement).click();
    await settled(lab);
    await settled(step);
    await new Promise((r) => setTimeout(r, 0));
    await settled(step);
  };

  it('on a German page a value shows German numbers and words, and a step checks and speaks in German', async () => {
    const { el, steps, values } = await walkthrough('de', '<lease-fencing-lab id="lab" heartbeat="0.5"></lease-fencing-lab>');
    await until(() => plain(shadowText(values[1])) === 'Eingedämmt');
    expect(values.map((v) => plain(shadowText(v)))).to.deep.equal(['13,5 s', 'Eingedämmt', 'nie']);
    await press(steps.right, el);
    expect(plain(shadowText(steps.right, '.result'))).to.equal('✓ Eingedämmt, wie erwartet');
    expect($(steps.right, '.result').getAttribute('lang')).to.equal('de');
    // The lab's own sentence under the check, marked with the lab's language.
    expect(shadowText(steps.right, '.result-words')).to.include('B übernahm bei 13,5 s');
    expect($(steps.right, '.result-words').getAttribute('lang')).to.equal('de');
    await press(steps.wrong, el);
    expect(plain(shadowText(steps.wrong, '.result'))).to.equal('✗ das Labor zeigt Eingedämmt, nicht Doppelte Wirkung');
    // A press that leaves the verdict as it was is said by the step itself.
    await press(steps.same, el);
    expect(shadowText(steps.same, '.said')).to.equal('Das Labor zeigt weiterhin Eingedämmt.');
    expect($(steps.same, '.said').getAttribute('lang')).to.equal('de');
  });

  it('on a Japanese page the check follows the translation’s word order', async () => {
    const { el, steps, values } = await walkthrough('ja', '<lease-fencing-lab id="lab" heartbeat="0.5"></lease-fencing-lab>');
    await until(() => plain(shadowText(values[1])) === '封じ込め');
    expect(values.map((v) => plain(shadowText(v)))).to.deep.equal(['13.5 s', '封じ込め', 'なし']);
    // The verdict's name holds together by its style, not by invisible characters a reader would copy or search past.
    expect((values[1] as unknown as { text: string }).text).to.equal('封じ込め');
    expect(getComputedStyle($(values[1], '.whole')).whiteSpace).to.equal('nowrap');
    await press(steps.right, el);
    expect(plain(shadowText(steps.right, '.result'))).to.equal('✓ 封じ込め（期待どおり）');
    await press(steps.wrong, el);
    expect(plain(shadowText(steps.wrong, '.result'))).to.equal('✗ ラボが示すのは「重複した効果」ではなく「封じ込め」です');
    // Each verdict's name holds together by its style: no word joiner in the text a reader copies.
    expect(shadowText(steps.wrong, '.result')).not.to.include('\u2060');
    expect($$(steps.wrong, '.result .whole').map((w) => [w.textContent, getComputedStyle(w).whiteSpace])).to.deep.equal([
      ['重複した効果', 'nowrap'],
      ['封じ込め', 'nowrap'],
    ]);
  });

  it('a step’s notices to authors follow the page language, and fall back to English marked lang="en"', async () => {
    const { box, el: step } = await besideLabIn<LeaseFencingLab, LitElement>('<lease-fencing-lab id="lab"></lease-fencing-lab><lease-lab-step for="lab" at="-1" set="zzz=1">Schritt</lease-lab-step>', 'lease-lab-step');
    const notices = () => $$(step, '[part=notice]').map((n) => `${n.getAttribute('lang')}: ${plain(n.textContent)}`);
    const LEASE_INPUTS = LEASE_FENCING_FIELDS.map((f) => f.attribute).join(', ');
    await until(() => notices()[0]?.startsWith('de: '));
    expect(notices()).to.deep.equal([
      'de: at="-1" liegt vor dem Beginn des Laufs; verwendet wird das Ende des Laufs.',
      `de: set: „zzz=1“ nennt keine Eingabe im Lease-Labor (${LEASE_INPUTS}); dieses Paar wird nicht angewandt.`,
    ]);
    box.setAttribute('lang', 'xx');
    await until(() => notices()[0]?.startsWith('en: '));
    expect(notices()).to.deep.equal([
      'en: at="-1" is before the start of the run; using the end of the run.',
      `en: set: "zzz=1" names no input of the lease lab (${LEASE_INPUTS}); this pair is not applied.`,
    ]);
    box.setAttribute('lang', 'ja');
    await until(() => notices()[0]?.startsWith('ja: '));
    expect(notices()).to.deep.equal([
      'ja: at="-1" は実行の開始より前です。実行の終わりを使用します。',
      `ja: set:「zzz=1」はリースのラボの入力を指していません（${LEASE_INPUTS}）。このペアは適用されません。`,
    ]);
  });

  it('a value is marked with the language it is written in: English on a page whose language has no messages', async () => {
    const { el, values } = await walkthrough('de', '<lease-fencing-lab id="lab" heartbeat="0.5"></lease-fencing-lab>');
    const marked = () => values.map((v) => v.shadowRoot!.querySelector('span:not(.notice)')?.getAttribute('lang'));
    await until(() => plain(shadowText(values[1])) === 'Eingedämmt');
    expect(marked()).to.deep.equal(['de', 'de', 'de']);
    el.parentElement!.setAttribute('lang', 'xx');
    await until(() => plain(shadowText(values[1])) === 'Contained');
    expect(marked()).to.deep.equal(['en', 'en', 'en']);
  });

  it('an English page keeps the companions’ English words', async () => {
    const { el, steps, values } = await walkthrough('en', '<lease-fencing-lab id="lab" heartbeat="0.5"></lease-fencing-lab>');
    await until(() => plain(shadowText(values[1])) === 'Contained');
    expect(values.map((v) => plain(shadowText(v)))).to.deep.equal(['13.5 s', 'Contained', 'never']);
    await press(steps.wrong, el);
    expect(plain(shadowText(steps.wrong, '.result'))).to.equal('✗ the lab shows Contained, not Duplicate effect');
    expect($(steps.wrong, '.result').getAttribute('lang')).to.equal('en');
  });
});

describe('the safety map in the page language', function () {
  this.timeout(20000);

  it('on a German page the map names its axes, outcomes and ranges in German, with German numbers', async () => {
    const { el: map } = await besideLabIn<SwarmLeaseLab, LitElement>('<swarm-lease-lab id="lab"></swarm-lease-lab><lease-safety-map for="lab" steps="6"></lease-safety-map>', 'lease-safety-map');
    await until(() => map.shadowRoot?.querySelector('[part=base]')?.getAttribute('lang') === 'de' && shadowText(map, '.title').startsWith('Ergebnis'));
    await settled(map);
    expect(shadowText(map, '.title')).to.equal('Ergebnis nach TTL und Stillstand');
    expect(plain(shadowText(map, '.now'))).to.match(/^Das Labor jetzt: TTL 4 s, Stillstand 5 s: ✗ Doppelte Wirkung$/);
    expect($(map, '.now').textContent, 'the verdict name never breaks').to.include('Doppelte\u00a0Wirkung');
    expect(shadowText(map, '.hint')).to.include('um TTL und Stillstand des Labors zu setzen');
    expect(shadowText(map, '.legend')).to.match(/Doppelte Wirkung: \d+ % dieser Karte/);
    expect($(map, '.grid').getAttribute('aria-roledescription')).to.equal('Sicherheitskarte');
    $(map, 'details').setAttribute('open', '');
    await settled(map);
    expect(shadowText(map, 'summary')).to.equal('Die Karte als Text');
    expect(shadowText(map, 'caption')).to.equal('Ergebnis nach TTL, für jeden Wert von Stillstand');
    const rows = tableRows(map, 'map-text');
    expect(rows.length).to.equal(6);
    expect(rows.some(([, text]) => /^Doppelte Wirkung für TTL 0,\d+–\d+(,\d+)? s, Ein Eigentümer ab /.test(text)), rows.map((r) => r.join(' | ')).join('\n')).to.equal(true);
    expect(rows.map((r) => r[0]).join(' ')).to.match(/,/);
  });

  it('on a Japanese page the ranges of a row are listed with the Japanese comma', async () => {
    const { el: map } = await besideLabIn<SwarmLeaseLab, LitElement>('<swarm-lease-lab id="lab"></swarm-lease-lab><lease-safety-map for="lab" steps="6"></lease-safety-map>', 'lease-safety-map', 'ja');
    await until(() => map.shadowRoot?.querySelector('[part=base]')?.getAttribute('lang') === 'ja');
    await settled(map);
    $(map, 'details').setAttribute('open', '');
    await settled(map);
    const ranges = tableRows(map, 'map-text').map(([, text]) => text);
    expect(ranges.some((text) => text.includes('、')), ranges.join('\n')).to.equal(true);
    expect(ranges.filter((text) => text.includes(', ')), 'an English comma between ranges').to.deep.equal([]);
    // A name in a script that breaks anywhere holds together with word joiners.
    expect(ranges.join(' ')).to.include('重\u2060複\u2060し\u2060た\u2060効\u2060果');
    // The status line and the legend hold a name together by its style instead, with no joiner to copy.
    const names = $$(map, '.now .whole, [part=legend] .whole');
    expect(names.map((w) => w.textContent)).to.include('重複した効果');
    expect(names.every((w) => getComputedStyle(w).whiteSpace === 'nowrap' && !w.textContent!.includes('\u2060'))).to.equal(true);
  });
});
