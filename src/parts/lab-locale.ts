/**
 * Which language a lab speaks: its own `lang`, else the nearest ancestor's (through shadow hosts), else
 * `<html lang>`, as a screen reader would read it. A locale with no catalog falls back to English (the lab's
 * text then carries `lang="en"`); a shipped one is fetched on first use, the lab's first render waiting for it
 * (`ready`). One MutationObserver for the whole page watches `lang` attributes, so switching a page's language
 * re-renders. On the server the element's own `lang` decides, in a language whose catalog is registered.
 */
import { isServer, type ReactiveController, type ReactiveElement } from 'lit';
import { catalogFor, catalogVersion, loadLocale, onRegistered, shippedFor, withLocale } from './messages.js';

/** Every connected lab, re-resolved when any `lang` on the page changes. */
const labs = new Set<LabLocale>();
let observer: MutationObserver | undefined;

function watch(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  onRegistered(() => labs.forEach((l) => l.resolve()));
  observer = new MutationObserver(() => labs.forEach((l) => l.resolve()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

/** The `lang` in force at `el`: its own or the nearest ancestor's, crossing shadow roots to their hosts. */
export function langAt(el: Element): string {
  for (let node: Node | null = el; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
    const lang = (node as Element).getAttribute?.('lang');
    if (lang) return lang.trim();
  }
  return '';
}

/** Longest a lab's first render waits for its language's module before it draws in English. */
const LOCALE_WAIT_MS = 2000;

/** What the server renderer calls on the host directly: `willUpdate` and `render`. */
type ServerRendered = { willUpdate(changed: unknown): void; render(): unknown };

/**
 * Lit's server renderer calls neither `hostConnected` nor `performUpdate`, only `willUpdate` and `render`:
 * both then run in the locale of the element's own `lang` (an ancestor's is not known there). A function of
 * its own, so browser bundles, where `isServer` is false, leave it out.
 */
function renderInLocale(host: ServerRendered, locale: LabLocale): void {
  const { willUpdate, render } = host;
  host.willUpdate = (changed) => {
    locale.resolve();
    withLocale(locale.locale, () => willUpdate.call(host, changed));
  };
  host.render = () => withLocale(locale.locale, () => render.call(host));
}

/** The controller: `locale` is the language the lab renders in now, always one it has messages for. */
export class LabLocale implements ReactiveController {
  #host: ReactiveElement;
  #enabled: () => boolean;
  /** The active locale ("en" until another is resolved and loaded). */
  locale = 'en';
  /** The locale and the catalogs' version: what the parts a lab guards by its run are also keyed by. */
  key = 'en 0';

  /** `enabled`: whether the lab's own texts are translated; a lab not yet converted stays in English. */
  constructor(host: ReactiveElement, enabled: () => boolean) {
    this.#host = host;
    this.#enabled = enabled;
    host.addController(this);
    if (isServer) renderInLocale(host as unknown as ServerRendered, this);
  }

  /**
   * Resolves once the lab's language has its messages: at once when it needs no module, else when its
   * module has loaded or failed, or after `LOCALE_WAIT_MS`. A lab's first render waits for it, so a
   * pre-rendered German lab hydrates in German rather than in English first.
   */
  ready(): Promise<unknown> {
    const lang = this.#enabled() ? langAt(this.#host) : '';
    const shipped = lang && !catalogFor(lang) ? shippedFor(lang) : null;
    if (!shipped) return Promise.resolve();
    return Promise.race([loadLocale(shipped), new Promise((done) => setTimeout(done, LOCALE_WAIT_MS))]);
  }

  hostConnected(): void {
    labs.add(this);
    watch();
    this.resolve();
  }

  hostDisconnected(): void {
    labs.delete(this);
  }

  /** Reads the `lang` in force again and re-renders on a change; starts loading a shipped module it lacks. */
  resolve(): void {
    const lang = this.#enabled() ? langAt(this.#host) : '';
    const found = lang ? catalogFor(lang) : null;
    const shipped = lang ? shippedFor(lang) : null;
    // Its registration, once loaded, resolves every lab again (`watch`). A server renders synchronously.
    if (!found && shipped && !isServer) void loadLocale(shipped);
    this.#set(found ?? 'en');
  }

  #set(locale: string): void {
    const key = `${locale} ${locale === 'en' ? 0 : catalogVersion()}`;
    if (key === this.key) return;
    const old = this.key;
    this.locale = locale;
    this.key = key;
    // On the server the render that follows reads the locale; an update requested there would never run.
    if (!isServer) this.#host.requestUpdate('localeKey', old);
  }
}

/**
 * An element's `scheduleUpdate` for one that draws at once rather than in a lab's stages (the companions): its
 * first client update waits for its language (`ready`), as a lab's first render does, so it never shows English
 * a moment before the page's language. Later updates, and the server's render, go at once.
 */
export function scheduleInLocale(host: ReactiveElement, locale: LabLocale, update: () => void | Promise<unknown>): void | Promise<unknown> {
  return host.hasUpdated || isServer ? update() : locale.ready().then(update);
}
