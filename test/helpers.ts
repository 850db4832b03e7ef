/** Shared helpers for element tests: reading what a user sees, waiting for results, watching for leaks. */
import { sendKeys } from '@web/test-runner-commands';
import { fixture } from '@open-wc/testing';
import type { LitElement, TemplateResult } from 'lit';

/** All text a user can see in an element's shadow root, whitespace collapsed. */
export function shadowText(el: Element, selector = ':host'): string {
  const root = el.shadowRoot as ShadowRoot;
  const node = selector === ':host' ? root : root.querySelector(selector);
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Text with each no-break space read as a plain space and word joiners dropped: for tests about what a text says, not where it may
 * wrap (the labs join every number to its unit with U+00A0; `test/elements/units.test.ts` pins that).
 */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
}

export function $(el: Element, selector: string): HTMLElement {
  const found = el.shadowRoot?.querySelector(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found as HTMLElement;
}

export function $$(el: Element, selector: string): HTMLElement[] {
  return [...(el.shadowRoot?.querySelectorAll(selector) ?? [])] as HTMLElement[];
}

/** Text of each body row of a table inside the shadow root, one array of cell texts per row. */
export function tableRows(el: Element, tableId: string): string[][] {
  return $$(el, `#${tableId} tbody tr`).map((tr) => [...tr.children].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** The text of a metric's value, no-break spaces read as spaces. */
export function metric(el: Element, id: string): string {
  return plain(el.shadowRoot?.querySelector(`[data-metric="${id}"] .metric-value`)?.textContent).trim();
}

/**
 * Opens a lab's closed sections as a reader does, by clicking each summary (all of them, or those named by
 * `data-section`), and waits for their content, which a closed section does not draw.
 */
export async function openSections(el: LitElement, ...names: string[]): Promise<void> {
  await settled(el);
  for (const d of $$(el, 'details[data-section]') as HTMLDetailsElement[]) {
    if (!d.open && (!names.length || names.includes(d.dataset.section ?? ''))) d.querySelector('summary')!.click();
  }
  await settled(el);
}

/** Two animation frames: what observers, `lab-time` and delayed styles do trails a change by up to a frame. */
export const frames = (): Promise<unknown> => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/** Resolves after the element has finished all pending updates (including the ones an update triggers). */
export async function settled(el: LitElement): Promise<void> {
  while (!(await el.updateComplete)) {
    /* keep waiting */
  }
  await el.updateComplete;
}

/**
 * Types into a shadow-DOM input as a user would and then commits it as leaving the field does: set the
 * value, fire input, fire change. (Typed numbers apply on change, Enter or a pause, never per keystroke.)
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Records every way a page could leak or persist data: network requests (fetch, XHR, beacon, WebSocket,
 * resource timing entries), storage, cookies and URL/history changes. `restore()` undoes the patches.
 */
export function watchForLeaks() {
  const calls: string[] = [];
  const restores: Array<() => void> = [];
  const patch = <T extends object>(obj: T, key: keyof T, label: string) => {
    const original = obj[key];
    (obj as Record<keyof T, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
      calls.push(label);
      return (original as unknown as (...a: unknown[]) => unknown).apply(this, args);
    };
    restores.push(() => ((obj as Record<keyof T, unknown>)[key] = original));
  };
  patch(window, 'fetch', 'fetch');
  patch(XMLHttpRequest.prototype, 'open', 'xhr');
  patch(navigator, 'sendBeacon', 'beacon');
  patch(Storage.prototype, 'setItem', 'storage');
  patch(history, 'pushState', 'pushState');
  patch(history, 'replaceState', 'replaceState');
  const OriginalSocket = window.WebSocket;
  window.WebSocket = function () {
    calls.push('websocket');
    throw new Error('blocked');
  } as unknown as typeof WebSocket;
  restores.push(() => (window.WebSocket = OriginalSocket));
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie?.get?.call(document),
    set: (v: string) => {
      calls.push('cookie');
      cookie?.set?.call(document, v);
    },
  });
  restores.push(() => delete (document as unknown as Record<string, unknown>).cookie);
  const href = location.href;
  const resources = performance.getEntriesByType('resource').length;
  const storageSizes = [localStorage.length, sessionStorage.length];
  return {
    report(): string[] {
      const found = [...calls];
      if (location.href !== href) found.push(`url changed to ${location.href}`);
      const newEntries = performance.getEntriesByType('resource').slice(resources).map((e) => e.name).filter((n) => !n.startsWith('blob:'));
      if (newEntries.length) found.push(`requests: ${newEntries.join(', ')}`);
      if (localStorage.length !== storageSizes[0] || sessionStorage.length !== storageSizes[1]) found.push('storage size changed');
      return found;
    },
    restore(): void {
      for (const r of restores.reverse()) r();
    },
  };
}

/** The engine running this test file: the suite runs in Chromium, Firefox and WebKit (see web-test-runner.config.mjs). */
export const engine: 'chromium' | 'firefox' | 'webkit' = /Firefox\//.test(navigator.userAgent)
  ? 'firefox'
  : /Chrome\//.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';

/**
 * A test that only Chromium can run, because it needs a Chrome DevTools Protocol command; elsewhere it is
 * skipped and its title says why (each such gap is listed in CONTRIBUTING.md).
 */
export function itInChromium(title: string, why: string, fn: () => Promise<void>): void {
  if (engine === 'chromium') it(title, fn);
  else it.skip(`${title} [Chromium only: ${why}]`, fn);
}

/**
 * Presses `key` while `modifier` is held. Puppeteer (Chromium, Firefox) holds keys with down/up; the WebKit
 * WebDriver launcher takes the whole chord as one press ("Control+a"), since classic WebDriver's
 * sendKeys in @web/test-runner-commands knows only press and type.
 */
export async function pressChord(modifier: string, key: string): Promise<void> {
  if (engine === 'webkit') return sendKeys({ press: `${modifier}+${key}` });
  await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  await sendKeys({ up: modifier });
}

/**
 * The text a `::before` shows, as one quoted string. Engines serialise a computed `content` differently:
 * Chromium resolves `attr()` and joins the strings, WebKit keeps the strings apart, Firefox keeps `attr(x)`.
 */
export function beforeText(el: Element): string {
  const content = getComputedStyle(el, '::before').content;
  const parts = content.match(/"(?:[^"\\]|\\.)*"|attr\(\s*([\w-]+)\s*\)/g) ?? [];
  return `"${parts.map((p) => (p.startsWith('attr') ? el.getAttribute(p.slice(5, -1).trim()) ?? '' : p.slice(1, -1))).join('')}"`;
}

