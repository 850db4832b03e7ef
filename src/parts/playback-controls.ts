/**
 * The playback bar: Play/Pause, Previous and Next event, Restart, Speed and the inspection-time slider, all
 * native controls so they work from the keyboard with no extra wiring.
 *
 * Pressing the slider pauses playback, and it stays paused on release: the reader has taken hold of time to
 * look at a moment, and a clock still running under the thumb would pull the time (and at the end the whole
 * span) away from them. Pausing says "Paused at …" and the button reads Play, so one press carries on.
 */
import { css, html, isServer, type TemplateResult } from 'lit';
import { guard } from './guard.js';
import { bound } from './bound-state.js';
import { localNumber, seconds } from './format.js';
import { boxWidth, boxedSeconds, steppedSeconds } from './frame-number.js';
import { catalogVersion, currentLocale, msg } from './messages.js';
import type { PlaybackController } from './playback.js';
import { DENSE_SHARE, eventScale, niceStep, type TimeScale } from './time-scale.js';
import { roundToMs } from '../sim/time.js';

/** Speeds offered to the reader (simulated seconds per real second). */
export const SPEEDS = [0.5, 1, 2, 5, 10, 20];

/**
 * Previous event, Next event and Restart never take `disabled`: a disabled button would drop keyboard focus
 * to the page and leave the tab order. They are `aria-disabled` instead (the controller ignores them then).
 * The time readout is plain text; the lab's live region says the controller's `announcement`, not this bar.
 * The speed and event-time options are guarded: a playback frame skips them.
 *
 * The slider works in thousandths of the timeline's width (`SLIDER_UNITS`) through `scale`, the chart's own,
 * so its thumb stands where the chart's cursor does; its keys, readout and `aria-valuetext` stay in exact
 * seconds. By default the scale is built from the controller's stops and the span, as a played run's chart is.
 */
export function renderPlayback(p: PlaybackController, span: number, scale: TimeScale = stopsScale(p.stops, span)): unknown {
  const times = shownTimes(p, span);
  const words = [currentLocale(), catalogVersion()];
  // While playing, shown time and thumb move in steps: the frames between two steps leave the whole bar alone,
  // and a step redraws only the readout and slider, not the buttons.
  return playbackBar(
    guard([p.playing, p.speed, p.atEnd, p.atStart, p.time === 0, ...words], () => playbackButtons(p)),
    guard([p.stops, span, scale, times.shown, p.shownStep > 0, ...words], () => scrubber(p, span, scale, times)),
  );
}

/**
 * Everything the bar shows at this moment as one key: while it stays the same, a playback frame changes
 * nothing in the bar, so a lab may move only its cursor.
 */
export function barKey(p: PlaybackController, span: number): string {
  const { shown } = shownTimes(p, span);
  return `${shown} ${p.playing} ${p.speed} ${p.atEnd} ${p.atStart} ${p.time === 0} ${p.announcement}`;
}

/** The bar itself around its buttons and its slider. */
function playbackBar(buttons: unknown, scrub: unknown): TemplateResult {
  // Disabled in server HTML until the element runs, like the control panel (see lab-element's render).
  return html`<fieldset class="playback waits" part="playback" aria-label=${msg`Playback`} ?disabled=${bound(isServer)}>${buttons}${scrub}</fieldset>`;
}

/** Play/Pause, Previous and Next event, Restart and the speed: they change when playing starts or stops, not on a step. */
function playbackButtons(p: PlaybackController): TemplateResult {
  const atEnd = p.atEnd;
  return html`<button type="button" class="play" @click=${() => p.toggle()}>${p.playing ? msg`Pause` : atEnd ? msg`Replay` : msg`Play`}</button>
      <button type="button" class="previous" aria-disabled=${p.time === 0} @click=${() => p.previous()}>${msg`Previous event`}</button>
      <button type="button" class="next" aria-disabled=${atEnd} @click=${() => p.next()}>${msg`Next event`}</button>
      <button type="button" class="restart" aria-disabled=${p.atStart} @click=${() => p.restart()}>${msg`Restart`}</button>
      <label class="speed">${msg`Speed`}
        <select @change=${(e: Event) => p.setSpeed(Number((e.target as HTMLSelectElement).value))}>
          ${guard([p.speed, currentLocale()], () => speedsWith(p.speed).map((s) => html`<option .value=${String(s)} ?selected=${bound(s === p.speed)}>${currentLocale() === 'en' ? s : localNumber(s)}×</option>`))}
        </select>
      </label>`;
}

