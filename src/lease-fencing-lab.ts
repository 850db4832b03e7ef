/**
 * `<lease-fencing-lab>`: a lease expires and a replacement starts — what stops the original worker from
 * waking up and writing anyway? A thin element: it maps attributes to Model 1 and composes the shared parts.
 */
import { LEASE_PRESETS } from './lease-fencing/presets.js';
import { ContextProvider } from '@lit/context';
import type { PropertyDeclarations, TemplateResult } from 'lit';
import { html } from 'lit';
import { guard } from './parts/guard.js';
import { LabElement } from './parts/lab-element.js';
import { msg, text } from './parts/messages.js';
import type { LabSpec } from './parts/lab-spec.js';
import type { Section } from './parts/sections.js';
import { converterFor } from './parts/lenient-fields.js';
import { reserveStyles } from './parts/reserve.js';
import { RESERVE_HEIGHTS } from './parts/reserve-heights.js';
import type { LabChangeDetail, LabExportDetail, LabResultDetail } from './parts/lab-events.js';
import { renderMetrics, renderVerdict } from './parts/metrics.js';
import { renderTable } from './parts/tables.js';
import { renderLegend, renderTimeline, type TimelineSpec } from './parts/timeline.js';
import { type LeaseFencingContextValue, leaseFencingContext } from './lease-fencing/context.js';
import { LEASE_ASSUMPTIONS, LEASE_GUIDANCE } from './lease-fencing/assumptions.js';
import { leaseControls, leaseInputDetails } from './lease-fencing/controls.js';
import { leaseTimeline } from './lease-fencing/lanes.js';
import { eventsTable, leaseWorksheet, writesTable } from './lease-fencing/tables.js';
import { leaseMetrics, leaseVerdict } from './lease-fencing/verdict.js';
import type { Field } from './sim/fields.js';
import {
  type Enforcement,
  LEASE_FENCING_DEFAULTS as D,
  LEASE_FENCING_FIELDS,
  type LeaseFencingInput,
  readLeaseFencingInput,
} from './sim/lease-fencing-input.js';
import { type LeaseFencingRun, simulateLeaseFencing } from './sim/lease-fencing.js';

const F = Object.fromEntries(LEASE_FENCING_FIELDS.map((f) => [f.name, f])) as Record<keyof LeaseFencingInput, Field>;

/** Each event's detail on this lab, named per lab so that editors and JSX type generators can import them. */
export type LeaseFencingResultDetail = LabResultDetail<LeaseFencingInput, LeaseFencingRun>;
export type LeaseFencingChangeDetail = LabChangeDetail;
export type LeaseFencingExportDetail = LabExportDetail;

/** Events fired by `<lease-fencing-lab>`, for typed listeners. */
export interface LeaseFencingLabEventMap {
  'lab-result': CustomEvent<LabResultDetail<LeaseFencingInput, LeaseFencingRun>>;
  'lab-change': CustomEvent<LabChangeDetail>;
  'lab-export': CustomEvent<LabExportDetail>;
}

