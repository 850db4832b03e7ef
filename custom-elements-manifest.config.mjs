// `npm run manifest`: custom-elements.json from the source's JSDoc (@fires, @slot, @csspart, @cssprop) and
// Lit's static properties. The two labs and the four companions are the public custom elements. The plugin below makes
// the manifest describe the published package rather than the repository, for editors and type generators.
import { readFileSync, readdirSync } from 'node:fs';

/** String-literal union aliases in the source (`Enforcement` → `'none' | 'watermark' | 'epoch'`). */
function literalUnions(ts) {
  const unions = new Map();
  for (const dir of ['src/sim', 'src/parts']) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = ts.createSourceFile(file, readFileSync(`${dir}/${file}`, 'utf8'), ts.ScriptTarget.Latest);
      for (const s of source.statements) {
        const members = ts.isTypeAliasDeclaration(s) && ts.isUnionTypeNode(s.type) ? s.type.types : [];
        if (members.length && members.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal))) {
          unions.set(s.name.text, members.map((t) => `'${t.literal.text}'`).join(' | '));
        }
      }
    }
  }
  return unions;
}

/**
 * The fallback of every `var(--ll-…, fallback)` in the styles: what a custom property is when a page leaves it
 * unset, so editors show it (the first one found, with its parentheses balanced).
 */
function cssDefaults() {
  const defaults = new Map();
  const files = ['src/parts', 'src/companions', 'src/swarm-lease', 'src/lease-fencing'].flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => `${dir}/${f}`));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/var\((--ll-[\w-]+),\s*/g)) {
      let depth = 1;
      let i = m.index + m[0].length;
      const start = i;
      for (; i < text.length && depth > 0; i++) depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
      if (!defaults.has(m[1])) defaults.set(m[1], text.slice(start, i - 1).trim());
    }
  }
  // A fallback naming an internal property (`var(--_a)`) names the public one that sets it instead.
  const publicName = new Map();
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(/(--_[\w-]+):\s*var\((--ll-[\w-]+)/g)) publicName.set(m[1], m[2]);
  for (const [name, value] of defaults) defaults.set(name, value.replace(/var\((--_[\w-]+)\)/g, (all, inner) => (publicName.has(inner) ? `var(${publicName.get(inner)})` : all)));
  return defaults;
}

/**
 * Each lab's input defaults from the built engine (`npm run build` first), by tag, as attribute defaults: a
 * boolean attribute is false when absent, whatever its property's default; none without a build.
 */
async function inputDefaults() {
  const text = (f, attribute) => (f.type === 'switch' && attribute ? 'false' : f.default === null ? 'null' : typeof f.default === 'string' ? `'${f.default}'` : String(f.default));
  try {
    const sim = await import('./dist/sim/index.js');
    const table = (fields) => ({ attribute: new Map(fields.map((f) => [f.name, text(f, true)])), property: new Map(fields.map((f) => [f.name, text(f, false)])) });
    return { 'swarm-lease-lab': table(sim.SWARM_LEASE_FIELDS), 'lease-fencing-lab': table(sim.LEASE_FENCING_FIELDS) };
  } catch {
    return {};
  }
}

const INPUT_DEFAULTS = await inputDefaults();

/** `src/x.ts` (or `/src/x.js`) → `dist/x.js`: the file a consumer's tool can open in the package. */
const shipped = (path) => path.replace(/^\/?src\/(.+)\.(ts|js)$/, 'dist/$1.js');

/** Rewrites module paths to shipped files and alias types of attributes and fields to literal unions. */
function publishedPackage() {
  let ts;
  return {
    name: 'lease-labs-published-package',
    analyzePhase(args) {
      ts ??= args.ts;
    },
    packageLinkPhase({ customElementsManifest }) {
      const unions = literalUnions(ts);
      const css = cssDefaults();
      const inputs = INPUT_DEFAULTS;
      const literal = (type) => {
        if (type?.text) type.text = type.text.replace(/\b[A-Z]\w*\b/g, (name) => unions.get(name) ?? name);
      };
      const visit = (node) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object') return;
        for (const key of ['path', 'module']) if (typeof node[key] === 'string') node[key] = shipped(node[key]);
        for (const value of Object.values(node)) visit(value);
      };
      visit(customElementsManifest.modules);
      for (const declaration of customElementsManifest.modules.flatMap((m) => m.declarations ?? [])) {
        const table = inputs[declaration.tagName];
        for (const attribute of declaration.attributes ?? []) {
          literal(attribute.type);
          // A default read from the defaults table (`D.ttl`) is written as its value.
          if (table?.attribute.has(attribute.fieldName)) attribute.default = table.attribute.get(attribute.fieldName);
        }
        for (const member of declaration.members ?? []) {
          if (member.kind === 'field') literal(member.type);
          if (member.kind === 'field' && table?.property.has(member.name)) member.default = table.property.get(member.name);
        }
        for (const property of declaration.cssProperties ?? []) if (css.has(property.name)) property.default = css.get(property.name);
        if (declaration.description) declaration.description = declaration.description.replace(/\n{3,}/g, '\n\n').trim();
      }
    },
  };
}

export default {
  globs: ['src/lease-fencing-lab.ts', 'src/swarm-lease-lab.ts', 'src/parts/lab-element.ts', 'src/companions/safety-map.ts', 'src/companions/lab-value.ts', 'src/companions/lab-step.ts', 'src/companions/lab-when.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [publishedPackage()],
};
