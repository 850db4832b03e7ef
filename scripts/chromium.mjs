/**
 * Finds a Chromium for tests, screenshots and the browser benchmark without ever downloading one:
 * CHROME_PATH first, then a system Chrome/Chromium, then the binary that the @sparticuz/chromium npm
 * package ships (so `npm install && npm test` works on a machine with no browser installed).
 * LEASE_LABS_BROWSER=bundled forces that last fallback, to check it still works.
 */
import { existsSync } from 'node:fs';

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags that keep a headless run quiet on a closed network and runnable as root. */
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

/** @returns {Promise<{ executablePath: string, args: string[], headless: boolean | 'shell', source: string }>} */
export async function findChromium() {
  const forceBundled = process.env.LEASE_LABS_BROWSER === 'bundled';
  const fromEnv = forceBundled ? undefined : process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, args: COMMON_ARGS, headless: true, source: 'CHROME_PATH' };
  const system = forceBundled ? undefined : SYSTEM.find((p) => existsSync(p));
  if (system) return { executablePath: system, args: COMMON_ARGS, headless: true, source: 'system' };
  const { default: bundled } = await import('@sparticuz/chromium');
  const executablePath = await bundled.executablePath();
  return {
    executablePath,
    args: [...COMMON_ARGS, '--use-gl=angle', '--use-angle=swiftshader', '--no-zygote', '--font-render-hinting=none'],
    headless: 'shell',
    source: '@sparticuz/chromium',
  };
}
