// The engine's own sentences in the reader's language (issue 27): the event log, the resource's evidence and
// the input notices of a German or Japanese lease lab are said in that language, with the page's numbers, and
// no English sentence is left anywhere in the lab. The English twin on the same page is the list of sentences
// to look for: any multi-word text it shows that the other lab shows too is reported by name. The companions'
// notices to authors are checked the same way, and their first render is already in the page's language.
// The swarm lab (every section open), both worksheets and the companions' own words (values, step checks, the
// safety map) are scanned for English phrases the same way.
import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../src/index.js';
import '../../src/narrative.js';
import '../../src/safety-map.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, $$, openSections, plain, settled, until } from '../helpers.js';

/** Text with two English-looking words in a row: a phrase or a sentence, not a name like "Token" or "T-91". */
const PHRASE = /[a-z]{2,}[ ,;:]+[a-z]{2,}/;

// First in the file, while no locale module has loaded: a companion that rendered before its language arrived
// would show English first.
describe('companions wait for the page language', function () {
  this.timeout(20000);

  it('a value and a condition on a German page draw their first render in German', async () => {
    expect(performance.getEntriesByType('resource').some((r) => /\/locales\//.test(r.name)), 'a locale module loaded before the test').to.equal(false);
    const box = await fixture<HTMLDivElement>(html`<div lang="de"></div>`);
    const firsts = new Map<string, string[]>();
    const elements = ['lease-lab-value', 'lease-lab-when'].map((tag) => {
      const el = document.createElement(tag) as LitElement;
      el.setAttribute('for', 'nolab');
      // What the element's first render shows, read as soon as it is on screen.
      el.addController({ hostUpdated: () => void (firsts.has(tag) || firsts.set(tag, $$(el, '[part=notice]').map((n) => n.textContent!))) });
      box.append(el);
      return el;
    });
    await Promise.all(elements.map((el) => el.updateComplete));
    expect(Object.fromEntries(firsts)).to.deep.equal({
      'lease-lab-value': ['(kein Labor mit der ID „nolab“ auf dieser Seite)'],
      'lease-lab-when': ['Keine Bedingung zu prüfen: Geben Sie verdict, has, lacks oder input an; der Inhalt wird immer gezeigt.', 'Kein Labor mit der ID „nolab“ auf dieser Seite.'],
    });
  });
});

/**
 * Companions with bad attributes beside a swarm lab, so that each kind of notice shows: no lab, two elements
 * with one id, an unknown key, `set` pairs refused (unknown input, not a number, no value, not on or off, one
 * input twice), a bad `reset`, `at` and `expect`, unknown verdicts and keys in conditions, no condition, and
 * the safety map's refused axes, range and steps.
 */
const COMPANIONS = `<swarm-lease-lab id="lab"></swarm-lease-lab>
  <lease-fencing-lab id="twin"></lease-fencing-lab><span id="twin"></span>
  <p><lease-lab-value for="nolab" key="ttl"></lease-lab-value> <lease-lab-value for="lab" key="bogus"></lease-lab-value>
    <lease-lab-value for="twin" key="verdict"></lease-lab-value></p>
  <lease-lab-step for="lab" set="ttl=abc zzz=1 stall-for no-renew=maybe ttl=2 ttl=3" reset="maybe" expect="bogus" at="-1">Go</lease-lab-step>
  <lease-lab-step for="nolab">Go</lease-lab-step>
  <lease-lab-step>Go</lease-lab-step>
  <lease-lab-when for="lab" verdict="bogus, ONE OWNER" has="nokey" input="ttl=abc">Shown</lease-lab-when>
  <lease-lab-when for="lab">Always</lease-lab-when>
  <lease-safety-map for="lab" x="bogus" y="ttl" steps="2.5" x-min="9" x-max="2"></lease-safety-map>
  <lease-safety-map for="nolab" steps="4" x-min="abc"></lease-safety-map>`;

/** Every notice the companions show an author, as text, in document order. */
async function companionNotices(lang: string): Promise<string[]> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
  box.innerHTML = COMPANIONS;
  // A property no attribute can give: an array where text belongs.
  (box.querySelector('[for="twin"]') as LitElement & { empty: unknown }).empty = [];
  const lab = box.querySelector('swarm-lease-lab') as SwarmLeaseLab;
  await settled(lab);
  await until(() => $(lab, '.lab').getAttribute('lang') === lang, 10000);
  const companions = [...box.querySelectorAll('lease-lab-value, lease-lab-step, lease-lab-when, lease-safety-map')] as LitElement[];
  await Promise.all(companions.map((c) => c.updateComplete));
  for (const c of companions) for (const n of $$(c, '[part=notice], [part=notices]')) expect(n.getAttribute('lang') ?? n.closest('[lang]')?.getAttribute('lang')).to.equal(lang);
  const notices = companions.flatMap((c) => $$(c, '[part=notice], [part=notices] > p, [part=notices] li').map((n) => plain(n.textContent).replace(/\s+/g, ' ').trim()));
  // The ids are the same on both pages: the next page must not find this one's labs.
  box.remove();
  return notices;
}

/** A notice without the author's values quoted as code (`key="bogus"`), which stay as written on every page. */
const unquoted = (notice: string) => notice.replace(/"[^"]*"/g, ' ').replace(/\s+/g, ' ');

/**
 * Every pair of English words in a row in the notices ("swarm lab", "never holds"), the author's quoted values
 * left out: one word of English in a translated notice may be a name, two in a row are a phrase left untranslated,
 * even a name nested in a translated sentence.
 */
const wordPairs = (notices: string[]) =>
  new Set(notices.flatMap((n) => [...unquoted(n).matchAll(/(?<![A-Za-z-])(?=([a-z]+ [a-z]+)(?![a-z-]))/g)].map((m) => m[1])));

/** Whether `pair` stands in `text` as two whole words. */
const standsIn = (pair: string, text: string) => new RegExp(`(?<![A-Za-z-])${pair}(?![a-z-])`).test(unquoted(text));

for (const [lang, samples] of [
  ['de', ['set: „zzz=1“ nennt keine Eingabe im Swarm-Labor', 'at="-1" liegt vor dem Beginn des Laufs; verwendet wird das Ende des Laufs.', 'x-max="2" liegt nicht über x-min="9"; verwendet wird der Bereich 0,25 bis 12 s.']],
  ['ja', ['set:「zzz=1」はスウォームのラボの入力を指していません', 'at="-1" は実行の開始より前です。実行の終わりを使用します。', 'x-max="2" は x-min="9" より大きくありません。範囲 0.25～12 s を使用します。', '（key="bogus" はスウォームのラボの実行の値ではありません）']],
] as const) {
  describe(`the companions' notices on a lang="${lang}" page`, function () {
    this.timeout(30000);

    it('every notice to authors is in the page language, with no English phrase left', async () => {
      const english = await companionNotices('en');
      const local = await companionNotices(lang);
      expect(english.length).to.be.greaterThan(20);
      expect(local.length).to.equal(english.length);
      const left = [...wordPairs(english)].filter((pair) => local.some((n) => standsIn(pair, n)));
      expect(left, 'English phrases left in the notices').to.deep.equal([]);
      for (const sample of samples) expect(local.join('\n')).to.include(sample);
    });
  });
}

/** Companions used as an author means them beside a swarm lab: values, a step with a check, a map with its text. */
const GOOD_COMPANIONS = `<swarm-lease-lab id="lab"></swarm-lease-lab>
  <p><lease-lab-value for="lab" key="verdict"></lease-lab-value> <lease-lab-value for="lab" key="workers.B.finishedAt"></lease-lab-value>
    <lease-lab-value for="lab" key="refunds"></lease-lab-value></p>
  <lease-lab-step for="lab" set="idempotency-key" expect="ONE EFFECT">Go</lease-lab-step>
  <lease-lab-step for="lab" set="ttl=8" expect="DUPLICATE EFFECT" at="3">Go</lease-lab-step>
  <lease-safety-map for="lab" steps="4"></lease-safety-map>`;

/** Every text a reader meets in the companions of `GOOD_COMPANIONS` on a `lang` page, each step pressed and the map's text open. */
async function companionTexts(lang: string): Promise<string[]> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
  box.innerHTML = GOOD_COMPANIONS;
  const lab = box.querySelector('swarm-lease-lab') as SwarmLeaseLab;
  await settled(lab);
  await until(() => $(lab, '.lab').getAttribute('lang') === lang, 10000);
  const companions = [...box.querySelectorAll('lease-lab-value, lease-lab-step, lease-safety-map')] as LitElement[];
  await Promise.all(companions.map((c) => c.updateComplete));
  for (const step of box.querySelectorAll('lease-lab-step')) {
    $(step, 'button').click();
    await settled(lab);
    await until(() => plain($(step, '.result')?.textContent ?? '') !== '', 10000);
  }
  const map = box.querySelector('lease-safety-map') as LitElement;
  $(map, 'details').setAttribute('open', '');
  await settled(map);
  const out = companions.flatMap((c) => texts(c));
  box.remove();
  return out;
}

