// Shared by the tests that read the docs: README.md and every page in docs/, and their fenced snippets.
import { readFileSync, readdirSync } from 'node:fs';

export const root = new URL('../../', import.meta.url);

/** README.md, then docs/*.md in name order. */
export const docFiles = () => ['README.md', ...readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

export const readDoc = (file) => readFileSync(new URL(file, root), 'utf8');

/**
 * The fenced blocks of a page, in order: the heading they sit under (its text, without the #s), their
 * language, their body, and the file a `<!-- recipe: path -->` line right above them quotes.
 */
export function blocks(file, text = readDoc(file)) {
  const out = [];
  let heading = '';
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const h = /^#{1,6} (.*)$/.exec(lines[i]);
    if (h) heading = h[1];
    const open = /^```(\w*)$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`${file}:${i + 1}: an unclosed code block`);
    const recipe = /^<!-- recipe: (\S+) -->$/.exec(lines[i - 1] ?? '')?.[1] ?? null;
    out.push({ file, line: i + 1, heading, lang: open[1], body: lines.slice(i + 1, end).join('\n'), recipe });
    i = end;
  }
  return out;
}

/** The `n`th block of `lang` under the heading `heading` of `file` (its body, without the closing newline). */
export function snippet(file, heading, lang, n = 0) {
  const found = blocks(file).filter((b) => b.heading === heading && b.lang === lang)[n];
  if (!found) throw new Error(`${file} has no ${lang} block number ${n + 1} under "${heading}"`);
  return found.body;
}

/** The GitHub anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export const slug = (heading) => heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-');
