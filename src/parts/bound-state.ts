/**
 * One binding for a boolean DOM state (`checked`, `selected`) that is right both in server HTML and live.
 *
 * `.checked=${false}` pre-renders as `checked="false"`, which HTML reads as "checked" — so a page without
 * JavaScript showed every radio group's last option. `?checked=${on}` writes the attribute only when on, but
 * an attribute stops driving the live state once the reader has clicked. This directive does both: on the
 * server it is a plain boolean attribute; in the browser it also sets the property on every render (also
 * the hydrating one), like `live()`, so a radio group follows the input after clicks and programmatic edits.
 */
import { type BooleanAttributePart, Directive, directive } from 'lit/directive.js';

/** Only for `?name=` bindings (a boolean attribute part); kept check-free to stay small. */
class BoundState extends Directive {
  /** Server rendering only calls this: the attribute is present exactly when the state is on. */
  render(on: boolean): boolean {
    return on;
  }

  override update(part: BooleanAttributePart, [on]: [boolean]): boolean {
    (part.element as unknown as Record<string, boolean>)[part.name] = on;
    return on;
  }
}

/** `?checked=${bound(on)}`: the attribute for server HTML, the property for the live control. */
export const bound = directive(BoundState);
