// Writes dist/demo/: the demo page with every lab pre-rendered by @lit-labs/ssr (declarative shadow DOM),
// loading the hydrating CDN bundle. Run after `tsc` and rollup (it renders the compiled elements).
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import '../dist/index.js';

const root = new URL('..', import.meta.url);
const out = new URL('dist/demo/', root);
const LAB = /<(lease-fencing-lab|swarm-lease-lab)\b[^>]*>[\s\S]*?<\/\1>/g;

/** Server-renders one lab's markup exactly as written (static attributes and light-DOM children). */
export async function prerenderMarkup(markup) {
  const strings = [markup];
  strings.raw = [markup];
  return collectResult(render({ _$litType$: 1, strings, values: [] }));
}

/** Replaces every lab in an HTML page with its pre-rendered form. */
export async function prerenderPage(page) {
  const labs = [...page.matchAll(LAB)].map((m) => m[0]);
  const rendered = await Promise.all(labs.map(prerenderMarkup));
  let i = 0;
  return page.replace(LAB, () => rendered[i++]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = await readFile(new URL('demo/index.html', root), 'utf8');
  const page = (await prerenderPage(source)).replace(
    '<script type="module" src="../src/index.ts"></script>',
    '<script type="module" src="../cdn/lease-labs-hydrate.js"></script>',
  );
  await mkdir(out, { recursive: true });
  await writeFile(new URL('index.html', out), page);
  for (const file of ['demo.css', 'demo.js', 'favicon.svg']) await copyFile(new URL(`demo/${file}`, root), new URL(file, out));
  console.log(`pre-rendered ${[...source.matchAll(LAB)].length} labs into dist/demo/index.html`);
}
