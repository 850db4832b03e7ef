/**
 * Pre-rendered markup met by a build without Lit's hydration support (the plain CDN bundle or the npm build on
 * a server-rendered page, or the hydrate bundle loaded after them). Lit would reuse the declarative shadow
 * root and draw its first render in front of the server's markup, leaving that markup below as a second,
 * inert copy of the element. Called from an element's constructor, this keeps the server's markup on screen
 * until the first render and takes it away in that same update, so the page shows one copy at every moment,
 * as hydration would.
 *
 * What the reader did to the server's markup meanwhile carries over: a section they opened stays open and a
 * control they focused keeps the focus, in the render that replaces it (or in a later one, for a part a lab
 * draws a few frames on).
 */
import { type LitElement, render } from 'lit';
import { DocumentStyles } from './document-styles.js';

/**
 * An element as its nearest part and its place among that part's elements (-1: the part itself), the same in
 * the server's markup and the browser's render of one template; and whether it had the focus.
 */
type Place = [part: string | null, index: number, focused: boolean];

export function replaceServerMarkup(host: LitElement): void {
  /** The server's nodes, waiting for the first render to replace them. */
  let nodes: ChildNode[] = [];
  /** Opened sections and the focused control, to find again in the browser's render. */
  let places: Place[] = [];
  let tries = 0;
  const controller = {
    hostConnected() {
      // Lit sets `renderBefore` to the root's first node exactly when it found content it will not adopt (its
      // hydration support returns the root without it); styles it inserted itself are left where they are.
      const before = host.renderOptions.renderBefore;
      if (host.hasUpdated || !before) return;
      nodes = [...before.parentNode!.childNodes].filter((n) => n.nodeName !== 'STYLE');
      if (nodes.length) host.renderOptions.renderBefore = null;
    },
    hostUpdate() {
      const active = (host.renderRoot as ShadowRoot).activeElement;
      for (const node of nodes) {
        if (!(node instanceof Element)) continue;
        for (const el of [...node.querySelectorAll('details[open]'), ...(active && node.contains(active) ? [active] : [])]) {
          const part = el.closest('[part]');
          if (part) places.push([part.getAttribute('part'), [...part.querySelectorAll('*')].indexOf(el), el === active]);
        }
        node.remove();
      }
      nodes = [];
      tries = 8;
    },
    hostUpdated() {
      // A part not drawn yet (a lab draws some a few frames on) is looked for again in the next few updates.
      places = tries-- > 0
        ? places.filter(([name, index, focused]) => {
            const part = host.renderRoot.querySelector(`[part="${name}"]`);
            const el = index < 0 ? part : part?.querySelectorAll('*')[index];
            if (el && focused) (el as HTMLElement).focus({ preventScroll: true });
            else if (el) (el as HTMLDetailsElement).open = true;
            return !el;
          })
        : [];
      // Once every place is found (or given up on), the element's later updates owe this nothing.
      if (!places.length) host.removeController(controller);
    },
  };
  host.addController(controller);
}

/**
 * Lit's hydration support adopts server markup as it stands, never checking its text, so markup in another
 * language than the first render (a server that had no catalog for the lab's `lang`, or a locale module
 * that failed to load) would stay on screen in that language, mixed with later updates. Read before the
 * first update: whether the server's markup (its top element's `lang`) is in another language than `locale`.
 */
export function foreignMarkup(host: LitElement, locale: string): boolean {
  const top = [...(host.renderRoot as ShadowRoot).children].find((el) => el.localName !== 'style');
  const lang = top?.getAttribute('lang');
  return lang != null && lang !== locale;
}

/**
 * After a first update that adopted foreign markup: drops the adopted nodes and renders `value` afresh in
 * their place, so the lab shows one language. `_$litPart$` is where Lit keeps a container's render (a name
 * Lit keeps across builds); clearing it makes `render` start anew instead of updating the adopted parts.
 */
export function renderAfresh(host: LitElement, value: unknown): void {
  const root = host.renderRoot as ShadowRoot & { _$litPart$?: unknown };
  for (const node of [...root.childNodes]) if (node.nodeName !== 'STYLE') node.remove();
  root._$litPart$ = undefined;
  render(value, root, host.renderOptions);
}

/**
 * The first update of an element, adopting its server markup where it has some. Lit's hydration throws where
 * the first render no longer matches that markup (an input set before the element's script ran, by a step or
 * a page script), and keeps markup in another language as it stands (`foreignMarkup`): either way the markup is
 * drawn afresh, so the reader sees the inputs and the language in use. `update` is the element's own update.
 */
export function adoptServerMarkup(host: LitElement, locale: string, update: () => void, render: () => unknown): void {
  const root = host.renderRoot as ShadowRoot;
  const drawn = [...root.childNodes].some((node) => node.nodeName !== 'STYLE');
  const foreign = drawn && foreignMarkup(host, locale);
  try {
    update();
  } catch (error) {
    if (!drawn) throw error;
    return renderAfresh(host, render());
  }
  if (foreign) renderAfresh(host, render());
}

/**
 * What every element needs to meet pre-rendered markup: the server's markup swapped for its first render
 * where no hydration support adopts it, and its styles adopted rather than left to the server's inline ones.
 */
export function supportPrerendered(host: LitElement): void {
  replaceServerMarkup(host);
  new DocumentStyles(host);
}