/**
 * Worker-ownership lab: leases, heartbeats, a paused "zombie" worker, takeover, graceful shutdown and the
 * fencing check at the protected resource.
 *
 * @summary Run the lease / zombie worker / fencing-token experiment and see which write is accepted and why.
 *
 * @fires {LeaseFencingResultDetail} lab-result - After every computation, including the first. `detail: { input, run }`.
 * @fires {LeaseFencingChangeDetail} lab-change - When the reader edits a control. `detail: { field, attribute, value }`.
 * @fires {LeaseFencingExportDetail} lab-export - Cancelable; just before a worksheet download. `detail: { format, sections, filename, text }`.
 *
 * @slot - Extra content shown at the end of the lab; descendants can consume `leaseFencingContext`.
 * @slot title - Replaces the lab's title.
 * @slot intro - A short introduction under the title.
 *
 * @csspart base - The lab's outer wrapper.
 * @csspart header - Title and introduction.
 * @csspart assumptions - The closed "Assumptions and limits" section.
 * @csspart pending - The line shown until the script runs (pre-rendered pages).
 * @csspart notices - Notices about attribute values that could not be used.
 * @csspart controls - The control panel.
 * @csspart presets - The row of the seed text's experiments and the current one's lesson (hidden by `no-presets`).
 * @csspart figure - The figure: verdict, timeline and figures, above the controls or beside them, where all of it stays in view as they scroll.
 * @csspart figure-head - The verdict and timeline, which stay in view while the controls scroll under them (beside them, the whole figure does).
 * @csspart section - Each closed-by-default secondary section (its tables, the inputs in detail).
 * @csspart verdict - The verdict headline.
 * @csspart metrics - The four figures.
 * @csspart timeline - The ownership timeline figure.
 * @csspart legend - The timeline's legend.
 * @csspart writes - The write decisions table.
 * @csspart events - The event log table.
 * @csspart export - The closed section with the worksheet export and Copy HTML.
 * @csspart embed - The Copy HTML row (hide it on pages for readers, keep it on an author's own page).
 *
 * @cssprop --ll-color-a - Worker A.
 * @cssprop --ll-color-b - Worker B.
 * @cssprop --ll-color-token-1 - Lease token 1 and epoch 1 (defaults to worker A's colour).
 * @cssprop --ll-color-token-2 - Lease token 2 and epoch 2 (defaults to worker B's colour).
 * @cssprop --ll-color-accepted - Accepted writes and heartbeats.
 * @cssprop --ll-color-rejected - Rejected writes and heartbeats.
 * @cssprop --ll-color-warning - Pauses, overlap and notices.
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
export class LeaseFencingLab extends LabElement<LeaseFencingInput, LeaseFencingRun> {
  static override styles = [...LabElement.styles, reserveStyles(RESERVE_HEIGHTS['lease-fencing-lab'])];
  static override properties: PropertyDeclarations = {
    work: { converter: converterFor(F.work) },
    lease: { converter: converterFor(F.lease) },
    heartbeat: { converter: converterFor(F.heartbeat) },
    pauseAt: { attribute: 'pause-at', converter: converterFor(F.pauseAt) },
    pauseFor: { attribute: 'pause-for', converter: converterFor(F.pauseFor) },
    replacementWork: { attribute: 'replacement-work', converter: converterFor(F.replacementWork) },
    enforcement: { converter: converterFor(F.enforcement) },
    shutdownAt: { attribute: 'shutdown-at', converter: converterFor(F.shutdownAt) },
    shutdownGrace: { attribute: 'shutdown-grace', converter: converterFor(F.shutdownGrace) },
  };
  /** Seconds of active work A needs; a pause adds wall-clock time on top. */
  work: number = D.work;
  /** Lease duration in seconds. */
  lease: number = D.lease;
  /** A's heartbeat (renewal) cadence in seconds. */
  heartbeat: number = D.heartbeat;
  /** When A's process pause starts, in seconds. */
  pauseAt: number = D.pauseAt;
  /** Pause length in seconds; 0 means no pause. */
  pauseFor: number = D.pauseFor;
  /** Seconds B works after taking over, before its one write. */
  replacementWork: number = D.replacementWork;
  /** What the resource checks: `none`, `watermark` or `epoch`. */
  enforcement: Enforcement = D.enforcement;
  /** When A receives a shutdown signal, in seconds; null (attribute absent or empty) means no shutdown. */
  shutdownAt: number | null = D.shutdownAt;
  /** Seconds after the signal at which A is forcibly stopped. */
  shutdownGrace: number = D.shutdownGrace;

  /** The live state for context consumers (light-DOM children included). */
  #context = new ContextProvider(this, { context: leaseFencingContext });

  protected readonly spec: LabSpec<LeaseFencingInput, LeaseFencingRun> = {
    fields: LEASE_FENCING_FIELDS,
    viewFields: [],
    readInput: readLeaseFencingInput,
    simulate: simulateLeaseFencing,
    verdict: leaseVerdict,
    localized: true,
    title: text('Lease, zombie worker and fencing lab'),
    assumptions: LEASE_ASSUMPTIONS,
    guidance: LEASE_GUIDANCE,
    inputDetails: leaseInputDetails,
    defaults: D,
    presets: LEASE_PRESETS,
    worksheet: { name: 'lease-fencing-worksheet', title: text('Lease and fencing lab worksheet'), sections: leaseWorksheet },
  };
  #shutdownDraft = 2;

  protected published(detail: LabResultDetail<LeaseFencingInput, LeaseFencingRun>): void {
    if (detail.input.shutdownAt !== null) this.#shutdownDraft = detail.input.shutdownAt;
    this.#context.setValue(detail);
  }

  protected renderControls(): TemplateResult {
    return leaseControls({ input: this.input, shutdownDraft: this.#shutdownDraft, edit: (n, v) => this.edit(n, v), errors: this.controlErrors });
  }

  /** The verdict and timeline first (the head that stays in view), then the legend and the four figures. */
  protected renderFigure(): TemplateResult {
    const run = this.run;
    const locale = this.localeKey;
    // Each part is guarded by the run and the language: an update that changes neither redraws none of them.
    return html`<div class="figure-head stack" part="figure-head">
        ${guard([run, locale], () => renderVerdict(leaseVerdict(run)))} ${this.whenDrawn('timeline', () => guard([run, locale], () => renderTimeline(this.#timelineOf(run, locale))))}
      </div>
      ${this.whenDrawn('timeline', () => guard([run, locale], () => renderLegend(this.#timelineOf(run, locale))))}
      ${this.whenDrawn('figure', () => guard([run, locale], () => renderMetrics(leaseMetrics(run))))}`;
  }

  #timeline?: { run: LeaseFencingRun; locale: string; spec: TimelineSpec };
  /** The run's timeline in the lab's language, built once for the chart and its legend. */
  #timelineOf(run: LeaseFencingRun, locale: string): TimelineSpec {
    if (this.#timeline?.run !== run || this.#timeline.locale !== locale) this.#timeline = { run, locale, spec: leaseTimeline(run) };
    return this.#timeline.spec;
  }

  protected tableSections(): Section[] {
    const run = this.run;
    return [
      { name: 'writes', summary: msg`Write decisions`, content: () => renderTable(writesTable(run)) },
      { name: 'events', summary: msg`Event log`, content: () => renderTable(eventsTable(run)) },
    ];
  }
}

export interface LeaseFencingLab {
  addEventListener<K extends keyof LeaseFencingLabEventMap>(
    type: K,
    listener: (this: LeaseFencingLab, event: LeaseFencingLabEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof LeaseFencingLabEventMap>(
    type: K,
    listener: (this: LeaseFencingLab, event: LeaseFencingLabEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'lease-fencing-lab': LeaseFencingLab;
  }
}

export { leaseFencingContext, type LeaseFencingContextValue };

// Safe to load twice (two bundles, or a module re-imported under another URL): define once, and never in
// environments without a registry.
if (globalThis.customElements && !globalThis.customElements.get('lease-fencing-lab')) {
  globalThis.customElements.define('lease-fencing-lab', LeaseFencingLab);
}
