// Every engine input is an attribute and a property of its lab, kept in sync both ways. The elements declare
// their reactive properties as literals (for the manifest analyzer); this holds them to the engine's field table.
import { expect, fixture } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../src/index.js';
import { type Field, readAttribute } from '../../src/sim/fields.js';
import { LEASE_FENCING_FIELDS } from '../../src/sim/lease-fencing-input.js';
import { SWARM_LEASE_FIELDS } from '../../src/sim/swarm-lease-input.js';
import { settled } from '../helpers.js';

/** A valid value other than the default, and the attribute text that means it. */
function otherValue(field: Field): { value: unknown; text: string } {
  // A switch's attribute, inverted (no-renew) or plain (idempotency-key), is present for the non-default value.
  if (field.type === 'switch') return { value: !field.default, text: '' };
  if (field.type === 'choice') {
    const value = field.options.find((o) => o !== field.default) as string;
    return { value, text: value };
  }
  const value = field.default === 7 ? 8 : 7;
  return { value, text: String(value) };
}

const LABS: Array<[string, readonly Field[]]> = [
  ['lease-fencing-lab', LEASE_FENCING_FIELDS],
  ['swarm-lease-lab', SWARM_LEASE_FIELDS],
];

for (const [tag, fields] of LABS) {
  describe(`<${tag}> exposes every engine field`, () => {
    for (const field of fields) {
      it(`${field.attribute} ⇄ ${field.name}`, async () => {
        const el = await fixture<LitElement & Record<string, unknown>>(`<${tag}></${tag}>`);
        const { value, text } = otherValue(field);
        // attribute → property
        el.setAttribute(field.attribute, text);
        await settled(el);
        expect(el[field.name]).to.equal(value);
        // property → attribute: the attribute follows the property to the default and back
        el[field.name] = field.default;
        await settled(el);
        expect(readAttribute(field, el.getAttribute(field.attribute)).value).to.equal(field.default);
        el[field.name] = value;
        await settled(el);
        expect(el.getAttribute(field.attribute)).to.equal(text);
      });
    }
  });
}
