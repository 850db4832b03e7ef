/** Model 2's control panel: mechanism, TTL, renewal, stall, work and B's arrival, with units and hints. */
import { html, type TemplateResult } from 'lit';
import { type ChoiceField, type Field, type NumberField, fieldNamed } from '../sim/fields.js';
import { SWARM_LEASE_FIELDS, type SwarmLeaseInput } from '../sim/swarm-lease-input.js';
import { choiceControl, secondsControl, switchControl } from '../parts/controls.js';

const field = <T extends Field>(name: string) => fieldNamed<T>(SWARM_LEASE_FIELDS, name);

const SECONDS: ReadonlyArray<[name: keyof SwarmLeaseInput, label: string, hint: string]> = [
  ['ttl', 'Lease TTL', 'How long a claim or renewal lasts.'],
  ['stallAt', 'A stalls at', 'When A freezes, e.g. a long GC pause.'],
  ['stallFor', 'Stall length', '0 means no stall.'],
  ['work', 'Work per worker', 'Running time each worker needs before it writes the refund.'],
  ['bArrivesAt', 'B receives T-91 at', 'B polls the lease store on whole seconds from then on.'],
];

const MECHANISMS = [
  { value: 'none', label: 'None', hint: 'both workers run the task; the ledger applies every refund.' },
  { value: 'lease', label: 'Lease', hint: 'a compare-and-set lease with a TTL; the owner renews it.' },
  { value: 'fencing', label: 'Lease + fencing token', hint: 'the ledger also rejects a token older than one it has seen.' },
];

export function swarmControls(input: SwarmLeaseInput, edit: (name: string, value: number | string | boolean) => void): TemplateResult {
  const numeric = (name: keyof SwarmLeaseInput, label: string, hint: string) =>
    secondsControl({ field: field<NumberField>(name), label, hint, value: input[name] as number, onValue: (v) => v !== null && edit(name, v) });
  return html`<fieldset class="controls">
    <legend>Inputs</legend>
    <div class="wide">
      ${choiceControl(field<ChoiceField>('mechanism'), 'How the workers coordinate', MECHANISMS, input.mechanism, (v) => edit('mechanism', v))}
    </div>
    ${numeric(...SECONDS[0])}
    ${switchControl(
      'renew',
      'A renews its lease',
      input.renew ? 'On whole seconds while running; renewing at the exact expiry still works.' : 'Off: the lease lasts one TTL from the claim.',
      input.renew,
      (on) => edit('renew', on),
    )}
    ${SECONDS.slice(1).map((s) => numeric(...s))}
  </fieldset>`;
}
