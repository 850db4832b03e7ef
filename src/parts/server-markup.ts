/**
 * Pre-rendered markup met by a build without Lit's hydration support (the plain CDN bundle or the npm build on
 * a server-rendered page, or the hydrate bundle loaded after them). Lit would reuse the declarative shadow
 * root and draw its first render in front of the server's markup, leaving that markup below as a second,
 * inert copy of the element. Called from an element's constructor, this keeps the server's markup on screen
 * until the first render and takes it away in that same update, so the page shows one copy at every moment,
 * as hydration would.
 */
import type { LitElement } from 'lit';

export function replaceServerMarkup(host: LitElement): void {
  /** The server's nodes, waiting for the first render to replace them. */
  let nodes: ChildNode[] = [];
  host.addController({
    hostConnected() {
      // Lit sets `renderBefore` to the root's first node exactly when it found content it will not adopt (its
      // hydration support returns the root without it); styles it inserted itself are left where they are.
      const before = host.renderOptions.renderBefore;
      if (host.hasUpdated || !before) return;
      nodes = [...before.parentNode!.childNodes].filter((n) => n.nodeName !== 'STYLE');
      if (nodes.length) host.renderOptions.renderBefore = null;
    },
    hostUpdate() {
      for (const node of nodes) node.remove();
      nodes = [];
    },
  });
}