for (const lang of ['de', 'ja'] as const) {
  describe(`the companions' own words on a lang="${lang}" page`, function () {
    this.timeout(30000);

    it('values, step checks and the safety map keep no English phrase', async () => {
      const english = await companionTexts('en');
      const local = await companionTexts(lang);
      expect(english.filter((t) => PHRASE.test(t)).length, 'English phrases to look for').to.be.greaterThan(8);
      expect(pairsLeft(english, local), "English phrases left in the companions' words").to.deep.equal([]);
    });
  });
}

/** Bad inputs, so the notices show too: a decimal comma, a word, a negative time and an unknown choice. */
const BAD = { lease: '4,5', heartbeat: 'abc', 'pause-at': '-5', enforcement: 'nope' };

/** A lab (the lease lab unless `tag` says) in `lang` with `attrs`, every section open, once its locale has loaded and it has redrawn. */
async function labIn<T extends LitElement = LeaseFencingLab>(lang: string, attrs: Record<string, string>, tag = 'lease-fencing-lab'): Promise<T> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
  const el = box.appendChild(document.createElement(tag)) as T;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  await settled(el);
  await until(() => $(el, '.lab').getAttribute('lang') === lang, 10000);
  await openSections(el);
  await settled(el);
  return el;
}

/** Every text node a reader can meet in the lab (attribute names quoted in <code> aside), trimmed. */
function texts(el: Element): string[] {
  const out: string[] = [];
  const walk = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    // A companion's text may sit right in its shadow root, with no element around it.
    const parent = walk.currentNode.parentElement;
    const t = plain(walk.currentNode.textContent);
    if (t && !parent?.closest('style, code, .pending')) out.push(t);
  }
  return out;
}

