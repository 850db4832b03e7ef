/** Model 2's control panel (mechanism, TTL, renewal, stall, work and B's arrival) and each input's full description. */
import { html, type TemplateResult } from 'lit';
import { type ChoiceField, type Field, type NumberField, fieldNamed } from '../sim/fields.js';
import { SWARM_LEASE_FIELDS, type SwarmLeaseInput } from '../sim/swarm-lease-input.js';
import { choiceControl, type ControlErrors, type InputDetail, rangeWords, secondsControl, switchControl } from '../parts/controls.js';
import type { InputWords } from '../parts/worksheet.js';
import { joinSentences, labelled, msg, text, tr } from '../parts/messages.js';

const field = <T extends Field>(name: string) => fieldNamed<T>(SWARM_LEASE_FIELDS, name);

/**
 * The seeds' control names with a one-line hint each, so a reader following their instructions finds each
 * control, and the fuller description the "Inputs in detail" section gives.
 */
const SECONDS: ReadonlyArray<[name: keyof SwarmLeaseInput, label: string, hint: string, about: string]> = [
  ['ttl', text('Lease TTL'), text('How long a claim or a renewal lasts.'), text('How long a claim or a renewal lasts; it applies only to the lease mechanisms.')],
  ['stallAt', text('Stall starts at'), text('When A freezes, e.g. a long GC pause.'), text('When worker A freezes, e.g. a long garbage-collection pause.')],
  ['stallFor', text('Stall length'), text('No work or renewals meanwhile; 0: no stall.'), text('No work and no renewals meanwhile; 0 means no stall.')],
  ['work', text('Work per worker'), text('Running time before each worker writes.'), text('Running time each worker needs before it writes the refund.')],
  ['bArrivesAt', text('B receives T-91 at'), text('Then B polls the lease store each second.'), text('B polls the lease store on whole seconds from then on.')],
];

const RENEW_ON = text('On whole seconds; renewing at the exact expiry still works.');
const RENEW_OFF = text('Off: the lease lasts one TTL from the claim.');
const IDEMPOTENCY = text('The ledger remembers applied refunds by task key T-91 and answers a repeat without paying again.');

const MECHANISMS = [
  { value: 'none', label: text('None'), hint: text('both workers run the task; the ledger applies every refund.') },
  { value: 'lease', label: text('Compare-and-set lease'), hint: text('one claim wins; the owner renews it before its TTL runs out.') },
  { value: 'fencing', label: text('Lease plus ledger-checked fencing token'), hint: text('the ledger also rejects a token lower than one it has seen.') },
];

/** The names of the controls that are not plain seconds fields, as the panel, the details and the worksheet say them. */
const NAMED = {
  mechanism: text('Ownership mechanism'),
  renew: text('Owner renews the lease every second while running'),
  idempotencyKey: text('Idempotency key at the ledger'),
} as const;

/** Each input and choice as the panel names it, for the worksheet. */
export const SWARM_INPUT_WORDS: InputWords = {
  names: { ...NAMED, ...Object.fromEntries(SECONDS.map(([name, label]) => [name, label])) },
  choices: { mechanism: Object.fromEntries(MECHANISMS.map((m) => [m.value, m.label])) },
};

/** Every input's full description with its range, for the "Inputs in detail" section. */
export function swarmInputDetails(): InputDetail[] {
  const seconds = ([name, label, , about]: (typeof SECONDS)[number]) => ({ label: tr(label), text: joinSentences([tr(about), msg`${rangeWords(field<NumberField>(name))}.`]) });
  return [
    { label: tr(NAMED.mechanism), text: joinSentences(MECHANISMS.map((m) => labelled(tr(m.label), tr(m.hint)))) },
    seconds(SECONDS[0]),
    { label: tr(NAMED.renew), text: joinSentences([tr(RENEW_ON), tr(RENEW_OFF)]) },
    ...SECONDS.slice(1).map(seconds),
    { label: tr(NAMED.idempotencyKey), text: tr(IDEMPOTENCY) },
  ];
}

/** The panel, in the order the seed's experiments name the controls. */
export function swarmControls(input: SwarmLeaseInput, edit: (name: string, value: number | string | boolean) => void, errors: ControlErrors): TemplateResult {
  const numeric = ([name, label, hint]: (typeof SECONDS)[number]) =>
    secondsControl({ field: field<NumberField>(name), label: tr(label), hint: tr(hint), value: input[name] as number, onValue: (v) => v !== null && edit(name, v), errors });
  const mechanisms = MECHANISMS.map((m) => ({ ...m, label: tr(m.label), hint: tr(m.hint) }));
  return html`<fieldset class="controls" aria-label=${msg`Inputs`}>
    ${choiceControl(field<ChoiceField>('mechanism'), tr(NAMED.mechanism), mechanisms, input.mechanism, (v) => edit('mechanism', v))}
    ${numeric(SECONDS[0])}
    ${switchControl(
      'renew',
      tr(NAMED.renew),
      tr(input.renew ? RENEW_ON : RENEW_OFF),
      input.renew,
      (on) => edit('renew', on),
    )}
    <fieldset class="controls wide group">
      <legend>${msg`Worker A stall`}</legend>
      ${numeric(SECONDS[1])} ${numeric(SECONDS[2])}
    </fieldset>
    ${SECONDS.slice(3).map(numeric)}
    ${switchControl(
      'idempotency-key',
      tr(NAMED.idempotencyKey),
      msg`The ledger pays task T-91 once and answers a repeat.`,
      input.idempotencyKey,
      (on) => edit('idempotencyKey', on),
    )}
  </fieldset>`;
}
