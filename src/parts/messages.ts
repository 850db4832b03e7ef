/**
 * The labs' own message layer. A message's id is its English text, `${}` parameters written as `{0}`, `{1}`…,
 * so English needs no catalog and a missing translation falls back to the English sentence. Catalogs live in
 * one registry on `globalThis`, so two copies of the bundle (a CDN script and an npm build) share them.
 *
 * One locale is active at a time: each lab sets its own before it renders (`withLocale`), so two labs on one
 * page may speak two languages. Why not `@lit/localize`: it holds one locale per page and costs about four
 * times as many bytes (README, "Localisation").
 */

/** A plural message: one text per `Intl.PluralRules` category ("one", "other", …); "other" is required. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
/** A language's translations, keyed by the English text. */
export type Catalog = Record<string, string | PluralText>;

interface Registry {
  catalogs: Record<string, Catalog>;
  loads: Record<string, Promise<unknown>>;
  /** Bumped by every registration, so labs already drawn redraw with the new messages. */
  version: number;
  /** Told of every registration (each copy of the bundle adds one, for its labs). */
  listeners: Array<() => void>;
}

const KEY = Symbol.for('lease-labs.messages');
const registry: Registry = ((globalThis as Record<symbol, Registry>)[KEY] ??= { catalogs: {}, loads: {}, version: 0, listeners: [] });

/** The shipped translations, each a module beside this one, fetched only by a page that needs it. */
const SHIPPED: Record<string, () => Promise<{ default: Catalog }>> = {
  de: () => import('../locales/de.js'),
  ja: () => import('../locales/ja.js'),
};

let active = 'en';

/** The locale messages are read in now ("en" unless a lab is rendering in another). */
export function currentLocale(): string {
  return active;
}

/** Runs `fn` with `locale` active, so what it builds (a render, a worksheet) is in that language. */
export function withLocale<T>(locale: string, fn: () => T): T {
  const before = active;
  active = locale;
  try {
    return fn();
  } finally {
    active = before;
  }
}

/**
 * Adds a language, or overrides single messages of a shipped one: entries merge into what is registered, and
 * labs already on the page redraw in it. Bad input is ignored, never thrown.
 */
export function registerMessages(locale: string, catalog: Catalog): void {
  const tag = String(locale).toLowerCase();
  if (!tag || typeof catalog !== 'object' || catalog === null) return;
  registry.catalogs[tag] = { ...registry.catalogs[tag], ...catalog };
  registry.version++;
  for (const listener of registry.listeners) listener();
}

/** Calls `listener` after every registration, from any copy of the bundle. */
export function onRegistered(listener: () => void): void {
  registry.listeners.push(listener);
}

/** A key that changes whenever any catalog does. */
export function catalogVersion(): number {
  return registry.version;
}

/** The registered locale a `lang` value is served by ("de-AT" → "de"), or null. */
export function catalogFor(lang: string): string | null {
  const tag = lang.toLowerCase();
  const base = tag.split('-')[0];
  return registry.catalogs[tag] ? tag : registry.catalogs[base] ? base : null;
}

/** Whether a `lang` has a shipped module not yet loaded: a lab waits for it in English. */
export function shippedFor(lang: string): string | null {
  const base = lang.toLowerCase().split('-')[0];
  return base in SHIPPED ? base : null;
}

/** Loads a shipped locale's module once (never throws: a failed load leaves the lab in English). */
export function loadLocale(locale: string): Promise<unknown> {
  return (registry.loads[locale] ??= SHIPPED[locale]().then(
    // An author's overrides registered before the module arrived win over the shipped messages.
    (m) => registerMessages(locale, { ...m.default, ...registry.catalogs[locale] }),
    () => undefined,
  ));
}

/** Each message text split once at its parameters: text pieces at even places, parameter numbers at odd ones. */
const pieces = new Map<string, Array<string | number>>();

/** `text`'s pieces (see `pieces`), split on its first use. */
function split(text: string): Array<string | number> {
  let found = pieces.get(text);
  if (!found) pieces.set(text, (found = text.split(/\{(\d+)\}/).map((piece, i) => (i % 2 ? Number(piece) : piece))));
  return found;
}

/** `text` with its `{0}`, `{1}`… replaced by `values`; a text without parameters comes back as it is. */
function fill(text: string, values: readonly unknown[]): string {
  if (!values.length) return text;
  const parts = split(text);
  let out = '';
  for (let i = 0; i < parts.length; i++) out += i % 2 ? String(values[parts[i] as number]) : parts[i];
  return out;
}

/** The text of `id` in the active locale, parameters still as `{0}`…; the id itself (English) when it has none. */
function lookup(id: string): string {
  const found = active === 'en' ? undefined : registry.catalogs[active]?.[id];
  return typeof found === 'string' ? found : id;
}

/** Each call site's id, built once: a tagged template's strings array is the same object at every call. */
const ids = new WeakMap<TemplateStringsArray, string>();

/** A tagged template's id: its `${}` parameters numbered {0}, {1}…. */
function idOf(strings: TemplateStringsArray): string {
  let id = ids.get(strings);
  if (id === undefined) ids.set(strings, (id = strings.reduce((built, s, i) => `${built}{${i - 1}}${s}`)));
  return id;
}

/** The text of `id` in the active locale (English when it has none), parameters filled in. */
export function tr(id: string, ...values: unknown[]): string {
  return fill(lookup(id), values);
}

/** A tagged message: msg`A wrote at ${t}.`-style ids: looks up "A wrote at {0}." and fills in the parameter. */
export function msg(strings: TemplateStringsArray, ...values: unknown[]): string {
  return tr(idOf(strings), ...values);
}

/**
 * A tagged message whose parameters stay as they are (a Lit template, such as a moving time in its box): the
 * text in the active locale as a list of its pieces and its parameters, in the translation's order, for Lit
 * to render in place of one string.
 */
export function msgParts(strings: TemplateStringsArray, ...values: unknown[]): unknown[] {
  // Without empty pieces: a server-rendered '' hydrates as a text part without a text node, and Lit then writes
  // the part's next text into its end marker, where no one sees it.
  return split(lookup(idOf(strings)))
    .map((piece, i) => (i % 2 ? values[piece as number] : piece))
    .filter((piece) => piece !== '' && piece !== null && piece !== undefined);
}

/**
 * A counted message in the active locale's plural category: English picks `one` or `other`; a catalog keys a
 * translation by the English `other` text and may give every category its locale has. `{0}` is the count.
 */
export function plural(n: number, one: string, other: string): string {
  const found = active === 'en' ? undefined : registry.catalogs[active]?.[other];
  if (found === undefined || typeof found === 'string') return tr(n === 1 ? one : other, n);
  const category = new Intl.PluralRules(active).select(n);
  return fill(found[category] ?? found.other, [n]);
}

/** Marks a data string as a message id (so the key test finds it); translated where it is shown, with `tr`. */
export const text = (id: string): string => id;

/** The space between two sentences side by side: none in Japanese, whose full stop carries its own room. */
export const SENTENCE_GAP = text(' ');

/** Clauses of one list sentence ("A's write at 18 s accepted; B's …"): a comma in Japanese. */
export const CLAUSE_GAP = text('; ');

/** Sentences side by side, in the active locale's way. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.join(tr(SENTENCE_GAP));
}

/** "Name: what it says", with the active locale's colon. */
export function labelled(label: string, words: string): string {
  return msg`${label}: ${words}`;
}
