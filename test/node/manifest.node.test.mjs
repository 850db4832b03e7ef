// custom-elements.json is generated from the source's JSDoc; this fails when the committed copy is stale
// (run `npm run manifest` and commit the result), and checks that it documents every public hook.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url).pathname;
const committed = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));

test('the committed custom-elements.json matches the source', () => {
  const out = '.tmp/manifest-check'; // the analyzer resolves --outdir against the working directory
  try {
    execFileSync(join(root, 'node_modules/.bin/cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', out], {
      cwd: root,
      stdio: 'pipe',
    });
    const fresh = JSON.parse(readFileSync(join(root, out, 'custom-elements.json'), 'utf8'));
    assert.deepEqual(committed, fresh, 'custom-elements.json is stale: run `npm run manifest` and commit it');
  } finally {
    rmSync(join(root, out), { recursive: true, force: true });
  }
});

const elements = Object.fromEntries(
  committed.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName, d]),
);

test('both tags are listed with every attribute, event, slot, part and custom property', () => {
  assert.deepEqual(Object.keys(elements).sort(), ['lease-fencing-lab', 'lease-lab-step', 'lease-lab-value', 'lease-lab-when', 'lease-safety-map', 'swarm-lease-lab']);
  const attrs = (tag) => elements[tag].attributes.map((a) => a.name).sort();
  assert.deepEqual(attrs('lease-fencing-lab'), [
    'compact', 'enforcement', 'heading-level', 'heartbeat', 'lease', 'no-controls', 'no-presets', 'pause-at', 'pause-for', 'replacement-work', 'shutdown-at', 'shutdown-grace', 'work',
  ]);
  assert.deepEqual(attrs('swarm-lease-lab'), ['b-arrives-at', 'compact', 'heading-level', 'idempotency-key', 'mechanism', 'no-controls', 'no-presets', 'no-renew', 'speed', 'stall-at', 'stall-for', 'time', 'ttl', 'work']);
  for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
    const d = elements[tag];
    for (const e of d.events) assert.match(e.type?.text ?? '', /^(LeaseFencing|SwarmLease)[A-Z]\w+Detail$/, `${tag} ${e.name} names its detail type`);
    assert.deepEqual(d.slots.map((s) => s.name).sort(), ['', 'intro', 'title']);
    assert.ok(d.cssParts.length >= 11, `${tag} parts`);
    assert.ok(d.cssProperties.every((p) => p.name.startsWith('--ll-')), `${tag} custom properties are prefixed`);
  }
  assert.deepEqual(elements['swarm-lease-lab'].events.map((e) => e.name).sort(), ['lab-change', 'lab-export', 'lab-result', 'lab-time']);
});

test('the companions are listed with their attributes and the map with map-result', () => {
  const attrs = (tag) => elements[tag].attributes.map((a) => a.name).sort();
  assert.deepEqual(attrs('lease-safety-map'), ['for', 'steps', 'x', 'x-max', 'x-min', 'y', 'y-max', 'y-min']);
  assert.deepEqual(attrs('lease-lab-value'), ['empty', 'for', 'key']);
  assert.deepEqual(attrs('lease-lab-step'), ['at', 'expect', 'for', 'reset', 'set']);
  assert.deepEqual(attrs('lease-lab-when'), ['for', 'has', 'input', 'lacks', 'verdict']);
  assert.deepEqual(elements['lease-lab-when'].cssParts.map((p) => p.name), ['notice']);
  assert.deepEqual(elements['lease-safety-map'].events.map((e) => e.name), ['map-result']);
  assert.equal(elements['lease-safety-map'].events[0].type?.text, 'SafetyMapResultDetail');
});
