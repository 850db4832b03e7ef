/** Model 1's control panel (every input with its unit and a one-line hint) and each input's full description. */
import { html, type TemplateResult } from 'lit';
import { type ChoiceField, type Field, type NumberField, fieldNamed } from '../sim/fields.js';
import { LEASE_FENCING_FIELDS, type LeaseFencingInput } from '../sim/lease-fencing-input.js';
import { choiceControl, type ControlErrors, type InputDetail, rangeWords, secondsControl, switchControl } from '../parts/controls.js';
import type { InputWords } from '../parts/worksheet.js';
import { joinSentences, labelled, msg, text, tr } from '../parts/messages.js';

const field = <T extends Field>(name: string) => fieldNamed<T>(LEASE_FENCING_FIELDS, name);

/**
 * The seeds' control names and one-line hints, so a reader following their instructions finds each control,
 * and the fuller description the "Inputs in detail" section gives.
 */
const SECONDS: ReadonlyArray<[name: keyof LeaseFencingInput, label: string, hint: string, about: string]> = [
  ['work', text('Original active work'), text('The pause adds wall-clock time to this amount of work.'), text('Seconds of work A needs while running.')],
  ['lease', text('Lease / visibility duration'), text('Temporary ownership; expiry does not stop a process.'), text('How long the lease lasts from acquisition or the last accepted heartbeat.')],
  ['heartbeat', text('Heartbeat cadence'), text('A heartbeat at the exact expiry boundary is too late.'), text('Seconds between two of A’s heartbeats.')],
  ['pauseAt', text('Pause starts at'), text('No pause if the original work has already completed.'), text('When A freezes, e.g. a stop-the-world GC pause.')],
  ['pauseFor', text('Pause duration'), text('No work or heartbeats during the pause; zero disables it.'), text('How long A stays frozen.')],
  ['replacementWork', text('Replacement work'), text('Worker B renews reliably and then writes once.'), text('How long B works after taking over.')],
];

const ENFORCEMENT = [
  { value: 'none', label: text('No enforcement'), hint: text('the resource applies every write it receives.') },
  { value: 'watermark', label: text('Last-write fencing watermark'), hint: text('rejects a token lower than the highest it has accepted.') },
  { value: 'epoch', label: text('Registered current epoch'), hint: text('accepts only the token registered at the latest acquisition or takeover.') },
];

const SHUTDOWN_ON = text('A takes no new work and finishes its one job, or is stopped when the grace ends.');
const SHUTDOWN_OFF = text('No shutdown: A runs until it writes.');

/** The names of the controls that are not plain seconds fields, as the panel, the details and the worksheet say them. */
const NAMED = { enforcement: text('Resource enforcement'), shutdownAt: text('Shutdown signal at'), shutdownGrace: text('Shutdown grace') } as const;

/** Each input and choice as the panel names it, for the worksheet. */
export const LEASE_INPUT_WORDS: InputWords = {
  names: { ...Object.fromEntries(SECONDS.map(([name, label]) => [name, label])), ...NAMED },
  choices: { enforcement: Object.fromEntries(ENFORCEMENT.map((o) => [o.value, o.label])) },
};

/** Every input's full description with its range, for the "Inputs in detail" section. */
export function leaseInputDetails(): InputDetail[] {
  const range = (name: string) => rangeWords(field<NumberField>(name));
  return [
    ...SECONDS.map(([name, label, hint, about]) => ({ label: tr(label), text: joinSentences([tr(about), tr(hint), msg`${range(name)}.`]) })),
    {
      label: tr(NAMED.enforcement),
      text: joinSentences([msg`What the protected resource checks on each write. Current epoch is a stronger, explicitly registered resource contract.`, ...ENFORCEMENT.map((o) => labelled(tr(o.label), tr(o.hint)))]),
    },
    { label: msg`Send A a shutdown signal`, text: joinSentences([tr(SHUTDOWN_ON), msg`Off: A runs until it writes.`]) },
    { label: tr(NAMED.shutdownAt), text: msg`When A is told to stop. Blank disables shutdown; zero sends the signal immediately. ${range('shutdownAt')}.` },
    { label: tr(NAMED.shutdownGrace), text: msg`How long after the signal A is forcibly stopped, paused or not. ${range('shutdownGrace')}.` },
  ];
}

/** What the panel needs from the element. */
export interface LeaseControlsHost {
  input: LeaseFencingInput;
  /** The shutdown time offered when the reader switches shutdown on. */
  shutdownDraft: number;
  edit(name: string, value: number | string | boolean | null): void;
  /** Where each control's refusal of typed text is kept. */
  errors: ControlErrors;
}

/**
 * The panel. The shutdown fields stay live with the shutdown off (a blank time means off), so neither the box
 * nor a cleared time ever disables the control the reader is on; typing a time sends the signal and ticks the box.
 */
export function leaseControls(host: LeaseControlsHost): TemplateResult {
  const { input } = host;
  const shutdownOn = input.shutdownAt !== null;
  return html`<fieldset class="controls" aria-label=${msg`Inputs`}>
    ${SECONDS.map(([name, label, hint]) =>
      secondsControl({
        field: field<NumberField>(name),
        label: tr(label),
        hint: tr(hint),
        value: input[name] as number,
        onValue: (v) => host.edit(name, v),
        errors: host.errors,
      }),
    )}
    ${choiceControl(field<ChoiceField>('enforcement'), tr(NAMED.enforcement), ENFORCEMENT.map((o) => ({ ...o, label: tr(o.label), hint: tr(o.hint) })), input.enforcement, (v) =>
        host.edit('enforcement', v),
      )}
    ${switchControl(
      'shutdown-on',
      msg`Send A a shutdown signal`,
      tr(shutdownOn ? SHUTDOWN_ON : SHUTDOWN_OFF),
      shutdownOn,
      (on) => host.edit('shutdownAt', on ? host.shutdownDraft : null),
    )}
    ${secondsControl({
      field: field<NumberField>('shutdownAt'),
      label: tr(NAMED.shutdownAt),
      hint: msg`Blank disables shutdown; zero sends the signal immediately.`,
      value: input.shutdownAt,
      off: msg`no shutdown`,
      onValue: (v) => host.edit('shutdownAt', v),
      errors: host.errors,
    })}
    ${secondsControl({
      field: field<NumberField>('shutdownGrace'),
      label: tr(NAMED.shutdownGrace),
      hint: msg`After this grace the original worker is forcibly stopped.`,
      value: input.shutdownGrace,
      onValue: (v) => host.edit('shutdownGrace', v),
      errors: host.errors,
    })}
  </fieldset>`;
}
