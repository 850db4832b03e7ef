/**
 * Which language a lab speaks: its own `lang`, else the nearest ancestor's (through shadow hosts), else
 * `<html lang>`, as a screen reader would read it. A locale with no catalog falls back to English (the lab's
 * text then carries `lang="en"`); a shipped one is fetched on first use, English shown meanwhile. One
 * MutationObserver for the whole page watches `lang` attributes, so switching a page's language re-renders.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { catalogFor, catalogVersion, loadLocale, onRegistered, shippedFor } from './messages.js';

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
    // Its registration, once loaded, resolves every lab again (`watch`).
    if (!found && shipped) void loadLocale(shipped);
    this.#set(found ?? 'en');
  }

  #set(locale: string): void {
    const key = `${locale} ${locale === 'en' ? 0 : catalogVersion()}`;
    if (key === this.key) return;
    const old = this.key;
    this.locale = locale;
    this.key = key;
    this.#host.requestUpdate('localeKey', old);
  }
}
