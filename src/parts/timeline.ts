/**
 * The ownership timeline shared by both labs. A lab describes what happened as bands (spans of time) and
 * marks (instants) per lane; this part draws them over a time axis with the overlap highlight, the legend
 * and, for playback, a cursor.
 *
 * Width-free: nothing here knows the rendered width. Lane names sit in an HTML column; the plot is an SVG
 * without a viewBox whose horizontal positions are percentages of its own width, so text keeps its CSS size
 * at any column width and the server's markup is exactly what the browser keeps. What depends on the width
 * (short or long lane names, how many ticks, which band texts fit beside the marks) is decided by container
 * queries in `timeline-styles.ts` from classes computed here.
 *
 * Every template here is a fixed literal, so Lit parses each once and a change only updates bindings. Marks,
 * bands, the overlap and the break are named by `role="img"` and `aria-label` rather than a `<title>` child:
 * Lit's server renderer cannot place a binding inside a title element, and markup built per label would be a
 * new template on every change. (SVG shows a tooltip only for `<title>`; the legend and the trace say the same.)
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { roundToMs } from '../sim/time.js';
import { keepUnits, localNumber, NBSP, seconds, WIDE_CHAR } from './format.js';
import { guard } from './guard.js';
import { asScale, linearScale, niceStep, type TimeScale } from './time-scale.js';
import { CursorTrack, follow } from './cursor-track.js';
import { bandWordsWatch } from './band-words.js';
import { em, halfWidth, MARK_CLEAR, WORDS_PX } from './plot-units.js';
import { msg } from './messages.js';

export { niceStep };

export type Tone = 'a' | 'b' | 'ok' | 'bad' | 'warn' | 'muted' | 'lease1' | 'lease2';
export type Shape = 'tick' | 'check' | 'cross' | 'repeat' | 'diamond' | 'open-diamond' | 'signal' | 'stop' | 'circle';
export type BandStyle = 'solid' | 'soft' | 'hatch' | 'outline' | 'thin';

/** A span of time on a lane. */
export interface Band {
  from: number;
  to: number;
  tone: Tone;
  style: BandStyle;
  label: string;
  /** Short text drawn inside the band where the column is wide enough for it to clear the marks. */
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
  /** Label shown when the timeline is narrow (under 32 em: 480 px at the default size). */
  short: string;
  bands: Band[];
  marks: Mark[];
}

export interface LegendItem {
  tone: Tone;
  kind: Shape | BandStyle;
  label: string;
}

/** A legend entry for something a run draws only sometimes: one item when `when` holds, none otherwise. */
export function legendIf(when: unknown, tone: Tone, kind: LegendItem['kind'], label: string): LegendItem[] {
  return when ? [{ tone, kind, label }] : [];
}

/**
 * The legend items the lanes really draw: a key for a look no band or mark has (a worker that never worked, a
 * heartbeat that never fired) would tell the reader something the figure does not show. A run of ticks drawn
 * as one thin band still counts as its ticks; `also` names looks drawn outside the lanes ("warn outline" for
 * the overlap highlight).
 */
export function drawnLegend(items: LegendItem[], lanes: Lane[], also: string[] = []): LegendItem[] {
  const looks = new Set(also);
  for (const lane of lanes) {
    for (const b of lane.bands) {
      looks.add(`${b.tone} ${b.style}`);
      if (b.style === 'thin') looks.add(`${b.tone} tick`);
    }
    for (const m of lane.marks) looks.add(`${m.tone} ${m.shape}`);
  }
  return items.filter((item) => looks.has(`${item.tone} ${item.kind}`));
}

export interface TimelineSpec {
  id: string;
  /** Short accessible name. */
  title: string;
  /** A sentence or two that says what the picture shows. */
  description: string;
  /** Right edge of the axis, in seconds. */
  end: number;
  /**
   * How times map onto the width (a compressed idle stretch after the last event, for a played run); linear
   * from 0 to `end` when absent. A lab with a slider gives the slider the same scale.
   */
  scale?: TimeScale;
  lanes: Lane[];
  highlight?: { from: number; to: number; label: string };
  /** Whether the figure has a playback cursor (reserves the row its "past the end" label uses). */
  playback?: boolean;
  legend: LegendItem[];
}

