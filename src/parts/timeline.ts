/**
 * The ownership timeline: an SVG of lanes over a time axis, shared by both labs. A lab describes what
 * happened as bands (spans of time) and marks (instants) per lane; this part does the geometry, the axis,
 * the overlap highlight, the playback cursor and the legend. It sizes to the width it is given (the lab's
 * measured container), so text stays legible from 320 px to 1200 px instead of being scaled down.
 *
 * `<title>` and `<desc>` are emitted as escaped markup (`svgText`) rather than with a binding inside them:
 * Lit's server renderer cannot place a binding inside a title element.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { formatNumber } from '../sim/time.js';

export type Tone = 'a' | 'b' | 'ok' | 'bad' | 'warn' | 'muted' | 'lease1' | 'lease2';
export type Shape = 'tick' | 'check' | 'cross' | 'diamond' | 'signal' | 'stop' | 'circle';
export type BandStyle = 'solid' | 'soft' | 'hatch' | 'outline' | 'thin';

/** A span of time on a lane. */
export interface Band {
  from: number;
  to: number;
  tone: Tone;
  style: BandStyle;
  label: string;
  /** Short text drawn inside the band when it fits. */
  text?: string;
}

/** An instant on a lane. */
export interface Mark {
  at: number;
  tone: Tone;
  shape: Shape;
  label: string;
}

export interface Lane {
  id: string;
  label: string;
  /** Label used when the timeline is narrow (under 480 px). */
  short: string;
  bands: Band[];
  marks: Mark[];
}

export interface LegendItem {
  tone: Tone;
  kind: Shape | BandStyle;
  label: string;
}

export interface TimelineSpec {
  id: string;
  /** Short accessible name. */
  title: string;
  /** A sentence or two that says what the picture shows. */
  description: string;
  /** Right edge of the axis, in seconds. */
  end: number;
  lanes: Lane[];
  highlight?: { from: number; to: number; label: string };
  /** Playback inspection time; what lies after it is de-emphasised. Past `end` it rests at the right edge. */
  cursor?: number;
  legend: LegendItem[];
}

const AXIS = 34;
const LANE = 40;
const RIGHT = 18;

