/**
 * Whatever a framework or script sets on a companion's properties or attributes, nothing throws into the page,
 * nothing unreadable reaches the screen, a notice quotes at most a few dozen characters inside <bdi>, and the
 * element still follows the next good value.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../src/swarm-lease-lab.js';
import '../../src/narrative.js';
import '../../src/safety-map.js';
import type { LeaseLabStep, LeaseLabValue, LeaseLabWhen } from '../../src/narrative.js';
import type { LeaseSafetyMap } from '../../src/safety-map.js';
import { $, $$, settled } from '../helpers.js';

type Companion = LitElement & Record<string, unknown>;

/** A Proxy whose every trap throws (its handler is itself such a Proxy). */
const trapsThrow = () => new Proxy({}, new Proxy({}, { get: () => () => { throw new Error('trap'); } }));
const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

/** Property values no companion should choke on. */
const HOSTILE_VALUES: [string, () => unknown][] = [
  ['null', () => null],
  ['undefined', () => undefined],
  ['0', () => 0],
  ['-1', () => -1],
  ['NaN', () => NaN],
  ['Infinity', () => Infinity],
  ['-Infinity', () => -Infinity],
  ['true', () => true],
  ['false', () => false],
  ['{}', () => ({})],
  ['[]', () => []],
  ['[5]', () => [5]],
  ['Object.create(null)', () => Object.create(null)],
  ['Symbol()', () => Symbol('s')],
  ['BigInt', () => 10n ** 50n],
  ['a function', () => () => 1],
  ['a throwing toString', () => ({ toString: () => { throw new Error('toString'); } })],
  ['a throwing valueOf', () => ({ valueOf: () => { throw new Error('valueOf'); }, [Symbol.toPrimitive]: () => { throw new Error('prim'); } })],
  ['an invalid Date', () => new Date(NaN)],
  ['a Proxy throwing on every trap', trapsThrow],
  ['a revoked Proxy', revoked],
  ['empty text', () => ''],
  ['spaces', () => '   '],
  ['an unterminated right-to-left override', () => '\u202Edeggol ton si'],
  ['5000 characters', () => 'x'.repeat(5000)],
];

/** Attribute texts no companion should choke on; each case ends with the attribute removed. */
const HOSTILE_TEXTS = ['', '  ', '\u202Edeggol ton si', '0x10', '0b11', '1e400', '-0', '__proto__', 'constructor', 'toString', '\u0000', '{"a":1}', '<b>x</b>', 'ttl=6 ttl=7;;=', 'y'.repeat(5000)];

/** Shadow text as a reader meets it (slotted text in place of its slot), style sheets left out. */
function seen(el: Element): string {
  const walk = (n: Node): string => {
    if (n instanceof HTMLSlotElement) return n.assignedNodes().map((a) => a.textContent).join('');
    if (n.nodeName === 'STYLE') return '';
    if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
    return [...n.childNodes].map(walk).join('');
  };
  return walk(el.shadowRoot as ShadowRoot).replace(/\s+/g, ' ').trim();
}

/** All quoted text (the author's values inside notices), in characters. */
const quoted = (el: Element) => $$(el, 'bdi').reduce((n, b) => n + (b.textContent ?? '').length, 0);

/** One property under test: its attribute, two good values that render differently, and how to see each. */
interface Case {
  property: string;
  attribute: string;
  goods: [unknown, unknown];
  shows: (el: Companion, good: unknown) => boolean;
}

const text = (el: Element, selector: string) => ($$(el, selector).map((n) => n.textContent).join(' ') ?? '').replace(/\s+/g, ' ').trim();
const noNotice = (el: Element) => $$(el, '[part~=notice], .notices').length === 0;
const lookupShown = (el: Companion, good: unknown) => (good === 'lab' ? noNotice(el) : seen(el).includes(`No lab with id "${good}"`) || seen(el).includes(`no lab with id "${good}"`));

