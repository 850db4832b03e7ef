// The README's browser support table states what the browser suite ran in: for every engine installed from
// Debian's packages here (as CI installs them), the table names that engine's version.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { findEngines } from '../../scripts/engines.mjs';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Browser support'), readme.indexOf('## Development'));
const engines = await findEngines();

test('the README has a browser support table with all three engines', () => {
  for (const row of ['| Chromium (Chrome, Edge) |', '| Firefox |', '| WebKit (Safari) |']) assert.ok(section.includes(row), row);
});

const chromiumVersion = () => execFileSync(engines.chromium.executablePath, ['--version'], { encoding: 'utf8' }).match(/(\d+)\./)?.[1];
const debianChromium = engines.chromium?.executablePath === '/usr/bin/chromium';
test('the README names the Chromium that ran', { skip: !debianChromium && "not Debian's chromium here" }, () => {
  assert.ok(section.includes(`Chromium ${chromiumVersion()} (Debian's`), `README should say Chromium ${chromiumVersion()}`);
});

test('the README names the Firefox ESR that ran', { skip: !engines.firefox && 'no Firefox here' }, () => {
  const major = engines.firefox.version.match(/(\d+)\./)?.[1];
  assert.ok(section.includes(`Firefox ${major} ESR`), `README should say Firefox ${major} ESR (ran ${engines.firefox.version})`);
});

test('the README names the WebKitGTK that ran', { skip: !engines.webkit && 'no WebKit here' }, () => {
  const minor = engines.webkit.version.match(/(\d+\.\d+)/)?.[1];
  assert.ok(section.includes(`WebKitGTK ${minor}`), `README should say WebKitGTK ${minor} (ran ${engines.webkit.version})`);
});
