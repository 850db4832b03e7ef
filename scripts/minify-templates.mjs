// Build step after `tsc`: strips the indentation and comments that source formatting leaves inside Lit's
// html`…`, svg`…` and css`…` literals in dist/. Done on tsc's output, not only in the CDN bundles, so every
// consumer (npm, CDN, server rendering, hydration) sees identical template strings — hydration compares
// digests of them. Whitespace runs that contain a line break keep exactly those line breaks (HTML and CSS
// treat a newline as a space, and tsc's source maps keep pointing at the right lines; a stylesheet's move
// out of its literal, so the bundles do not ship them); nothing in a template's text or attribute values
// changes meaning. Only literal template text is touched, never `${…}`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rollup/parseAst';

const ROOT = new URL('../dist/', import.meta.url).pathname;
const SKIP = new Set(['cdn', 'demo']);
const TAGS = new Set(['html', 'svg', 'css']);

const lineBreaks = (text) => text.split('\n').length - 1;
/** The line breaks of a whitespace run, or one space when it has none. */
const breaks = (run) => '\n'.repeat(lineBreaks(run)) || ' ';

/** Template text with indentation collapsed; CSS also loses comments and spaces around punctuation. */
export function minifyTemplateText(raw, tag) {
  if (tag !== 'css') return raw.replace(/[ \t]*\n\s*/g, breaks);
  // A stylesheet has no `${…}` inside, so its line breaks can all move to its end (keeping later lines where
  // the source map expects them) and the rules become one line.
  return (
    raw
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      // Around punctuation only; a space before ':' can be a descendant combinator (`.header ::slotted`).
      .replace(/ ?([{};,>]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
      .replace(/(^|[^\w.-])0\.(\d)/g, '$1.$2')
      .trim() + '\n'.repeat(lineBreaks(raw))
  );
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
    for (const q of node.quasi.quasis) {
      const text = minifyTemplateText(code.slice(q.start, q.end), node.tag.name);
      // A stylesheet's kept line breaks go after its closing backtick: the module keeps its line count, and
      // the string itself (what the CDN bundles ship) carries none.
      const css = node.tag.name === 'css' && node.quasi.quasis.length === 1;
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
