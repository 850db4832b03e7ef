import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { findEngines } from './scripts/engines.mjs';
import { WebKitLauncher } from './scripts/webkit-launcher.mjs';

// Every engine a docs reader may bring: Chromium, Firefox and WebKit (Safari's engine), each one file at a time.
// `npm test` runs this once per engine through scripts/test-browsers.mjs; LEASE_LABS_ENGINES picks the engines.
const engines = await findEngines();
const { chromium, firefox, webkit, missing } = engines;
const ran = [
  chromium && `Chromium (${chromium.executablePath}, ${chromium.source})`,
  firefox && `Firefox (${firefox.version})`,
  webkit && `WebKit (${webkit.version} MiniBrowser)`,
].filter(Boolean);
const banner = [
  `Browser engines in this run: ${ran.join('; ') || 'none'}`,
  ...missing.map((m) => `NOT TESTED in ${m.name}: ${m.why}`),
].join('\n');
console.log(banner);

/** The strict policy of test/node/csp.node.test.mjs, for test/pages/demo-pages.test.ts in every engine. */
const CSP = "default-src 'self'; require-trusted-types-for 'script'";
/** docs/privacy.md's policy for a page with two copies of Lit, served verbatim (its `text` block's header). */
const DUPLICATES = readFileSync('docs/privacy.md', 'utf8').match(/^```text\nContent-Security-Policy: (.+)\n```$/m)[1];
/** The policies a page asks for with `?csp=<name>` (test/pages/csp-pages.test.ts); `hashes` is read once built. */
const POLICIES = {
  strict: () => CSP,
  'policy-list': () => `${CSP}; trusted-types lit-html`,
  'allow-duplicates': () => DUPLICATES,
  hashes: () => existsSync('dist/ssr-style-hashes.txt') && `${CSP}; ${readFileSync('dist/ssr-style-hashes.txt', 'utf8').trim()}`,
};

export default {
  files: ['test/**/*.test.ts', '!test/recipes/**'], // the recipe projects' node_modules hold other packages' tests
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // Lit's dev-mode banner is expected in tests (dev mode is on, so Lit's own warnings still reach us).
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  middleware: [
    // The bundles' German module arrives late, as over a slow network, so test/pages/locale-pages.test.ts
    // sees whether a pre-rendered German lab waits for it or shows English first.
    async (ctx, next) => {
      if (ctx.path === '/dist/cdn/locales/de.js') await new Promise((resolve) => setTimeout(resolve, 400));
      return next();
    },
    (ctx, next) => {
      if (ctx.path === '/test/fixtures/csp.html') ctx.set('content-security-policy', CSP);
      const named = Object.hasOwn(POLICIES, ctx.query.csp) && POLICIES[ctx.query.csp]();
      if (named) ctx.set('content-security-policy', named);
      return next();
    },
  ],
  // a11ySnapshot: tests read accessible names from Chromium's accessibility tree.
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), a11ySnapshotPlugin()],
  browsers: [
    chromium &&
      chromeLauncher({
        launchOptions: { executablePath: chromium.executablePath, args: chromium.args, headless: chromium.headless },
      }),
    firefox &&
      chromeLauncher({
        puppeteer: puppeteerCore,
        concurrency: 1,
        launchOptions: {
          browser: 'firefox',
          executablePath: firefox.executablePath,
          headless: true,
          // A test's worksheet download must neither open the downloads panel (it takes focus from the page,
          // and keyboard tests in later files then press keys into an unfocused document) nor fill ~/Downloads.
          extraPrefsFirefox: {
            'browser.download.alwaysOpenPanel': false,
            'browser.download.folderList': 2,
            'browser.download.dir': join(tmpdir(), 'lease-labs-test-downloads'),
          },
        },
      }),
    webkit && new WebKitLauncher(webkit),
  ].filter(Boolean),
};
