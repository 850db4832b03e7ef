/**
 * Lit's `guard`, evaluated at once during server rendering. Lit's server renderer resolves a directive only
 * when it streams that part of the markup, after the element's `render()` has returned, so a guarded part's
 * messages would be read outside the lab's locale (`withLocale`); calling the function inside `render()`
 * writes the same markup, in the lab's language. In the browser it is Lit's own `guard`.
 */
import { isServer } from 'lit';
import { guard as litGuard } from 'lit/directives/guard.js';

/** `guard(deps, fn)`: `fn()` re-evaluated only when `deps` change; on the server, `fn()` itself. */
export const guard: typeof litGuard = isServer ? (((_deps: unknown, fn: () => unknown) => fn()) as unknown as typeof litGuard) : litGuard;
