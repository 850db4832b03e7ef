// Every message id in the labs' source, as src/parts/messages.ts looks it up: each msg`…`, msgParts`…`, companion
// notice`…` (src/companions/notice.ts) or engine words`…` template (its `${}` parameters numbered {0}, {1}…), each text('…') and plural(n, '…', '…') literal,
// the reader's verdict names in src/sim/outcomes.ts and the safety map's axis words in src/sim/sweep.ts
// (translated with tr). Read from the TypeScript, so a message added
// to a view without a translation fails test/node/messages.node.test.mjs.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const SRC = new URL('../../src/', import.meta.url).pathname;

/** Source files, the catalogs themselves aside. */
function sources(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'locales' ? [] : sources(path);
    return d.name.endsWith('.ts') ? [path] : [];
  });
}

/** The end of the `${…}` expression that starts at `i` (just after `${`), skipping nested templates and strings. */
function expressionEnd(code, i) {
  let depth = 1;
  for (; i < code.length; i++) {
    const c = code[i];
    if (c === '`') i = templateEnd(code, i + 1).end;
    else if (c === "'" || c === '"') i = code.indexOf(c, i + 1);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error('unterminated ${}');
}

/** A template literal from `i` (just after its backtick): its id with numbered parameters, and where it ends. */
function templateEnd(code, i) {
  let id = '';
  let n = 0;
  for (; i < code.length; i++) {
    if (code[i] === '\\') id += JSON.parse(`"${code.slice(i, (i += code[i + 1] === 'u' ? 5 : 1) + 1)}"`);
    else if (code[i] === '`') return { id, end: i };
    else if (code.startsWith('${', i)) {
      i = expressionEnd(code, i + 2);
      id += `{${n++}}`;
    } else id += code[i];
  }
  throw new Error('unterminated template');
}

const literal = (q) => JSON.parse(`"${q.slice(1, -1).replace(/"/g, '\\"').replace(/\\'/g, "'")}"`);

/** The ids one file uses, including the messages nested inside another's parameters. */
export function idsIn(source) {
  // Comment lines aside: a doc comment may show a message as an example.
  const code = source.replace(/^\s*(\/\*\*|\*|\/\/).*$/gm, '');
  const ids = [];
  // msg`…`, msgParts`…` and notice`…` in the views, and words`…` in the engine's files that take it from
  // src/sim/words.ts.
  const tags = /from '\.\/words\.js'/.test(source) ? /\b(?:msg(?:Parts)?|notice|words)`/g : /\b(?:msg(?:Parts)?|notice)`/g;
  for (const m of code.matchAll(tags)) ids.push(templateEnd(code, m.index + m[0].length).id);
  for (const m of code.matchAll(/\btext\(\s*('(?:[^'\\]|\\.)*')\s*,?\s*\)/g)) ids.push(literal(m[1]));
  for (const m of code.matchAll(/\bplural\([^,]+,\s*('(?:[^'\\]|\\.)*'),\s*('(?:[^'\\]|\\.)*')\)/g)) ids.push(literal(m[1]), literal(m[2]));
  return ids;
}

/** The verdict names readers see (values of `NAMES`). */
function outcomeNames() {
  const code = readFileSync(join(SRC, 'sim/outcomes.ts'), 'utf8');
  const table = code.slice(code.indexOf('const NAMES'), code.indexOf('};'));
  return [...table.matchAll(/:\s*('[^']*')/g)].map((m) => literal(m[1]));
}

/** The safety map's words for its axes (values of `AXIS_WORDS`). */
function axisWords() {
  const code = readFileSync(join(SRC, 'sim/sweep.ts'), 'utf8');
  const table = code.slice(code.indexOf('const AXIS_WORDS'));
  return [...table.slice(0, table.indexOf('};')).matchAll(/:\s*('[^']*')/g)].map((m) => literal(m[1]));
}

/** Every id, sorted and once each. */
export function messageIds() {
  const all = sources().flatMap((f) => idsIn(readFileSync(f, 'utf8')));
  return [...new Set([...all, ...outcomeNames(), ...axisWords()])].sort();
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(JSON.stringify(messageIds(), null, 1));
