/**
 * Companion notices as words and the author's values kept apart: each value is cut to a recognisable length
 * and shown inside `<bdi>`, so a right-to-left override in an attribute cannot mirror the notice's own words.
 */
import { html, type TemplateResult } from 'lit';
import { keepUnits } from '../parts/format.js';
import { quote } from '../sim/fields.js';

/** A value the author gave, as a notice quotes it (at most about 40 characters). */
export interface Given {
  readonly given: string;
}

/** A notice: plain words, and the author's values to be shown isolated. */
export type Notice = readonly (string | Given)[];

/** Marks text as the author's value in a notice, cut as the labs cut theirs. */
export const given = (text: string): Given => ({ given: quote(text) });

/**
 * Builds a notice from a template literal: literal text stays words, interpolated strings are words too (names,
 * ranges), `given(…)` values are quoted and nested notices are spliced in. Adjacent words are joined.
 */
export function notice(strings: TemplateStringsArray, ...values: (string | Given | Notice)[]): Notice {
  const out: (string | Given)[] = [];
  const push = (part: string | Given) => {
    if (typeof part !== 'string') out.push(part);
    else if (typeof out[out.length - 1] === 'string') out[out.length - 1] += part;
    else if (part) out.push(part);
  };
  strings.forEach((text, i) => {
    push(text);
    if (i >= values.length) return;
    const value = values[i];
    if (Array.isArray(value)) value.forEach(push);
    else push(value as string | Given);
  });
  return out;
}

/** The notice as a sentence of its own: it is worded to sit inside one too ("4 s (no lab with id …)"). */
export function sentence(n: Notice): Notice {
  const [first, ...rest] = n;
  return typeof first === 'string' ? [first.charAt(0).toUpperCase() + first.slice(1), ...rest] : n;
}

/** The notice as plain text (each value still cut), for places that take a string. */
export function noticeText(n: Notice): string {
  return n.map((p) => (typeof p === 'string' ? p : p.given)).join('');
}

/** The notice as shown: words with numbers kept to their units, each value isolated in `<bdi>`. */
export function renderNotice(n: Notice): TemplateResult {
  return html`${n.map((p) => (typeof p === 'string' ? keepUnits(p) : html`<bdi>${p.given}</bdi>`))}`;
}

/**
 * A notice that opens with `attribute="value"`, shown as the labs show theirs: that opening as code (the value
 * still isolated), then the words. Any other notice is shown as `renderNotice` shows it.
 */
export function renderProblem(n: Notice): TemplateResult {
  const [name, value, after, ...rest] = n;
  if (typeof name !== 'string' || !name.endsWith('="') || typeof value === 'string' || typeof after !== 'string' || !after.startsWith('"')) return renderNotice(n);
  return html`<code>${name}<bdi>${value.given}</bdi>"</code>${renderNotice([after.slice(1), ...rest])}`;
}