/** A tick spacing of 1, 2 or 5 × 10^k that gives at most `maxTicks` ticks over `span`. */
export function niceStep(span: number, maxTicks: number): number {
  const raw = span / Math.max(1, maxTicks);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return Math.max(0.001, m * power);
  return 10 * power;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A `<title>` or `<desc>` with escaped text (the only markup built from strings here; every character escaped). */
function svgText(tag: 'title' | 'desc', text: string, id?: string) {
  const escape = (v: string) => v.replace(/[&<>"']/g, (c) => ESCAPES[c]);
  return unsafeSVG(`<${tag}${id ? ` id="${escape(id)}"` : ''}>${escape(text)}</${tag}>`);
}

function shapePath(shape: Shape): SVGTemplateResult {
  switch (shape) {
    case 'tick':
      return svg`<line class="tick-halo" x1="0" y1="-13" x2="0" y2="13" /><line class="stroke" x1="0" y1="-13" x2="0" y2="13" />`;
    case 'check':
      return svg`<circle class="halo" r="8" /><path class="stroke thick" d="M-4.5 0.5 L-1.5 4 L4.5 -4" />`;
    case 'cross':
      return svg`<circle class="halo" r="8" /><path class="stroke thick" d="M-4 -4 L4 4 M4 -4 L-4 4" />`;
    case 'diamond':
      return svg`<path class="fill" d="M0 -7 L7 0 L0 7 L-7 0 Z" />`;
    case 'signal':
      return svg`<path class="fill" d="M-6 -8 L6 -8 L0 2 Z" /><line class="stroke" x1="0" y1="2" x2="0" y2="9" />`;
    case 'stop':
      return svg`<rect class="fill" x="-6" y="-6" width="12" height="12" />`;
    default:
      return svg`<circle class="fill" r="5" />`;
  }
}

/**
 * A band, with its short text drawn inside when it fits between the band's start (or the last mark sitting
 * near it) and its end, so marks never cover the words.
 */
function bandShape(b: Band, x0: number, x1: number, top: number, hatchId: string, markXs: readonly number[]): SVGTemplateResult {
  const w = Math.max(2, x1 - x0);
  const thin = b.style === 'thin';
  const y = thin ? top + LANE / 2 - 3 : top + 9;
  const h = thin ? 6 : LANE - 18;
  const fill = b.style === 'hatch' ? `url(#${hatchId}-${b.tone})` : undefined;
  const textWidth = (b.text?.length ?? 0) * 6.6;
  let start = x0 + 8;
  for (const m of markXs) if (m > start - 10 && m < start + textWidth + 10) start = m + 11;
  const fits = b.text && !thin && start + textWidth < x1 - 14;
  return svg`<g class="band ${b.style} tone-${b.tone}">
    ${svgText('title', b.label)}
    <rect x=${x0} y=${y} width=${w} height=${h} rx="3" fill=${fill ?? nothing} />
    ${fits ? svg`<text class="band-text" x=${start} y=${top + LANE / 2 + 4}>${b.text}</text>` : ''}
  </g>`;
}

/** Renders the timeline at `width` CSS pixels (the container's measured width; 640 before measurement). */
export function renderTimeline(spec: TimelineSpec, width = 640): TemplateResult {
  const narrow = width < 480;
  const left = narrow ? 58 : 92;
  const plot = Math.max(60, width - left - RIGHT);
  const end = spec.end > 0 ? spec.end : 1;
  const x = (t: number) => left + (Math.min(Math.max(t, 0), end) / end) * plot;
  const height = AXIS + spec.lanes.length * LANE + 6;
  const step = niceStep(end, Math.floor(plot / (narrow ? 56 : 72)));
  const ticks: number[] = [];
  for (let i = 0; i * step <= end + 1e-9 && i < 200; i++) ticks.push(Math.round(i * step * 1000) / 1000);
  const hatchTones = [...new Set(spec.lanes.flatMap((l) => l.bands.filter((b) => b.style === 'hatch').map((b) => b.tone)))];
  const hl = spec.highlight;
  const cursorX = spec.cursor === undefined ? null : x(spec.cursor);

  return html`<figure class="timeline" part="timeline">
    <svg
      role="img"
      aria-labelledby="${spec.id}-title ${spec.id}-desc"
      viewBox="0 0 ${width} ${height}"
      width="100%"
    >
      ${svgText('title', spec.title, `${spec.id}-title`)}${svgText('desc', spec.description, `${spec.id}-desc`)}
      <defs>
        ${hatchTones.map(
          (tone) => svg`<pattern id="${spec.id}-hatch-${tone}" class="tone-${tone}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect class="hatch-bg" width="6" height="6" /><line class="hatch-line" x1="0" y1="0" x2="0" y2="6" />
          </pattern>`,
        )}
      </defs>
      ${hl && hl.to > hl.from
        ? svg`<g class="highlight">${svgText('title', hl.label)}
            <rect x=${x(hl.from)} y=${AXIS - 4} width=${Math.max(2, x(hl.to) - x(hl.from))} height=${height - AXIS + 2} />
            <text class="highlight-text" x=${(x(hl.from) + x(hl.to)) / 2} y="11" text-anchor="middle">${hl.label}</text></g>`
        : ''}
      <g class="axis" aria-hidden="true">
        <line class="axis-line" x1=${left} y1=${AXIS - 6} x2=${left + plot} y2=${AXIS - 6} />
        ${ticks.map(
          (t, i) => svg`<line class="grid" x1=${x(t)} y1=${AXIS - 10} x2=${x(t)} y2=${height - 6} />
            <text class="tick" x=${x(t)} y=${AXIS - 13} text-anchor=${i === 0 ? 'start' : x(t) > left + plot - 20 ? 'end' : 'middle'}>${formatNumber(Math.round(t * 1000))}${i === 0 ? ' s' : ''}</text>`,
        )}
      </g>
      ${spec.lanes.map((lane, i) => {
        const top = AXIS + i * LANE;
        const markXs = lane.marks.map((m) => x(m.at)).sort((a, b) => a - b);
        return svg`<g class="lane" data-lane=${lane.id}>
          <rect class="lane-bg ${i % 2 ? 'odd' : ''}" x="0" y=${top} width=${width} height=${LANE} />
          <text class="lane-label" x="6" y=${top + LANE / 2 + 4}>${narrow ? lane.short : lane.label}</text>
          ${lane.bands.map((b) => bandShape(b, x(b.from), x(b.to), top, `${spec.id}-hatch`, markXs))}
          ${lane.marks.map(
            (m) => svg`<g class="mark tone-${m.tone}" data-shape=${m.shape} transform="translate(${x(m.at)} ${top + LANE / 2})">${svgText('title', m.label)}${shapePath(m.shape)}</g>`,
          )}
        </g>`;
      })}
      ${cursorX === null
        ? ''
        : svg`<g class="cursor" aria-hidden="true">
            <rect class="ahead" x=${cursorX} y=${AXIS - 6} width=${Math.max(0, left + plot + RIGHT - cursorX)} height=${height - AXIS + 6} />
            <line x1=${cursorX} y1=${AXIS - 8} x2=${cursorX} y2=${height} />
            ${(spec.cursor ?? 0) > end ? svg`<text class="cursor-text" x=${cursorX - 4} y="11" text-anchor="end">${formatNumber(Math.round((spec.cursor ?? 0) * 1000))} s →</text>` : ''}
          </g>`}
    </svg>
    <ul class="legend" part="legend" aria-label="Legend">
      ${spec.legend.map((item) => html`<li>${legendSwatch(item, spec.id)}<span>${item.label}</span></li>`)}
    </ul>
  </figure>`;
}

function legendSwatch(item: LegendItem, id: string): TemplateResult {
  const isBand = ['solid', 'soft', 'hatch', 'outline', 'thin'].includes(item.kind);
  return html`<svg class="swatch" viewBox="-10 -10 28 20" width="28" height="20" aria-hidden="true">
    ${isBand
      ? svg`<g class="band ${item.kind} tone-${item.tone}"><rect x="-9" y=${item.kind === 'thin' ? -3 : -7} width="26" height=${item.kind === 'thin' ? 6 : 14} rx="3"
          fill=${item.kind === 'hatch' ? `url(#${id}-hatch-${item.tone})` : nothing} /></g>`
      : svg`<g class="mark tone-${item.tone}" transform="translate(4 0)">${shapePath(item.kind as Shape)}</g>`}
  </svg>`;
}

/**
 * Individual marks for a run of routine renewals when they are far enough apart to see (≥ 5 px and at most
 * 120 of them); otherwise null, and the lab draws the run as one thin band instead.
 */
export function expandRun(
  run: { first: number; last: number; count: number },
  cadence: number,
  pxPerSecond: number,
): number[] | null {
  if (run.count > 120 || (run.count > 1 && cadence * pxPerSecond < 5)) return null;
  return Array.from({ length: run.count }, (_, i) => Math.round((run.first + i * cadence) * 1000) / 1000);
}