for (const [lang, sample] of [
  ['de', { event: 'A erwirbt das Lease mit Token 1; es läuft bei 10 s ab.', notice: 'ist keine Zahl; verwendet wird der Standardwert 3 s.', comma: 'Attribute verwenden den Dezimalpunkt: „4.5“' }],
  ['ja', { event: 'A がトークン 1 でリースを取得します。期限は 10 s です。', notice: 'は数値ではありません。既定値 3 s を使用します。', comma: '属性では小数点にドットを使います：「4.5」' }],
] as const) {
  describe(`the engine's sentences on a lang="${lang}" page`, function () {
    this.timeout(30000);

    it('the event log, the evidence and the notices are in the page language, with no English sentence left', async () => {
      const english = await labIn('en', BAD);
      const local = await labIn(lang, BAD);
      const shown = texts(local);
      expect(shown.join('\n')).to.include(sample.event);
      expect(shown.join('\n')).to.include(sample.notice);
      expect(shown.join('\n')).to.include(sample.comma);
      const englishPhrases = new Set(texts(english).filter((t) => PHRASE.test(t)));
      expect(shown.filter((t) => englishPhrases.has(t)), 'English text left in the lab').to.deep.equal([]);
      // The engine itself still speaks English: its results are the same on both pages.
      expect(local.run.events.map((e) => e.text)).to.deep.equal(english.run.events.map((e) => e.text));
    });

    it("the resource's evidence is said in the page language in the verdict and the decisions table", async () => {
      const local = await labIn(lang, { enforcement: 'watermark', 'pause-at': '2', 'pause-for': '15' });
      const decisions = plain($(local, '#writes').textContent);
      const evidence = lang === 'de' ? 'Watermark 2' : 'ウォーターマーク 2';
      expect(decisions).to.include(evidence);
      expect(decisions).not.to.match(/watermark is now|older than/);
    });
  });
}

