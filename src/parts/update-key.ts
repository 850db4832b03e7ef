/**
 * What a render shows besides reactive properties: each controller that asks for an update without changing a
 * property (a notice, a refusal, a section, the announcement, Copy HTML, a stage) contributes its part of the
 * key. A bare request that changes none of it has nothing to draw, so the element can skip it whole.
 */
export class UpdateKey {
  #read: () => readonly unknown[];
  #drawn: readonly unknown[] = [];

  constructor(read: () => readonly unknown[]) {
    this.#read = read;
  }

  /** Whether anything in the key differs from what the last kept render drew. */
  get changed(): boolean {
    const key = this.#read();
    return key.length !== this.#drawn.length || key.some((k, i) => !Object.is(k, this.#drawn[i]));
  }

  /** Takes the key as the coming render draws it, so only a later change makes the next bare request draw. */
  keep(): void {
    this.#drawn = this.#read();
  }
}
