import { expect } from '@open-wc/testing';
import {
  type Field,
  LEASE_FENCING_DEFAULTS,
  LEASE_FENCING_FIELDS,
  SWARM_LEASE_DEFAULTS,
  SWARM_LEASE_FIELDS,
  readLeaseFencingInput,
  readAttribute,
  readSwarmLeaseInput,
  simulateLeaseFencing,
  simulateSwarmLease,
} from '../../src/sim/index.js';

const GARBAGE = ['', 'abc', '-1', 'NaN', '1e309', 'Infinity', '-Infinity', '86401', '1e308', '<script>alert(1)</script>', '12px', '0x10'];

const labs = [
  { name: 'lease-fencing', fields: LEASE_FENCING_FIELDS, read: readLeaseFencingInput, run: simulateLeaseFencing, defaults: LEASE_FENCING_DEFAULTS },
  { name: 'swarm-lease', fields: SWARM_LEASE_FIELDS, read: readSwarmLeaseInput, run: simulateSwarmLease, defaults: SWARM_LEASE_DEFAULTS },
] as const;

function refusable(field: Field, given: string): boolean {
  if (field.type === 'number' && field.nullable && given.trim() === '') return false; // empty disables it
  return true;
}

describe('lenient readers', () => {
  for (const lab of labs) {
    describe(lab.name, () => {
      it('returns the defaults, without problems, for no attributes', () => {
        expect(lab.read({})).to.deep.equal({ input: { ...lab.defaults }, problems: [] });
        expect(lab.read(null).problems).to.deep.equal([]);
        expect(lab.read('nonsense').input).to.deep.equal({ ...lab.defaults });
      });

      for (const field of lab.fields) {
        if (field.type === 'switch') continue;
        it(`refuses garbage in ${field.attribute} with a problem naming it, and a usable value`, () => {
          for (const given of GARBAGE) {
            if (!refusable(field, given)) continue;
            const { input, problems } = lab.read({ [field.attribute]: given });
            expect(problems, `${field.attribute}="${given}"`).to.have.length(1);
            const [p] = problems;
            expect(p).to.include({ field: field.name, attribute: field.attribute, given });
            expect(p.message).to.contain(field.attribute).and.contain(p.used);
            expect(`${p.reason} ${p.used}`).to.not.match(/NaN|undefined|Infinity/);
            expect(() => lab.run(input as never)).to.not.throw();
          }
        });
      }
    });
  }

  it('clamps out-of-range numbers to the nearest valid value and defaults unreadable ones', () => {
    const { input, problems } = readLeaseFencingInput({ lease: '0', work: '1e308', heartbeat: 'abc', 'pause-for': '-1' });
    expect(input).to.include({ lease: 0.001, work: 86400, heartbeat: 3, pauseFor: 0 });
    expect(problems.map((p) => p.field)).to.deep.equal(['work', 'lease', 'heartbeat', 'pauseFor']);
    expect(problems[1].message).to.equal('lease="0" is outside 0.001 to 86,400 s; using the nearest valid value 0.001 s.');
    expect(problems[2].message).to.equal('heartbeat="abc" is not a number; using the default 3 s.');
  });

  it('accepts kebab-case and camelCase keys, numbers and padded words', () => {
    expect(readLeaseFencingInput({ 'pause-at': '6', replacementWork: 7, enforcement: ' Watermark ' })).to.deep.equal({
      input: { ...LEASE_FENCING_DEFAULTS, pauseAt: 6, replacementWork: 7, enforcement: 'watermark' },
      problems: [],
    });
    expect(readSwarmLeaseInput({ 'b-arrives-at': '1.25', stallFor: '0' }).input).to.include({ bArrivesAt: 1.25, stallFor: 0 });
  });

  it('reads an empty or absent shutdown-at as "no shutdown"', () => {
    expect(readLeaseFencingInput({ 'shutdown-at': '' }).input.shutdownAt).to.equal(null);
    expect(readLeaseFencingInput({ 'shutdown-at': ' 0 ' }).input.shutdownAt).to.equal(0);
  });

  it('reads no-renew as an HTML boolean attribute and renew as a property', () => {
    expect(readSwarmLeaseInput({ 'no-renew': '' }).input.renew).to.equal(false);
    expect(readSwarmLeaseInput({ 'no-renew': 'false' }).input.renew).to.equal(false);
    expect(readSwarmLeaseInput({ noRenew: false }).input.renew).to.equal(true);
    expect(readSwarmLeaseInput({ renew: 'false' }).input.renew).to.equal(false);
    const bad = readSwarmLeaseInput({ renew: 'maybe' });
    expect(bad.input.renew).to.equal(true);
    expect(bad.problems[0]).to.include({ field: 'renew', given: 'maybe' });
  });

  it('never throws, whatever it is given', () => {
    const hostile = [{ work: {} }, { work: [] }, { work: Symbol('x') }, { lease: () => 1 }, { ttl: 10n }, Object.create(null)];
    for (const raw of hostile) {
      expect(() => readLeaseFencingInput(raw)).to.not.throw();
      expect(() => readSwarmLeaseInput(raw)).to.not.throw();
    }
  });
});

