/**
 * An element's static styles in its shadow root, whichever document it is in. Lit adopts them once, when it
 * creates the root, and not at all for a pre-rendered root that its hydration support takes over (that root
 * keeps the server's inline `<style>`, which a CSP without 'unsafe-inline' blocks). A root moved to another
 * document (`document.adoptNode`, Document Picture-in-Picture) loses its adopted sheets, and a constructed
 * sheet can only be adopted in the document it was made for. This controller adopts the styles each time the
 * element is connected with a root that does not hold its document's sheets, and drops the server's `<style>`
 * elements, so the styles never depend on inline CSS being allowed.
 */
import type { CSSResult, CSSResultOrNative, LitElement, ReactiveController } from 'lit';
import { supportsAdoptingStyleSheets } from 'lit';

/** Copies of the styles made for another window's document (an iframe's, a Picture-in-Picture window's). */
const copies = new WeakMap<Document, Map<CSSResultOrNative, CSSStyleSheet>>();

/**
 * The sheets `styles` are adopted as in `doc`: Lit's own in this document, copies made in another window's
 * (once per document), none in a document without a window (createHTMLDocument), which shows nothing.
 */
function sheetsFor(doc: Document, styles: CSSResultOrNative[]): CSSStyleSheet[] | undefined {
  if (doc === document) return styles.map((style) => (style instanceof CSSStyleSheet ? style : style.styleSheet!));
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view) return undefined;
  let made = copies.get(doc);
  if (!made) copies.set(doc, (made = new Map()));
  return styles.map((style) => {
    let sheet = made.get(style);
    if (!sheet) {
      sheet = new view.CSSStyleSheet();
      sheet.replaceSync((style as CSSResult).cssText ?? [...(style as CSSStyleSheet).cssRules].map((rule) => rule.cssText).join('\n'));
      made.set(style, sheet);
    }
    return sheet;
  });
}

export class DocumentStyles implements ReactiveController {
  #serverStylesDropped = false;

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  /** Adopts the document's sheets unless the root holds them already (a move between documents empties it). */
  hostConnected(): void {
    // Not `instanceof ShadowRoot`: a root moved to another window's document may take that window's prototype.
    const root = this.host.shadowRoot;
    const sheets = root && supportsAdoptingStyleSheets && sheetsFor(this.host.ownerDocument, (this.host.constructor as typeof LitElement).elementStyles);
    if (!root || !sheets) return;
    const held = root.adoptedStyleSheets;
    if (held.length !== sheets.length || sheets.some((sheet, i) => held[i] !== sheet)) root.adoptedStyleSheets = sheets;
    if (!this.#serverStylesDropped) this.#dropServerStyles(root);
  }

  /** The server's inline `<style>` elements, now that the same rules are adopted. */
  #dropServerStyles(root: ShadowRoot): void {
    this.#serverStylesDropped = true;
    // Not `:scope > style`: in a shadow root `:scope` is the document's root element, so it matches nothing.
    for (const style of [...root.children].filter((child) => child.localName === 'style')) {
      if (this.host.renderOptions.renderBefore === style) this.host.renderOptions.renderBefore = style.nextSibling;
      style.remove();
    }
  }
}
