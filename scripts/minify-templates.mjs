// Build step after `tsc`: strips source formatting from Lit's html`…`, svg`…` and css`…` literals in dist/, so
// every consumer (npm, CDN, server rendering, hydration) sees identical template strings; hydration compares
// digests of them. Markup keeps each whitespace run's line breaks (a newline is a space in HTML) and
// stylesheets go through a real CSS minifier. Only literal template text is touched, never `${…}`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'lightningcss';
import { parseAst } from 'rollup/parseAst';

const ROOT = new URL('../dist/', import.meta.url).pathname;
const SKIP = new Set(['cdn', 'demo']);
const TAGS = new Set(['html', 'svg', 'css']);

const lineBreaks = (text) => text.split('\n').length - 1;
/** The line breaks of a whitespace run, or one space when it has none. */
const breaks = (run) => '\n'.repeat(lineBreaks(run)) || ' ';

/** Template text with indentation collapsed, keeping each whitespace run's line breaks. */
function collapseIndentation(raw) {
  return raw.replace(/[ \t]*\n\s*/g, breaks);
}

/** A stylesheet as lightningcss minifies it: a real CSS parser, so strings such as `content: ': '` survive. */
function minifyStylesheet(css) {
  const { code } = transform({ filename: 'template.css', code: Buffer.from(css), minify: true });
  return code.toString();
}

/** Text as a template literal's raw source must spell it: backslashes, backticks and `${` escaped. */
const asTemplateSource = (text) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

/**
 * Template text minified: html and svg lose indentation only; a whole stylesheet (a css literal without
 * `${…}`, given as `cooked` text) is minified by lightningcss, its line breaks moved to its end so later
 * lines stay where the source map expects them. A css literal with expressions keeps its text and loses
 * indentation, since its pieces are not stylesheets of their own.
 */
export function minifyTemplateText(raw, tag, cooked) {
  if (tag !== 'css' || typeof cooked !== 'string') return collapseIndentation(raw);
  return asTemplateSource(minifyStylesheet(cooked)) + '\n'.repeat(lineBreaks(raw));
}

function* walk(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) yield* walk(n);
    return;
  }
  yield node;
  for (const key in node) if (key !== 'type') yield* walk(node[key]);
}

/** Rewrites one module's source; returns it unchanged when it has no Lit templates. */
export function minifyModule(code) {
  const edits = [];
  for (const node of walk(parseAst(code))) {
    if (node.type !== 'TaggedTemplateExpression' || node.tag.type !== 'Identifier' || !TAGS.has(node.tag.name)) continue;
    // A stylesheet's kept line breaks go after its closing backtick: the module keeps its line count, and
    // the string itself (what the CDN bundles ship) carries none.
    const css = node.tag.name === 'css' && node.quasi.quasis.length === 1;
    for (const q of node.quasi.quasis) {
      const text = minifyTemplateText(code.slice(q.start, q.end), node.tag.name, css ? q.value.cooked : undefined);
      edits.push(css ? [q.start, q.end + 1, `${text.trimEnd()}\`${text.slice(text.trimEnd().length)}`] : [q.start, q.end, text]);
    }
  }
  edits.sort((a, b) => b[0] - a[0]);
  for (const [start, end, text] of edits) code = code.slice(0, start) + text + code.slice(end);
  return code;
}

function* jsFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (dir !== ROOT || !SKIP.has(entry.name)) yield* jsFiles(join(dir, entry.name));
    } else if (entry.name.endsWith('.js')) yield join(dir, entry.name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of jsFiles(ROOT)) {
    const code = readFileSync(file, 'utf8');
    const out = minifyModule(code);
    if (out !== code) writeFileSync(file, out);
  }
}
