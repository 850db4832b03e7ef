// The reference part of each element's page in docs/ is generated from custom-elements.json; this fails when
// any page drifts. The README keeps the two development commands.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TAGS, updatedPage } from '../../scripts/readme-api.mjs';

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));

test('every element in the manifest has a page in docs/', () => {
  const tags = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => d.tagName);
  assert.deepEqual([...tags].sort(), [...TAGS].sort());
});

for (const tag of TAGS) {
  test(`docs/${tag}.md's API tables match custom-elements.json`, () => {
    const page = readFileSync(new URL(`docs/${tag}.md`, root), 'utf8');
    assert.equal(page, updatedPage(page, manifest, tag), `docs/${tag}.md is stale: run \`npm run readme\` and commit it`);
  });
}

test('the lab pages list the inputs with their ranges and the swarm lab its time event', () => {
  const read = (tag) => readFileSync(new URL(`docs/${tag}.md`, root), 'utf8');
  for (const attribute of ['pause-for', 'shutdown-grace', '--ll-color-token-2']) assert.ok(read('lease-fencing-lab').includes(`\`${attribute}\``), attribute);
  for (const attribute of ['no-renew', 'b-arrives-at', 'lab-time', '--ll-color-token-2']) assert.ok(read('swarm-lease-lab').includes(`\`${attribute}\``), attribute);
  assert.match(read('swarm-lease-lab'), /\| `ttl` \| `ttl` \| `number` \| 0\.001 to 86,400 s \| `4` \|/);
  assert.ok(read('lease-fencing-lab').includes("| `none`, `watermark`, `epoch` | `'epoch'` |"), 'enforcement: allowed values and default');
});

test('the README gives exactly the two development commands', () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  assert.match(readme, /npm install && npm start/);
  assert.match(readme, /\nnpm test\s/);
});
