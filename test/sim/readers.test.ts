import { expect } from '@open-wc/testing';
import {
  type Field,
  LEASE_FENCING_DEFAULTS,
  LEASE_FENCING_FIELDS,
  SWARM_LEASE_DEFAULTS,
  SWARM_LEASE_FIELDS,
  readLeaseFencingInput,
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
    expect(problems[1].message).to.equal('lease="0" is outside 0.001 to 86400 s; using the nearest valid value 0.001 s.');
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
