/**
 * Finds the browser engines the test suite runs in, without ever downloading one: Chromium (see chromium.mjs),
 * Firefox (Debian's `firefox-esr`, driven by puppeteer-core over WebDriver BiDi) and WebKit (WebKitGTK's
 * MiniBrowser, driven by `WebKitWebDriver` under `Xvfb`). An engine that is not installed is reported missing,
 * with the apt packages that bring it, so a developer's `npm test` can say loudly what it did not cover.
 * LEASE_LABS_ENGINES=chromium,firefox limits a run to the engines named.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const FIREFOX = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
const MINIBROWSER = [
  process.env.WEBKIT_MINIBROWSER,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

/** First path in the list that exists on this machine. */
const first = (paths) => paths.find((p) => p && existsSync(p));

/** Where a command lives on PATH, or undefined. */
function which(command) {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The multiarch MiniBrowser path, asked of dpkg when the usual places miss (other architectures). */
function minibrowserFromDpkg() {
  try {
    return execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' })
      .split('\n')
      .find((line) => line.endsWith('/webkit2gtk-4.1/MiniBrowser') && existsSync(line));
  } catch {
    return undefined;
  }
}

/** Version line of a binary, for the log (never fatal). */
function version(binary, args = ['--version']) {
  try {
    return execFileSync(binary, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10000 }).trim().split('\n')[0];
  } catch {
    return 'version unknown';
  }
}

/**
 * @returns {Promise<{ chromium: object, firefox?: { executablePath: string, version: string },
 *   webkit?: { minibrowser: string, driver: string, xvfb: string, version: string },
 *   missing: { name: string, why: string }[], wanted: string[] }>}
 */
export async function findEngines() {
  const wanted = (process.env.LEASE_LABS_ENGINES || 'chromium,firefox,webkit').split(',').map((s) => s.trim());
  const missing = [];
  const chromium = await findChromium();
  let firefox;
  if (wanted.includes('firefox')) {
    const executablePath = first(FIREFOX);
    if (executablePath) firefox = { executablePath, version: version(executablePath) };
    else missing.push({ name: 'Firefox', why: 'no firefox-esr (apt-get install firefox-esr)' });
  }
  let webkit;
  if (wanted.includes('webkit')) {
    const minibrowser = first(MINIBROWSER) ?? minibrowserFromDpkg();
    const driver = which('WebKitWebDriver');
    const xvfb = which('Xvfb');
    if (minibrowser && driver && xvfb) webkit = { minibrowser, driver, xvfb, version: `WebKitGTK ${webkitVersion()}` };
    else
      missing.push({
        name: 'WebKit',
        why: `missing ${[!minibrowser && 'MiniBrowser', !driver && 'WebKitWebDriver', !xvfb && 'Xvfb'].filter(Boolean).join(', ')} (apt-get install webkit2gtk-driver xvfb)`,
      });
  }
  return { chromium: wanted.includes('chromium') ? chromium : undefined, firefox, webkit, missing, wanted };
}

/** WebKitGTK's version, from the package that ships MiniBrowser. */
function webkitVersion() {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).split('-')[0];
  } catch {
    return 'unknown';
  }
}
