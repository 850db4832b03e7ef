/** The engine's small total functions and shared tables: no input makes them print NaN, run unbounded or change. */
import { expect } from '@open-wc/testing';
import {
  LEASE_FENCING_DEFAULTS,
  LEASE_FENCING_FIELDS,
  SWARM_LEASE_DEFAULTS,
  SWARM_LEASE_FIELDS,
  axisValues,
  formatNumber,
  formatSeconds,
  readLeaseFencingInput,
  readSwarmLeaseInput,
} from '../../src/sim/index.js';
import { type NumberField, readProperty } from '../../src/sim/fields.js';
import { HEADING_LEVEL } from '../../src/parts/lab-header.js';
import { FORMATS } from '../../src/parts/worksheet.js';

describe('formatNumber is total', () => {
  it('rounds a fraction of a millisecond to the nearest one', () => {
    expect(formatNumber(0.5)).to.equal('0.001');
    expect(formatNumber(0.4)).to.equal('0');
    expect(formatNumber(1500.6)).to.equal('1.501');
    expect(formatNumber(-0.4)).to.equal('0');
    expect(formatNumber(-1500.4)).to.equal('-1.5');
  });

  it('gives an en dash, never NaN or Infinity, for a value that is not a count of milliseconds', () => {
    for (const v of [NaN, Infinity, -Infinity]) {
      expect(formatNumber(v)).to.equal('–');
      expect(formatSeconds(v)).to.not.match(/NaN|Infinity/);
    }
    for (const v of [undefined, null, '5', 10n, Symbol('x'), {}]) expect(formatNumber(v as unknown as number)).to.equal('–');
  });

  it('writes very large counts in plain digits, never exponent notation', () => {
    expect(formatNumber(1e24)).to.equal(`1${'0'.repeat(21)}`);
    expect(formatNumber(Number.MAX_VALUE)).to.match(/^\d+$/);
    expect(formatNumber(86400000)).to.equal('86400');
  });
});

describe('axisValues is bounded', () => {
  it('clamps steps to the safety map’s 2 to 200 at once, whatever is asked', () => {
    const start = performance.now();
    expect(axisValues(0, 1, 1e7)).to.have.length(200);
    expect(axisValues(0, 1, Infinity)).to.have.length(200);
    expect(performance.now() - start, 'milliseconds').to.be.below(100);
    expect(axisValues(0, 1, NaN)).to.deep.equal([0, 1]);
    expect(axisValues(0, 1, -Infinity)).to.deep.equal([0, 1]);
    expect(axisValues(0, 1, 1)).to.deep.equal([0, 1]);
    expect(axisValues(0, 1, 3.9)).to.deep.equal([0, 0.5, 1]);
  });
});

describe('the shared tables are frozen all the way down', () => {
  const tables = { LEASE_FENCING_FIELDS, SWARM_LEASE_FIELDS };

  it('refuses every change to the field tables, their fields, options and defaults', () => {
    for (const [name, fields] of Object.entries(tables)) {
      expect(Object.isFrozen(fields), name).to.equal(true);
      for (const f of fields) {
        expect(Object.isFrozen(f), `${name} ${f.name}`).to.equal(true);
        if (f.type === 'choice') expect(Object.isFrozen(f.options), `${name} ${f.name} options`).to.equal(true);
      }
    }
    for (const d of [LEASE_FENCING_DEFAULTS, SWARM_LEASE_DEFAULTS, HEADING_LEVEL, HEADING_LEVEL.options, FORMATS, FORMATS.csv]) {
      expect(Object.isFrozen(d)).to.equal(true);
    }
  });

  it('so a page script that tries cannot change what a lab accepts (modules are strict: the attempt throws)', () => {
    const untyped = (x: unknown) => x as Record<string, unknown> & unknown[];
    const ttl = SWARM_LEASE_FIELDS.find((f) => f.name === 'ttl');
    const mechanism = SWARM_LEASE_FIELDS.find((f) => f.name === 'mechanism');
    expect(() => (untyped(ttl).max = 1)).to.throw(TypeError);
    expect(() => untyped(mechanism && 'options' in mechanism ? mechanism.options : []).push('paxos')).to.throw(TypeError);
    expect(() => untyped(LEASE_FENCING_FIELDS).pop()).to.throw(TypeError);
    expect(() => (untyped(SWARM_LEASE_DEFAULTS).ttl = 9)).to.throw(TypeError);
    expect(() => untyped(HEADING_LEVEL.options).push('7')).to.throw(TypeError);
    expect(() => (untyped(FORMATS.csv).mime = 'text/html')).to.throw(TypeError);
    expect(readSwarmLeaseInput({ ttl: 80000, mechanism: 'paxos' }).problems.map((p) => p.attribute)).to.deep.equal(['mechanism']);
    expect(readLeaseFencingInput({}).input).to.deep.equal(LEASE_FENCING_DEFAULTS);
    expect(LEASE_FENCING_FIELDS).to.have.length(9);
  });
});

describe('readProperty reads any one value as leniently as readInput', () => {
  const SPEED: NumberField = { type: 'number', name: 'speed', attribute: 'speed', unit: '×', default: 2, min: 0.1, max: 100 };
  const trap = () => {
    throw new Error('hostile');
  };

  it('gives the value, the nearest valid one or the default, each refusal with its notice, never a throw', () => {
    expect(readProperty(SPEED, 5)).to.deep.equal({ value: 5, problem: null });
    expect(readProperty(SPEED, null)).to.deep.equal({ value: 2, problem: null });
    expect(readProperty(SPEED, 1e-300).problem?.message).to.equal('speed="1e-300" is outside 0.1 to 100×; using the nearest valid value 0.1×.');
    expect(readProperty(SPEED, Infinity).problem?.message).to.equal('speed="Infinity" is not a finite number; using the default 2×.');
    expect(readProperty(SPEED, 10n).problem?.message).to.equal('speed="10n" is a BigInt, not a number; using the default 2×.');
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    for (const hostile of [Symbol('x'), { valueOf: trap, toString: trap }, new Proxy({}, { get: trap, ownKeys: trap }), proxy]) {
      const read = readProperty(SPEED, hostile);
      expect(read.value).to.equal(2);
      expect(read.problem?.attribute).to.equal('speed');
    }
  });
});
