// The prose of the built demo pages (dist/demo/, from `npm run build`) is true for every input of the labs it
// follows: each lab the prose names gets 200 random inputs (seeded fast-check, valid values from the lab's field
// table) and then every step press, and after each one every `<lease-lab-when>` shows its sentence exactly when
// its condition holds for the lab's `run` (read here from the run itself, not from the element), hidden
// sentences have no box, and no visible sentence says "at never", "undefined", "NaN" or shows an empty value.
// With JavaScript off, the pre-rendered pages show exactly the sentences true for the labs' opening input.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { LitElement } from 'lit';
import { open, until } from './page-helpers.js';
import { settled } from '../helpers.js';
import type { Field, NumberField } from '../../src/sim/fields.js';
import { LEASE_FENCING_DEFAULTS, LEASE_FENCING_FIELDS, readLeaseFencingInput } from '../../src/sim/lease-fencing-input.js';
import { SWARM_LEASE_DEFAULTS, SWARM_LEASE_FIELDS, readSwarmLeaseInput } from '../../src/sim/swarm-lease-input.js';
import { simulateLeaseFencing } from '../../src/sim/lease-fencing.js';
import { simulateSwarmLease } from '../../src/sim/swarm-lease.js';
import { toMs } from '../../src/sim/time.js';

type Input = Record<string, unknown>;
type Run = Record<string, unknown> & { verdict: string };
/** What a check reads of a lab: its id, run and input (a live lab, or the opening run of a pre-rendered one). */
interface LabState {
  id: string;
  tag: string;
  run: Run;
  input: Input;
}
type Lab = LitElement & { run: Run; input: Input };

/** Each lab kind as the test knows it, from the engine's own tables: inputs, defaults and verdict identifiers. */
const KINDS: Record<string, { fields: readonly Field[]; defaults: Input; verdicts: string[]; opening(attrs: Input): { run: Run; input: Input } }> = {
  'lease-fencing-lab': {
    fields: LEASE_FENCING_FIELDS,
    defaults: LEASE_FENCING_DEFAULTS as unknown as Input,
    verdicts: ['no-takeover', 'contained', 'stopped', 'duplicate'],
    opening: (attrs) => {
      const { input } = readLeaseFencingInput(attrs);
      return { run: simulateLeaseFencing(input) as unknown as Run, input: input as unknown as Input };
    },
  },
  'swarm-lease-lab': {
    fields: SWARM_LEASE_FIELDS,
    defaults: SWARM_LEASE_DEFAULTS as unknown as Input,
    verdicts: ['DUPLICATE EFFECT', 'ONE EFFECT', 'ONE OWNER'],
    opening: (attrs) => {
      const { input } = readSwarmLeaseInput(attrs);
      return { run: simulateSwarmLease(input) as unknown as Run, input: input as unknown as Input };
    },
  },
};

const PAGES = ['/dist/demo/index.html', '/dist/demo/companions.html'];
const RUNS = 200;
const SEED = 20250125;
const COMPANIONS = 'lease-lab-when, lease-lab-value, lease-lab-step';

// ---- The conditions, read here from the run and input alone (companions.md, `<lease-lab-when>`) ----

const MISSING = Symbol('missing');

