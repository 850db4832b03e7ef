// custom-elements.json as editors and type generators consume it: it passes its schema, names only files that
// ship, and feeds the published generators (VS Code custom data, JetBrains web-types, JSX types) with literal
// attribute values and event detail types that resolve. The generated JSX types, the hand-written tag typings of
// `lease-labs/react` and its components must accept every attribute and event of the manifest (a TSX file
// type-checks).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Ajv from 'ajv';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';

const root = new URL('../../', import.meta.url).pathname;
const out = join(root, '.tmp/editor-integrations');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
after(() => rmSync(out, { recursive: true, force: true }));

const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
const literals = (text) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);
const json = (file) => JSON.parse(readFileSync(join(out, file), 'utf8'));

test('the manifest passes the custom-elements-manifest schema', () => {
  const schema = createRequire(import.meta.url)('custom-elements-manifest/schema.json');
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
  assert.ok(validate(manifest), JSON.stringify(validate.errors, null, 2));
});

test('every module path in the manifest names a file in the package', () => {
  const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { cwd: root, encoding: 'utf8' }));
  const packed = new Set(files.map((f) => f.path));
  const paths = JSON.stringify(manifest).match(/"(?:path|module)":"[^"]*"/g).map((p) => p.split(':')[1].slice(1, -1));
  assert.ok(paths.length > 10);
  for (const path of new Set(paths)) assert.ok(packed.has(path), `${path} is not in the package`);
});

test('VS Code custom data offers the literal values of choice attributes, never a type name', () => {
  generateVsCodeCustomElementData(manifest, { outdir: out, hideLogs: true });
  const tags = Object.fromEntries(json('vscode.html-custom-data.json').tags.map((t) => [t.name, t]));
  const values = (tag, attr) => tags[tag].attributes.find((a) => a.name === attr)?.values?.map((v) => v.name);
  assert.deepEqual(values('lease-fencing-lab', 'enforcement'), ['none', 'watermark', 'epoch']);
  assert.deepEqual(values('swarm-lease-lab', 'mechanism'), ['none', 'lease', 'fencing']);
  for (const tag of Object.values(tags)) {
    for (const attr of tag.attributes) for (const v of attr.values ?? []) assert.match(v.name, /^[a-z]+$/, `${tag.name} ${attr.name}="${v.name}"`);
  }
});

test('JetBrains web-types list every event by its name with its detail type', () => {
  generateJetBrainsWebTypes(manifest, { outdir: out, hideLogs: true });
  const webTypes = json('web-types.json');
  for (const el of elements) {
    const generated = webTypes.contributions.html.elements.find((e) => e.name === el.tagName);
    assert.deepEqual((generated.events ?? []).map((e) => e.name), (el.events ?? []).map((e) => e.name));
    for (const e of generated.events ?? []) assert.match(e.type, /^(LeaseFencing|SwarmLease|SafetyMap)\w+Detail$/, `${el.tagName} ${e.name}`);
    if (!el.tagName.endsWith('-lab')) continue;
    const enforcement = generated.attributes.find((a) => a.name === 'enforcement' || a.name === 'mechanism');
    assert.deepEqual(literals(enforcement.value.type), el.tagName === 'swarm-lease-lab' ? ['none', 'lease', 'fencing'] : ['none', 'watermark', 'epoch']);
  }
});

/** A JSX value of the attribute's manifest type. */
function value(type) {
  if (type.includes("'")) return `"${literals(type)[0]}"`;
  if (type === 'boolean') return '{true}';
  if (type.startsWith('number')) return '{1}';
  return '"x"';
}

/** JSX using every attribute (by name or by property) and every event of every element, with typed details. */
function everyAttributeAndEvent(key) {
  return elements.map((el) => {
    const props = el.attributes.map((a) => `${a[key]}=${value(a.type.text)}`);
    // The detail must be typed: a verdict is a string, never assignable to number (as `any` would be).
    const events = (el.events ?? []).map((e) => `on${e.name}={(e) => {\n      // @ts-expect-error the detail is typed\n      const typed: number = e.detail;\n      void typed;\n    }}`);
    const result = el.tagName.endsWith('-lab') ? [`onlab-result={(e) => { const verdict: string = e.detail.run.verdict; void verdict; }}`] : [];
    return `  <${el.tagName}\n    ${[...props, ...events.filter((e) => !e.startsWith('onlab-result')), ...result].join('\n    ')}\n  />`;
  });
}

function typeCheck(name, source) {
  const dir = join(out, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'usage.tsx'), source);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', target: 'es2022', lib: ['es2022', 'dom'], types: [], skipLibCheck: true },
    include: ['*.ts', '*.tsx'],
  }));
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    assert.fail(`${name} does not type-check:\n${error.stdout}${error.stderr}`);
  }
}

