/**
 * `<lease-safety-map>`: the outcome of a lab over two of its inputs. Every cell of the grid is one engine run
 * with the lab's current input and the cell's two values; a click or Enter sets the lab to that cell.
 */
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { html, LitElement, nothing, svg, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { noticeStyles, renderNoticeBox } from '../parts/notices.js';
import { fire } from '../parts/lab-events.js';
import { labStyles } from '../parts/styles.js';
import { renderTable, tableStyles } from '../parts/tables.js';
import { type Sweep, sweepVerdicts, verdictCounts } from '../sim/sweep.js';
import { ENGINES } from './engines.js';
import { LabLookupController } from './lab-lookup.js';
import { LAB_KINDS, type LabKind, SWARM, verdictClass } from './labs.js';
import { type MapAttributes, type MapAxis, guessKind, readMapConfig } from './map-config.js';
import { notice, type Notice, renderNotice, renderProblem, renderWholeName, wholeNameStyles } from './notice.js';
import { memoRead, readText } from './read-value.js';
import { axisName, cellWords, mapStyles, percentShares, renderPatterns, renderSwatch, rowRanges, runsMarkup, valueText } from './map-view.js';
import { supportPrerendered } from '../parts/server-markup.js';
import { outcomeName } from '../sim/outcomes.js';
import { LabLocale, scheduleInLocale } from '../parts/lab-locale.js';
import { msg, msgParts, tr, withLocale } from '../parts/messages.js';

/** Sweeps kept for inputs the reader may return to (each at most 200 × 200 short strings). */
const RECENT_SWEEPS = 4;

/** A verdict's name in the status line or legend, held on one line. */
const wholeName = (verdict: string): TemplateResult => renderWholeName(tr(outcomeName(verdict)));

/** A grid cell by column (x) and row (y, 0 = lowest value). */
interface Cell {
  xi: number;
  yi: number;
}

/**
 * A safety map for one lab: the verdict at every combination of two numeric inputs, the lab's other inputs
 * held at their current values.
 *
 * @tagname lease-safety-map
 * @summary Colours every combination of two inputs by the lab's verdict; click a cell to set the lab there.
 *
 * @attr for - The id of the lab in the same document or shadow root; omit it inside a lab.
 * @attr x - The input across (an attribute name of the lab): swarm lab `ttl`, lease lab `lease` by default.
 * @attr y - The input up: swarm lab `stall-for`, lease lab `pause-for` by default.
 * @attr x-min - Lowest x value in seconds.
 * @attr x-max - Highest x value in seconds.
 * @attr y-min - Lowest y value in seconds.
 * @attr y-max - Highest y value in seconds.
 * @attr steps - Values per axis, 2 to 200 (default 48).
 *
 * @fires {SafetyMapResultDetail} map-result - After each sweep; the detail is `sweep`: `{ x, y, verdicts }`, `verdicts[yi][xi]`.
 *
 * @slot title - Replaces the map's title ("Outcome by TTL and stall").
 *
 * @csspart base - The map's outer wrapper.
 * @csspart notices - Attribute values that could not be used, or no lab found.
 * @csspart grid - The focusable grid.
 * @csspart legend - The verdict classes with their shares.
 * @csspart text - The disclosure holding the map as sentences.
 * @csspart text-table - The table of sentences, one row per y value.
 *
 * @cssprop --ll-color-rejected - Duplicate effect.
 * @cssprop --ll-color-warning - Contained (lease lab) and one effect (swarm lab).
 * @cssprop --ll-color-accepted - One owner (swarm lab) and no takeover (lease lab).
 * @cssprop --ll-color-a - Stopped (lease lab).
 * @cssprop --ll-color-focus - The focused cell.
 * @cssprop --ll-color-text - Text.
 * @cssprop --ll-color-muted - Secondary text and axis labels.
 * @cssprop --ll-color-surface - Background.
 * @cssprop --ll-color-raised - Panels.
 * @cssprop --ll-color-border - Borders.
 * @cssprop --ll-font - Font family.
 * @cssprop --ll-radius - Corner radius.
 * @cssprop --ll-space - Base spacing.
 * @cssprop --ll-font-size - Size of the map's body text; its title, axis labels and spacing follow it. Default `0.9375em` of the text around it; inside a lab, the lab's size.
 */
export class LeaseSafetyMap extends LitElement {
  static override styles = [labStyles, noticeStyles, tableStyles, mapStyles, wholeNameStyles];
  static override properties: PropertyDeclarations = {
    for: {},
    x: {},
    y: {},
    xMin: { attribute: 'x-min' },
    xMax: { attribute: 'x-max' },
    yMin: { attribute: 'y-min' },
    yMax: { attribute: 'y-max' },
    steps: {},
    cursor: { state: true, attribute: false },
    hover: { state: true, attribute: false },
  };

  /** The id of the lab this map follows; empty means the lab this map is placed inside. */
  for = '';
  /** Attribute name of the input across; null means the lab's default. */
  x: string | null = null;
  /** Attribute name of the input up; null means the lab's default. */
  y: string | null = null;
  /** Lowest x value (seconds, as text like any attribute); null means the default range. */
  xMin: string | null = null;
  /** Highest x value; null means the default range. */
  xMax: string | null = null;
  /** Lowest y value; null means the default range. */
  yMin: string | null = null;
  /** Highest y value; null means the default range. */
  yMax: string | null = null;
  /** Values per axis (2 to 200); null means 48. */
  steps: string | number | null = null;

  /** The keyboard cell; null until the grid is focused. */
  private cursor: Cell | null = null;
  /** The cell under the pointer. */
  private hover: Cell | null = null;

  /** `for` read as text, with its notice when refused. */
  #readFor = memoRead((value: unknown) => readText(value, 'for', notice`the lab this is placed inside`));
  /** The axes and steps for a lab kind, read again only when the kind or a property changes. */
  #readConfig = memoRead((kind: LabKind, x: unknown, y: unknown, xMin: unknown, xMax: unknown, yMin: unknown, yMax: unknown, steps: unknown) =>
    readMapConfig(kind, { x, y, xMin, xMax, yMin, yMax, steps }),
  );

  #lookup = new LabLookupController(this, () => this.#readFor(this.for).text ?? '');
  /** The page's language at the map: its words, numbers and notices follow it. */
  #locale = new LabLocale(this, () => true);

  constructor() {
    super();
    supportPrerendered(this);
  }

  protected override scheduleUpdate(): void | Promise<unknown> {
    return scheduleInLocale(this, this.#locale, () => super.scheduleUpdate());
  }

  protected override performUpdate(): void {
    withLocale(this.#locale.locale, () => super.performUpdate());
  }
  #kind: LabKind = LAB_KINDS[0];
  #x!: MapAxis;
  #y!: MapAxis;
  #problems: Notice[] = [];
  #sweep!: Sweep;
  #sweepKey = '';
  /** The last few sweeps by key, oldest first. */
  #recent = new Map<string, Sweep>();
  #runs: unknown;
  /** The sweep and language the drawn runs (and their tooltips) were made for. */
  #runsFor: [Sweep | null, string] = [null, ''];
  #fresh = false;
  #spoken = '';

  /** The latest sweep: both axes and `verdicts[yi][xi]`. Read-only. */
  get sweep(): Sweep {
    if (!this.#sweep) this.#resolve();
    return this.#sweep;
  }

  /** The input the map holds fixed: the lab's, or its defaults while no lab can be read. */
  #baseInput(): Record<string, unknown> {
    return (this.#lookup.lab?.input ?? this.#kind.defaults) as Record<string, unknown>;
  }

  protected override willUpdate(_changed: PropertyValues): void {
    this.#resolve();
    // The runs' tooltips are in the map's language: drawn again for a new sweep or a new language.
    if (this.#runsFor[0] !== this.#sweep || this.#runsFor[1] !== this.#locale.key) {
      this.#runsFor = [this.#sweep, this.#locale.key];
      this.#runs = unsafeSVG(runsMarkup(this.#kind, this.#sweep));
    }
  }

  /**
   * Reads the attributes and the lab's input into the axes, notices and sweep the map shows; sweeps again only
   * when what it holds fixed changed. Idempotent, so the `sweep` getter may ask for it before the first render.
   */
  #resolve(): void {
    this.#lookup.refresh();
    const attrs: MapAttributes = { x: this.x, y: this.y, xMin: this.xMin, xMax: this.xMax, yMin: this.yMin, yMax: this.yMax, steps: this.steps };
    this.#kind = this.#lookup.kind ?? guessKind(LAB_KINDS, attrs);
    const config = this.#readConfig(this.#kind, attrs.x, attrs.y, attrs.xMin, attrs.xMax, attrs.yMin, attrs.yMax, attrs.steps);
    const forProblem = this.#readFor(this.for).problem;
    this.#x = config.x;
    this.#y = config.y;
    this.#problems = forProblem ? [forProblem, ...config.problems] : config.problems;
    // Only a change to the held inputs, the axes or the lab kind needs a new sweep; moving the lab along the
    // map's own two inputs (a click on the map) only moves the marker.
    const base = { ...this.#baseInput() };
    delete base[config.x.field.name];
    delete base[config.y.field.name];
    const key = JSON.stringify([this.#kind.tag, base, config.x.field.name, config.x.values, config.y.field.name, config.y.values]);
    if (key === this.#sweepKey) return;
    this.#sweepKey = key;
    // A reader flipping an input back and forth (lease → fencing → lease) gets the earlier sweep back at once.
    const known = this.#recent.get(key);
    this.#recent.delete(key);
    this.#sweep = known ?? sweepVerdicts(this.#baseInput(), { ...config.x.field, values: config.x.values }, { ...config.y.field, values: config.y.values }, ENGINES[this.#kind.tag]);
    this.#recent.set(key, this.#sweep);
    if (this.#recent.size > RECENT_SWEEPS) this.#recent.delete(this.#recent.keys().next().value as string);
    this.#fresh = true;
    const n = config.steps;
    if (this.cursor && (this.cursor.xi >= n || this.cursor.yi >= n)) this.cursor = null;
  }

  protected override updated(): void {
    this.#placeRing();
    if (!this.#fresh) return;
    this.#fresh = false;
    fire<Sweep>(this, 'map-result', this.#sweep);
  }

  /**
   * Where the lab's value of an axis input falls, in (fractional) columns or rows; NaN when the lab has no
   * number there (a nullable input such as `shutdown-at` that is off).
   */
  #position(axis: MapAxis): number {
    const v = this.#baseInput()[axis.field.name];
    const vs = axis.values;
    return typeof v === 'number' ? ((v - vs[0]) / (vs[vs.length - 1] - vs[0])) * (vs.length - 1) : NaN;
  }

  /** The cell nearest the lab's current values (clamped to the grid; the first cell when off the axis). */
  #labCell(): Cell {
    const near = (axis: MapAxis) => {
      const f = this.#position(axis);
      return Number.isFinite(f) ? Math.min(axis.values.length - 1, Math.max(0, Math.round(f))) : 0;
    };
    return { xi: near(this.#x), yi: near(this.#y) };
  }

  /** "TTL 6 s, stall 5 s: ✓ One owner" for a cell; spoken, without the glyph a screen reader would name. */
  #describe(cell: Cell, glyph = true): string {
    const v = this.#sweep.verdicts[cell.yi][cell.xi];
    const c = verdictClass(this.#kind, v);
    return withLocale(this.#locale.locale, () => cellWords(this.#x.field.attribute, valueText(this.#x.values[cell.xi]), this.#y.field.attribute, valueText(this.#y.values[cell.yi]), `${glyph ? `${c.glyph} ` : ''}${tr(outcomeName(v))}`));
  }

  /** Sets the lab to a cell's two values, through the lab's own edit path (it reruns and fires `lab-change`). */
  #apply(cell: Cell): void {
    this.#lookup.lab?.applyInput({ [this.#x.field.name]: this.#x.values[cell.xi], [this.#y.field.name]: this.#y.values[cell.yi] });
  }

  #cellAt(e: MouseEvent): Cell | null {
    const box = (e.currentTarget as Element).getBoundingClientRect();
    const n = this.#x.values.length;
    const m = this.#y.values.length;
    const xi = Math.floor(((e.clientX - box.left) / box.width) * n);
    const row = Math.floor(((e.clientY - box.top) / box.height) * m);
    return xi >= 0 && xi < n && row >= 0 && row < m ? { xi, yi: m - 1 - row } : null;
  }

  #onKey(e: KeyboardEvent): void {
    const n = this.#x.values.length;
    const m = this.#y.values.length;
    const at = this.cursor ?? this.#labCell();
    const page = Math.max(1, Math.round(m / 10));
    let { xi, yi } = at;
    switch (e.key) {
      case 'ArrowLeft': xi--; break;
      case 'ArrowRight': xi++; break;
      case 'ArrowUp': yi++; break;
      case 'ArrowDown': yi--; break;
      case 'PageUp': yi += page; break;
      case 'PageDown': yi -= page; break;
      case 'Home': xi = 0; if (e.ctrlKey) yi = 0; break;
      case 'End': xi = n - 1; if (e.ctrlKey) yi = m - 1; break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.#apply(at);
        return;
      default:
        return;
    }
    e.preventDefault();
    this.cursor = { xi: Math.min(n - 1, Math.max(0, xi)), yi: Math.min(m - 1, Math.max(0, yi)) };
    this.#spoken = this.#describe(this.cursor, false);
  }

  /**
   * Puts the focus ring on the keyboard cell. It is HTML, not SVG, so it can be a few pixels larger than a
   * cell however small the cells are drawn; placed through the CSSOM (no style attribute, for strict CSPs).
   */
  #placeRing(): void {
    const ring = this.renderRoot.querySelector<HTMLElement>('.focus-ring');
    if (!ring || !this.cursor) return;
    const n = this.#x.values.length;
    const m = this.#y.values.length;
    ring.style.left = `${(100 * this.cursor.xi) / n}%`;
    ring.style.top = `${(100 * (m - 1 - this.cursor.yi)) / m}%`;
    ring.style.width = `${100 / n}%`;
    ring.style.height = `${100 / m}%`;
  }

  #marker(cell: Cell, cls: string): TemplateResult | string {
    const top = this.#y.values.length - 1 - cell.yi;
    return svg`<rect class=${cls} x=${cell.xi} y=${top} width="1" height="1" vector-effect="non-scaling-stroke" />` as unknown as TemplateResult;
  }

  /** The lab's current point, where it lies (it may sit between cells, or off the map). */
  #current(): unknown {
    const fx = this.#position(this.#x);
    const fy = this.#position(this.#y);
    const n = this.#x.values.length;
    const m = this.#y.values.length;
    if (!(fx >= -0.5 && fx <= n - 0.5 && fy >= -0.5 && fy <= m - 0.5)) return nothing;
    const r = Math.max(0.6, n / 40);
    const cx = fx + 0.5;
    const cy = m - 0.5 - fy;
    return svg`<g class="current-point"><circle class="current" cx=${cx} cy=${cy} r=${r} vector-effect="non-scaling-stroke" /><circle class="current-inner" cx=${cx} cy=${cy} r=${r} vector-effect="non-scaling-stroke" /></g>`;
  }

  /** The attribute values the map could not use, in the labs' notice box, each value isolated in `<bdi>`. */
  #renderProblems(): TemplateResult | typeof nothing {
    return renderNoticeBox(this.#problems.map(renderProblem));
  }

  /** The lookup's notice, the attribute notices and the title. */
  #heading(): TemplateResult {
    const lookup = this.#lookup.sentence;
    return html`${lookup ? html`<div class="notices" part="notices" role="note"><p>${renderNotice(lookup)}</p></div>` : nothing}
      ${this.#renderProblems()}
      <p class="title" id="title"><slot name="title">${msg`Outcome by ${axisName(this.#x.field.attribute)} and ${axisName(this.#y.field.attribute)}`}</slot></p>`;
  }

  /**
   * Without a lab to read (on the server, before the lab's script runs, or with no lab) the map would only
   * show the lab's defaults, which may not be the lab's inputs: it claims nothing rather than something false.
   */
  #renderPlaceholder(): TemplateResult {
    const pending = this.#kind === SWARM ? msg`The map is drawn once the swarm lab’s script runs.` : msg`The map is drawn once the lease lab’s script runs.`;
    const why = this.#lookup.pending ? pending : msg`The map is drawn once its script runs and can read its lab.`;
    return html`<div class="stack" part="base" lang=${this.#locale.locale}>${this.#heading()}
        <div class="plot"><span></span><div class="grid placeholder"><p>${why}</p></div></div>
      </div>`;
  }

  /** "The lab now: TTL 4 s, stall 5 s: ✗ DUPLICATE EFFECT", the grid's description. */
  #labText(verdict: string): TemplateResult {
    const input = this.#baseInput();
    const amount = (v: unknown) => (typeof v === 'number' ? valueText(v) : msg`off`);
    const outside = this.#current() === nothing ? ` ${msg`(outside this map)`}` : '';
    const glyph = html`<span aria-hidden="true">${verdictClass(this.#kind, verdict).glyph}</span>`;
    const pieces = msgParts`The lab now: ${axisName(this.#x.field.attribute)} ${amount(input[this.#x.field.name])}, ${axisName(this.#y.field.attribute)} ${amount(input[this.#y.field.name])}: ${glyph} ${wholeName(verdict)}${outside}`;
    // Adjacent words are joined into one text: a description drops a text node that is only a space.
    return html`${pieces.reduce<unknown[]>((out, p) => (typeof p === 'string' && typeof out[out.length - 1] === 'string' ? [...out.slice(0, -1), `${out[out.length - 1]}${p}`] : [...out, p]), [])}`;
  }

  #onFocus(): void {
    const at = (this.cursor ??= this.#labCell());
    const input = this.#baseInput();
    // The description says where focus starts when that is exactly the lab's point: said once.
    const atLab = this.#x.values[at.xi] === input[this.#x.field.name] && this.#y.values[at.yi] === input[this.#y.field.name];
    this.#spoken = atLab ? '' : this.#describe(at, false);
    this.requestUpdate();
  }

  #onClick(e: MouseEvent): void {
    const cell = this.#cellAt(e);
    if (!cell) return;
    this.cursor = cell;
    this.#apply(cell);
  }

  /**
   * The grid is one control driven by arrow keys, drawn as runs rather than a node per cell: an application
   * (so a screen reader in browse mode hands it the arrows), described by the lab's point, where focus starts,
   * and by how to use it.
   */
  #renderPlot(): TemplateResult {
    const n = this.#x.values.length;
    const m = this.#y.values.length;
    const axis = (a: MapAxis, cls: string, arrow: string) =>
      html`<div class=${cls} aria-hidden="true"><span>${valueText(a.values[0])}</span><span class="axis-name">${axisName(a.field.attribute)} ${arrow}</span><span>${valueText(a.values[a.values.length - 1])}</span></div>`;
    return html`<div class="plot">
        ${axis(this.#y, 'y-axis', '↑')}
        <div class="grid" part="grid" tabindex="0" role="application" aria-roledescription=${msg`safety map`} aria-labelledby="title" aria-describedby="now hint"
          @keydown=${this.#onKey} @focus=${this.#onFocus} @click=${this.#onClick}
          @pointermove=${(e: PointerEvent) => (this.hover = this.#cellAt(e))}
          @pointerleave=${() => (this.hover = null)}>
          <svg viewBox="0 0 ${n} ${m}" preserveAspectRatio="none" shape-rendering="crispEdges" aria-hidden="true">
            ${renderPatterns(this.#kind, n)} ${this.#runs} ${this.#current()}
            ${this.hover ? this.#marker(this.hover, 'hover') : nothing}
          </svg>
          ${this.cursor ? html`<div class="focus-ring"></div>` : nothing}
        </div>
        ${axis(this.#x, 'x-axis', '→')}
      </div>`;
  }

  /** The verdict classes this map shows, with each one's share of the cells. */
  #renderLegend(): TemplateResult {
    const kind = this.#kind;
    const counts = verdictCounts(this.#sweep);
    const known = kind.classes.filter((c) => counts.has(c.verdict));
    const others = [...counts.keys()].filter((v) => !kind.classes.some((c) => c.verdict === v)).map((v) => verdictClass(kind, v));
    const classes = [...known, ...others];
    const shares = percentShares(classes.map((c) => counts.get(c.verdict) ?? 0));
    const n = this.#x.values.length;
    return html`<ul class="legend" part="legend" aria-label=${msg`Legend`}>
        ${classes.map((c, i) => html`<li data-verdict=${c.verdict}>${renderSwatch(kind, c, n)}<span aria-hidden="true">${c.glyph}</span> <span>${msgParts`${wholeName(c.verdict)}: ${shares[i]}\u00a0% of this map`}</span></li>`)}
      </ul>`;
  }

  /** The whole map as sentences, one row per y value. */
  #renderText(): TemplateResult {
    const xWord = axisName(this.#x.field.attribute);
    const yWord = axisName(this.#y.field.attribute);
    const sweep = this.#sweep;
    return html`<details part="text">
        <summary>${msg`The map as text`}</summary>
        ${renderTable({
          id: 'map-text',
          part: 'text-table',
          caption: msg`Outcome by ${xWord}, for each ${yWord}`,
          columns: [yWord, msg`Outcome by ${xWord}`],
          empty: '',
          rows: sweep.verdicts.map((_, yi) => ({ cells: [valueText(this.#y.values[yi]), rowRanges(sweep, yi)] })),
        })}
      </details>`;
  }

  protected override render(): TemplateResult {
    const lab = this.#lookup.lab;
    if (!lab) return this.#renderPlaceholder();
    const shown = this.hover ?? this.cursor;
    // The visible readout repeats the live region's words, so it is not read.
    return html`<div class="stack" part="base" lang=${this.#locale.locale}>
      ${this.#heading()}
      ${this.#renderPlot()}
      <p class="now" id="now">${this.#labText(lab.run.verdict)}</p>
      <p class="readout" aria-hidden="true">${shown ? this.#describe(shown) : nothing}</p>
      <p class="visually-hidden" aria-live="polite">${this.#spoken || nothing}</p>
      <p class="hint" id="hint">${msg`Click a cell, or focus the map and use the arrow keys (Home, End, Page Up, Page Down jump) and Enter, to set the lab’s ${axisName(this.#x.field.attribute)} and ${axisName(this.#y.field.attribute)}.`}</p>
      ${this.#renderLegend()}
      ${this.#renderText()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'lease-safety-map': LeaseSafetyMap;
  }
  /** `map-result` heard on the map or any ancestor (it bubbles and is composed), typed for listeners. */
  interface HTMLElementEventMap {
    'map-result': CustomEvent<Sweep>;
  }
  interface DocumentEventMap {
    'map-result': CustomEvent<Sweep>;
  }
}
