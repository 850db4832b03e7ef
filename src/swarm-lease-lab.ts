/**
 * `<swarm-lease-lab>`: task T-91 (refund order 7731) is delivered to two workers. Stall A, change the TTL,
 * turn renewal off or add a fencing token, then play the run and watch whether the customer is refunded once
 * or twice. A thin element: it maps attributes to Model 2, drives playback and composes the shared parts.
 */
import { ContextProvider } from '@lit/context';
import { html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { LabElement } from './parts/lab-element.js';
import { msg, text } from './parts/messages.js';
import type { LabSpec, LabViewHooks } from './parts/lab-spec.js';
import type { Section } from './parts/sections.js';
import { converterFor } from './parts/lenient-fields.js';
import { fire, type LabChangeDetail, type LabExportDetail, type LabResultDetail, type LabTimeDetail } from './parts/lab-events.js';
import { renderMetrics, renderVerdict } from './parts/metrics.js';
import { guard } from './parts/guard.js';
import { PlaybackController, sentencesAt } from './parts/playback.js';
import { frameNumberStyles, steppedSeconds } from './parts/frame-number.js';
import { reserveStyles } from './parts/reserve.js';
import { RESERVE_HEIGHTS } from './parts/reserve-heights.js';
import { barKey, playbackStyles, renderPlayback } from './parts/playback-controls.js';
import { CursorTrack } from './parts/cursor-track.js';
import { renderTable } from './parts/tables.js';
import { renderLegend, renderTimeline, standsOnMark, type TimelineSpec } from './parts/timeline.js';
import { type Field, type NumberField, readAttribute } from './sim/fields.js';
import { eventMoments } from './sim/events.js';
import { stateAtSwarmLease } from './sim/swarm-lease-state.js';
import {
  type Mechanism,
  SWARM_LEASE_DEFAULTS as D,
  SWARM_LEASE_FIELDS,
  type SwarmLeaseInput,
  readSwarmLeaseInput,
} from './sim/swarm-lease-input.js';
import { type SwarmLeaseRun, simulateSwarmLease } from './sim/swarm-lease.js';
import { type SwarmLeaseContextValue, swarmLeaseContext } from './swarm-lease/context.js';
import { SWARM_ASSUMPTIONS } from './swarm-lease/assumptions.js';
import { SWARM_PRESETS } from './swarm-lease/presets.js';
import { swarmControls, swarmInputDetails } from './swarm-lease/controls.js';
import { swarmTimeline } from './swarm-lease/lanes.js';
import { renderState, stateStyles } from './swarm-lease/state-panel.js';
import { swarmWorksheet, traceTable, workersTable } from './swarm-lease/tables.js';
import { swarmMetrics, swarmVerdict } from './swarm-lease/verdict.js';

const F = Object.fromEntries(SWARM_LEASE_FIELDS.map((f) => [f.name, f])) as Record<keyof SwarmLeaseInput, Field>;

/** Initial inspection time (not part of the model; never reflected while playback moves). */
const TIME: NumberField = { type: 'number', name: 'time', attribute: 'time', default: 0, min: 0, max: 86400 };
/** Initial playback speed in simulated seconds per real second. */
const SPEED: NumberField = { type: 'number', name: 'speed', attribute: 'speed', unit: '×', default: 2, min: 0.1, max: 100 };

/** Each event's detail on this lab, named per lab so that editors and JSX type generators can import them. */
export type SwarmLeaseResultDetail = LabResultDetail<SwarmLeaseInput, SwarmLeaseRun>;
export type SwarmLeaseChangeDetail = LabChangeDetail;
export type SwarmLeaseTimeDetail = LabTimeDetail;
export type SwarmLeaseExportDetail = LabExportDetail;

/** Events fired by `<swarm-lease-lab>`, for typed listeners. */
export interface SwarmLeaseLabEventMap {
  'lab-result': CustomEvent<LabResultDetail<SwarmLeaseInput, SwarmLeaseRun>>;
  'lab-change': CustomEvent<LabChangeDetail>;
  'lab-export': CustomEvent<LabExportDetail>;
  'lab-time': CustomEvent<LabTimeDetail>;
}

/**
 * Agent-swarm lab: one refund task delivered twice, a compare-and-set lease with renewal, a stalled worker,
 * and a ledger that may check fencing tokens — with playback over the run.
 *
 * @summary Play the duplicate-delivery experiment and see whether the refund takes effect once or twice.
 *
 * @fires {SwarmLeaseResultDetail} lab-result - After every computation, including the first. `detail: { input, run }`.
 * @fires {SwarmLeaseChangeDetail} lab-change - When the reader edits a control. `detail: { field, attribute, value }`.
 * @fires {SwarmLeaseTimeDetail} lab-time - When the inspection time changes, at most once per frame. `detail: { time, playing }`.
 * @fires {SwarmLeaseExportDetail} lab-export - Cancelable; just before a worksheet download. `detail: { format, sections, filename, text }`.
 *
 * @slot - Extra content shown at the end of the lab; descendants can consume `swarmLeaseContext`.
 * @slot title - Replaces the lab's title.
 * @slot intro - A short introduction under the title.
 *
 * @csspart base - The lab's outer wrapper.
 * @csspart header - Title and introduction.
 * @csspart presets - The row of the seed text's experiments and the current one's lesson (hidden by `no-presets`).
 * @csspart assumptions - The closed "Assumptions and limits" section.
 * @csspart pending - The line shown until the script runs (pre-rendered pages).
 * @csspart notices - Notices about attribute values that could not be used.
 * @csspart controls - The control panel.
 * @csspart figure - The figure: verdict, timeline and figures (and, here, playback), above the controls or beside them, where all of it stays in view as they scroll.
 * @csspart figure-head - The verdict and timeline, which stay in view while the controls scroll under them (beside them, the whole figure does).
 * @csspart section - Each closed-by-default secondary section (its tables, the inputs in detail).
 * @csspart verdict - The verdict headline.
 * @csspart metrics - The final metrics.
 * @csspart playback - Play/Pause, Next event, Restart, Speed and the time slider.
 * @csspart state - What each party is doing at the inspection time.
 * @csspart timeline - The timeline figure.
 * @csspart legend - The timeline's legend.
 * @csspart trace - The event trace table.
 * @csspart workers - The computed data table.
 * @csspart export - The closed section with the worksheet export and Copy HTML.
 * @csspart embed - The Copy HTML row (hide it on pages for readers, keep it on an author's own page).
 *
 * @cssprop --ll-color-a - Worker A.
 * @cssprop --ll-color-b - Worker B.
 * @cssprop --ll-color-token-1 - Lease token 1 (defaults to worker A's colour).
 * @cssprop --ll-color-token-2 - Lease token 2 (defaults to worker B's colour).
 * @cssprop --ll-color-accepted - Accepted refunds and renewals.
 * @cssprop --ll-color-rejected - Rejected refunds, failed renewals, duplicate effect.
 * @cssprop --ll-color-warning - Stalls, lapsed leases and notices.
 * @cssprop --ll-color-text - Text.
 * @cssprop --ll-color-muted - Secondary text.
 * @cssprop --ll-color-surface - Background.
 * @cssprop --ll-color-raised - Panels.
 * @cssprop --ll-color-border - Borders and grid lines.
 * @cssprop --ll-color-focus - Focus ring and playback cursor.
 * @cssprop --ll-font - Font family.
 * @cssprop --ll-font-mono - Monospace font.
 * @cssprop --ll-radius - Corner radius.
 * @cssprop --ll-space - Base spacing.
 * @cssprop --ll-sticky-top - Where the figure's verdict and timeline stick while the controls scroll: the height of the page's own fixed header. Default `0px`.
 * @cssprop --ll-font-size - Size of the lab's body text; its title, hints, spacing and the whole timeline (lanes, marks and words) follow it. Default `0.9375em`, a sixteenth smaller than the text around the lab (not the page's root size); `font-size` on the element sets it too.
 */
export class SwarmLeaseLab extends LabElement<SwarmLeaseInput, SwarmLeaseRun> {
  static override styles = [...LabElement.styles, playbackStyles, stateStyles, frameNumberStyles, reserveStyles(RESERVE_HEIGHTS['swarm-lease-lab'])];
  static override properties: PropertyDeclarations = {
    mechanism: { converter: converterFor(F.mechanism) },
    ttl: { converter: converterFor(F.ttl) },
    renew: { attribute: 'no-renew', converter: converterFor(F.renew) },
    stallAt: { attribute: 'stall-at', converter: converterFor(F.stallAt) },
    stallFor: { attribute: 'stall-for', converter: converterFor(F.stallFor) },
    work: { converter: converterFor(F.work) },
    bArrivesAt: { attribute: 'b-arrives-at', converter: converterFor(F.bArrivesAt) },
    idempotencyKey: { attribute: 'idempotency-key', converter: converterFor(F.idempotencyKey) },
    time: { converter: converterFor(TIME) },
    speed: { converter: converterFor(SPEED) },
    playbackView: { state: true, attribute: false },
  };

  /** How the workers coordinate: `none`, `lease` or `fencing`. */
  mechanism: Mechanism = D.mechanism;
  /** Lease time-to-live in seconds. */
  ttl: number = D.ttl;
  /** Whether the owner renews; the boolean attribute `no-renew` turns it off. */
  renew: boolean = D.renew;
  /** When A stalls, in seconds. */
  stallAt: number = D.stallAt;
  /** Stall length in seconds; 0 means no stall. */
  stallFor: number = D.stallFor;
  /** Running time each worker needs, in seconds. */
  work: number = D.work;
  /** When the duplicate delivery reaches B, in seconds. */
  bArrivesAt: number = D.bArrivesAt;
  /**
   * Whether the ledger deduplicates refunds by the task's key (boolean attribute `idempotency-key`): the fix
   * that holds whatever the timing, since the effect itself becomes idempotent.
   */
  idempotencyKey: boolean = D.idempotencyKey;
  /**
   * Initial inspection time in seconds (setting it later jumps there). Left unset, a `compact` or
   * `no-controls` lab (a figure, not an experiment) opens at the end of the span, so its state agrees with
   * its verdict; any other lab opens at 0. Read as leniently as an input: a time past the end of the run
   * starts at the end, anything that is not a time starts at 0, each with a notice, and the property reads
   * back as the time used.
   */
  time = 0;
  /**
   * Initial playback speed, simulated seconds per real second, 0.1 to 100. Read as leniently as an input: a
   * speed outside that range takes the nearest end, anything that is not a number the default 2, each with a
   * notice, and the property reads back as the speed used.
   */
  speed = 2;

  /**
   * What playback shows now, a new object on each playback frame: an update that changes only this redraws
   * only what follows the inspection time (see `frameOnly`).
   */
  protected playbackView?: { time: number; playing: boolean; speed: number; announcement: string };

  /** The live state for context consumers (light-DOM children included), following playback. */
  #context = new ContextProvider(this, { context: swarmLeaseContext });

  protected readonly spec: LabSpec<SwarmLeaseInput, SwarmLeaseRun> = {
    fields: SWARM_LEASE_FIELDS,
    viewFields: [TIME, SPEED],
    readInput: readSwarmLeaseInput,
    simulate: simulateSwarmLease,
    verdict: swarmVerdict,
    localized: true,
    title: text('One refund task, two workers: lease and fencing lab'),
    assumptions: SWARM_ASSUMPTIONS,
    inputDetails: swarmInputDetails,
    defaults: D,
    presets: SWARM_PRESETS,
    worksheet: { name: 'swarm-lease-worksheet', title: text('Swarm lease lab worksheet'), sections: swarmWorksheet },
  };

  #timeFrame = 0;
  /** The frame (its timestamp) that last fired `lab-time`. */
  #timeReportedAt = -1;
  /** What the playback bar, state panel and trace last showed (`barKey`), and the cursor's own channel. */
  #shownKey = '';
  /** The key the chart was last drawn with (see `#timeline`). */
  #chartKey?: true | number;
  #cursor = new CursorTrack();
  /** A figure (compact or no-controls, no authored `time`) rests at the end of the span, not at 0. */
  #restsAtEnd = false;
  #playback = new PlaybackController(this, {
    span: () => this.run.span,
    stops: () => this.#ofRun(this.run).stops,
    happened: (t) => sentencesAt(this.run.events, t),
    inLocale: (fn) => this.inLocale(fn),
    changed: (time, playing, frameTime) => {
      const state = this.#context.value;
      if (state) this.#context.setValue({ ...state, time, playing });
      this.#reportTime(frameTime);
    },
    frame: () => {
      const p = this.#playback;
      // The cursor takes its own channel at every frame; between two shown steps nothing else moves: no render.
      const key = barKey(p, this.run.span);
      this.#cursor.move(p.time);
      // A frame that lands on a mark draws its gaps, and the next one, gliding on, takes them away.
      const chartMoved = p.playing && this.#chartKeyAt(p.time) !== this.#chartKey;
      if (key === this.#shownKey && !chartMoved && this.hasUpdated && !this.isUpdatePending) return;
      this.#shownKey = key;
      this.playbackView = { time: p.time, playing: p.playing, speed: p.speed, announcement: p.announcement };
    },
  });

  /** How playback reaches the shared element: its frames, its time's range and notice, its words, its view. */
  protected override readonly viewHooks: LabViewHooks = {
    frameOnly: (changed) => changed.size === 1 && changed.has('playbackView'),
    range: (field) => (field === TIME ? this.#timeRange() : field),
    runNotice: () => readAttribute(this.#timeRange(), this.getAttribute('time')).problem,
    spoken: () => this.#playback.announcement,
    value: (name) => this.#viewValue(name),
    follow: () => (this.sections.isOpen('trace') ? this.playbackView : null),
    // Without its inputs the lab still plays its run back: the ready line says how.
    figureHint: () => msg`Play the run, or move the slider.`,
  };

  /** Current inspection time in seconds (moves during playback; `time` is only the starting point). */
  get inspectionTime(): number {
    return this.#playback.time;
  }

  /** Whether playback is running, or asked to run and waiting for the lab to be visible (`playPending`). */
  get playing(): boolean {
    return this.#playback.playing;
  }

  /** Whether a play request is waiting for the lab to scroll into view (or the tab to be shown). */
  get playPending(): boolean {
    return this.#playback.pending;
  }

  /**
   * Starts playback from the inspection time (from 0 when at the end). Playback never runs while the lab
   * is off-screen or its tab is hidden: called then, `play()` is queued, not dropped: `playing` becomes
   * true at once (the Play button reads Pause and `lab-time` reports `playing: true`), `playPending` is
   * true, and time starts moving as soon as the lab is visible. `pause()` cancels a queued request.
   */
  play(): void {
    this.#playback.play();
  }

  /** Pauses playback. */
  pause(): void {
    this.#playback.pause();
  }

  /** Jumps to the next event time. */
  nextEvent(): void {
    this.#playback.next();
  }

  /** Rewinds to 0, paused. */
  restart(): void {
    this.#playback.restart();
  }

  /** Moves the inspection time to `time` seconds. */
  seek(time: number): void {
    this.#playback.seek(time);
  }

  protected published(detail: LabResultDetail<SwarmLeaseInput, SwarmLeaseRun>): void {
    this.#context.setValue({ ...detail, time: this.#playback.time, playing: this.#playback.playing });
  }

  /**
   * The speed the reader picked and the moment they are looking at, so "Copy HTML" pastes the lab as they see
   * it. A figure that rests at the end of its run needs no time for that, but does for 0 s, which is then not
   * its default: as text, so it is not left out as one.
   */
  /** `time` is checked against this run: its notices give the real range, 0 to the end of the span. */
  #timeRange(): Field {
    return { ...TIME, max: Math.min(this.run.span, TIME.max) };
  }

  #viewValue(name: string): unknown {
    const p = this.#playback;
    if (name === 'time' && this.#restsAtEnd) return p.time === this.run.span ? 0 : p.time || '0';
    return name === 'time' ? p.time : p.speed;
  }

  protected override willUpdate(changed: PropertyValues): void {
    const hadRun = this.hasUpdated;
    super.willUpdate(changed);
    if (!hadRun) this.#restsAtEnd = (this.compact || this.noControls) && this.time === 0 && !this.hasAttribute('time');
    if (hadRun && this.spec.fields.some((f) => changed.has(f.name))) this.#playback.reset(this.#restsAtEnd ? this.run.span : 0);
    if (changed.has('speed')) this.#playback.setSpeed(this.speed);
    // Both were read leniently already (see `viewHooks.range`): here they are always a valid speed and time.
    if (changed.has('time')) this.#playback.seek(this.#restsAtEnd && !hadRun ? this.run.span : this.time);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.#timeFrame);
    this.#timeFrame = 0;
  }

  /**
   * `lab-time` at most once per frame, carrying the latest time: at once from a playback frame that has not
   * reported yet (so playing costs no second callback per frame), otherwise in the next frame.
   */
  #reportTime(frameTime?: number): void {
    if (frameTime !== undefined && frameTime !== this.#timeReportedAt) {
      cancelAnimationFrame(this.#timeFrame);
      this.#timeFrame = 0;
      return this.#fireTime(frameTime);
    }
    if (this.#timeFrame || typeof requestAnimationFrame !== 'function' || !this.isConnected) return;
    this.#timeFrame = requestAnimationFrame((at) => {
      this.#timeFrame = 0;
      if (at === this.#timeReportedAt) this.#reportTime();
      else this.#fireTime(at);
    });
  }

  #fireTime(frameTime: number): void {
    this.#timeReportedAt = frameTime;
    fire<LabTimeDetail>(this, 'lab-time', { time: this.#playback.time, playing: this.#playback.playing });
  }

  protected renderControls(): TemplateResult {
    return swarmControls(this.input, (n, v) => this.edit(n, v), this.controlErrors);
  }

  #perRun?: { run: SwarmLeaseRun; locale: string; timeline: TimelineSpec; stops: number[] };

  /**
   * What playback frames reuse from a run, built once per run: the timeline spec (whose guarded lanes a frame
   * then leaves untouched) and the event times (the same array each frame, so playback sorts them once).
   * A new language builds the timeline again, in its words.
   */
  #ofRun(run: SwarmLeaseRun): { timeline: TimelineSpec; stops: number[] } {
    const locale = this.localeKey;
    if (this.#perRun?.run !== run) {
      this.#perRun = { run, locale, timeline: this.inLocale(() => swarmTimeline(run)), stops: eventMoments(run.events) };
    } else if (this.#perRun.locale !== locale) {
      this.#perRun = { ...this.#perRun, locale, timeline: this.inLocale(() => swarmTimeline(run)) };
    }
    return this.#perRun;
  }

  /**
   * Per playback frame only the time-dependent parts change: playback readout, state panel, cursor and (when
   * open) the trace. The verdict, figures, lanes and computed data are guarded by the run, so Lit skips them.
   * The verdict and timeline come first (the head that stays in view), then the legend and playback;
   * the final metrics, which the verdict sums up, are a section of their own.
   */
  protected renderFigure(): TemplateResult {
    const run = this.run;
    const locale = this.localeKey;
    const time = this.#playback.time;
    // One moment for every text: while playing, the readout's stepped time (exact at rest). Only the cursor glides.
    const shown = steppedSeconds(time, this.#playback.shownStep);
    return html`<div class="figure-head stack" part="figure-head">
        ${guard([run, locale], () => renderVerdict(swarmVerdict(run)))} ${this.whenDrawn('timeline', () => this.#timeline(run, time))}
      </div>
      ${this.whenDrawn('timeline', () => {
        const { timeline } = this.#ofRun(run);
        return guard([timeline], () => renderLegend(timeline));
      })}
      ${this.whenDrawn('figure', () => html`<div class="inspection">${renderPlayback(this.#playback, run.span)} ${guard([run, locale, shown, this.#playback.playing], () => renderState(run, stateAtSwarmLease(run, shown), this.#playback.playing))}</div>`)}`;
  }

  /**
   * The chart at `time`. While playback glides, its cursor moves on its own channel at every frame, steps
   * included (see `frame`), so a step leaves the chart alone. Standing on a mark (at rest, at 0 s, on the last
   * event, on each event of a reduced-motion run) it is drawn at that exact time, with gaps at the marks.
   */
  #timeline(run: SwarmLeaseRun, time: number): unknown {
    const { timeline } = this.#ofRun(run);
    const key = (this.#chartKey = this.#chartKeyAt(time));
    return guard([timeline, key], () => renderTimeline(timeline, time, this.#cursor, key === true));
  }

  /** The chart's key at `time`: true while the cursor glides (its channel moves it), else the time itself. */
  #chartKeyAt(time: number): true | number {
    const p = this.#playback;
    return (p.playing && !p.reducedMotion && !standsOnMark(this.#ofRun(this.run).timeline.lanes, time)) || time;
  }

  protected tableSections(): Section[] {
    const run = this.run;
    const locale = this.localeKey;
    const shown = steppedSeconds(this.#playback.time, this.#playback.shownStep);
    return [
      { name: 'trace', summary: msg`Event trace`, content: () => renderTable(traceTable(run, shown, this.#playback.playing)) },
      { name: 'workers', summary: msg`Computed data`, content: () => guard([run, locale], () => renderTable(workersTable(run))) },
      { name: 'metrics', summary: msg`Final metrics`, content: () => guard([run, locale], () => renderMetrics(swarmMetrics(run))) },
    ];
  }
}

export interface SwarmLeaseLab {
  addEventListener<K extends keyof SwarmLeaseLabEventMap>(
    type: K,
    listener: (this: SwarmLeaseLab, event: SwarmLeaseLabEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SwarmLeaseLabEventMap>(
    type: K,
    listener: (this: SwarmLeaseLab, event: SwarmLeaseLabEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'swarm-lease-lab': SwarmLeaseLab;
  }
}

export { swarmLeaseContext, type SwarmLeaseContextValue };

// Safe to load twice: define once, and never where there is no registry.
if (globalThis.customElements && !globalThis.customElements.get('swarm-lease-lab')) {
  globalThis.customElements.define('swarm-lease-lab', SwarmLeaseLab);
}