/** Counts an element's renders from now on: for tests of how much work an edit or a load costs. */
export function countRenders(el: Element): () => number {
  const view = el as unknown as { render(): unknown };
  const draw = view.render;
  let renders = 0;
  view.render = function (this: unknown) {
    renders++;
    return draw.call(this);
  };
  return () => renders;
}

/** A lab (or any Lit element) from markup, once it is whole: every part drawn and its first result out. */
export async function drawnLab<T extends LitElement>(markup: TemplateResult): Promise<T> {
  const el = await fixture<T>(markup);
  await settled(el);
  return el;
}

/** Resolves once `check()` holds, polling every 10 ms; rejects after `ms`, naming `what` it waited for. */
export function until(check: () => boolean, ms = 5000, what = 'the condition'): Promise<void> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const poll = () => (check() ? resolve() : performance.now() - start > ms ? reject(new Error(`timed out waiting for ${what}`)) : setTimeout(poll, 10));
    poll();
  });
}

/** sRGB channels (0–255) and alpha of a computed colour: "rgb(…)", "rgba(…)" or "color(srgb …)". */
export function parseColor(text: string): [number, number, number, number] {
  const srgb = text.match(/color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)/);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
  const rgb = text.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)/);
  if (!rgb) throw new Error(`unparsed colour ${text}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
}

/** WCAG 2 contrast ratio of two computed colours, their alpha ignored (a test that needs opaque ones says so). */
export function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = parseColor(c).slice(0, 3).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text-spacing bookmarklet's values (WCAG 1.4.12: line, letter, word and paragraph spacing). */
export const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * Applies the reader's text spacing to each of `roots` (the document and shadow roots), as a bookmarklet does
 * after the page is drawn; returns what takes it off again.
 */
export function spaceText(...roots: (Document | ShadowRoot)[]): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(TEXT_SPACING);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    for (const root of roots) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
