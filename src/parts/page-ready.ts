/**
 * When a lab may speak and when it should first draw, decided by the page rather than by the order in which
 * scripts happen to run. Browser-only: both helpers are called from update scheduling and `updated`, which
 * never run during server rendering.
 */

/**
 * Whether the document has already fired `DOMContentLoaded`. `readyState` cannot tell: it is already
 * "interactive" while deferred and module scripts run, which is exactly when a quick-start listener has not
 * been added yet. Navigation timing records the moment the event started, so we ask it first.
 */
function contentLoaded(): boolean {
  const [nav] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  if (nav) return nav.domContentLoadedEventStart > 0;
  return document.readyState === 'complete';
}

let loaded = false;

/**
 * Runs `callback` once `DOMContentLoaded` has been dispatched — at once when it already was — so the first
 * `lab-result` reaches listeners added by any script that runs before it, including module scripts placed
 * after the bundle.
 */
export function afterContentLoaded(callback: () => void): void {
  loaded ||= contentLoaded();
  if (loaded) callback();
  else document.addEventListener('DOMContentLoaded', () => setTimeout(callback), { once: true });
}

/** How far outside the viewport a lab still counts as "about to be seen" and renders with priority. */
const NEAR = '50% 0px';
/** Longest a far lab waits for an idle moment before rendering anyway. */
const IDLE_TIMEOUT_MS = 2000;

type Idle = (cb: () => void, options?: { timeout: number }) => number;

/** A new task (not a microtask), so each lab's first render is a separate task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

let idle: Promise<void> | null = null;

/**
 * An idle moment of the page (or a short wait where the browser cannot tell). One request at a time: a wait
 * cut short by a lab coming near the screen is picked up again later rather than asked for twice.
 */
function idleMoment(): Promise<void> {
  const scope = globalThis as { requestIdleCallback?: Idle };
  idle ??= new Promise<void>((resolve) => {
    if (scope.requestIdleCallback) scope.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  }).then(() => {
    idle = null;
  });
  return idle;
}

/**
 * After the next frame has been drawn, so the layout of one lab is paid before the next starts. A hidden tab
 * draws no frames, so there a short wait stands in; a visible one always waits for the frame, however slow.
 */
function afterFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    if (document.hidden) setTimeout(resolve, 100);
  });
}

/** A waiting lab's release: it lets the lab render and reports whether it was still waiting. */
type Release = () => boolean;

/**
 * A place in a queue: a lab's release with what orders it — `rank` 0 for a lab that started drawing (its next
 * part), 1 for a lab on screen, 2 near it or far below — and the lab itself, for document order within a rank.
 */
interface Turn {
  release: Release;
  rank: number;
  lab?: Element;
}

/** Labs on or near the screen, rendered first; labs far below, rendered at idle moments. */
const near: Turn[] = [];
const far: Turn[] = [];

/**
 * Queues `turn` after every turn that goes before it: lower rank first, then document order, so the labs a
 * reader sees draw top-down before those around them, whichever element was defined first.
 */
function enqueue(queue: Turn[], turn: Turn): void {
  queue.push(turn);
  // Sorting is stable; 2 is DOCUMENT_POSITION_PRECEDING (b comes first).
  queue.sort((a, b) => a.rank - b.rank || (a.lab && b.lab ? (a.lab.compareDocumentPosition(b.lab) & 2) - 1 : 0));
}

let draining = false;
/** Cuts an idle wait short when a lab comes near the screen meanwhile. */
let wake: (() => void) | null = null;

/** Releases the first lab of `queue` that is still waiting; false when none was. */
function releaseOne(queue: Turn[]): boolean {
  while (queue.length) if (queue.shift()?.release()) return true;
  return false;
}

/**
 * Releases waiting labs one per drawn frame — those near the screen first, in a task of their own, the far
 * ones at idle moments — so each frame lays out one lab at most and loading never piles into one long task.
 */
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  while (near.length || far.length) {
    if (near.length) {
      await nextTask();
      if (!releaseOne(near)) continue;
    } else {
      await Promise.race([idleMoment(), new Promise<void>((resolve) => (wake = resolve))]);
      wake = null;
      if (!releaseOne(near.length ? near : far)) continue;
    }
    // Always a frame, even when the queue looks empty: the lab just released may queue its next part.
    await afterFrame();
  }
  draining = false;
}

/**
 * Resolves when a lab that has started drawing may draw its next part: after a drawn frame, ahead of every
 * lab still waiting, so the lab on screen completes first and no frame lays out more than one part.
 */
export function nextPartSlot(): Promise<void> {
  return new Promise((resolve) => {
    enqueue(near, { release: () => (resolve(), true), rank: 0 });
    wake?.();
    drain();
  });
}

/** Labs waiting for their first render, each with its release. */
const waiting = new Map<Element, Release>();
let observer: IntersectionObserver;

/**
 * Queues waiting labs as the page reports where they are: on screen or about to be (ahead of every far lab; a
 * far lab that scrolls in moves up too), or far below. One observer watches every lab, so the labs of a batch
 * are queued in document order and the top lab on screen draws first.
 */
function place(entries: IntersectionObserverEntry[]): void {
  for (const { target, isIntersecting, boundingClientRect: box } of entries) {
    const release = waiting.get(target);
    if (!release) continue;
    if (isIntersecting) {
      observer.unobserve(target);
      enqueue(near, { release, lab: target, rank: box.bottom > 0 && box.top < innerHeight ? 1 : 2 });
      wake?.();
    } else if (!far.some((t) => t.release === release)) enqueue(far, { release, lab: target, rank: 2 });
  }
  drain();
}

/**
 * Resolves when a lab should do its first client render: soon when it is on or near the screen, otherwise
 * at an idle moment or as soon as the reader scrolls to it — one lab per frame either way. Twenty labs on a
 * page thus upgrade as twenty short tasks and frames instead of one long one; their pre-rendered content
 * stays readable meanwhile, and `run`/`input` are available at once because they are computed on demand.
 */
export function firstRenderSlot(element: Element): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return nextTask();
  observer ??= new IntersectionObserver(place, { rootMargin: NEAR });
  return new Promise((resolve) => {
    waiting.set(element, () => waiting.delete(element) && (observer.unobserve(element), resolve(), true));
    observer.observe(element);
  });
}
