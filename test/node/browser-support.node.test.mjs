// The browser support page (docs/browser-support.md) states what the browser suite ran in: for every engine installed from
// Debian's packages here (as CI installs them), the table names that engine's version.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { findEngines } from '../../scripts/engines.mjs';

const section = readFileSync(new URL('../../docs/browser-support.md', import.meta.url), 'utf8');
const engines = await findEngines();

test('docs/browser-support.md has a browser support table with all three engines', () => {
  for (const row of ['| Chromium (Chrome, Edge) |', '| Firefox |', '| WebKit (Safari) |']) assert.ok(section.includes(row), row);
});

const chromiumVersion = () => execFileSync(engines.chromium.executablePath, ['--version'], { encoding: 'utf8' }).match(/(\d+)\./)?.[1];
const debianChromium = engines.chromium?.executablePath === '/usr/bin/chromium';
test('docs/browser-support.md names the Chromium that ran', { skip: !debianChromium && "not Debian's chromium here" }, () => {
  assert.ok(section.includes(`Chromium ${chromiumVersion()} (Debian's`), `docs/browser-support.md should say Chromium ${chromiumVersion()}`);
});

test('docs/browser-support.md names the Firefox ESR that ran', { skip: !engines.firefox && 'no Firefox here' }, () => {
  const major = engines.firefox.version.match(/(\d+)\./)?.[1];
  assert.ok(section.includes(`Firefox ${major} ESR`), `docs/browser-support.md should say Firefox ${major} ESR (ran ${engines.firefox.version})`);
});

test('docs/browser-support.md names the WebKitGTK that ran', { skip: !engines.webkit && 'no WebKit here' }, () => {
  const minor = engines.webkit.version.match(/(\d+\.\d+)/)?.[1];
  assert.ok(section.includes(`WebKitGTK ${minor}`), `docs/browser-support.md should say WebKitGTK ${minor} (ran ${engines.webkit.version})`);
});