/**
 * Row geometry, in CSS pixels at the default text size (the vertical axis does not depend on the width). The
 * markup writes every length in ems (see `em`), so the whole plot grows and shrinks with the host's text.
 */
const HEAD = 16;
const AXIS = 34;
const LANE = 32;
/** How far above the lanes the playback cursor starts (px), and half the gap it leaves around a mark it stands on. */
const CURSOR_ABOVE = 8;
const GAP_HALF = 13;

/**
 * Figure widths (px) at which a band text may appear, smallest first; the styles reveal `.fit-N` from N up.
 * Must match the container queries in `timeline-styles.ts`.
 */
export const FIT_WIDTHS = [320, 400, 480, 640, 800, 1200];
/** Columns beside the plot: lane names (narrow, wide) and the right margin. Match the styles. */
const NAMES_NARROW = 58;
const NAMES_WIDE = 92;
const NARROW_BELOW = 480;
const RIGHT = 18;
/** Narrowest figure the layout promises to keep clear (px), and its plot width: density is decided for it. */
const MIN_FIGURE = 240;
const NARROW_PLOT = MIN_FIGURE - NAMES_NARROW - RIGHT;
/** A generous advance per character of 11.5 px text, so an estimate never undershoots the real width. */
const CHAR_PX = 7;
/** The same for a full-width character (Chinese, Japanese, Korean), which is about 1 em wide. */
const WIDE_CHAR_PX = 12;

/** Semi-bold words (on a solid band) run wider: this many times the regular advance. */
const BOLD_FACTOR = 1.15;

/** The estimated width (px) of a band's words, counting each full-width character as one em. */
export function textWidth(text: string, bold = false): number {
  let px = 0;
  for (const ch of text) px += WIDE_CHAR.test(ch) ? WIDE_CHAR_PX : CHAR_PX;
  return bold ? px * BOLD_FACTOR : px;
}

/**
 * The smallest figure width in FIT_WIDTHS whose plot is at least `plot` px wide, 0 when even the narrowest
 * supported figure's is, or null when not even the widest is.
 */
export function fitWidth(plot: number): number | null {
  if (plot <= NARROW_PLOT) return 0;
  return FIT_WIDTHS.find((w) => w >= figureFor(plot)) ?? null;
}

/** The figure width (px) whose plot is `plot` px wide: its lane names take the narrow column below 480 px. */
function figureFor(plot: number): number {
  const narrow = plot + NAMES_NARROW + RIGHT;
  return narrow < NARROW_BELOW ? narrow : plot + NAMES_WIDE + RIGHT;
}

/**
 * Figure widths (px) under which a tick's label would crowd the end's label across a compressed stretch; the
 * styles hide `.clear-N` in a figure narrower than N. Below the narrowest, a reader's text is too large to matter.
 */
export const CLEAR_WIDTHS = [160, 200, 240, 320, 400];

/**
 * The narrowest figure width in CLEAR_WIDTHS at which a tick labelled `label` at `fraction` of the plot stays
 * clear of the end's label `end` (anchored at the plot's right edge): 0 when it does at every width, null when
 * it would crowd it even at the widest. The estimate's own generosity is the room kept between them.
 */
function clearWidth(label: string, fraction: number, end: string): number | null {
  const plot = (textWidth(label) / 2 + textWidth(end)) / (1 - fraction);
  const figure = figureFor(plot);
  if (figure <= CLEAR_WIDTHS[0]) return 0;
  return CLEAR_WIDTHS.find((w) => w >= figure) ?? null;
}


/**
 * A ringed badge's circle (radius 8), drawn in one path with its glyph: the ground fills the circle and the
 * glyph's own open strokes (filled ground on ground, so unseen), and the tone strokes both.
 */
const BADGE = 'M8 0 A8 8 0 1 0 -8 0 A8 8 0 1 0 8 0 Z';

