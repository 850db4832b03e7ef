/**
 * Companion notices as messages: each is one whole sentence of the catalogs (its English text, `{0}`… for its
 * values), kept as its template and values until it is shown, so a notice read once follows every change of
 * language. The author's values are cut to a recognisable length and shown inside `<bdi>`, so a right-to-left
 * override in an attribute cannot mirror the notice's own words.
 */
import { css, html, type TemplateResult } from 'lit';
import { keepUnits, localNumber, noBreakSpaces, seconds } from '../parts/format.js';
import { say } from '../parts/engine-words.js';
import { currentLocale, msgParts } from '../parts/messages.js';
import { quote } from '../sim/fields.js';
import { type Duration, english, englishValue, type Words } from '../sim/words.js';

/** A value the author gave, as a notice quotes it (at most about 40 characters). */
export interface Given {
  readonly given: string;
}

/**
 * One value of a notice: a name or code as it is (an attribute, a list of attributes), a count, a duration,
 * the author's value, a notice nested in it, or an engine sentence or name (`Words`) said in the locale.
 */
export type NoticeValue = string | number | Duration | Given | Notice | Words | WholeName;

/** A name that never breaks across lines (a verdict's), said in the locale. */
export interface WholeName {
  readonly whole: Words;
}

/** The box a verdict's name is shown in: one line in every script, with nothing inserted in its text. */
export const wholeNameStyles = css`
  .whole {
    white-space: nowrap;
  }
`;

/** A verdict's name in a box that does not wrap (`.whole`, see `wholeNameStyles`), so no script breaks it. */
export function renderWholeName(name: string): TemplateResult {
  return html`<span class="whole">${noBreakSpaces(name)}</span>`;
}

/** A verdict's name as a notice shows it (with `renderWholeName`). */
interface WholePiece {
  readonly name: string;
}

/** What a notice is shown as: words, the author's values and whole names. */
type Piece = string | Given | WholePiece;

/** A notice: the message's template and its values. */
export interface Notice {
  readonly strings: TemplateStringsArray;
  readonly values: readonly NoticeValue[];
}

/** Marks text as the author's value in a notice, cut as the labs cut theirs. */
export const given = (text: string): Given => ({ given: quote(text) });

/** A notice: notice`no lab with id "${given(id)}" on this page` is the message "no lab with id "{0}" on this page". */
export const notice = (strings: TemplateStringsArray, ...values: NoticeValue[]): Notice => ({ strings, values });

/** Code shown inside a notice (`x-min="5"`): built as a notice is, but no message, so the same on every page. */
export const code = notice;

/** A message of its own with no values, such as a lab's name (its id marked with `text()` where it is written). */
export const named = (id: string): Words => ({ id, values: [] });

/** A verdict's name in a notice, kept on one line (see `renderWholeName`). */
export const wholeName = (id: string): WholeName => ({ whole: named(id) });

/** A value as the active locale shows it; on an English page exactly as the notices always wrote it. */
function valueText(value: string | number | Duration | Words): string {
  if (typeof value === 'string') return value;
  if (currentLocale() === 'en') return englishValue(value);
  if (typeof value === 'number') return localNumber(value);
  return 'ms' in value ? seconds(value.ms / 1000) : say(value, english(value));
}

/** The notice in the active locale: words, adjacent ones joined, and the author's values apart. */
function pieces(n: Notice, out: Piece[] = []): Piece[] {
  for (const part of msgParts(n.strings, ...n.values) as NoticeValue[]) {
    if (typeof part === 'object' && 'strings' in part) pieces(part, out);
    else if (typeof part === 'object' && 'given' in part) out.push(part);
    else if (typeof part === 'object' && 'whole' in part) out.push({ name: valueText(part.whole) });
    else {
      const text = valueText(part);
      if (typeof out[out.length - 1] === 'string') out[out.length - 1] += text;
      else if (text !== '') out.push(text);
    }
  }
  return out;
}

/** The notice as shown, in the active locale. */
export function renderNotice(n: Notice): TemplateResult {
  return renderPieces(pieces(n));
}

/** Words with numbers kept to their units, and each of the author's values in `<bdi>`. */
function renderPieces(parts: readonly Piece[]): TemplateResult {
  return html`${parts.map((p) => (typeof p === 'string' ? keepUnits(p) : 'given' in p ? html`<bdi>${p.given}</bdi>` : renderWholeName(p.name)))}`;
}

/**
 * A notice that opens with `attribute="value"`, shown as the labs show theirs: that opening as code (the value
 * still isolated), then the words. Any other notice is shown as `renderNotice` shows it.
 */
export function renderProblem(n: Notice): TemplateResult {
  const [name, value, after, ...rest] = pieces(n);
  if (typeof name !== 'string' || !name.endsWith('="') || typeof value !== 'object' || !('given' in value) || typeof after !== 'string' || !after.startsWith('"')) return renderNotice(n);
  return html`<code>${name}<bdi>${value.given}</bdi>"</code>${renderPieces([after.slice(1), ...rest])}`;
}
