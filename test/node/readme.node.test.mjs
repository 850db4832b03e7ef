// The README's API tables are generated from custom-elements.json; this fails when they drift.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { updatedReadme } from '../../scripts/readme-api.mjs';

const root = new URL('../../', import.meta.url);

test('the README API tables match custom-elements.json', () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  assert.equal(readme, updatedReadme(readme, manifest), 'README is stale: run `npm run readme` and commit it');
  for (const attribute of ['pause-for', 'shutdown-grace', 'no-renew', 'b-arrives-at', 'lab-time', '--ll-color-token-2']) {
    assert.ok(readme.includes(`\`${attribute}\``), attribute);
  }
});

test('the README gives exactly the two development commands', () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  assert.match(readme, /npm install && npm start/);
  assert.match(readme, /\nnpm test\s/);
});
