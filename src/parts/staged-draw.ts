/**
 * A lab drawn from scratch adds its parts one per frame on load, in named stages, so twenty labs never add up
 * to one long task: each stage is a few milliseconds of script and layout. Until its first stage a lab is an
 * empty frame about as tall as it will be, so a page opened at a fragment does not jump as labs arrive. A
 * pre-rendered lab hydrates, which must match the server's markup, so it draws every stage at once.
 *
 * SSR-safe: the server renders every stage; the browser-only work starts in `scheduleUpdate` and `updated`.
 */
import { isServer, type LitElement, nothing, type PropertyValues } from 'lit';
import { firstRenderSlot, nextPartSlot } from './page-ready.js';

/**
 * The stages in drawing order, each below the one before so that nothing drawn moves: header and verdict, the
 * timeline, the rest of the figure, the controls, then the sections.
 */
export const STAGES = ['verdict', 'timeline', 'figure', 'controls', 'sections'] as const;
export type Stage = (typeof STAGES)[number];

let anchoring: boolean | undefined;
/** Whether the browser keeps the reader's place when content above it grows (CSS scroll anchoring); asked once. */
const withAnchoring = () => (anchoring ??= CSS.supports('overflow-anchor', 'auto'));

/** Where an element ends on screen, in browsers that will not keep the reader's place as it grows. */
function bottomWithoutAnchoring(el: Element): number | undefined {
  return withAnchoring() ? undefined : el.getBoundingClientRect().bottom;
}

/**
 * A lab wholly above the screen that grew with its latest stage would push what the reader is looking at
 * down. Browsers with scroll anchoring keep it in place; elsewhere (WebKit) the page scrolls by the growth.
 */
function keepReaderPlace(el: Element, before: number | undefined): void {
  if (before === undefined || before > 0) return;
  const grew = el.getBoundingClientRect().bottom - before;
  if (grew) scrollBy(0, grew);
}

// A mixin's constructor type must take any arguments (TypeScript's rule for mixins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = new (...args: any[]) => T;

/** What the mixin adds, as its declaration files show it (the mixin's private state stays private). */
export declare class StagedDrawMembers {
  /** Whether every stage is on screen, so what the lab reports describes what the reader sees. */
  get drawComplete(): boolean;
  /** `content()` once the lab has drawn `stage`, nothing before. */
  protected whenDrawn(stage: Stage, content: () => unknown): unknown;
  /** What the first client render waits for before taking its turn: by default nothing. */
  protected beforeFirstRender(): Promise<unknown>;
}

export function StagedDraw<T extends Constructor<LitElement>>(Base: T): Constructor<StagedDrawMembers> & T {
  class Staged extends Base {
    /** How many stages are on screen. */
    #drawn: number = STAGES.length;
    #hold?: HTMLElement;
    #bottomBefore?: number;
    #nextStage?: Promise<void>;

    get drawComplete(): boolean {
      return this.#drawn >= STAGES.length;
    }

    protected whenDrawn(stage: Stage, content: () => unknown): unknown {
      return this.#drawn > STAGES.indexOf(stage) ? content() : nothing;
    }

    protected beforeFirstRender(): Promise<unknown> {
      return Promise.resolve();
    }

    /**
     * The first client render waits for what the lab needs (its language), then for its own task; a lab
     * without server markup holds its room meanwhile. Waiting before queueing keeps one lab per turn.
     */
    protected override scheduleUpdate(): void | Promise<unknown> {
      if (this.hasUpdated || isServer) return super.scheduleUpdate();
      if (!this.renderRoot.firstChild) {
        this.#drawn = 1;
        this.#hold = this.renderRoot.appendChild(document.createElement('div'));
        this.#hold.className = 'drawing';
      }
      return this.beforeFirstRender().then(() => firstRenderSlot(this)).then(() => {
        this.#noteBottom();
        return super.scheduleUpdate();
      });
    }

    /** The first stage takes the held frame's place in the same update, so the lab never shows both or neither. */
    protected override update(changed: PropertyValues): void {
      this.#hold?.remove();
      this.#hold = undefined;
      super.update(changed);
    }

    /** Resolves once every stage is drawn and every pending update is done: "all on screen". */
    protected override async getUpdateComplete(): Promise<boolean> {
      let done = await super.getUpdateComplete();
      while (this.#nextStage) {
        await this.#nextStage;
        done = await super.getUpdateComplete();
      }
      return done;
    }

    protected override updated(changed: PropertyValues): void {
      super.updated(changed);
      this.#keepReaderPlace();
      if (this.drawComplete) return;
      this.#nextStage ??= nextPartSlot().then(() => {
        this.#nextStage = undefined;
        this.#drawn++;
        this.#noteBottom();
        this.requestUpdate();
      });
    }

    #noteBottom(): void {
      this.#bottomBefore = bottomWithoutAnchoring(this);
    }

    #keepReaderPlace(): void {
      keepReaderPlace(this, this.#bottomBefore);
      this.#bottomBefore = undefined;
    }
  }
  return Staged as unknown as Constructor<StagedDrawMembers> & T;
}