/** Japanese text followed by an ASCII colon, comma or full stop and a space: the sentence's own punctuation is full-width. */
const ASCII_AFTER_KANA = /[\u3040-\u30ff\u3400-\u9fff][:,.] /;

/** Bad swarm inputs, so its notices show too: a decimal comma, a word, a negative time and an unknown mechanism. */
const SWARM_BAD = { ttl: '4,5', work: 'abc', 'stall-at': '-5', mechanism: 'nope' };

/** The English word pairs of `english` (see `wordPairs`) that stand in any of `local`'s texts. */
const pairsLeft = (english: string[], local: string[]) => [...wordPairs(english)].filter((pair) => local.some((t) => standsIn(pair, t)));

for (const lang of ['de', 'ja'] as const) {
  describe(`the swarm lab and the worksheets on a lang="${lang}" page`, function () {
    this.timeout(40000);

    it('the swarm lab, with its notices and every section open, keeps no English phrase', async () => {
      const english = texts(await labIn<SwarmLeaseLab>('en', SWARM_BAD, 'swarm-lease-lab'));
      const local = texts(await labIn<SwarmLeaseLab>(lang, SWARM_BAD, 'swarm-lease-lab'));
      expect(english.filter((t) => PHRASE.test(t)).length, 'English phrases to look for').to.be.greaterThan(40);
      expect(pairsLeft(english, local), 'English phrases left in the swarm lab').to.deep.equal([]);
      if (lang === 'ja') expect(local.filter((t) => ASCII_AFTER_KANA.test(t)), 'ASCII punctuation after Japanese text').to.deep.equal([]);
    });

    it('the lease lab, with every section open, punctuates as its language does', async () => {
      const local = texts(await labIn(lang, BAD));
      if (lang === 'ja') expect(local.filter((t) => ASCII_AFTER_KANA.test(t)), 'ASCII punctuation after Japanese text').to.deep.equal([]);
      else expect(local.filter((t) => /\S：/.test(t)), 'full-width colons in German').to.deep.equal([]);
    });

    it("both labs' worksheets keep no English phrase", async () => {
      for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
        // Markdown with the attributes quoted as code, which stay as written on every page.
        const sheet = async (l: string) => (await labIn<LeaseFencingLab>(l, {}, tag)).worksheet().replace(/`[^`]*`/g, ' ').split('\n');
        const english = await sheet('en');
        const local = await sheet(lang);
        expect(english.filter((t) => PHRASE.test(t)).length, `${tag}: English lines to look for`).to.be.greaterThan(20);
        expect(pairsLeft(english, local), `English phrases left in the ${tag} worksheet`).to.deep.equal([]);
      }
    });
  });
}

describe('playback in the page language', function () {
  this.timeout(30000);

  for (const [lang, at, paused] of [
    ['de', /^Bei 0,5 s: Eine doppelte Zustellung von T-91 erreicht B/, 'Pausiert bei 0,5 s.'],
    ['ja', /^0\.5 s：T-91 の重複配信が B に届きます/, '0.5 s で一時停止。'],
  ] as const) {
    it(`a step, a pause and the end are announced in ${lang}`, async () => {
      const box = await fixture<HTMLDivElement>(html`<div lang=${lang}><swarm-lease-lab></swarm-lease-lab></div>`);
      const el = box.querySelector('swarm-lease-lab')!;
      await settled(el);
      await until(() => $(el, '.lab').getAttribute('lang') === lang, 10000);
      const spoken = () => plain($(el, '[role="status"]').textContent);
      el.nextEvent();
      await settled(el);
      expect(spoken()).to.match(at);
      el.play();
      el.pause();
      await settled(el);
      expect(spoken()).to.equal(paused);
      el.seek(el.run.span - 1);
      el.nextEvent();
      await settled(el);
      expect(spoken()).to.match(lang === 'de' ? /^Ende bei 60 s; nach 10 s ändert sich nichts mehr\.$/ : /^60 s で終了。10 s 以降は何も変わりません。$/);
    });
  }
});
