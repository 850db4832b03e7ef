// Shared by the Node-driven browser tests: a static server for the repository and a headless Chromium page.
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/chromium.mjs';
import { serve } from '../../scripts/static-server.mjs';

export const root = new URL('../../', import.meta.url).pathname;

/** Starts a server (with optional per-path headers) and a browser; returns both and a `close()`. */
export async function openBrowser(options = {}) {
  const server = await serve(root, options);
  const found = await findChromium();
  const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Text of an element inside a lab's shadow root. */
export function labText(page, tag, selector) {
  return page.evaluate(([t, s]) => document.querySelector(t)?.shadowRoot?.querySelector(s)?.textContent?.replace(/\s+/g, ' ').trim() ?? null, [tag, selector]);
}

/**
 * Collects what the page throws, and every console error or warning it logs (with the address it names): a test
 * expects none. The browser's own request for /favicon.ico on a page that names no icon is not the page's doing.
 */
export function pageProblems(page) {
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    const url = m.location()?.url ?? '';
    if ((m.type() === 'error' || m.type() === 'warning') && !url.endsWith('/favicon.ico')) problems.push(url ? `${m.text()} (${url})` : m.text());
  });
  return problems;
}

/**
 * Holds back a hydration bundle (`script`, the demo's by default) until `release()` is called, so a test can read
 * the pre-rendered page as a reader sees it before the script runs, then watch it hydrate.
 */
export async function holdHydration(page, script = 'demo-hydrate.js') {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(`**/${script}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
