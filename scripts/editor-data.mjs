// Editor data shipped in the package, generated from custom-elements.json: VS Code's HTML custom data and
// JetBrains web-types, so an author's editor completes every tag, attribute, allowed value and default.
// Run by `npm run build`; descriptions lose blank runs and boolean attributes offer no empty value list.
import { readFileSync, writeFileSync } from 'node:fs';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';

const root = new URL('../', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}custom-elements.json`, 'utf8'));
const outdir = `${root}dist`;

generateVsCodeCustomElementData(manifest, { outdir, hideLogs: true });
generateJetBrainsWebTypes(manifest, { outdir, hideLogs: true, packageJson: false });

/** Collapses blank runs in every string, and drops `values: []`, which editors show as "no value allowed". */
function tidy(node) {
  if (Array.isArray(node)) return node.map(tidy);
  if (typeof node === 'string') return node.replace(/\n\s*\n(\s*\n)+/g, '\n\n').replace(/[ \t]+\n/g, '\n').trim();
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'values' && Array.isArray(value) && value.length === 0) continue;
    out[key] = tidy(value);
  }
  return out;
}

const declarations = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);

/** "Type: number. Default: 4." for a manifest attribute or CSS property, as VS Code shows nothing else of them. */
const facts = (item) => [item.type?.text && `Type: ${item.type.text}.`, item.default !== undefined && `Default: ${item.default}.`].filter(Boolean).join(' ');

/** VS Code's data with each attribute's type and default (and each CSS property's default) in its description. */
function withFacts(file, data) {
  if (file === 'vscode.html-custom-data.json') {
    for (const tag of data.tags) {
      const attributes = declarations.find((d) => d.tagName === tag.name)?.attributes ?? [];
      for (const a of tag.attributes) {
        const known = attributes.find((m) => m.name === a.name);
        if (known) a.description = [a.description, facts(known)].filter(Boolean).join('\n\n');
      }
    }
  }
  if (file === 'vscode.css-custom-data.json') {
    const props = new Map(declarations.flatMap((d) => d.cssProperties ?? []).map((c) => [c.name, c]));
    for (const p of data.properties ?? []) if (props.get(p.name)?.default) p.description = [p.description, facts(props.get(p.name))].filter(Boolean).join('\n\n');
  }
  return data;
}

for (const file of ['vscode.html-custom-data.json', 'vscode.css-custom-data.json', 'web-types.json']) {
  const path = `${outdir}/${file}`;
  writeFileSync(path, `${JSON.stringify(withFacts(file, tidy(JSON.parse(readFileSync(path, 'utf8')))), null, 2)}\n`);
}
