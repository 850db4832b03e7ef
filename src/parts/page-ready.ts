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

/** An idle moment of the page (or a short wait where the browser cannot tell). */
function idleMoment(): Promise<void> {
  const scope = globalThis as { requestIdleCallback?: Idle };
  return new Promise((resolve) => {
    if (scope.requestIdleCallback) scope.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  });
}

/** After the next frame has been drawn, so the layout of one lab is paid before the next starts. */
function afterFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100); // hidden tabs draw no frames
  });
}

/** Far labs waiting for an idle moment; each entry releases its lab and reports whether it was still waiting. */
const farQueue: Array<() => boolean> = [];
let draining = false;

/** Releases far labs one per idle moment and drawn frame, so their layout never piles up into one long frame. */
async function drainFarQueue(): Promise<void> {
  if (draining) return;
  draining = true;
  while (farQueue.length) {
    await idleMoment();
    while (farQueue.length && !farQueue.shift()?.()) {
      /* skip labs that were scrolled to (and released) meanwhile */
    }
    if (farQueue.length) await afterFrame();
  }
  draining = false;
}

/**
 * Resolves when a lab should do its first client render: in a task of its own, soon when it is on or near the
 * screen, otherwise when the page is idle — one far lab per idle moment and frame — or as soon as the reader
 * scrolls to it. Twenty labs on a page thus upgrade as twenty short tasks instead of one long one; their
 * pre-rendered content stays readable meanwhile, and `run`/`input` are available at once because they are
 * computed on demand.
 */
export function firstRenderSlot(element: Element): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return nextTask();
  return new Promise((resolve) => {
    let queued = false;
    let released = false;
    const release = (): boolean => {
      if (released) return false;
      released = true;
      observer.disconnect();
      resolve();
      return true;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          // On screen, or about to be: render in the next task.
          observer.disconnect();
          nextTask().then(release);
        } else if (!queued) {
          // Far away: wait for the page to be idle (the observer still brings it forward if it scrolls in).
          queued = true;
          farQueue.push(release);
          drainFarQueue();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
  });
}
