// The build step that strips formatting from Lit literals must never change what a template means.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minifyModule, minifyTemplateText } from '../../scripts/minify-templates.mjs';

test('css: comments and indentation go, combinators and calc() spacing stay, line count is kept', () => {
  const raw = `
  /* a comment; with punctuation: inside */
  .header ::slotted([slot='intro']) {
    margin: 0.25rem 0 0;
    width: calc(var(--_radius) - 2px);
  }
  .stack > * + * {
    translate: -0.5em 10.05em;
  }
`;
  const out = minifyTemplateText(raw, 'css', raw);
  assert.doesNotMatch(out, /comment/);
  assert.match(out, /\.header ::slotted\(\[slot=['"]?intro['"]?\]\)\{/);
  assert.match(out, /calc\(var\(--_radius\) - 2px\)/);
  assert.match(out, /margin:\.25rem 0 0/);
  assert.match(out, /\.stack>\*\+\*\{translate:-\.5em 10\.05em\}/);
  assert.equal(out.split('\n').length, raw.split('\n').length);
});

test('css: strings keep their text, whatever punctuation they hold', () => {
  const raw = `.a::before { content: ': ' ; } .b::after { content: "  ;{ } 0.5 ,> " }`;
  const out = minifyTemplateText(raw, 'css', raw);
  assert.match(out, /content:": "/);
  assert.match(out, /content:"  ;\{ \} 0\.5 ,> "/);
});

test('css: a backslash or backtick in a stylesheet stays escaped as template source', () => {
  const code = 'const s = css`.q::before { content: "\\\\201c" }`;';
  const out = minifyModule(code);
  // Evaluated, the minified literal must still hold the same CSS escape.
  const cooked = Function('css', `${out}; return s;`)((strings) => strings.raw[0]);
  assert.match(cooked, /content:"\\201c"|content:"\u201c"/);
});

test('css: a literal with expressions only loses indentation (its pieces are not stylesheets)', () => {
  const code = 'const s = css`\n  :host { --_r: ${n}px; }\n  /* kept */\n`;';
  const out = minifyModule(code);
  assert.equal(out, 'const s = css`\n:host { --_r: ${n}px; }\n/* kept */\n`;');
});

test('html: indentation runs shrink to their line breaks; text on a line is untouched', () => {
  const raw = `<p class="a  b">
      <strong>Two  spaces</strong> <span>kept</span>
    </p>`;
  assert.equal(minifyTemplateText(raw, 'html'), '<p class="a  b">\n<strong>Two  spaces</strong> <span>kept</span>\n</p>');
});

test('only html, svg and css literals are rewritten, never their expressions or other strings', () => {
  const code = [
    'const t = html`<div>',
    '    ${x ? `keep  this\n    too` : y}',
    '  </div>`;',
    'const plain = `untagged',
    '    stays`;',
  ].join('\n');
  const out = minifyModule(code);
  assert.equal(
    out,
    ['const t = html`<div>', '${x ? `keep  this\n    too` : y}', '</div>`;', 'const plain = `untagged', '    stays`;'].join('\n'),
  );
});

test("a stylesheet's line breaks move after its literal: the module keeps its lines, the string has none", () => {
  const code = 'const s = css`\n  .a {\n    color: red;\n  }\n`;\nconst n = 1;';
  const out = minifyModule(code);
  assert.equal(out, 'const s = css`.a{color:red}`\n\n\n\n;\nconst n = 1;');
  assert.equal(out.split('\n').length, code.split('\n').length);
});