/** The inspection-time label, readout and slider at the times `renderPlayback` worked out for this moment. */
function scrubber(p: PlaybackController, span: number, scale: TimeScale, { step, shown }: ReturnType<typeof shownTimes>): TemplateResult {
  const units = (t: number) => Math.round(scale.fraction(t) * SLIDER_UNITS * 1000) / 1000;
  const stops = p.stops;
  return html`<div class="scrub">
      <label for="scrub-time">${msg`Inspection time`}</label> <span class="reading"><span class="time-readout ${boxWidth(span)}">${boxedSeconds(shown, span, p.shownStep > 0)}</span> <span class="muted">${msg`of\u00a0${seconds(span)}`}</span></span>
      <div class="track"><input
        id="scrub-time"
        type="range"
        min="0"
        max=${SLIDER_UNITS}
        step="any"
        list="event-times"
        .value=${String(units(shown))}
        aria-valuetext=${msg`${seconds(shown)} of ${seconds(span)}`}
        @pointerdown=${() => p.pause()}
        @input=${(e: Event) => p.seek(scale.time(Number((e.target as HTMLInputElement).value) / SLIDER_UNITS))}
        @keydown=${(e: KeyboardEvent) => scrubKey(p, e.key, step, scale) && e.preventDefault()}
      /></div>
      <datalist id="event-times">${guard([stops, scale], () => stops.map((t) => html`<option value=${units(t)}></option>`))}</datalist>
    </div>`;
}

/** Each stop list's scale, made once per run (a frame reuses it, so the guarded tick list stays untouched). */
const scales = new WeakMap<readonly number[], TimeScale>();

/** The scale a played run's chart has: from its event moments (the stops) and its span. */
function stopsScale(stops: readonly number[], span: number): TimeScale {
  let scale = scales.get(stops);
  if (!scale || scale.end !== Math.max(span, stops.at(-1) ?? 0)) scales.set(stops, (scale = eventScale(stops, span)));
  return scale;
}

/** The offered speeds, with an authored off-list speed in its numeric place (not last, out of order). */
function speedsWith(speed: number): number[] {
  return SPEEDS.includes(speed) ? SPEEDS : [...SPEEDS, speed].sort((a, b) => a - b);
}

/** The slider's range: thousandths of the timeline's width, fine enough that a drag lands on any pixel. */
export const SLIDER_UNITS = 1000;

/**
 * The slider's keys, done here because a native range with a step would snap the exact time (2.758 s
 * showed as 3) and step from the snapped value: the arrows move to the next multiple of the step either way.
 * The step is `step` up to the knee and a coarser one in the compressed idle stretch after it (see
 * `idleStep`), so each press moves the thumb about as far on screen; crossing the knee lands on it. Home and End
 * go to the span's ends; the page keys move a tenth of the width, to a whole step. Returns whether the key was
 * one of these.
 */
function scrubKey(p: PlaybackController, key: string, step: number, scale: TimeScale): boolean {
  const d = key === 'ArrowRight' || key === 'ArrowUp' ? 1 : key === 'ArrowLeft' || key === 'ArrowDown' ? -1 : 0;
  const idle = idleStep(scale, step);
  if (d) p.seek(arrowTarget(p.time, d, step, idle, scale.knee));
  else if (key === 'Home' || key === 'End') p.seek(key === 'Home' ? 0 : scale.end);
  else if (key === 'PageUp' || key === 'PageDown') p.seek(pageTarget(p.time, key === 'PageUp' ? 1 : -1, step, idle, scale));
  else return false;
  return true;
}

/**
 * Where a page key goes from `t`: a tenth of the width in direction `page`, to a whole step on that side of
 * the knee, and never back the other way (then one arrow's step instead).
 */
