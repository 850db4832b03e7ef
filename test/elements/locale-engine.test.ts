// The engine's own sentences in the reader's language (issue 27): the event log, the resource's evidence and
// the input notices of a German or Japanese lease lab are said in that language, with the page's numbers, and
// no English sentence is left anywhere in the lab. The English twin on the same page is the list of sentences
// to look for: any multi-word text it shows that the other lab shows too is reported by name.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import { $, openSections, plain, settled, until } from '../helpers.js';

/** Bad inputs, so the notices show too: a decimal comma, a word, a negative time and an unknown choice. */
const BAD = { lease: '4,5', heartbeat: 'abc', 'pause-at': '-5', enforcement: 'nope' };

/** A lease lab in `lang` with `attrs`, every section open, once its locale has loaded and it has redrawn. */
async function labIn(lang: string, attrs: Record<string, string>): Promise<LeaseFencingLab> {
  const box = await fixture<HTMLDivElement>(html`<div lang=${lang}><lease-fencing-lab></lease-fencing-lab></div>`);
  const el = box.querySelector('lease-fencing-lab')!;
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
    const parent = walk.currentNode.parentElement!;
    const t = plain(walk.currentNode.textContent);
    if (t && !parent.closest('style, code, .pending')) out.push(t);
  }
  return out;
}

/** Text with two English-looking words in a row: a phrase or a sentence, not a name like "Token" or "T-91". */
const PHRASE = /[a-z]{2,}[ ,;:]+[a-z]{2,}/;

for (const [lang, sample] of [
  ['de', { event: 'A erwirbt das Lease mit Token 1; es läuft bei 10 s ab.', notice: 'ist keine Zahl; verwendet wird der Standardwert 3 s.', comma: 'Attribute schreiben den Dezimalpunkt: „4.5“' }],
  ['ja', { event: 'A がトークン 1 でリースを取得します。期限は 10 s です。', notice: 'は数値ではありません。既定値 3 s を使用します。', comma: '属性では小数点にドットを使います:「4.5」' }],
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

describe('playback in the page language', function () {
  this.timeout(30000);

  for (const [lang, at, paused] of [
    ['de', /^Bei 0,5 s: Eine doppelte Zustellung von T-91 erreicht B/, 'Pausiert bei 0,5 s.'],
    ['ja', /^0\.5 s: T-91 の重複配信が B に届きます/, '0.5 s で一時停止。'],
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