/** One element per shape where one will do, so a mark costs the plot two elements with its position. */
function shapePath(shape: Shape, crowd = ''): SVGTemplateResult {
  switch (shape) {
    case 'tick':
      return svg`<line class="tick-halo" x1="0" y1="-13" x2="0" y2="13" /><line class="stroke" x1="0" y1="-13" x2="0" y2="13" />`;
    case 'check':
      return svg`<path class="badge ${crowd}" d="${BADGE} M-4.5 0.5 L-1.5 4 L4.5 -4" />`;
    case 'cross':
      return svg`<path class="badge ${crowd}" d="${BADGE} M-4 -4 L4 4 M4 -4 L-4 4" />`;
    case 'repeat':
      return svg`<path class="badge ${crowd}" d="${BADGE} M-4.5 -2.5 L4.5 -2.5 M-4.5 2.5 L4.5 2.5" />`;
    case 'diamond':
      return svg`<path class="fill ${crowd}" d="M0 -7 L7 0 L0 7 L-7 0 Z" />`;
    case 'open-diamond':
      return svg`<path class="badge ${crowd}" d="M0 -7 L7 0 L0 7 L-7 0 Z" />`;
    case 'signal':
      return svg`<path class="fill signal ${crowd}" d="M-6 -8 L6 -8 L0 2 Z M0 2 L0 9" />`;
    case 'stop':
      return svg`<rect class="fill ${crowd}" x="-6" y="-6" width="12" height="12" />`;
    default:
      return svg`<circle class="fill ${crowd}" r="5" />`;
  }
}

function markShape(m: Mark, y: number, scale: TimeScale, crowd: string): SVGTemplateResult {
  return svg`<svg class="mark tone-${m.tone}" data-shape=${m.shape} x=${pct(m.at, scale)} y=${em(y)} width="1em" height="1em" viewBox="0 0 15 15"
    role="img" aria-label=${keepUnits(m.label)}>${shapePath(m.shape, crowd)}</svg>`;
}

/** The wider of two "crowded below this figure width" limits: null (crowded at every width) is the widest. */
const wider = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));

/**
 * Marks a narrow plot would draw on top of each other (two refunds a second apart at 320 px) step apart,
 * one up and one down and a quarter smaller, below the figure width at which they would touch: a reader sees every
 * mark. For each mark the class names that width (`crowd-480`, or `crowd-all`) and its direction; '' when it
 * never touches a neighbour. Ticks are thin and counted in runs elsewhere: they never move.
 */
function crowding(marks: readonly Mark[], scale: TimeScale): string[] {
  const order = marks.map((_, i) => i).filter((i) => marks[i].shape !== 'tick').sort((a, b) => marks[a].at - marks[b].at);
  const limit: Array<number | null> = marks.map(() => 0);
  for (let k = 1; k < order.length; k++) {
    const [a, b] = [marks[order[k - 1]], marks[order[k]]];
    const apart = scale.fraction(b.at) - scale.fraction(a.at);
    const touches = apart > 0 ? fitWidth((halfWidth(a.shape) + halfWidth(b.shape) + 2) / apart) : null;
    for (const i of [order[k - 1], order[k]]) limit[i] = wider(limit[i], touches);
  }
  const rank = new Map(order.map((i, k) => [i, k]));
  // Ticks are never ranked, so their limit stays 0.
  return marks.map((_, i) => (limit[i] === 0 ? '' : `crowd-${limit[i] ?? 'all'} ${rank.get(i)! % 2 ? 'crowd-down' : 'crowd-up'}`));
}

/** A fraction of the plot's width as a percentage. */
const percent = (f: number) => `${Math.round(f * 1e5) / 1e3}%`;

/** A percentage of the plot's width for a time, clamped to the axis. */
function pct(t: number, scale: TimeScale): string {
  return percent(scale.fraction(t));
}

/** The width, as a percentage of the plot's, of the span of time from `from` to `to`. */
function widthPct(from: number, to: number, scale: TimeScale): string {
  return percent(Math.max(0, scale.fraction(to) - scale.fraction(from)));
}

/**
 * Where a band's text goes and from which figure width it shows. The text starts a few pixels after the
 * band's start or after one of the lane's marks inside the band (`at` + `dx` px) and must end before the
 * band's end and before every mark to its right. Positions are fractions of the plot, so each constraint is
 * a minimum plot width; the candidate start that needs the narrowest figure wins. Marks to the left are
 * cleared at the narrowest plot, hence at every wider one.
 */
