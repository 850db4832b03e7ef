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
    font: 0.9375rem/1.5 var(--_font, 'Segoe UI', sans-serif);
    translate: -0.5em 10.05em;
  }
`;
  const out = minifyTemplateText(raw, 'css');
  assert.equal(
    out.trim(),
    ".header ::slotted([slot='intro']){margin:.25rem 0 0;width:calc(var(--_radius) - 2px)}" +
      ".stack>* + *{font:.9375rem/1.5 var(--_font,'Segoe UI',sans-serif);translate:-0.5em 10.05em}",
  );
  assert.equal(out.split('\n').length, raw.split('\n').length);
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
