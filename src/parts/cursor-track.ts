/**
 * The playback cursor's own channel. Between two shown steps a playback frame moves only the cursor and the
 * "past" ground under it; everything else on screen is unchanged. Rather than re-render the whole lab for that,
 * the lab moves a `CursorTrack`, and the few attributes bound with `follow()` take the new position through
 * Lit's `AsyncDirective.setValue`, outside the render cycle. A render still passes the exact time, so the
 * server's markup and every full render place the cursor as before.
 */
import type { AttributePart } from 'lit';
import { AsyncDirective, directive } from 'lit/async-directive.js';

/** Where playback's cursor stands between renders; `follow()` bindings listen to it. */
export class CursorTrack {
  #listeners = new Set<(time: number) => void>();

  /** Moves every bound attribute to `time`, without a render. */
  move(time: number): void {
    for (const listener of this.#listeners) listener(time);
  }

  /** Calls `listener` on every move until the returned function is called. */
  listen(listener: (time: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/** How a time becomes the attribute's text (a percentage of the plot's width). */
type Place = (time: number) => string;

class FollowDirective extends AsyncDirective {
  #track?: CursorTrack;
  #place?: Place;
  #stop?: () => void;
  /** The element whose attribute this binds: one left out of the page (a hydration given up on) stops listening. */
  #element?: Element;

  render(_track: CursorTrack, time: number, place: Place): string {
    return place(time);
  }

  override update(part: AttributePart, [track, time, place]: [CursorTrack, number, Place]): string {
    this.#place = place;
    this.#element = part.element;
    if (track !== this.#track) {
      this.#stop?.();
      this.#track = track;
      this.#listen();
    }
    return place(time);
  }

  #listen(): void {
    this.#stop = this.isConnected ? this.#track?.listen((t) => this.#follow(t)) : undefined;
  }

  #follow(time: number): void {
    if (this.#element?.isConnected === false) {
      this.#stop?.();
      this.#stop = undefined;
    } else this.setValue(this.#place!(time));
  }

  protected override disconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  protected override reconnected(): void {
    this.#listen();
  }
}

/** Binds an attribute to `place(time)` at each render, and to each `track.move()` between renders. */
export const follow = directive(FollowDirective);