describe('lenient readers against hostile and oversized input', () => {
  const work = LEASE_FENCING_FIELDS.find((f) => f.name === 'work') as Field;
  const enforcement = LEASE_FENCING_FIELDS.find((f) => f.name === 'enforcement') as Field;

  it('refuses a megabyte-long attribute unread, quoting at most 40 characters of it', () => {
    for (const text of [`${'4'.repeat(40_000)}x`, '1'.repeat(1_000_000), ` ${'9'.repeat(100)} `]) {
      const { value, problem } = readAttribute(work, text);
      expect(value).to.equal(12);
      expect(problem?.reason).to.match(/^is too long to be a number/);
      expect(problem?.given).to.have.length.at.most(41).and.match(/…$/);
      expect(problem?.message).to.have.length.below(160);
    }
    const choice = readAttribute(enforcement, 'w'.repeat(1_000_000));
    expect(choice.value).to.equal('epoch');
    expect(choice.problem?.given).to.equal(`${'w'.repeat(40)}…`);
  });

  it('still reads the longest sensible number texts', () => {
    expect(readAttribute(work, '  0000000000000000000000000012.500000000000000000000  ').value).to.equal(12.5);
    expect(readAttribute(work, '1.2e1').value).to.equal(12);
  });

  it('never throws on a throwing getter or a hostile Proxy, and reports the field as unreadable', () => {
    const getter = Object.defineProperty({}, 'work', { enumerable: true, get: () => { throw new Error('boom'); } });
    const trap = () => { throw new Error('trap'); };
    const proxy = new Proxy({}, { get: trap, has: trap, getOwnPropertyDescriptor: trap, ownKeys: trap });
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const raw of [getter, proxy, revoked]) {
      const lease = readLeaseFencingInput(raw);
      expect(lease.input).to.deep.equal({ ...LEASE_FENCING_DEFAULTS });
      const swarm = readSwarmLeaseInput(raw);
      expect(swarm.input).to.deep.equal({ ...SWARM_LEASE_DEFAULTS });
    }
    const { problems } = readLeaseFencingInput(getter);
    expect(problems).to.have.length(1);
    expect(problems[0].message).to.equal('work="(unreadable)" could not be read; using the default 12 s.');
    expect(readSwarmLeaseInput(proxy).problems.map((p) => p.field)).to.deep.equal(SWARM_LEASE_FIELDS.map((f) => f.name));
  });

  it('refuses objects, arrays and BigInts with a notice instead of quietly taking them', () => {
    const { input, problems } = readLeaseFencingInput({ work: [5], lease: { valueOf: () => 7 }, heartbeat: 2n, enforcement: ['none'] });
    expect(input).to.include({ work: 12, lease: 10, heartbeat: 3, enforcement: 'epoch' });
    expect(problems.map((p) => p.message)).to.deep.equal([
      'work="[…]" is an array, not a number; using the default 12 s.',
      'lease="{…}" is an object, not a number; using the default 10 s.',
      'heartbeat="2n" is a BigInt, not a number; using the default 3 s.',
      'enforcement="[…]" is an array, not one of none, watermark, epoch; using the default epoch.',
    ]);
    const swarm = readSwarmLeaseInput({ ttl: 10n, renew: {}, noRenew: [] });
    expect(swarm.input).to.include({ ttl: 4, renew: true });
    expect(swarm.problems.map((p) => `${p.attribute} ${p.reason}`)).to.deep.equal([
      'ttl is a BigInt, not a number',
      'noRenew is an array, not true or false',
      'renew is an object, not true or false',
    ]);
  });

  it('refuses a negative shutdown-at, keeping the shutdown off rather than sending it at once', () => {
    for (const given of ['-1', '-0.5', -3]) {
      const { input, problems } = readLeaseFencingInput({ 'shutdown-at': given });
      expect(input.shutdownAt).to.equal(null);
      expect(problems).to.have.length(1);
      expect(problems[0].message).to.equal(`shutdown-at="${given}" is outside 0 to 86,400 s, or empty to disable; using the default (disabled).`);
    }
    expect(simulateLeaseFencing(readLeaseFencingInput({ 'shutdown-at': '-1' }).input).original.shutdownAt).to.equal(null);
    const attribute = readAttribute(LEASE_FENCING_FIELDS.find((f) => f.name === 'shutdownAt') as Field, '-1');
    expect(attribute.value).to.equal(null);
    expect(attribute.problem?.used).to.equal('the default (disabled)');
    // Above the range it still clamps: a late signal is still a signal.
    expect(readLeaseFencingInput({ 'shutdown-at': '90000' }).input.shutdownAt).to.equal(86400);
  });

  it('names the renew property, not the no-renew attribute, when renew: "yes" is refused', () => {
    const { input, problems } = readSwarmLeaseInput({ renew: 'yes' });
    expect(input.renew).to.equal(true);
    expect(problems[0]).to.include({ field: 'renew', attribute: 'renew', given: 'yes' });
    expect(problems[0].message).to.equal('renew="yes" is not true or false; using the default on.');
  });

  it('ignores inherited properties in the lenient readers and the strict simulate functions', () => {
    const inherited = Object.create({ work: 1, lease: '2', mechanism: 'none', ttl: 9 });
    expect(readLeaseFencingInput(inherited).input).to.deep.equal({ ...LEASE_FENCING_DEFAULTS });
    expect(simulateLeaseFencing(inherited).input).to.deep.equal({ ...LEASE_FENCING_DEFAULTS });
    expect(simulateSwarmLease(inherited).input).to.deep.equal({ ...SWARM_LEASE_DEFAULTS });
  });
});

describe('lenient readers under random input (fast-check)', () => {
  it('always return a valid input, with a problem for every refused value, and never throw', async () => {
    const fc = (await import('fast-check')).default;
    const anyValue = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(''));
    for (const lab of labs) {
      const raw = fc.dictionary(fc.constantFrom(...lab.fields.flatMap((f) => [f.attribute, f.name])), anyValue);
      fc.assert(
        fc.property(raw, (r) => {
          const { input, problems } = lab.read(r);
          expect(() => lab.run(input as never)).to.not.throw();
          for (const p of problems) expect(`${p.reason} ${p.used}`).to.not.match(/NaN|undefined/);
        }),
        { numRuns: 300 },
      );
    }
  });
});
