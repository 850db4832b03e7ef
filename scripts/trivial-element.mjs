// The yardstick the bench scripts compare a lab with: a trivial Lit element on the same page, one reactive
// property (`value`) rendered as text. Lit comes from node_modules through an import map, since the CDN
// bundles keep their copy of Lit private.

/** The import map's `imports` that serve Lit from node_modules. */
export const LIT_IMPORTS = {
  lit: '/node_modules/lit/index.js',
  'lit/': '/node_modules/lit/',
  'lit-html': '/node_modules/lit-html/lit-html.js',
  'lit-html/': '/node_modules/lit-html/',
  'lit-element/': '/node_modules/lit-element/',
  '@lit/reactive-element': '/node_modules/@lit/reactive-element/reactive-element.js',
  '@lit/reactive-element/': '/node_modules/@lit/reactive-element/',
};

/** The module that defines the trivial element as `tag`, rendering `text` (a JS expression of `this.value`). */
export function trivialElement(tag, text = "this.value ?? ''") {
  return `import { LitElement, html } from 'lit';
customElements.define('${tag}', class extends LitElement {
  static properties = { value: {} };
  render() { return html\`\${${text}}\`; }
});`;
}
