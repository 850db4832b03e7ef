/**
 * The labs' view settings (`time`, `speed`, `headingLevel`) set by a hostile or careless script: every value
 * gives either the value or a notice, never a throw into the page, never NaN or Infinity on screen or in a
 * `lab-time` event, and the lab still follows the next good value.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, $$, drawnLab, settled, shadowText, until } from '../helpers.js';

type Setting = 'time' | 'speed' | 'headingLevel';
/** What a setting should read back as: the value used, and whether a notice explains it. */
type Outcome = [used: number, notice: boolean];

const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};
const trap = () => {
  throw new Error('hostile trap');
};
const throwingTraps = { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap, apply: trap };

/** Each hostile value with its outcome per setting (defaults: time 0, speed 2, heading level 3; a run spans 60 s). */
const CASES: Array<[label: string, value: () => unknown, outcome: Record<Setting, Outcome>]> = [
  ['null', () => null, { time: [0, false], speed: [2, false], headingLevel: [3, false] }],
  ['undefined', () => undefined, { time: [0, false], speed: [2, false], headingLevel: [3, false] }],
  ['NaN', () => NaN, { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['Infinity', () => Infinity, { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['-Infinity', () => -Infinity, { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['1e-300', () => 1e-300, { time: [0, false], speed: [0.1, true], headingLevel: [3, true] }],
  ['1e300', () => 1e300, { time: [60, true], speed: [100, true], headingLevel: [3, true] }],
  ['-5', () => -5, { time: [0, true], speed: [0.1, true], headingLevel: [3, true] }],
  ['2.5', () => 2.5, { time: [2.5, false], speed: [2.5, false], headingLevel: [3, true] }],
  ['"4"', () => '4', { time: [4, false], speed: [4, false], headingLevel: [4, false] }],
  ['""', () => '', { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['"fast"', () => 'fast', { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['true', () => true, { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['{}', () => ({}), { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['[5]', () => [5], { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['Object.create(null)', () => Object.create(null), { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['new Number(5)', () => new Number(5), { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['Symbol()', () => Symbol('hostile'), { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['10n', () => 10n, { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['a function', () => () => 5, { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['throwing valueOf and toString', () => ({ valueOf: trap, toString: trap, [Symbol.toPrimitive]: trap }), { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['a Proxy whose every trap throws', () => new Proxy({}, throwingTraps), { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['a Proxy of a function whose every trap throws', () => new Proxy(() => 5, throwingTraps), { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
  ['a revoked Proxy', revoked, { time: [0, true], speed: [2, true], headingLevel: [3, true] }],
];

const ATTRIBUTE: Record<Setting, string> = { time: 'time', speed: 'speed', headingLevel: 'heading-level' };

/** Errors and rejections that reach the page while `run` runs (each one a failure). */
async function pageErrors(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => seen.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => {
    e.preventDefault();
    seen.push(`unhandledrejection: ${String(e.reason)}`);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run();
  } catch (e) {
    seen.push(`thrown: ${String(e)}`);
  }
  // A rejection is reported a task after it happens.
  await new Promise((r) => setTimeout(r, 20));
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  return seen;
}

/** Everything the lab shows except its notices, which quote what was given (`speed="Infinity"`) by design. */
function shownOutsideNotices(el: Element): string {
  return shadowText(el).replace(shadowText(el, '.notices'), '');
}

function noticesFor(el: Element, attribute: string): string[] {
  return $$(el, '.notices li')
    .map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((t) => t.startsWith(`${attribute}="`));
}

/** Plays until a few `lab-time` events have come, then pauses; returns their times. */
async function playFewFrames(el: SwarmLeaseLab): Promise<number[]> {
  const times: number[] = [];
  const listen = (e: Event) => times.push((e as CustomEvent<{ time: number }>).detail.time);
  el.addEventListener('lab-time', listen);
  el.play();
  try {
    await until(() => times.length >= 4 || !el.playing, 4000);
  } finally {
    el.pause();
    el.removeEventListener('lab-time', listen);
  }
  return times;
}

/** A good value afterwards still takes effect, as a reader sees it. */
async function expectFollowsGoodValue(el: SwarmLeaseLab | LeaseFencingLab, setting: Setting): Promise<void> {
  const view = el as unknown as Record<Setting, unknown>;
  if (setting === 'headingLevel') {
    view.headingLevel = 2;
    await settled(el);
    expect($(el, '.title').getAttribute('aria-level')).to.equal('2');
  } else if (setting === 'speed') {
    view.speed = 5;
    await settled(el);
    expect(($(el, '.speed select') as HTMLSelectElement).value).to.equal('5');
  } else {
    view.time = 7;
    await settled(el);
    expect((el as SwarmLeaseLab).inspectionTime).to.equal(7);
    expect(shadowText(el, '.time-readout')).to.equal('7 s');
  }
  expect(noticesFor(el, ATTRIBUTE[setting]), 'a good value clears the notice').to.deep.equal([]);
}

const LABS: Array<[tag: string, settings: Setting[]]> = [
  ['swarm-lease-lab', ['time', 'speed', 'headingLevel']],
  ['lease-fencing-lab', ['headingLevel']],
];

for (const [tag, settings] of LABS) {
  for (const setting of settings) {
    describe(`<${tag}> ${setting} set to a hostile value`, () => {
      for (const [label, value, outcome] of CASES) {
        const [used, notice] = outcome[setting];
        it(`${label} gives ${used}${notice ? ' with a notice' : ''}, and nothing breaks`, async () => {
          const el = await drawnLab<SwarmLeaseLab>(tag === 'swarm-lease-lab' ? html`<swarm-lease-lab></swarm-lease-lab>` : html`<lease-fencing-lab></lease-fencing-lab>`);
          const errors = await pageErrors(async () => {
            (el as unknown as Record<Setting, unknown>)[setting] = value();
            await settled(el);
            expect(el[setting as keyof typeof el], 'the property reads back as the value used').to.equal(used);
            const notices = noticesFor(el, ATTRIBUTE[setting]);
            expect(notices.length, notices.join(' | ')).to.equal(notice ? 1 : 0);
            expect(shownOutsideNotices(el)).to.not.match(/NaN|Infinity|undefined/);
            if (tag === 'swarm-lease-lab') {
              const times = await playFewFrames(el);
              await settled(el);
              expect(times.length, 'lab-time while playing').to.be.greaterThan(0);
              expect(times.every((t) => Number.isFinite(t) && t >= 0 && t <= el.run.span), times.join(', ')).to.equal(true);
              expect(shownOutsideNotices(el)).to.not.match(/NaN|Infinity|undefined/);
            }
            await expectFollowsGoodValue(el, setting);
          });
          expect(errors).to.deep.equal([]);
        });
      }
    });
  }
}

describe('view settings: the property path and the attribute path agree', () => {
  const texts = ['1000', '0', '1e-300', 'fast', '-3', '9999'];
  for (const setting of ['speed', 'time', 'headingLevel'] as const) {
    for (const text of texts) {
      it(`${setting} = "${text}" gives the notice and value of ${ATTRIBUTE[setting]}="${text}"`, async () => {
        const byAttribute = await drawnLab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
        byAttribute.setAttribute(ATTRIBUTE[setting], text);
        await settled(byAttribute);
        const byProperty = await drawnLab<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
        const asNumber = Number(text);
        (byProperty as unknown as Record<string, unknown>)[setting] = Number.isNaN(asNumber) ? text : asNumber;
        await settled(byProperty);
        expect(noticesFor(byProperty, ATTRIBUTE[setting])).to.deep.equal(noticesFor(byAttribute, ATTRIBUTE[setting]));
        expect(byProperty[setting]).to.equal(byAttribute[setting]);
        expect(shadowText(byProperty, '.playback')).to.equal(shadowText(byAttribute, '.playback'));
      });
    }
  }

  it('an attribute past what its property can hold is quoted as the author wrote it', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab time="90000" speed="1e9"></swarm-lease-lab>`);
    await settled(el);
    expect(el.problems.map((p) => p.message)).to.deep.equal([
      'time="90000" is outside 0 to 60 s; using the nearest valid value 60 s.',
      'speed="1e9" is outside 0.1 to 100×; using the nearest valid value 100×.',
    ]);
    expect([el.time, el.speed]).to.deep.equal([60, 100]);
  });

  it('a removed attribute means its default, without a notice', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab time="3" speed="0" heading-level="9"></swarm-lease-lab>`);
    await settled(el);
    expect(el.problems.map((p) => p.attribute)).to.deep.equal(['speed', 'heading-level']);
    expect([el.time, el.speed, el.headingLevel]).to.deep.equal([3, 0.1, 3]);
    el.headingLevel = 2;
    el.speed = 1e9;
    await settled(el);
    for (const name of ['time', 'speed', 'heading-level']) el.removeAttribute(name);
    await settled(el);
    expect([el.time, el.speed, el.headingLevel]).to.deep.equal([0, 2, 3]);
    expect(el.problems).to.deep.equal([]);
    expect(($(el, '.speed select') as HTMLSelectElement).value).to.equal('2');
    expect($(el, '.title').getAttribute('aria-level')).to.equal('3');
  });
});
