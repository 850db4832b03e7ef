/**
 * How every companion finds its lab: `for="ID"` in the companion's own root (the document, or the shadow root
 * it lives in), or else the lab it is a light-DOM child of. The lab may be defined, upgraded, inserted or
 * replaced at any time, so the controller watches the root for added/removed nodes and id changes and waits
 * for the tag's definition; it re-renders its host whenever the lab it follows changes or reports a result.
 *
 * SSR-safe: nothing runs until `hostConnected`, which only happens in a browser. On the server (and in the
 * browser until the lab is found) `lab` is null and the companion renders from the lab's defaults.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type LabKind, type LabLike, kindOf, labName } from './labs.js';
import { given, notice, type Notice } from './notice.js';

/** A companion element: any Lit host (its `for` is read by the host and handed over as text). */
export type CompanionHost = ReactiveControllerHost & HTMLElement & { hasUpdated: boolean };

const LAB_SELECTOR = 'swarm-lease-lab, lease-fencing-lab';

export class LabLookupController implements ReactiveController {
  /** The lab element, once it is defined and upgraded; null before then and when none is found. */
  lab: LabLike | null = null;
  /** The kind of the element found, even before its definition loads; undefined when none is found. */
  kind: LabKind | undefined;
  /** Whether a lookup has run (a notice before the first lookup would flash on every page load). */
  searched = false;
  /** How many elements carry the `for` id: more than one is an authoring slip worth naming. */
  #sharing = 0;

  #host: CompanionHost;
  /** The host's `for`, already read as text ('' for none): the controller never touches the raw property. */
  #id: () => string;
  #observer?: MutationObserver;
  #awaiting = new Set<string>();
  #lastFor = '';

  constructor(host: CompanionHost, id: () => string) {
    this.#host = host;
    this.#id = id;
    host.addController(this);
  }

  /** The notice to show when no lab can be used, or null, worded to sit in parentheses. Names the id given. */
  get notice(): Notice | null {
    return this.#notice(false);
  }

  /** The same notice as a sentence of its own, for an element that shows it on a line. */
  get sentence(): Notice | null {
    return this.#notice(true);
  }

  #notice(whole: boolean): Notice | null {
    const id = given(this.#lastFor);
    const n = this.#sharing;
    if (this.kind && n > 1) return whole ? notice`${n} elements have id "${id}"; following the first.` : notice`${n} elements have id "${id}"; following the first`;
    if (!this.searched || this.kind) return null;
    if (this.#lastFor) return whole ? notice`No lab with id "${id}" on this page.` : notice`no lab with id "${id}" on this page`;
    return whole ? notice`No lab to follow: give for="ID" of a lab, or place this inside a lab.` : notice`no lab to follow: give for="ID" of a lab, or place this inside a lab`;
  }

  /** While the lab's tag is on the page but its script has not run: saying so beats showing nothing. */
  get pending(): Notice | null {
    return this.kind && !this.lab ? notice`the ${labName(this.kind)}’s script has not run yet` : null;
  }

  hostConnected(): void {
    // A pre-rendered companion must first hydrate exactly as the server rendered it (without a lab), or Lit
    // would keep the server's text while believing it shows the lab's values; it follows the lab right after.
    const root = this.#host.shadowRoot;
    const prerendered = !this.#host.hasUpdated && root !== null && [...root.childNodes].some((n) => n.nodeName !== 'STYLE');
    if (prerendered) this.#host.updateComplete.then(() => this.#host.isConnected && this.#start());
    else this.#start();
  }

  #start(): void {
    if (this.#observer) return;
    this.#observer = new MutationObserver(() => this.resolve());
    // The host's root is known only once connected; a shadow root is observed like a document.
    this.#observer.observe(this.#host.getRootNode(), { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] });
    this.resolve();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#follow(null);
  }

  hostUpdate(): void {
    this.refresh();
  }

  /**
   * Looks again if `for` changed (the observer only sees changes elsewhere in the tree). Lit calls `hostUpdate`
   * after the host's `willUpdate`, so a host that reads the lab in `willUpdate` calls this first.
   */
  refresh(): void {
    if (this.#observer && this.#id() !== this.#lastFor) this.resolve();
  }

  /** Finds the lab now; called on connection, on tree changes, on definition and when `for` changes. */
  resolve(): void {
    const host = this.#host;
    const id = (this.#lastFor = this.#id());
    const root = host.getRootNode() as Document | ShadowRoot;
    const found = id ? (root.getElementById?.(id) ?? null) : host.closest(LAB_SELECTOR);
    const sharing = id && found ? root.querySelectorAll(`[id="${CSS.escape(id)}"]`).length : 0;
    const kind = kindOf(found);
    const ready = kind && found && found.matches(':defined') && 'applyInput' in found ? (found as LabLike) : null;
    if (kind && !ready && !this.#awaiting.has(kind.tag)) {
      this.#awaiting.add(kind.tag);
      customElements.whenDefined(kind.tag).then(() => this.#observer && this.resolve());
    }
    const changed = !this.searched || ready !== this.lab || kind !== this.kind || sharing !== this.#sharing;
    this.#sharing = sharing;
    this.searched = true;
    this.kind = kind;
    this.#follow(ready);
    if (changed) host.requestUpdate();
  }

  #onResult = () => this.#host.requestUpdate();

  #follow(lab: LabLike | null): void {
    if (lab === this.lab) return;
    this.lab?.removeEventListener('lab-result', this.#onResult);
    this.lab = lab;
    lab?.addEventListener('lab-result', this.#onResult);
  }
}
