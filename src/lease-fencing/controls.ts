/** Model 1's control panel: every input with its unit, range and a one-line hint. */
import { html, type TemplateResult } from 'lit';
import { type ChoiceField, type Field, type NumberField, fieldNamed } from '../sim/fields.js';
import { LEASE_FENCING_FIELDS, type LeaseFencingInput } from '../sim/lease-fencing-input.js';
import { choiceControl, type ControlErrors, secondsControl, switchControl } from '../parts/controls.js';

const field = <T extends Field>(name: string) => fieldNamed<T>(LEASE_FENCING_FIELDS, name);

/** The seeds' control names and one-line hints, so a reader following their instructions finds each control. */
const SECONDS: ReadonlyArray<[name: keyof LeaseFencingInput, label: string, hint: string]> = [
  ['work', 'Original active work', 'Seconds of work A needs while running; a pause adds wall-clock time on top.'],
  ['lease', 'Lease / visibility duration', 'How long the lease lasts from acquisition or the last accepted heartbeat.'],
  ['heartbeat', 'Heartbeat cadence', 'A renews every this many seconds; a heartbeat at the exact expiry is too late.'],
  ['pauseAt', 'Pause starts at', 'When A freezes, e.g. a stop-the-world GC pause.'],
  ['pauseFor', 'Pause duration', 'No work and no heartbeats meanwhile; 0 means no pause.'],
  ['replacementWork', 'Replacement work', 'B works this long after taking over, then writes once.'],
];

const ENFORCEMENT = [
  { value: 'none', label: 'No enforcement', hint: 'the resource applies every write it receives.' },
  { value: 'watermark', label: 'A last-write fencing watermark', hint: 'rejects a token lower than the highest it has accepted.' },
  { value: 'epoch', label: 'An explicitly registered current epoch', hint: 'accepts only the token registered at the latest acquisition or takeover.' },
];

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
  return html`<fieldset class="controls">
    <legend>Inputs</legend>
    ${SECONDS.map(([name, label, hint]) =>
      secondsControl({
        field: field<NumberField>(name),
        label,
        hint,
        value: input[name] as number,
        onValue: (v) => host.edit(name, v),
        errors: host.errors,
      }),
    )}
    <div class="wide">
      ${choiceControl(field<ChoiceField>('enforcement'), 'Resource enforcement', ENFORCEMENT, input.enforcement, (v) =>
        host.edit('enforcement', v),
      )}
    </div>
    ${switchControl(
      'shutdown-on',
      'Send A a shutdown signal',
      shutdownOn ? 'A takes no new work and finishes its one job, or is stopped when the grace ends.' : 'No shutdown: A runs until it writes.',
      shutdownOn,
      (on) => host.edit('shutdownAt', on ? host.shutdownDraft : null),
    )}
    ${secondsControl({
      field: field<NumberField>('shutdownAt'),
      label: 'Shutdown signal at',
      hint: shutdownOn ? 'When A is told to stop; clear it for no shutdown.' : 'Blank: no shutdown; type a time to send one.',
      value: input.shutdownAt,
      off: 'no shutdown',
      onValue: (v) => host.edit('shutdownAt', v),
      errors: host.errors,
    })}
    ${secondsControl({
      field: field<NumberField>('shutdownGrace'),
      label: 'Shutdown grace',
      hint: 'How long after the signal A is forcibly stopped, paused or not.',
      value: input.shutdownGrace,
      onValue: (v) => host.edit('shutdownGrace', v),
      errors: host.errors,
    })}
  </fieldset>`;
}
