/**
 * An element's static styles in its shadow root, whichever document it is in. Lit adopts them once, when it
 * creates the root, and not at all for a pre-rendered root that its hydration support takes over (that root
 * keeps the server's inline `<style>`, which a CSP without 'unsafe-inline' blocks). A root moved to another
 * document (`document.adoptNode`, Document Picture-in-Picture) loses its adopted sheets, and a constructed
 * sheet can only be adopted in the document it was made for. This controller adopts the styles each time the
 * element is connected in a document it is not styled for, and drops the server's `<style>` elements, so the
 * styles never depend on inline CSS being allowed.
 */
import { adoptStyles, type CSSResultOrNative, type LitElement, type ReactiveController, supportsAdoptingStyleSheets } from 'lit';

/** Copies of a stylesheet made for another document (an iframe's, a Picture-in-Picture window's), per document. */
const copies = new WeakMap<Document, WeakMap<CSSResultOrNative, CSSStyleSheet>>();

/** A style's CSS text, from a `css` result or a constructed sheet. */
const cssText = (style: CSSResultOrNative): string =>
  style instanceof CSSStyleSheet ? [...style.cssRules].map((rule) => rule.cssText).join('\n') : style.cssText;

/** `style` as a sheet constructed in `doc`'s window, made once per document. */
function sheetIn(doc: Document, view: Window & typeof globalThis, style: CSSResultOrNative): CSSStyleSheet {
  let sheets = copies.get(doc);
  if (!sheets) copies.set(doc, (sheets = new WeakMap()));
  let sheet = sheets.get(style);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(cssText(style));
    sheets.set(style, sheet);
  }
  return sheet;
}

/** The sheets `styles` adopt as in `doc`: Lit's own in this document, copies in another window's, none without a window. */
function sheetsFor(doc: Document, styles: CSSResultOrNative[]): CSSStyleSheet[] | undefined {
  if (doc === document) return styles.map((style) => (style instanceof CSSStyleSheet ? style : style.styleSheet!));
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  return view ? styles.map((style) => sheetIn(doc, view, style)) : undefined;
}

export class DocumentStyles implements ReactiveController {
  #serverStylesDropped = false;

  constructor(private readonly host: LitElement) {
    host.addController(this);
  }

  /**
   * Adopts the sheets for the element's document unless its root holds them already (a move between
   * documents empties the list). A document without a window (createHTMLDocument) shows nothing: skipped.
   */
  hostConnected(): void {
    // Not `instanceof ShadowRoot`: a root moved to another window's document may take that window's prototype.
    const root = this.host.shadowRoot;
    if (!supportsAdoptingStyleSheets || !root) return;
    const styles = (this.host.constructor as typeof LitElement).elementStyles;
    const sheets = sheetsFor(this.host.ownerDocument, styles);
    if (!sheets) return;
    const held = root.adoptedStyleSheets;
    if (held.length !== sheets.length || sheets.some((sheet, i) => held[i] !== sheet)) {
      if (this.host.ownerDocument === document) adoptStyles(root, styles);
      else root.adoptedStyleSheets = sheets;
    }
    if (!this.#serverStylesDropped) this.#dropServerStyles(root);
  }

  /** The server's inline `<style>` elements, now that the same rules are adopted. */
  #dropServerStyles(root: ShadowRoot): void {
    this.#serverStylesDropped = true;
    for (const style of root.querySelectorAll(':scope > style')) {
      if (this.host.renderOptions.renderBefore === style) this.host.renderOptions.renderBefore = style.nextSibling;
      style.remove();
    }
  }
}
