/**
 * The playback bar: Play/Pause, Previous and Next event, Restart, Speed and the inspection-time slider, all
 * native controls so they work from the keyboard with no extra wiring.
 *
 * Pressing the slider pauses playback, and it stays paused on release: the reader has taken hold of time to
 * look at a moment, and a clock still running under the thumb would pull the time (and at the end the whole
 * span) away from them. Pausing says "Paused at …" and the button reads Play, so one press carries on.
 */
import { css, html, isServer, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { bound } from './bound-state.js';
import { seconds } from './format.js';
import { boxWidth, boxedSeconds, steppedSeconds } from './frame-number.js';
import type { PlaybackController } from './playback.js';
import { niceStep } from './timeline.js';

/** Speeds offered to the reader (simulated seconds per real second). */
export const SPEEDS = [0.5, 1, 2, 5, 10, 20];

/**
 * Previous event, Next event and Restart never take `disabled`: a disabled button would drop keyboard focus
 * to the page and leave the tab order. They are `aria-disabled` instead (the controller ignores them then).
 * The time readout is plain text; only `announcement` (pauses, ends, steps) reaches the polite live region.
 * The speed and event-time options are guarded: a playback frame skips them.
 */
export function renderPlayback(p: PlaybackController, span: number): TemplateResult {
  const { step, shown, thumb } = shownTimes(p, span);
  const atEnd = p.atEnd;
  const stops = p.stops;
  // Disabled in server HTML until the element runs, like the control panel (see lab-element's render).
  return html`<fieldset class="playback waits" part="playback" aria-label="Playback" ?disabled=${bound(isServer)}>
    <div class="playback-buttons">
      <button type="button" class="play" @click=${() => p.toggle()}>${p.playing ? 'Pause' : atEnd ? 'Replay' : 'Play'}</button>
      <button type="button" class="previous" aria-disabled=${p.time === 0} @click=${() => p.previous()}>Previous event</button>
      <button type="button" class="next" aria-disabled=${atEnd} @click=${() => p.next()}>Next event</button>
      <button type="button" class="restart" aria-disabled=${p.atStart} @click=${() => p.restart()}>Restart</button>
      <label class="speed">Speed
        <select @change=${(e: Event) => p.setSpeed(Number((e.target as HTMLSelectElement).value))}>
          ${guard([p.speed], () => speedsWith(p.speed).map((s) => html`<option .value=${String(s)} ?selected=${bound(s === p.speed)}>${s}×</option>`))}
        </select>
      </label>
    </div>
    <div class="scrub">
      <span><label for="scrub-time">Inspection time</label> <span class="time-readout ${boxWidth(span)}">${boxedSeconds(shown, span, p.shownStep > 0)}</span> <span class="muted">of&nbsp;${seconds(span)}</span></span>
      <input
        id="scrub-time"
        type="range"
        min="0"
        max=${span}
        step="any"
        list="event-times"
        .value=${String(thumb)}
        aria-valuetext="${seconds(shown)} of ${seconds(span)}"
        @pointerdown=${() => p.pause()}
        @input=${(e: Event) => p.seek(Number((e.target as HTMLInputElement).value))}
        @keydown=${(e: KeyboardEvent) => scrubKey(p, e.key, step) && e.preventDefault()}
      />
      <datalist id="event-times">${guard([stops], () => stops.map((t) => html`<option value=${t}></option>`))}</datalist>
      <span class="visually-hidden" role="status">${p.announcement}</span>
    </div>
  </fieldset>`;
}

/** The offered speeds, with an authored off-list speed in its numeric place (not last, out of order). */
function speedsWith(speed: number): number[] {
  return SPEEDS.includes(speed) ? SPEEDS : [...SPEEDS, speed].sort((a, b) => a - b);
}

/**
 * The slider's arrow keys, done here because a native range with a step would snap the exact time (2.758 s
 * showed as 3) and step from the snapped value: they move to the next multiple of `step` either way. (With
 * `step="any"`, Home, End and the page keys keep their native moves.) Returns whether the key was an arrow.
 */
function scrubKey(p: PlaybackController, key: string, step: number): boolean {
  const d = key === 'ArrowRight' || key === 'ArrowUp' ? 1 : key === 'ArrowLeft' || key === 'ArrowDown' ? -1 : 0;
  if (d) p.seek((d > 0 ? Math.floor(p.time / step + 1e-9) + 1 : Math.ceil(p.time / step - 1e-9) - 1) * step);
  return d !== 0;
}

/**
 * The slider's step, and the readout's time and the slider's position as shown: while playing they move in
 * steps (see `shownStep`), so most frames change neither.
 */
function shownTimes(p: PlaybackController, span: number) {
  const step = niceStep(span, 120);
  const shown = steppedSeconds(p.time, p.shownStep);
  const thumb = p.shownStep ? steppedSeconds(p.time, Math.max(step, p.shownStep)) : p.time;
  return { step, shown, thumb };
}

export const playbackStyles = css`
  .playback {
    display: grid;
    gap: 0.5334em; /* 8 px */
  }
  .playback-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5334em; /* 8 px */
    align-items: center;
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
   * The slider is a block (not a grid item) with a fixed size and layout containment: a relayout boundary, so
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