export function placeBandText(b: Band, marks: readonly Mark[], end: number | TimeScale): { at: number; dx: number; fit: number } | null {
  if (!b.text || b.style === 'thin' || b.to <= b.from) return null;
  const scale = asScale(end);
  const x = (t: number) => scale.fraction(t);
  const text = textWidth(b.text, b.style === 'solid');
  const knee = scale.knee;
  // A band that runs on through the break may also carry its words after it, in the compressed stretch.
  const afterBreak = knee !== null && b.from < knee && b.to > knee ? [knee] : [];
  const starts = [b.from, ...marks.map((m) => m.at).filter((t) => t > b.from && t < b.to), ...afterBreak];
  let best: { at: number; dx: number; fit: number } | null = null;
  for (const at of starts) {
    let dx = at === b.from ? 8 : at === knee ? 10 : 0;
    // A text never runs into the break (drawn over it): it ends before the break or starts after it.
    const room = x(at === knee || knee === null ? b.to : Math.min(b.to, knee)) - x(at);
    if (room <= 0) continue;
    for (const m of marks) {
      const clear = halfWidth(m.shape) + MARK_CLEAR;
      if (m.at <= at) dx = Math.max(dx, clear - (x(at) - x(m.at)) * NARROW_PLOT);
    }
    let plot = (dx + text + 6) / room;
    for (const m of marks) if (m.at > at) plot = Math.max(plot, (dx + text + halfWidth(m.shape) + MARK_CLEAR) / (x(m.at) - x(at)));
    const fit = Number.isFinite(plot) ? fitWidth(plot) : null;
    if (fit !== null && (best === null || fit < best.fit)) best = { at, dx: Math.ceil(dx), fit };
  }
  return best;
}

function bandShape(b: Band, lane: Lane, top: number, scale: TimeScale, hatchId: string): SVGTemplateResult {
  const thin = b.style === 'thin';
  const place = placeBandText(b, lane.marks, scale);
  const x = pct(b.from, scale);
  const y = thin ? top + LANE / 2 - 3 : top + 5;
  const width = widthPct(b.from, b.to, scale);
  const height = thin ? 6 : LANE - 10;
  const fill = b.style === 'hatch' ? `url(#${hatchId}-${b.tone})` : nothing;
  // The rectangle carries the band's name; its words, beside it, repeat the name's start and stay unread.
  const rect = svg`<rect class="band ${b.style} tone-${b.tone}" role="img" aria-label=${keepUnits(b.label)} x=${x} y=${em(y)} width=${width} height=${em(height)} rx="0.2em" fill=${fill} />`;
  if (!place) return rect;
  return svg`${rect}<text class="band-text ${b.style} tone-${b.tone} ${place.fit ? `fit fit-${place.fit}` : ''}" aria-hidden="true" x=${pct(place.at, scale)} dx=${em(place.dx, WORDS_PX)} y=${em(top + LANE / 2 + 4, WORDS_PX)}>${b.text}</text>`;
}

/**
 * Ticks: a coarse spacing always shown and a finer one for wide figures (class tells which widths). With a
 * compressed idle stretch they cover the time before its knee (the break stands there; a label at the knee
 * would crowd the end's in a narrow figure), and the end's tick, with its unit, closes the axis at the right edge.
 */
function axisTicks(scale: TimeScale, top: number, bottom: number): SVGTemplateResult[] {
  const dense = scale.knee ?? scale.end;
  const coarse = niceStep(dense, 4);
  const fine = niceStep(dense, 8);
  const at = new Map<number, string>();
  const on = (t: number, step: number) => Math.abs(t / step - Math.round(t / step)) < 1e-6;
  const broken = scale.knee !== null;
  const before = (t: number) => (broken ? t < dense - 1e-9 : t <= dense + 1e-9);
  for (const step of [coarse, fine]) {
    for (let i = 0; before(i * step) && i < 100; i++) {
      const t = roundToMs(i * step);
      at.set(t, on(t, coarse) && on(t, fine) ? '' : on(t, coarse) ? 'coarse' : 'fine');
    }
  }
  if (broken) at.set(scale.end, '');
  const anchor = (t: number) => (t === 0 ? 'start' : broken && t === scale.end ? 'end' : 'middle');
  const unit = (t: number) => (t === 0 || anchor(t) === 'end' ? `${NBSP}s` : '');
  // In the lab's language, as its sentences write times: "2,5" and "10.000" on a German page.
  const label = (t: number) => `${localNumber(t)}${unit(t)}`;
  // Across a compressed stretch, a label near the break may crowd the end's in a narrow figure.
  const clear = (t: number) => (broken && t > 0 && t < scale.end ? clearWidth(label(t), scale.fraction(t), label(scale.end)) : 0);
  return [...at]
    .sort((x, y) => x[0] - y[0])
    .map(([t, only]) => {
      const room = clear(t);
      const line = svg`<line class="grid tick-at ${only}" x1=${pct(t, scale)} y1=${em(top + 24)} x2=${pct(t, scale)} y2=${em(bottom)} />`;
      if (room === null) return line;
      return svg`${line}<text class="tick tick-at ${only} ${room ? `clear-${room}` : ''}" x=${pct(t, scale)} y=${em(top + 21, WORDS_PX)} text-anchor=${anchor(t)}>${label(t)}</text>`;
    });
}