const VALUE_CASES: Case[] = [
  { property: 'for', attribute: 'for', goods: ['lab', 'nope'], shows: lookupShown },
  { property: 'key', attribute: 'key', goods: ['refunds', 'verdict'], shows: (el, g) => seen(el) === (g === 'refunds' ? '2' : 'Duplicate effect') },
  { property: 'empty', attribute: 'empty', goods: ['not at all', 'nie'], shows: (el, g) => seen(el) === g },
];
const STEP_CASES: Case[] = [
  { property: 'for', attribute: 'for', goods: ['lab', 'nope'], shows: lookupShown },
  { property: 'set', attribute: 'set', goods: ['ttl=4', 'ttl=6'], shows: (el, g) => $(el, 'button').hasAttribute('aria-current') === (g === 'ttl=4') },
  { property: 'reset', attribute: 'reset', goods: [false, true], shows: (el, g) => $(el, 'button').hasAttribute('aria-current') === !g },
  { property: 'expect', attribute: 'expect', goods: ['DUPLICATE EFFECT', 'BANANA'], shows: (el, g) => (g === 'BANANA' ? seen(el).includes('expect="BANANA" is not a verdict') : noNotice(el)) },
  { property: 'at', attribute: 'at', goods: ['end', 'soon'], shows: (el, g) => (g === 'soon' ? seen(el).includes('at="soon" is not end, start') : noNotice(el)) },
];
const shown = (el: Companion) => (el as unknown as LeaseLabWhen).shown;
const WHEN_CASES: Case[] = [
  { property: 'for', attribute: 'for', goods: ['lab', 'nope'], shows: lookupShown },
  { property: 'verdict', attribute: 'verdict', goods: ['DUPLICATE EFFECT', 'one-owner'], shows: (el, g) => shown(el) === (g === 'DUPLICATE EFFECT') && noNotice(el) },
  { property: 'has', attribute: 'has', goods: ['takeoverAt', 'deduplicatedWrites'], shows: (el, g) => shown(el) === (g === 'takeoverAt') && noNotice(el) },
  { property: 'lacks', attribute: 'lacks', goods: ['takeoverAt', 'deduplicatedWrites'], shows: (el, g) => shown(el) === (g !== 'takeoverAt') && noNotice(el) },
  { property: 'input', attribute: 'input', goods: ['ttl=4', 'ttl=6 no-renew'], shows: (el, g) => shown(el) === (g === 'ttl=4') && noNotice(el) },
];
const axisEnd = (selector: string, first: boolean) => (el: Companion, g: unknown) => {
  const ends = $$(el, `${selector} span`).map((n) => (n.textContent ?? '').replace(/\u00a0/g, ' '));
  return ends[first ? 0 : ends.length - 1] === `${g} s`;
};
const MAP_CASES: Case[] = [
  { property: 'for', attribute: 'for', goods: ['lab', 'nope'], shows: lookupShown },
  { property: 'x', attribute: 'x', goods: ['ttl', 'work'], shows: (el, g) => text(el, '#title') === `Outcome by ${g === 'ttl' ? 'TTL' : 'work'} and stall` },
  { property: 'y', attribute: 'y', goods: ['stall-for', 'work'], shows: (el, g) => text(el, '#title') === `Outcome by TTL and ${g === 'work' ? 'work' : 'stall'}` },
  { property: 'xMin', attribute: 'x-min', goods: ['1', '2'], shows: axisEnd('.x-axis', true) },
  { property: 'xMax', attribute: 'x-max', goods: ['10', '11'], shows: axisEnd('.x-axis', false) },
  { property: 'yMin', attribute: 'y-min', goods: ['1', '2'], shows: axisEnd('.y-axis', true) },
  { property: 'yMax', attribute: 'y-max', goods: ['10', '11'], shows: axisEnd('.y-axis', false) },
  { property: 'steps', attribute: 'steps', goods: ['6', 8], shows: (el, g) => $(el, 'svg').getAttribute('viewBox') === `0 0 ${g} ${g}` },
];