/** The value at a dotted key of a run; null past a null part or past an array's end; MISSING for no such key. */
function at(run: unknown, key: string): unknown {
  let value = run;
  for (const part of key.split('.')) {
    if (value === null) return null;
    if (Array.isArray(value) && /^\d+$/.test(part)) {
      value = Number(part) < value.length ? value[Number(part)] : null;
      continue;
    }
    if (typeof value !== 'object' || value === undefined || !Object.hasOwn(value, part)) return MISSING;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== false && v !== 0 && v !== '';
const word = (text: string) => text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/** The inputs an `input="…"` condition names, as property values (the syntax of a step's `set`). */
function wantedInputs(fields: readonly Field[], text: string): Input {
  const wanted: Input = {};
  for (const pair of text.split(/[\s;]+/).filter(Boolean)) {
    const eq = pair.indexOf('=');
    const name = (eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
    const value = eq < 0 ? null : pair.slice(eq + 1);
    const field = fields.find((f) => f.attribute === name);
    if (!field) throw new Error(`input="${text}": ${name} is not an input of the lab`);
    if (field.type === 'switch') wanted[field.name] = value === null || ['on', 'true', ''].includes(value.toLowerCase()) ? !field.default : field.default;
    else if (field.type === 'choice') wanted[field.name] = value;
    else wanted[field.name] = value === '' && field.nullable ? null : Number(value);
  }
  return wanted;
}

/** Whether every condition of a `when` holds for the lab's run and input. */
function holds(when: Element, lab: LabState): boolean {
  const kind = KINDS[lab.tag];
  const [verdict, has, lacks, input] = ['verdict', 'has', 'lacks', 'input'].map((a) => when.getAttribute(a)?.trim() || null);
  const what = when.outerHTML.slice(0, when.outerHTML.indexOf('>') + 1);
  expect(verdict ?? has ?? lacks ?? input, `${what} has a condition`).to.not.equal(null);
  let ok = true;
  if (verdict) {
    const listed = verdict.split(',').map(word).filter(Boolean);
    for (const v of listed) expect(kind.verdicts.map(word), `${what}: a verdict of the lab`).to.include(v);
    ok &&= listed.includes(word(lab.run.verdict));
  }
  for (const [key, wanted] of [[has, true], [lacks, false]] as const) {
    if (key === null) continue;
    const value = at(lab.run, key);
    expect(value, `${what}: ${key} is a value of the run`).to.not.equal(MISSING);
    ok &&= present(value) === wanted;
  }
  if (input) ok &&= Object.entries(wantedInputs(kind.fields, input)).every(([k, v]) => Object.is(lab.input[k], v));
  return ok;
}

// ---- What a reader sees ----

/** Whether a node has a box on the page (text through a range, so unslotted text counts as unrendered). */
function rendered(node: Node): boolean {
  if (node.nodeType === Node.ELEMENT_NODE) return (node as Element).getClientRects().length > 0;
  const range = (node.ownerDocument as Document).createRange();
  range.selectNodeContents(node);
  return range.getClientRects().length > 0;
}

/** The content nodes of an element that a reader could see: elements and text that is not only whitespace. */
const content = (el: Element) => [...el.childNodes].filter((n) => n.nodeType === Node.ELEMENT_NODE || (n.nodeType === Node.TEXT_NODE && (n as Text).data.trim()));

/** The text of a node in the flat tree, as rendered: shadow roots instead of light DOM, slots by what they show. */
function flatText(win: Window, node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  if (['style', 'script', 'template'].includes(el.localName) || win.getComputedStyle(el).display === 'none') return '';
  if (el.localName === 'slot') {
    const assigned = (el as HTMLSlotElement).assignedNodes({ flatten: true });
    return (assigned.length ? assigned : [...el.childNodes]).map((n) => flatText(win, n)).join('');
  }
  return [...(el.shadowRoot ?? el).childNodes].map((n) => flatText(win, n)).join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Tracks, per `when`, whether it has been seen shown and seen hidden: every sentence must be reachable. */
type Seen = Map<Element, { shown: number; hidden: number }>;

/**
 * Checks every sentence of the prose about `lab` on the page: each `when` shows iff its condition holds (and its
 * content has a box iff shown), each visible value reads a value the run has, and each visible paragraph or list
 * item holding a value or a `when` says nothing false-looking. `context` names the input in failure messages.
 */
function checkProse(win: Window, lab: LabState, context: string, seen?: Seen): void {
  const doc = win.document;
  const whens = [...doc.querySelectorAll(`lease-lab-when[for="${lab.id}"]`)];
  const truth = new Map(whens.map((w) => [w, holds(w, lab)]));
  for (const [when, ok] of truth) {
    const label = `${context}: “${squash(when.textContent ?? '').slice(0, 80)}”`;
    const boxes = content(when).map(rendered);
    expect(boxes.length, label).to.be.greaterThan(0);
    expect(boxes, `${label} ${ok ? 'is shown' : 'is hidden'} (its condition ${ok ? 'holds' : 'does not hold'})`).to.deep.equal(boxes.map(() => ok));
    expect(!!when.shadowRoot?.querySelector('slot'), `${label}: slotted iff shown`).to.equal(ok);
    const tally = seen?.get(when) ?? { shown: 0, hidden: 0 };
    tally[ok ? 'shown' : 'hidden']++;
    seen?.set(when, tally);
  }
  /** Whether every `when` around a node shows (each is checked against its own lab). */
  const visible = (el: Element) => {
    for (let w = el.parentElement?.closest('lease-lab-when'); w; w = w.parentElement?.closest('lease-lab-when')) {
      if (truth.has(w) ? !truth.get(w) : !rendered(content(w)[0])) return false;
    }
    return true;
  };
  for (const value of doc.querySelectorAll(`lease-lab-value[for="${lab.id}"]`)) {
    if (!visible(value)) continue;
    const key = value.getAttribute('key') ?? '';
    const raw = at(lab.run, key);
    const text = squash(flatText(win, value));
    const label = `${context}: the value ${key} reads “${text}”`;
    expect(raw, `${label}, a value the run has`).to.not.equal(MISSING);
    expect(raw, `${label}, which is absent from the run: an empty value`).to.not.equal(null);
    expect(text, label).to.not.equal('');
    // English groups a value's thousands ("86,400 s"); the platform's formatter is the reference.
    const shown = typeof raw === 'number' ? (toMs(raw) / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 }) : '';
    if (typeof raw === 'number') expect(text.replace(/\u00a0/g, ' '), label).to.match(new RegExp(`^${shown.replace('.', '\\.')}( s)?$`));
  }
  for (const block of doc.querySelectorAll('main p, main li, main figcaption')) {
    if (!block.querySelector(`lease-lab-value[for="${lab.id}"], lease-lab-when[for="${lab.id}"]`) || !rendered(block)) continue;
    const text = squash(flatText(win, block));
    const label = `${context}: “${text}”`;
    expect(text, label).to.not.match(/\bundefined\b|\bNaN\b|\bnull\b/);
    expect(text, `${label} uses "never" as an instant`).to.not.match(/\b(?:at|by|from|until|till|to|on|takeover:?)\s+never\b/i);
    expect(text, `${label} has an empty value`).to.not.match(/\(\s*\)|:\s*[.,;]|\bat\s*[.,;]/);
    expect([...block.querySelectorAll(COMPANIONS)].filter((c) => c.shadowRoot?.querySelector('[part="notice"]')).length, `${label}: no notice`).to.equal(0);
  }
}

// ---- Driving a live page ----

/** lab-result counts per lab, so a check waits for the result the companions follow (not just the lab's render). */
function countResults(labs: Lab[]): Map<Lab, number> {
  const counts = new Map(labs.map((lab) => [lab, 0]));
  for (const lab of labs) lab.addEventListener('lab-result', () => counts.set(lab, (counts.get(lab) ?? 0) + 1));
  return counts;
}

/** Waits until the lab has rerun (if anything changed), told the page, and every companion of it has updated. */
async function caughtUp(win: Window, lab: Lab, counts: Map<Lab, number>, before: { run: Run; results: number }): Promise<void> {
  await settled(lab);
  if (lab.run !== before.run) await until(() => (counts.get(lab) ?? 0) > before.results, `lab-result from ${lab.id}`);
  for (const el of win.document.querySelectorAll<LitElement>(`lease-lab-when[for="${lab.id}"], lease-lab-value[for="${lab.id}"], lease-lab-step[for="${lab.id}"]`)) await settled(el);
}

const live = (lab: Lab): LabState => ({ id: lab.id, tag: lab.localName, run: lab.run, input: lab.input });

/** Whole milliseconds in a field's range: mostly small (halves of a second up to 30 s), sometimes anywhere. */
function secondsArb(f: NumberField): fc.Arbitrary<number> {
  const lo = toMs(f.min);
  const hi = toMs(f.max);
  return fc
    .oneof(
      { weight: 5, arbitrary: fc.integer({ min: 0, max: 60 }).map((halves) => halves * 500) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 30_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
      { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
    )
    .map((ms) => Math.min(hi, Math.max(lo, ms)) / 1000);
}

function fieldArb(f: Field): fc.Arbitrary<unknown> {
  if (f.type === 'choice') return fc.constantFrom(...f.options);
  if (f.type === 'switch') return fc.boolean();
  return f.nullable ? fc.option(secondsArb(f), { nil: null, freq: 2 }) : secondsArb(f);
}

/** A whole random input, or the opening input with a few fields changed (the story's neighbourhood). */
function inputArb(fields: readonly Field[], defaults: Input): fc.Arbitrary<Input> {
  const record = Object.fromEntries(fields.map((f) => [f.name, fieldArb(f)]));
  return fc.oneof(fc.record(record), fc.record(record, { requiredKeys: [] }).map((changes) => ({ ...defaults, ...changes })));
}

afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

describe('the demo pages’ prose is true for every input', () => {
  for (const src of PAGES) {
    it(`${src}: ${RUNS} random inputs per lab, then every step`, async function () {
      this.timeout(120_000);
      const win = await open(src);
      await until(() => ['lease-lab-when', 'lease-lab-value', 'lease-lab-step', 'lease-fencing-lab', 'swarm-lease-lab'].every((t) => !!win.customElements.get(t)), 'the page’s scripts');
      const doc = win.document;
      const ids = [...new Set([...doc.querySelectorAll(COMPANIONS)].map((c) => c.getAttribute('for') ?? ''))];
      const labs = ids.map((id) => doc.getElementById(id) as Lab);
      expect(labs.map((l) => l?.localName).every((t) => t in KINDS), `labs the prose follows: ${ids.join(', ')}`).to.equal(true);
      const counts = countResults(labs);
      await until(() => labs.every((lab) => (lab as unknown as { drawComplete: boolean }).drawComplete), 'the labs drawn');
      for (const lab of labs) await caughtUp(win, lab, counts, { run: lab.run, results: 0 });
      const seen: Seen = new Map();
      for (const lab of labs) checkProse(win, live(lab), `${lab.id} as the page opens`, seen);

      for (const lab of labs) {
        const kind = KINDS[lab.localName];
        let verdicts = new Set<string>();
        const result = await fc.check(
          fc.asyncProperty(inputArb(kind.fields, kind.defaults), async (input) => {
            const before = { run: lab.run, results: counts.get(lab) ?? 0 };
            Object.assign(lab, input);
            await caughtUp(win, lab, counts, before);
            verdicts.add(lab.run.verdict);
            checkProse(win, live(lab), `${lab.id} with ${JSON.stringify(input)}`, seen);
          }),
          { seed: SEED, numRuns: RUNS },
        );
        // The shrunk counterexample and, after it, what was false about the prose for it.
        if (result.failed) throw new Error(`${fc.defaultReportMessage(result)}\n${(result.errorInstance as Error)?.message}`);
        expect([...verdicts].sort(), `${lab.id}: the random inputs reach every verdict`).to.deep.equal([...kind.verdicts].sort());
        verdicts = new Set();
      }

      for (const step of doc.querySelectorAll<LitElement & { press(): void; expect: string }>('lease-lab-step')) {
        const lab = doc.getElementById(step.getAttribute('for') ?? '') as Lab;
        const before = { run: lab.run, results: counts.get(lab) ?? 0 };
        step.press();
        await caughtUp(win, lab, counts, before);
        const name = `${lab.id} after the step “${squash(step.textContent ?? '')}”`;
        if (step.expect) expect(word(lab.run.verdict), name).to.equal(word(step.expect));
        checkProse(win, live(lab), name, seen);
      }
      const never = [...seen].filter(([, t]) => !t.shown || !t.hidden).map(([w, t]) => `“${squash(w.textContent ?? '').slice(0, 60)}” (${t.shown ? 'never hidden' : 'never shown'})`);
      expect(never, 'every conditional sentence both shows and hides for some input').to.deep.equal([]);
    });
  }
});

describe('with JavaScript off, the pre-rendered pages show the sentences true for the opening input', () => {
  for (const src of PAGES) {
    it(src, async () => {
      const win = await open(src, 'allow-same-origin');
      expect(win.customElements.get('lease-lab-when'), 'no script ran').to.equal(undefined);
      const doc = win.document;
      const ids = [...new Set([...doc.querySelectorAll(COMPANIONS)].map((c) => c.getAttribute('for') ?? ''))];
      expect(ids.length).to.be.greaterThan(0);
      for (const id of ids) {
        const el = doc.getElementById(id) as Element;
        const kind = KINDS[el.localName];
        const attrs = Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
        const whens = doc.querySelectorAll(`lease-lab-when[for="${id}"]`);
        expect(whens.length, `${id}: conditional sentences`).to.be.greaterThan(0);
        expect([...whens].every((w) => w.shadowRoot), `${id}: every conditional sentence is pre-rendered`).to.equal(true);
        checkProse(win, { id, tag: el.localName, ...kind.opening(attrs) }, `${src} without JavaScript, ${id}`);
      }
    });
  }
});
