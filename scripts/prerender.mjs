// Writes dist/demo/: the demo page with every lab and every narrative element (steps, live values, conditional
// sentences) pre-rendered by @lit-labs/ssr (declarative shadow DOM), loading dist/demo/demo-hydrate.js (built by
// rollup), which holds all five elements on one Lit so that each is adopted in place. Also writes the companions
// page the same way, with its safety maps, hydrated by dist/demo/companions-hydrate.js: without the script a
// reader sees both labs, the sentences true for the opening example, and steps and maps that say they wait for
// it. Run after `tsc` and rollup (it renders the compiled elements).
// Writes the German page too (dist/demo/de.html): both labs pre-rendered in German, the German catalog
// registered as a docs author's server would, hydrated by the public `lease-labs/hydrate` bundle.
// Writes dist/ssr-style-hashes.txt too: the `style-src` a pre-rendered page needs for its inline styles.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import '../dist/index.js';
import '../dist/narrative.js';
import '../dist/safety-map.js';
import { registerMessages } from '../dist/index.js';
import de from '../dist/locales/de.js';

const root = new URL('..', import.meta.url);
const out = new URL('dist/demo/', root);
const LAB = /<(lease-fencing-lab|swarm-lease-lab)\b[^>]*>[\s\S]*?<\/\1>/g;
/**
 * Labs and the narrative elements in the prose around them. Only a `<lease-lab-when>` holds others (the live
 * values of its sentence, rendered with it); no element nests inside another of its own tag.
 */
const ELEMENT = /<(lease-fencing-lab|swarm-lease-lab|lease-lab-step|lease-lab-value|lease-lab-when)\b[^>]*>[\s\S]*?<\/\1>/g;
/** The companions page's elements: those of the demo page and the safety maps. */
const COMPANIONS = /<(lease-fencing-lab|swarm-lease-lab|lease-lab-step|lease-lab-value|lease-lab-when|lease-safety-map)\b[^>]*>[\s\S]*?<\/\1>/g;

/** Server-renders one lab's markup exactly as written (static attributes and light-DOM children). */
export async function prerenderMarkup(markup) {
  const strings = [markup];
  strings.raw = [markup];
  return collectResult(render({ _$litType$: 1, strings, values: [] }));
}

/** Every element's server-rendered markup carries its styles in one inline `<style>`, the same on every page. */
const ELEMENTS = ['lease-fencing-lab', 'swarm-lease-lab', 'lease-safety-map', 'lease-lab-value', 'lease-lab-step', 'lease-lab-when'];

/**
 * The CSP directive that lets a pre-rendered page show its elements styled before the script runs, with no
 * 'unsafe-inline': each element's `<style>` by its SHA-256. Once the script runs the elements adopt
 * constructed sheets instead, which `style-src` does not govern.
 */
export async function styleSource() {
  const hashes = new Set();
  for (const tag of ELEMENTS) {
    const markup = await prerenderMarkup(`<${tag}></${tag}>`);
    for (const [, css] of markup.matchAll(/<style>([\s\S]*?)<\/style>/g)) hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  }
  return `style-src 'self' ${[...hashes].join(' ')}`;
}

/** Replaces every lab, step, live value and conditional sentence in an HTML page (or only those `which` matches) with its pre-rendered form. */
export async function prerenderPage(page, which = ELEMENT) {
  const elements = [...page.matchAll(which)].map((m) => m[0]);
  const rendered = await Promise.all(elements.map(prerenderMarkup));
  let i = 0;
  return page.replace(which, () => rendered[i++]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = await readFile(new URL('demo/index.html', root), 'utf8');
  const page = (await prerenderPage(source))
    .replace('<script type="module" src="../src/index.ts"></script>', '<script type="module" src="./demo-hydrate.js"></script>')
    .replace(/\s*<script type="module" src="\.\.\/src\/narrative\.ts"><\/script>/, '');
  await mkdir(out, { recursive: true });
  await writeFile(new URL('index.html', out), page);
  for (const file of ['demo.css', 'demo.js', 'favicon.svg']) await copyFile(new URL(`demo/${file}`, root), new URL(file, out));
  const companions = await prerenderPage(await readFile(new URL('demo/companions.html', root), 'utf8'), COMPANIONS);
  // One script for the page: labs, maps and narrative elements on one Lit, as privacy.md's Trusted Types policy needs.
  const onePageScript = companions
    .replace('<script type="module" src="../src/index.ts"></script>', '<script type="module" src="./companions-hydrate.js"></script>')
    .replace(/\s*<script type="module" src="\.\.\/src\/(safety-map|narrative)\.ts"><\/script>/g, '');
  await writeFile(new URL('companions.html', out), onePageScript);
  // Registered last: the English pages above render as they always did.
  registerMessages('de', de);
  const german = await prerenderPage(await readFile(new URL('demo/de.html', root), 'utf8'), LAB);
  await writeFile(new URL('de.html', out), german.replace('../src/index.ts', '../cdn/lease-labs-hydrate.js'));
  const styles = await styleSource();
  await writeFile(new URL('dist/ssr-style-hashes.txt', root), `${styles}\n`);
  const labs = [...source.matchAll(LAB)].length;
  console.log(`pre-rendered ${labs} labs and ${[...source.matchAll(ELEMENT)].length - labs} steps, values and conditional sentences into dist/demo/index.html`);
  console.log(`pre-rendered pages styled before their script runs need: ${styles}`);
}
