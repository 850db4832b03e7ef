// The built `lease-labs/sim` entry in plain Node, with no DOM anywhere: the engine must not need one.
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('lease-labs/sim imports and runs in Node without a DOM', async () => {
  assert.equal(typeof globalThis.window, 'undefined');
  assert.equal(typeof globalThis.document, 'undefined');
  const sim = await import('lease-labs/sim');
  const lease = sim.simulateLeaseFencing();
  assert.equal(lease.verdict, 'contained');
  assert.equal(lease.takeoverAt, 13);
  const swarm = sim.simulateSwarmLease({ mechanism: 'fencing' });
  assert.equal(swarm.verdict, 'ONE OWNER');
  assert.equal(swarm.rejectedWrites, 1);
  assert.equal(sim.stateAtSwarmLease(swarm, 4).lease.holder, 'B');
  assert.equal(sim.readSwarmLeaseInput({ ttl: 'abc' }).problems[0].attribute, 'ttl');
  assert.throws(() => sim.simulateSwarmLease({ ttl: 0 }), RangeError);
});

test('the sim bundle imports neither Lit nor anything DOM-bound', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const dir = new URL('../../dist/sim/', import.meta.url);
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.js'))) {
    // Doc comments may mention a "window" of time; only code counts.
    const text = (await readFile(new URL(name, dir), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    assert.doesNotMatch(text, /from ['"](lit|@lit\/)/, name);
    assert.doesNotMatch(text, /\b(window|document|customElements|HTMLElement)\b/, name);
  }
});
