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
        for (const attribute of declaration.attributes ?? []) literal(attribute.type);
        for (const member of declaration.members ?? []) if (member.kind === 'field') literal(member.type);
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
