// The docs an author reads: README.md and docs/*.md. Every fenced snippet in them is run verbatim by a named
// test (a new snippet fails here until one does); every link between them resolves; every file they name ships
// in the package; no page names an issue number; the README stays a five-minute read.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { blocks, docFiles, readDoc, root, slug } from './docs.mjs';

/**
 * Who runs each snippet: [file, heading, language, the test file that runs it verbatim]. A block quoting a
 * file (`<!-- recipe: path -->`) is compared with that file by readme-recipes.node.test.mjs instead. A block
 * repeated word for word on another page is covered by the test of its first appearance here.
 */
const RUN_BY = [
  ['README.md', 'Install', 'sh', 'test/node/readme-examples.node.test.mjs'],
  ['README.md', 'Install', 'js', 'test/node/readme-examples.node.test.mjs'],
  ['README.md', 'Install', 'json', 'test/node/editor-integrations.node.test.mjs'],
  ['README.md', 'Quick start', 'html', 'test/node/quickstart.node.test.mjs'],
  ['README.md', 'Quick start', 'css', 'test/node/quickstart.node.test.mjs'],
  ['README.md', 'The elements', 'html', 'test/node/readme-examples.node.test.mjs'],
  ['README.md', 'Localisation', 'html', 'test/node/languages.node.test.mjs'],
  ['README.md', 'Localisation', 'js', 'test/node/languages.node.test.mjs'],
  ['README.md', 'Development', 'sh', 'test/node/readme.node.test.mjs'],
  ['docs/swarm-lease-lab.md', '`<swarm-lease-lab>`', 'html', 'test/elements/presets.test.ts'],
  ['docs/lease-lab-when.md', '`<lease-lab-when>`', 'html', 'test/elements/presets.test.ts'],
  ['docs/privacy.md', 'Content-Security-Policy', 'text', 'test/pages/csp-pages.test.ts'],
  ['docs/results.md', 'The engine', 'js', 'test/node/readme-examples.node.test.mjs'],
  ['docs/theming.md', 'Theming', 'css', 'test/elements/readme-theme.test.ts'],
  ['docs/theming.md', 'Type size', 'css', 'test/elements/readme-theme.test.ts'],
];

const all = docFiles().flatMap((file) => blocks(file));

test('every snippet in the README and docs/ is run verbatim by a test', () => {
  const covered = new Set();
  for (const [file, heading, lang, by] of RUN_BY) {
    const found = all.filter((b) => b.file === file && b.heading === heading && b.lang === lang && !b.recipe);
    assert.ok(found.length, `${file} has a ${lang} block under "${heading}" (${by} runs it)`);
    assert.ok(existsSync(new URL(by, root)), `${by} exists`);
    // csp-pages.test.ts reads the policy through web-test-runner.config.mjs, which reads docs/privacy.md.
    const reader = by === 'test/pages/csp-pages.test.ts' ? 'web-test-runner.config.mjs' : by;
    assert.ok(readFileSync(new URL(reader, root), 'utf8').includes(file), `${reader} reads ${file}`);
    for (const b of found) covered.add(b.body);
  }
  const orphans = all.filter((b) => !b.recipe && !covered.has(b.body)).map((b) => `${b.file}:${b.line} (${b.lang} under "${b.heading}")`);
  assert.deepEqual(orphans, [], 'snippets no test runs: add the test and a RUN_BY row');
});

const packed = new Set(JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { cwd: root, encoding: 'utf8' }))[0].files.map((f) => f.path));

/** Text of a page outside its code blocks and comments. */
function prose(file) {
  return readDoc(file).replace(/^```\w*\n[\s\S]*?^```$/gm, '').replace(/<!--[\s\S]*?-->/g, '');
}

test('every link in the docs resolves: a page or file in the package, an anchor it has, or a URL', () => {
  for (const file of docFiles()) {
    for (const [, target] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^https?:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const to = path ? new URL(path, new URL(file, root)) : new URL(file, root);
      const relative = to.pathname.slice(root.pathname.length);
      assert.ok(packed.has(relative), `${file} links to ${target}: ${relative} is not in the package`);
      if (anchor) {
        const headings = readDoc(relative).replace(/^```\w*\n[\s\S]*?^```$/gm, '').match(/^#{1,6} .*$/gm).map((h) => slug(h.replace(/^#+ /, '')));
        assert.ok(headings.includes(anchor), `${file} links to ${target}: no such heading in ${relative}`);
      }
    }
  }
});

test('every repository file the docs name ships in the package', () => {
  for (const file of docFiles()) {
    for (const [, path] of prose(file).matchAll(/`((?:src|test|demo|examples|scripts|dist|docs)\/[^`\s*]*)`/g)) {
      assert.ok(packed.has(path) || [...packed].some((p) => p.startsWith(`${path.replace(/\/$/, '')}/`)), `${file} names ${path}, which the package does not ship`);
    }
  }
});

test('no page of the docs names an issue number', () => {
  for (const file of [...docFiles(), 'CONTRIBUTING.md']) {
    assert.doesNotMatch(prose(file), /\bissues? #?\d+|(?<![\w&/])#\d+\b/i, file);
  }
});

test('the README is a five-minute read: at most 2,500 words', () => {
  const readme = readDoc('README.md');
  const words = readme.split(/\s+/).filter(Boolean).length;
  assert.ok(words <= 2500, `README.md has ${words} words`);
});

test('the README links to every page in docs/', () => {
  const readme = readDoc('README.md');
  for (const file of docFiles().slice(1)) assert.ok(readme.includes(`](${file})`), `the README links to ${file}`);
});
