/** Helpers of the page tests, which load whole pages in frames and wait for their scripts. */
import { until as untilHolds } from '../helpers.js';

/** Polls until `check` holds, for pages whose scripts run on their own schedule (slower than one element's). */
export function until(check: () => boolean, what: string, ms = 8000): Promise<void> {
  return untilHolds(check, ms, what);
}

/** A lab's verdict label as a reader sees it, whitespace collapsed. */
export const label = (lab: Element | null) => lab?.shadowRoot?.querySelector('.verdict-label')?.textContent?.replace(/\s+/g, ' ').trim();

/** Loads `src` in a fresh iframe (optionally sandboxed) and resolves with its window once it has loaded. */
export function open<W extends Window = Window & typeof globalThis>(src: string, sandbox?: string): Promise<W> {
  return frameWith<W>((frame) => (frame.src = src), sandbox);
}

/** Loads the document `html` in a fresh iframe (its URLs resolve against this page's) and resolves with its window. */
export function openDocument<W extends Window = Window & typeof globalThis>(html: string): Promise<W> {
  return frameWith<W>((frame) => (frame.srcdoc = html));
}

async function frameWith<W extends Window>(load: (frame: HTMLIFrameElement) => void, sandbox?: string): Promise<W> {
  const frame = document.createElement('iframe');
  if (sandbox !== undefined) frame.setAttribute('sandbox', sandbox);
  frame.style.cssText = 'width: 1000px; height: 700px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  load(frame);
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as W;
}