const ELEMENTS = [
  { tag: 'lease-lab-value', markup: html`<div><swarm-lease-lab id="lab"></swarm-lease-lab><lease-lab-value for="lab" key="workers.B.droppedAt">4 s</lease-lab-value></div>`, cases: VALUE_CASES },
  { tag: 'lease-lab-step', markup: html`<div><swarm-lease-lab id="lab" work="20"></swarm-lease-lab><lease-lab-step for="lab" set="ttl=4" expect="DUPLICATE EFFECT">Go</lease-lab-step></div>`, cases: STEP_CASES },
  { tag: 'lease-safety-map', markup: html`<div><swarm-lease-lab id="lab"></swarm-lease-lab><lease-safety-map for="lab" steps="6"></lease-safety-map></div>`, cases: MAP_CASES },
  { tag: 'lease-lab-when', markup: html`<div><swarm-lease-lab id="lab"></swarm-lease-lab><lease-lab-when for="lab" verdict="DUPLICATE EFFECT"><span>x</span></lease-lab-when></div>`, cases: WHEN_CASES },
];

/** Errors and rejections that reach the window while a test runs. */
function watchErrors(): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => {
    errors.push(`unhandledrejection: ${String((e.reason as Error)?.message ?? e.reason)}`);
    e.preventDefault();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return { errors, stop: () => (window.removeEventListener('error', onError), window.removeEventListener('unhandledrejection', onRejection)) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

async function mount(markup: ReturnType<typeof html>, tag: string): Promise<{ el: Companion; lab: LitElement }> {
  const root = await fixture<HTMLDivElement>(markup);
  const lab = root.querySelector('swarm-lease-lab') as unknown as LitElement;
  await settled(lab);
  const el = root.querySelector(tag) as unknown as Companion;
  await settled(el);
  await tick();
  await settled(el);
  return { el, lab };
}

/** Asserts what any hostile value may leave on screen: no unreadable words and little quoted text. */
function expectClean(el: Companion, label: string, errors: string[]): void {
  expect(errors, `${label}: errors reaching the window`).to.deep.equal([]);
  const shown = seen(el);
  for (const word of ['NaN', 'Infinity', 'undefined', '[object']) expect(shown, `${label}: shows ${word}`).not.to.contain(word);
  expect(quoted(el), `${label}: quoted characters`).to.be.at.most(1000);
  for (const b of $$(el, 'bdi')) expect((b.textContent ?? '').length, `${label}: one quote`).to.be.at.most(41);
}

for (const { tag, markup, cases } of ELEMENTS) {
  describe(`<${tag}> under hostile properties and attributes`, () => {
    for (const c of cases) {
      it(`${c.property}: every hostile value and text is read without a throw, and the next good value shows`, async function () {
        this.timeout(60000);
        const { el } = await mount(markup, tag);
        const watch = watchErrors();
        try {
          const apply = async (label: string, set: () => void, good: unknown) => {
            try {
              set();
            } catch (e) {
              watch.errors.push(`setting ${label} threw: ${(e as Error).message}`);
            }
            await settled(el);
            expectClean(el, `${c.property} = ${label}`, watch.errors);
            el[c.property] = good;
            await settled(el);
            await tick();
            await settled(el);
            expect(c.shows(el, good), `${c.property} = ${String(good)} shows after ${label}: "${seen(el).slice(0, 200)}"`).to.equal(true);
            expectClean(el, `${c.property} = ${String(good)} after ${label}`, watch.errors);
          };
          let i = 0;
          for (const [label, make] of HOSTILE_VALUES) await apply(label, () => (el[c.property] = make()), c.goods[++i % 2]);
          for (const t of HOSTILE_TEXTS) {
            await apply(`attribute "${t.slice(0, 20)}"`, () => el.setAttribute(c.attribute, t), c.goods[++i % 2]);
            await apply(`attribute "${t.slice(0, 20)}" then removed`, () => (el.setAttribute(c.attribute, t), el.removeAttribute(c.attribute)), c.goods[++i % 2]);
          }
        } finally {
          watch.stop();
        }
      });
    }
  });
}

describe('companions given a megabyte', () => {
  const MB = 'x'.repeat(1_000_000);
  for (const { tag, markup, cases } of ELEMENTS) {
    it(`<${tag}> quotes at most 40 characters of a 1 MB value on each attribute`, async () => {
      const { el } = await mount(markup, tag);
      const watch = watchErrors();
      try {
        for (const c of cases) {
          el.setAttribute(c.attribute, MB);
          await settled(el);
          expectClean(el, `${c.attribute}=1 MB`, watch.errors);
          expect(seen(el).includes('x'.repeat(41)), `${c.attribute}: 41 characters of the value on screen`).to.equal(false);
          const notices = text(el, '[part~=notice], .notices');
          expect(notices.length, `${c.attribute}: notice length`).to.be.below(1000);
          el.removeAttribute(c.attribute);
          el[c.property] = c.goods[0];
          await settled(el);
        }
      } finally {
        watch.stop();
      }
    });
  }

  it('<lease-lab-step> reads a bounded prefix of a set of 170,000 pairs and says so', async () => {
    const { el } = await mount(ELEMENTS[1].markup, 'lease-lab-step');
    el.setAttribute('set', 'ttl=6 '.repeat(170_000));
    await settled(el);
    expect(seen(el)).to.contain('set has more than 40 pairs; only the first 40 are read.');
    el.setAttribute('set', 'bogus=1 '.repeat(170_000));
    await settled(el);
    expect($$(el, '[part~=notice]').length).to.be.at.most(10);
    expect(seen(el)).to.contain('more pairs are not applied.');
    expect(quoted(el)).to.be.below(1000);
  });
});

describe('companion notices', () => {
  it('isolate a right-to-left override in <bdi>, so it cannot mirror the notice’s own words', async () => {
    const { el } = await mount(ELEMENTS[0].markup, 'lease-lab-value');
    el.setAttribute('for', '\u202Edeggol ton si');
    await settled(el);
    const bdi = $$(el, '[part~=notice] bdi');
    expect(bdi.map((b) => b.textContent)).to.deep.equal(['\u202Edeggol ton si']);
    expect(seen(el)).to.equal('4 s (no lab with id "\u202Edeggol ton si" on this page)');
  });

  it('the map refuses hexadecimal and binary steps, as the labs refuse such numbers', async () => {
    const { el } = await mount(ELEMENTS[2].markup, 'lease-safety-map');
    for (const steps of ['0x10', '0b11']) {
      el.setAttribute('steps', steps);
      await settled(el);
      expect((el as unknown as LeaseSafetyMap).sweep.x.values).to.have.length(48);
      expect(text(el, '.notices li')).to.equal(`steps="${steps}" is not a number; using the default 48.`);
    }
  });

  it('removing empty from a live value brings back "never", with no notice', async () => {
    const { el } = await mount(html`<div><swarm-lease-lab id="lab" ttl="6"></swarm-lease-lab><lease-lab-value for="lab" key="takeoverAt" empty="not at all"></lease-lab-value></div>`, 'lease-lab-value');
    expect(seen(el)).to.equal('not at all');
    el.removeAttribute('empty');
    await settled(el);
    expect(seen(el)).to.equal('never');
    expect((el as unknown as LeaseLabValue).text).to.equal('never');
  });

  it('a refused property is named: a Symbol for, an object key, a word for reset', async () => {
    const { el: value } = await mount(ELEMENTS[0].markup, 'lease-lab-value');
    value.key = { a: 1 };
    await settled(value);
    expect(seen(value)).to.equal('4 s (key="{…}" is an object, not text; using no key.)');
    const { el: step } = await mount(ELEMENTS[1].markup, 'lease-lab-step');
    (step as unknown as LeaseLabStep).reset = 'yes' as unknown as boolean;
    step.for = Symbol('x');
    await settled(step);
    expect(text(step, '[part~=notice]')).to.equal(
      'for="Symbol()" is a Symbol, not text; using the lab this is placed inside. reset="yes" is not true or false; using the default off. No lab to follow: give for="ID" of a lab, or place this inside a lab.',
    );
  });
});