/** A zig-zag from `y1` down to `y2` around `x` (default-size px: the break's own user units), as path commands. */
function zigzag(x: number, y1: number, y2: number, down: boolean): string {
  const ys: number[] = [];
  for (let y = y1; y < y2; y += 4) ys.push(y);
  ys.push(y2);
  const points = ys.map((y, i) => `${x + (i % 2 ? 2.5 : -2.5)} ${y}`);
  return (down ? points : points.reverse()).join(' L');
}

/**
 * The break where the compressed idle stretch begins: a gap with zig-zag edges across the axis and the lanes,
 * drawn over the bands (that run on through it) and under the cursor. Nothing on a linear scale.
 */
function scaleBreak(scale: TimeScale, y1: number, y2: number): SVGTemplateResult | typeof nothing {
  if (scale.knee === null) return nothing;
  const left = zigzag(-3, y1, y2, true);
  const right = zigzag(3, y1, y2, false);
  const name = msg`Time from ${seconds(scale.knee)} to ${seconds(scale.end)} is compressed`;
  return svg`<svg class="scale-break" x=${pct(scale.knee, scale)} y="0" width="1em" height="1em" viewBox="0 0 15 15" role="img" aria-label=${name}>
    <path class="break-gap" d="M${left} L${right} Z" /><path class="break-edge" d="M${left} M${right}" /></svg>`;
}

/** Everything that depends only on the run: built once per spec (guarded), untouched by playback frames. */
function staticLayers(spec: TimelineSpec, head: number, height: number, scale: TimeScale) {
  const top = head + AXIS;
  const hatchTones = [...new Set(spec.lanes.flatMap((l) => l.bands.filter((b) => b.style === 'hatch').map((b) => b.tone)))];
  const hl = spec.highlight;
  const mid = hl ? (scale.fraction(hl.from) + scale.fraction(hl.to)) / 2 : 0;
  return svg`<desc id="${spec.id}-desc">${keepUnits(spec.description)}</desc>
      <defs>
        <pattern id="${spec.id}-lanes" y=${em(top)} width="1em" height=${em(LANE * 2)} patternUnits="userSpaceOnUse"><rect class="lane-stripe" y=${em(LANE)} width="1em" height=${em(LANE)} /></pattern>
        ${hatchTones.map(
          (tone) => svg`<pattern id="${spec.id}-hatch-${tone}" class="tone-${tone}" width="0.4em" height="0.4em" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect class="hatch-bg" width="0.4em" height="0.4em" /><line class="hatch-line" x1="0" y1="0" x2="0" y2="0.4em" />
          </pattern>`,
        )}
        ${spec.playback
          ? svg`<pattern id="${spec.id}-future" width="0.5333em" height="0.5333em" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line class="future-line" x1="0" y1="0" x2="0" y2="0.5333em" /></pattern>`
          : nothing}
      </defs>
      ${hl && hl.to > hl.from
        ? svg`<g class="highlight" role="img" aria-label=${keepUnits(hl.label)}>
            <rect x=${pct(hl.from, scale)} y=${em(top - 4)} width=${widthPct(hl.from, hl.to, scale)} height=${em(height - top + 2)} />
            <text class="highlight-text" x=${mid < 0.2 ? pct(hl.from, scale) : mid > 0.8 ? pct(hl.to, scale) : percent(mid)} y="1.0435em"
              text-anchor=${mid < 0.2 ? 'start' : mid > 0.8 ? 'end' : 'middle'}>${hl.label}</text></g>`
        : nothing}
      <line class="axis-line" x1="0" y1=${em(top - 6)} x2="100%" y2=${em(top - 6)} />
      ${axisTicks(scale, head, height - 6)}
      ${spec.lanes.map(
        (lane, i) => svg`<g class="lane" data-lane=${lane.id}>
          ${lane.bands.map((b) => bandShape(b, lane, top + i * LANE, scale, `${spec.id}-hatch`))}
          ${crowding(lane.marks, scale).map((crowd, k) => markShape(lane.marks[k], top + i * LANE + LANE / 2, scale, crowd))}
        </g>`,
      )}
      ${scaleBreak(scale, top - 9, height - 2)}`;
}

