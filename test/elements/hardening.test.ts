/** Small defects a hostile tester found, each pinned: notice text direction, CSV formulas, worksheet options. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { worksheetText } from '../../src/parts/worksheet.js';
import { $, openSections, settled, shadowText } from '../helpers.js';

/** The left edge of the first occurrence of `word` in `node`'s text, as laid out on screen. */
function leftOf(node: Node, word: string): number {
  const text = [...(function* walk(n: Node): Generator<Text> {
    if (n.nodeType === Node.TEXT_NODE) yield n as Text;
    for (const c of n.childNodes) yield* walk(c);
  })(node)].find((t) => t.data.includes(word)) as Text;
  const range = document.createRange();
  const at = text.data.indexOf(word);
  range.setStart(text, at);
  range.setEnd(text, at + word.length);
  return range.getBoundingClientRect().left;
}

describe('a notice quoting text that carries its own direction', () => {
  it('keeps an unterminated right-to-left override inside the quotes (<bdi>), not over the notice', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab mechanism="\u202Edeggol ton si"></swarm-lease-lab>`);
    await settled(el);
    const item = $(el, '.notices li');
    expect($(el, '.notices li code bdi').textContent).to.equal('\u202Edeggol ton si');
    expect(getComputedStyle($(el, '.notices li code bdi')).unicodeBidi).to.equal('isolate');
    // Laid out left to right, the reason reads in order: "not" before "using", "using" before "default".
    expect(leftOf(item, 'not one of')).to.be.below(leftOf(item, 'using'));
    expect(leftOf(item, 'using')).to.be.below(leftOf(item, 'default'));
    expect(leftOf(item, 'mechanism')).to.be.below(leftOf(item, 'not one of'));
  });
});

describe('CSV export defuses every spreadsheet formula', () => {
  it('prefixes a cell starting with -, as it does =, + and @; a plain negative number stays a number', () => {
    const cells = ['-2+3', '-cmd|x', '=1', '+1', '@SUM(A1)', '-1.5', '-7', '- note'];
    const text = worksheetText('T', [{ id: 'a', title: 'A', columns: ['X'], rows: cells.map((c) => [c]) }], 'csv');
    expect(text.split('\r\n').slice(1, -1)).to.deep.equal(["A,'-2+3", "A,'-cmd|x", "A,'=1", "A,'+1", "A,'@SUM(A1)", 'A,-1.5', 'A,-7', "A,'- note"]);
  });
});

describe('worksheet(options) handed anything by an untyped script', () => {
  const trap = () => {
    throw new Error('hostile');
  };
  const HOSTILE: Array<[string, unknown]> = [
    ['sections: 5', { sections: 5 }],
    ['sections: "inputs"', { sections: 'inputs' }],
    ['sections: {}', { sections: {} }],
    ['sections: null', { sections: null }],
    ['format: "xml"', { format: 'xml' }],
    ['format: "constructor"', { format: 'constructor' }],
    ['format: 5', { format: 5 }],
    ['5', 5],
    ['"csv"', 'csv'],
    ['Symbol()', Symbol('x')],
    ['a Proxy whose every trap throws', new Proxy({}, { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap })],
    ['a throwing sections getter', { get sections() { return trap(); } }],
    ['sections: a Proxy of an array whose every trap throws', { sections: new Proxy([], { get: trap, has: trap, ownKeys: trap }) }],
  ];

  for (const [label, options] of HOSTILE) {
    it(`${label} gives the whole Markdown worksheet and does not throw`, async () => {
      const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
      await settled(el);
      const text = (el as unknown as { worksheet(o: unknown): string }).worksheet(options);
      expect(text).to.equal(el.worksheet());
    });
  }

  it('keeps the text ids of a sections array and ignores the rest', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    await settled(el);
    const untyped = el as unknown as { worksheet(o: unknown): string };
    expect(untyped.worksheet({ sections: [5, 'inputs', null, {}], format: 'csv' })).to.equal(el.worksheet({ sections: ['inputs'], format: 'csv' }));
    await openSections(el, 'export');
    expect(shadowText(el, '[part=export]')).to.contain('Download worksheet').and.not.match(/NaN|undefined/);
  });
});