test('JSX types generated from the manifest type-check a TSX file using every attribute and event', () => {
  generateJsxTypes(manifest, { outdir: join(out, 'generated-jsx'), fileName: 'lease-labs-jsx.ts', globalTypePath: 'lease-labs', hideLogs: true });
  typeCheck('generated-jsx', [
    "import type { CustomElements } from './lease-labs-jsx';",
    "declare module 'react' { namespace JSX { interface IntrinsicElements extends CustomElements {} } }",
    'export const page = (<>',
    ...everyAttributeAndEvent('name'),
    '  {/* @ts-expect-error only the literal values are allowed */}',
    '  <lease-fencing-lab enforcement="Enforcement" />',
    '</>);',
  ].join('\n'));
});

test('lease-labs/react accepts every manifest attribute (as its property) and every event', () => {
  typeCheck('react', [
    "import type {} from 'lease-labs/react';",
    'export const page = (<>',
    ...everyAttributeAndEvent('fieldName'),
    '  {/* @ts-expect-error only the literal values are allowed */}',
    '  <swarm-lease-lab mechanism="Mechanism" />',
    '</>);',
  ].join('\n'));
});

/** `lab-result` → `onLabResult`: the component's event prop. */
const eventProp = (name) => `on${name.replace(/(^|-)(\w)/g, (_, _dash, c) => c.toUpperCase())}`;

/** JSX using every component of lease-labs/react with every property and typed event prop. */
function everyComponentPropAndEvent() {
  return elements.map((el) => {
    const props = el.attributes.map((a) => `${a.fieldName === 'key' ? 'valueKey' : a.fieldName}=${value(a.type.text)}`);
    const events = (el.events ?? []).map((e) => `${eventProp(e.name)}={(e) => {\n      // @ts-expect-error the detail is typed\n      const typed: number = e.detail;\n      void typed;\n    }}`);
    return `  <${el.name}\n    ${[...props, ...events].join('\n    ')}\n  />`;
  });
}

test('lease-labs/react components take every manifest attribute as its property and every event as a typed on… prop', () => {
  const names = elements.map((el) => el.name);
  assert.deepEqual([...names].sort(), ['LeaseFencingLab', 'LeaseLabStep', 'LeaseLabValue', 'LeaseLabWhen', 'LeaseSafetyMap', 'SwarmLeaseLab']);
  typeCheck('react-components', [
    `import { ${names.join(', ')} } from 'lease-labs/react';`,
    'export const page = (<>',
    ...everyComponentPropAndEvent(),
    '  <SwarmLeaseLab onLabResult={(e) => { const verdict: string = e.detail.run.verdict; void verdict; }} onLabTime={(e) => { const t: number = e.detail.time; void t; }} />',
    '  {/* @ts-expect-error only the literal values are allowed */}',
    '  <SwarmLeaseLab mechanism="Mechanism" />',
    '  {/* @ts-expect-error the value key is valueKey; React keeps key for itself */}',
    '  <LeaseLabValue valueKey={1} />',
    '</>);',
  ].join('\n'));
});

test('the package ships editor data with every attribute typed and defaulted, as the README tells VS Code to read it', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('Editors complete every tag'));
  const settings = JSON.parse(after.match(/```json\n([\s\S]*?)```/)[1]);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { cwd: root, encoding: 'utf8' }));
  const packed = new Set(files.map((f) => f.path));
  const named = [...settings['html.customData'], ...settings['css.customData']].map((p) => p.replace('./node_modules/lease-labs/', ''));
  for (const path of [...named, pkg['web-types'].replace('./', '')]) assert.ok(packed.has(path), `${path} is not in the package`);
  const read = (path) => readFileSync(join(root, path), 'utf8');
  for (const path of [...named, 'dist/web-types.json']) {
    const text = read(path);
    assert.doesNotMatch(text, /undefined/, path);
    assert.doesNotMatch(text, /\\n\\n\\n/, `${path} has a blank run`);
    assert.doesNotMatch(text, /"values": \[\]/, `${path} offers an empty value list`);
  }
  const webTypes = JSON.parse(read('dist/web-types.json'));
  for (const el of webTypes.contributions.html.elements) {
    for (const a of el.attributes) assert.ok(a.value?.type && a.value.default !== undefined, `${el.name} ${a.name} has no type or default`);
  }
  const css = JSON.parse(read(named[1]));
  for (const p of css.properties) assert.match(p.description, /Default: /, `${p.name} has no default`);
  const html = JSON.parse(read(named[0]));
  const ttl = html.tags.find((t) => t.name === 'swarm-lease-lab').attributes.find((a) => a.name === 'ttl');
  assert.match(ttl.description, /Type: number\. Default: 4\./);
});