/**
 * Renders the timeline. `cursor` is the playback inspection time, within the scale (omit it for a still
 * figure): what lies after it sits on a hatched "not yet" ground. A frame changes five attributes, all line
 * ends (geometry, not presentation attributes, so no style recalculation): the cursor's position, for the line
 * and the halo that keeps it visible over any band, and the end of a broad plain "past" stroke over the static
 * hatching. What moves lives in two layers of its own, the ground under the plot and the cursor over it, so a
 * frame lays out those few lines and not the plot's marks and bands. Between two shown steps a lab moves them
 * through `track` without rendering (see `cursor-track.ts`); `moving` says it glides between marks, so it leaves no gaps. The name is the short title; the long text is the description, once (naming it by
 * both read the sentence twice). The plot sits in a plain block (`plot-box`) rather than being a grid item
 * itself: an SVG root outside grid and flex layout is a relayout boundary.
 */
export function renderTimeline(spec: TimelineSpec, cursor?: number, track: CursorTrack = STILL, moving = false): TemplateResult {
  const scale = spec.scale ?? linearScale(spec.end);
  const head = spec.highlight ? HEAD : 0;
  const top = head + AXIS;
  const height = top + spec.lanes.length * LANE + 6;
  const at = cursor === undefined ? null : pct(cursor, scale);
  const place = (t: number) => pct(t, scale);
  // A gliding cursor meets marks only in passing: no gaps (see `cursorGaps`).
  const gaps = cursor === undefined || moving ? nothing : cursorGaps(spec.lanes, cursor, top, height);

  return html`<figure class="timeline" part="timeline">
    <div class="timeline-body ${head ? 'has-head' : ''}">
      <div class="lane-names" aria-hidden="true">
        ${guard([spec], () => spec.lanes.map(laneName))}
      </div>
      <div class="plot-box">
        ${at === null
          ? nothing
          : html`<svg class="plot-layer" aria-hidden="true" width="100%" height=${em(height)}><rect class="future" fill="url(#${spec.id}-future)" y=${em(top - 6)} width="100%" height=${em(height - top + 6)} />
              <line class="past" x2=${follow(track, cursor!, place)} y1=${em((top + height) / 2 - 3)} y2=${em((top + height) / 2 - 3)} stroke-width=${em(height - top + 6)} /></svg>`}
        <svg class="plot" ${bandWordsWatch(spec)} role="img" aria-label=${titleOf(spec)} aria-describedby="${spec.id}-desc" width="100%" height=${em(height)}>
          ${spec.lanes.length > 1 ? svg`<rect class="lane-bg" x="0" y=${em(top)} width="100%" height=${em(spec.lanes.length * LANE)} fill="url(#${spec.id}-lanes)" />` : nothing}
          ${guard([spec], () => staticLayers(spec, head, height, scale))}
        </svg>
        ${at === null
          ? nothing
          : html`<svg class="plot-layer cursor" aria-hidden="true" width="100%" height=${em(height)}><line class="cursor-halo" x1=${follow(track, cursor!, place)} y1=${em(top - CURSOR_ABOVE)} x2=${follow(track, cursor!, place)} y2=${em(height)} stroke-dasharray=${gaps} /><line x1=${follow(track, cursor!, place)} y1=${em(top - CURSOR_ABOVE)} x2=${follow(track, cursor!, place)} y2=${em(height)} stroke-dasharray=${gaps} /></svg>`}
      </div>
    </div>
  </figure>`;
}

