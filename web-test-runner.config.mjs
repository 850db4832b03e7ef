import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { findChromium } from './scripts/chromium.mjs';

const chromium = await findChromium();
if (!process.env.CI_QUIET) console.log(`Chromium for tests: ${chromium.executablePath} (${chromium.source})`);

export default {
  files: ['test/**/*.test.ts', '!test/recipes/**'], // the recipe projects' node_modules hold other packages' tests
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // Lit's dev-mode banner is expected in tests (dev mode is on, so Lit's own warnings still reach us).
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // a11ySnapshot: tests read accessible names from Chromium's accessibility tree.
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), a11ySnapshotPlugin()],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromium.executablePath, args: chromium.args, headless: chromium.headless },
    }),
  ],
};