function pageTarget(t: number, page: number, step: number, idle: number, scale: TimeScale): number {
  const target = scale.time(scale.fraction(t) + page / 10);
  const knee = scale.knee;
  const idleSide = knee !== null && target > knee;
  const s = idleSide ? idle : step;
  const snapped = Math.min(scale.end, Math.max(idleSide ? knee : 0, roundToMs(Math.round(target / s) * s)));
  const moves = page > 0 ? snapped > t + 1e-9 : snapped < t - 1e-9;
  return moves ? snapped : arrowTarget(t, page, step, idle, knee);
}

/** The fewest arrow presses that cross the compressed idle stretch, however short the run before it. */
const IDLE_PRESSES = 3;

/**
 * The arrows' step in the compressed idle stretch: a round number of seconds that takes about as many presses
 * per width as `step` does before the knee, and at least `IDLE_PRESSES` (`step` itself on a linear axis).
 */
function idleStep(scale: TimeScale, step: number): number {
  if (scale.knee === null) return step;
  const presses = Math.max(IDLE_PRESSES, (scale.knee / step) * ((1 - DENSE_SHARE) / DENSE_SHARE));
  return Math.max(step, niceStep(scale.end - scale.knee, presses));
}

/** The next stop of an arrow from `t` in direction `d`: a multiple of the local step, never past the knee. */
function arrowTarget(t: number, d: number, step: number, idle: number, knee: number | null): number {
  const idleSide = knee !== null && (d > 0 ? t >= knee : t > knee);
  const s = idleSide ? idle : step;
  const next = roundToMs(d > 0 ? (Math.floor(t / s + 1e-9) + 1) * s : (Math.ceil(t / s - 1e-9) - 1) * s);
  if (knee === null) return next;
  if (idleSide) return d < 0 ? Math.max(knee, next) : next;
  return d > 0 ? Math.min(knee, next) : next;
}

/**
 * The slider's step, and the readout's time and the slider's position as shown: while playing both move in the
 * same steps (see `shownStep`), so most frames change neither and the thumb never trails the readout.
 */
function shownTimes(p: PlaybackController, span: number) {
  const step = niceStep(span, 120);
  return { step, shown: steppedSeconds(p.time, p.shownStep) };
}

/** One row where the lab is wide enough (buttons, then the slider taking the rest), wrapping on a narrow one. */
export const playbackStyles = css`
  .playback {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5334em var(--_space); /* 8 px */
  }
  /* The label and reading ("5 s of 60 s", one phrase that wraps whole) beside the slider: one line where it fits. */
  .scrub {
    flex: 1 1 20em;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 0.4em; /* 6 px */
  }
  .scrub > :not(.track) {
    white-space: nowrap;
  }
  .track {
    flex: 1 1 8em;
    min-width: 0;
  }
  .play {
    min-width: 5.8667em; /* 88 px */
    font-weight: 600;
  }
  .speed {
    display: inline-flex;
    gap: 0.4em; /* 6 px */
    align-items: center;
  }
  .speed select {
    min-height: 2.4em; /* 36 px */
    border-radius: calc(var(--_radius) - 2px);
    border: 1px solid var(--_muted);
    background: var(--_surface);
    padding: 0 0.5334em; /* 8 px */
  }
  /*
   * The slider is a block in a block (not a flex or grid item) with a fixed size and layout containment: a relayout boundary, so
   * its thumb moving to the next step during playback is laid out inside it, not across the whole lab.
   */
  .scrub input {
    display: block;
    contain: size layout;
    width: 100%;
    height: 1.6em; /* 24 px */
    /* All four sides: the browser's own side margins pushed a full-width slider past a lab without padding. */
    margin: 0.2667em 0 0; /* 4 px */
    accent-color: var(--_focus);
  }
  /* As wide as the box a playing time takes (see boxWidth), paused too: "of 60 s" never moves. */
  .time-readout {
    display: inline-block;
    /* At least: wider text spacing (WCAG 1.4.12) may widen a paused time. */
    min-width: var(--_w);
    /* Digits end next to "of 60 s", as a counter's do. */
    text-align: end;
    white-space: nowrap;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
