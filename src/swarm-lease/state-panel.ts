/** What the reader sees at the inspection time: the lease, each worker and the ledger, from `stateAtSwarmLease`. */
import { css, html, type TemplateResult } from 'lit';
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import type { SwarmLeaseState } from '../sim/swarm-lease-state.js';
import { count, seconds } from '../parts/format.js';
import { boxedSeconds } from '../parts/frame-number.js';

function leaseText(run: SwarmLeaseRun, s: SwarmLeaseState, playing: boolean) {
  if (run.input.mechanism === 'none') return 'Not used: nothing coordinates the workers.';
  const l = s.lease;
  if (l.holder === null) return 'Free: A released it when T-91 completed.';
  if (l.holder === 'B') return 'Held by B with token\u00a02.';
  if (l.lapsed) return `Lapsed at ${seconds(l.expiresAt)}; A still thinks it owns it, nobody has claimed it yet.`;
  // Renewals move the expiry by whole seconds, at 16× many times a real second: boxed while playing.
  return html`Held by A with token\u00a01 until ${boxedSeconds(l.expiresAt as number, run.span + run.input.ttl, playing)}.`;
}

/**
 * "Working (x s of y s done)." or "Stalled (…).": one template for both, so a stall keeps the moving number's
 * node (a frame only changes its text).
 */
function workText(run: SwarmLeaseRun, done: number, stalled: boolean, playing: boolean) {
  return html`${stalled ? 'Stalled' : 'Working'} (${boxedSeconds(done, run.input.work, playing)} of ${seconds(run.input.work)} done).`;
}

function aText(run: SwarmLeaseRun, s: SwarmLeaseState, playing: boolean) {
  const a = s.workers.A;
  return a.phase === 'finished' ? `Finished; its refund was ${run.workers.A.write}.` : workText(run, a.workDone, a.phase === 'stalled', playing);
}

function bText(run: SwarmLeaseRun, s: SwarmLeaseState, playing: boolean) {
  switch (s.workers.B.phase) {
    case 'not-arrived':
      return `Not delivered yet (arrives at ${seconds(run.workers.B.receivedAt)}).`;
    case 'waiting':
      return 'Waiting: polls the lease store every whole second.';
    case 'working':
      return workText(run, s.workers.B.workDone, false, playing);
    case 'dropped':
      return 'Dropped its copy: T-91 was already complete.';
    default:
      return `Finished; its refund was ${run.workers.B.write}.`;
  }
}

/** When the run's last event happens: after it the state is final, however much of the span is left. */
function lastEventAt(run: SwarmLeaseRun): number {
  return Math.max(0, ...run.events.map((e) => e.until ?? e.at));
}

/** Says whether anything is still to come, so the seconds after the last event never look like a stall. */
function runText(run: SwarmLeaseRun, t: number): string {
  const last = lastEventAt(run);
  return t < last ? `Still running: the last event is at ${seconds(last)}.` : `Over: nothing changes after ${seconds(last)}.`;
}

/**
 * The state `s` (see `stateAtSwarmLease`). While `playing`, the lab passes the state at the shown moment —
 * the readout's stepped time — so every line agrees with the readout and the trace; the numbers that still
 * move are boxed (see `boxedSeconds`), so a changed step lays out only them.
 */
export function renderState(run: SwarmLeaseRun, s: SwarmLeaseState, playing = false): TemplateResult {
  const ledger = `${count(s.ledger.refunds, 'refund')} applied${s.ledger.rejected ? `, ${s.ledger.rejected}\u00a0rejected` : ''}${
    s.ledger.deduplicated ? `, ${s.ledger.deduplicated}\u00a0deduplicated by key T-91` : ''
  }${
    s.ledger.highestToken === null ? '' : `; highest token seen: ${s.ledger.highestToken || 'none yet'}`
  }.`;
  return html`<dl class="state" part="state" aria-label="State at ${seconds(s.t)}">
    <div data-state="lease"><dt>Lease store</dt><dd>${leaseText(run, s, playing)}</dd></div>
    <div data-state="a" data-phase=${s.workers.A.phase}><dt>Worker A</dt><dd>${aText(run, s, playing)}</dd></div>
    <div data-state="b" data-phase=${s.workers.B.phase}><dt>Worker B</dt><dd>${bText(run, s, playing)}</dd></div>
    <div data-state="ledger" data-refunds=${s.ledger.refunds}><dt>Ledger</dt><dd>${ledger}</dd></div>
    <div data-state="run"><dt>Run</dt><dd>${runText(run, s.t)}</dd></div>
  </dl>`;
}

export const stateStyles = css`
  .state {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
    gap: calc(var(--_space) / 2);
    margin: 0;
  }
  .state > div {
    border-inline-start: 4px solid var(--_border);
    padding: 0.25rem 0.625rem;
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
  .state dd {
    margin: 0;
  }
`;
