/** What the reader sees at the inspection time: the lease, each worker and the ledger, from `stateAtSwarmLease`. */
import { css, html, type TemplateResult } from 'lit';
import { eventMoments } from '../sim/events.js';
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import { type SwarmLeaseState, stateAtSwarmLease } from '../sim/swarm-lease-state.js';
import { count, seconds } from '../parts/format.js';
import { boxDigits, boxedSeconds } from '../parts/frame-number.js';
import { guard } from 'lit/directives/guard.js';

/**
 * How a card's text is put together: `t` joins a sentence (Lit's `html` on screen, plain text for the room a
 * card keeps) and `n` writes a time that moves while playing, given the largest it can be.
 */
interface Writer {
  t: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
  n: (value: number, max: number) => unknown;
}

function leaseText(run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) {
  if (run.input.mechanism === 'none') return 'Not used: nothing coordinates the workers.';
  const l = s.lease;
  if (l.holder === null) return 'Free: A released it when T-91 completed.';
  if (l.holder === 'B') return 'Held by B with token\u00a02.';
  if (l.lapsed) return `Lapsed at ${seconds(l.expiresAt)}; A still thinks it owns it, nobody has claimed it yet.`;
  // Renewals move the expiry by whole seconds, at 16× many times a real second: boxed while playing.
  return w.t`Held by A with token\u00a01 until ${w.n(l.expiresAt as number, run.span + run.input.ttl)}.`;
}

/**
 * "Working (x s of y s done)." or "Stalled (…).": one template for every doing, so a stall keeps the moving
 * number's node (a frame only changes its text).
 */
function workText(run: SwarmLeaseRun, done: number, doing: string, w: Writer) {
  return w.t`${doing} (${w.n(done, run.input.work)} of ${seconds(run.input.work)} done).`;
}

function aText(run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) {
  const a = s.workers.A;
  if (a.phase === 'finished') return `Finished; its refund was ${run.workers.A.write}.`;
  // Once its lease has lapsed or passed to B, A working on is the hazard the lab is about: the card says so,
  // as the timeline does ("A works after losing the lease").
  const lost = run.input.mechanism !== 'none' && (s.lease.holder !== 'A' || s.lease.lapsed);
  return workText(run, a.workDone, a.phase === 'stalled' ? 'Stalled' : lost ? 'Working without the lease' : 'Working', w);
}

function bText(run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) {
  switch (s.workers.B.phase) {
    case 'not-arrived':
      return `Not delivered yet (arrives at ${seconds(run.workers.B.receivedAt)}).`;
    case 'waiting':
      return 'Waiting: polls the lease store every whole second.';
    case 'working':
      return workText(run, s.workers.B.workDone, 'Working', w);
    case 'dropped':
      return 'Dropped its copy: T-91 was already complete.';
    default:
      return `Finished; its refund was ${run.workers.B.write}.`;
  }
}

function ledgerText(s: SwarmLeaseState): string {
  return `${count(s.ledger.refunds, 'refund')} applied${s.ledger.rejected ? `, ${s.ledger.rejected}\u00a0rejected` : ''}${
    s.ledger.deduplicated ? `, ${s.ledger.deduplicated}\u00a0deduplicated by key T-91` : ''
  }${
    s.ledger.highestToken === null ? '' : `; highest token seen: ${s.ledger.highestToken || 'none yet'}`
  }.`;
}

/** When the run's last event happens: after it the state is final, however much of the span is left. */
function lastEventAt(run: SwarmLeaseRun): number {
  return Math.max(0, ...eventMoments(run.events));
}

/** Says whether anything is still to come, so the seconds after the last event never look like a stall. */
function runText(run: SwarmLeaseRun, t: number): string {
  const last = lastEventAt(run);
  return t < last ? `Still running: the last event is at ${seconds(last)}.` : `Over: nothing changes after ${seconds(last)}.`;
}

/** Plain text, with each moving time as wide as it can get (one digit more than the box it takes while playing). */
const WIDEST: Writer = {
  t: (strings, ...values) => strings.reduce((text, s, i) => text + values[i - 1] + s),
  n: (_, max) => `${'8'.repeat(boxDigits(max) + 1)}.888\u00a0s`,
};

/**
 * Hidden copies of every text a card shows at some moment of the run, built once per run (a playback frame
 * skips them). Between two events only the moving times change, and A's lease may lapse, which lasts until
 * an event: so the moment of each event and the millisecond before it give every text.
 */
function reserve(run: SwarmLeaseRun, text: (run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) => unknown) {
  return guard([run], () => {
    const states = eventMoments(run.events).flatMap((t) => [stateAtSwarmLease(run, t - 0.001), stateAtSwarmLease(run, t)]);
    return [...new Set(states.map((s) => text(run, s, WIDEST)))].map((t) => html`<span class="reserve" aria-hidden="true" data-text=${t}></span>`);
  });
}

/**
 * The state `s` (see `stateAtSwarmLease`). While `playing`, the lab passes the state at the shown moment —
 * the readout's stepped time — so every line agrees with the readout and the trace; the numbers that still
 * move are boxed (see `boxedSeconds`), so a changed step lays out only them.
 *
 * Each card keeps the room of the tallest text it shows in this run (hidden copies under the live one, drawn
 * from attributes so they add no text to the page), so nothing below the panel moves as time changes.
 */
export function renderState(run: SwarmLeaseRun, s: SwarmLeaseState, playing = false): TemplateResult {
  const w: Writer = { t: html, n: (value, max) => boxedSeconds(value, max, playing) };
  return html`<dl class="state" part="state" aria-label="State at ${seconds(s.t)}">
    <div data-state="lease"><dt>Lease store</dt><dd><span>${leaseText(run, s, w)}</span>${reserve(run, leaseText)}</dd></div>
    <div data-state="a" data-phase=${s.workers.A.phase}><dt>Worker A</dt><dd><span>${aText(run, s, w)}</span>${reserve(run, aText)}</dd></div>
    <div data-state="b" data-phase=${s.workers.B.phase}><dt>Worker B</dt><dd><span>${bText(run, s, w)}</span>${reserve(run, bText)}</dd></div>
    <div data-state="ledger" data-refunds=${s.ledger.refunds}><dt>Ledger</dt><dd><span>${ledgerText(s)}</span>${reserve(run, (_, s) => ledgerText(s))}</dd></div>
    <div data-state="run"><dt>Run</dt><dd><span>${runText(run, s.t)}</span>${reserve(run, (run, s) => runText(run, s.t))}</dd></div>
  </dl>`;
}

export const stateStyles = css`
  .state {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5334em), 1fr)); /* 128 px */
    font-size: 0.8667em; /* 13 px */
    line-height: 1.35;
    gap: calc(var(--_space) / 2);
    margin: 0;
  }
  .state > div {
    border-inline-start: 4px solid var(--_border);
    padding: 0.2667em 0.6667em; /* 4 px, 10 px */
  }
  .state > div[data-state='a'] {
    border-color: var(--_a);
  }
  .state > div[data-state='b'] {
    border-color: var(--_b);
  }
  .state > div[data-refunds='2'] {
    border-color: var(--_bad);
  }
  .state dt {
    font-weight: 600;
  }
  /* The live text and its hidden copies share one cell: the card is as tall as the tallest. */
  .state dd {
    display: grid;
    margin: 0;
  }
  .state dd > * {
    grid-area: 1 / 1;
  }
  .reserve {
    visibility: hidden;
  }
  .reserve::before {
    content: attr(data-text);
  }
`;