/**
 * The timeline's legend, drawn after the head that stays in view rather than inside it: on a phone the key is
 * read once, and its rows would otherwise take a third of a stuck head the reader's controls scroll under.
 */
export function renderLegend(spec: TimelineSpec): TemplateResult {
  return html`<ul class="legend" part="legend" aria-label=${msg`Legend`}>
    ${spec.legend.map(legendItem)}
  </ul>`;
}


/** Whether some lane has a mark at exactly `time`, where a cursor leaves gaps (see `cursorGaps`). */
export function standsOnMark(lanes: readonly Lane[], time: number): boolean {
  return lanes.some((lane) => lane.marks.some((m) => Math.abs(m.at - time) < 1e-6));
}

/**
 * A cursor standing exactly on a mark's instant (a step to the next event, a run at 0 s) would draw its halo
 * through the mark: it leaves a gap there instead, as a dash pattern for its line from `CURSOR_ABOVE` px
 * above the lanes' `top` to `bottom`, so the mark reads whole and the line runs on behind it. Nothing when it
 * stands on no mark. Playback frames keep the last render's pattern: a moving cursor meets marks in passing.
 */
export function cursorGaps(lanes: readonly Lane[], cursor: number, top: number, bottom: number): string | typeof nothing {
  const start = top - CURSOR_ABOVE;
  const dashes: number[] = [];
  let from = start;
  lanes.forEach((lane, i) => {
    if (!standsOnMark([lane], cursor)) return;
    const centre = top + i * LANE + LANE / 2;
    dashes.push(Math.max(0, centre - GAP_HALF - from), 2 * GAP_HALF);
    from = centre + GAP_HALF;
  });
  if (!dashes.length) return nothing;
  // A closing dash to the end, then a gap long enough that the pattern never repeats.
  dashes.push(Math.max(0, bottom - from), bottom - start);
  return dashes.map((d) => em(d)).join(' ');
}

/** The track of a cursor no playback moves: its bindings take the time each render passes. */
const STILL = new CursorTrack();

const titles = new WeakMap<TimelineSpec, string>();
/** The figure's name with its numbers kept to their units, worked out once per spec (playback redraws each frame). */
function titleOf(spec: TimelineSpec): string {
  let title = titles.get(spec);
  if (title === undefined) titles.set(spec, (title = keepUnits(spec.title)));
  return title;
}

/** A lane's name, long or short as the column allows (one text when both are the same). */
function laneName(lane: Lane): TemplateResult {
  return lane.label === lane.short
    ? html`<span class="lane-name">${lane.label}</span>`
    : html`<span class="lane-name"><span class="long">${lane.label}</span><span class="short">${lane.short}</span></span>`;
}

/** A legend key: a band's swatch is drawn by the item's own styles; a mark's shape is the one the plot draws. */
function legendItem(item: LegendItem): TemplateResult {
  const isBand = ['solid', 'soft', 'hatch', 'outline', 'thin'].includes(item.kind);
  return isBand
    ? html`<li class="key ${item.kind} tone-${item.tone}">${item.label}</li>`
    : html`<li><svg class="swatch mark tone-${item.tone}" viewBox="-14 -10 28 20" width="2.1538em" height="1.5385em" aria-hidden="true">${shapePath(item.kind as Shape)}</svg>${item.label}</li>`;
}

/**
 * Individual marks for a run of routine renewals when they stay at least 5 px apart on the narrowest plot
 * (and there are at most 120); otherwise null, and the lab draws the run as one thin band instead. The run's
 * last gap is measured, as the most compressed one should the run reach into a compressed stretch.
 */
export function expandRun(run: { first: number; last: number; count: number }, cadence: number, end: number | TimeScale): number[] | null {
  const scale = asScale(end);
  const gap = scale.fraction(run.last) - scale.fraction(run.last - cadence);
  if (run.count > 120 || (run.count > 1 && gap * NARROW_PLOT < 5)) return null;
  return Array.from({ length: run.count }, (_, i) => roundToMs(run.first + i * cadence));
}
