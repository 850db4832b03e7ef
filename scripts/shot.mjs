// Screenshot a demo page: node scripts/shot.mjs <url> <out.png> [width] [light|dark] [css selector, pierces shadow DOM]
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
const [url, out, width = '1000', scheme = 'light', selector = ''] = process.argv.slice(2);
const c = await findChromium();
const browser = await chromium.launch({ executablePath: c.executablePath, args: c.args });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(1200);
if (selector) await page.locator(selector).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: true });
await browser.close();
