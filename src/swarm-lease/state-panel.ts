/** What the reader sees at the inspection time: the lease, each worker and the ledger, from `stateAtSwarmLease`. */
import { css, html, nothing, type TemplateResult } from 'lit';
import { eventMoments } from '../sim/events.js';
import type { SwarmLeaseRun } from '../sim/swarm-lease.js';
import { type SwarmLeaseState, stateAtSwarmLease } from '../sim/swarm-lease-state.js';
import { seconds } from '../parts/format.js';
import { boxDigits, boxedSeconds } from '../parts/frame-number.js';
import { catalogVersion, currentLocale, msg, msgParts, plural } from '../parts/messages.js';

/**
 * How a card's text is put together: `t` joins a sentence's pieces (`msgParts`: a list Lit renders on screen,
 * plain text for the room a card keeps) and `n` writes a time that moves while playing, given the largest it
 * can be.
 */
interface Writer {
  t: (pieces: unknown[]) => unknown;
  n: (value: number, max: number) => unknown;
}

function leaseText(run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) {
  if (run.input.mechanism === 'none') return msg`Not used: nothing coordinates the workers.`;
  const l = s.lease;
  if (l.holder === null) return msg`Free: A released it when T-91 completed.`;
  if (l.holder === 'B') return msg`Held by B with token\u00a02.`;
  if (l.lapsed) return msg`Lapsed at ${seconds(l.expiresAt)}; A still thinks it owns it, nobody has claimed it yet.`;
  return w.t(msgParts`Held by A with token\u00a01 until ${w.n(l.expiresAt as number, run.span + run.input.ttl)}.`);
}

/**
 * "Working (x s of y s done)." or "Stalled (…).": one template for every doing, so a stall keeps the moving
 * number's node (a frame only changes its text).
 */
function workText(run: SwarmLeaseRun, done: number, doing: string, w: Writer) {
  return w.t(msgParts`${doing} (${w.n(done, run.input.work)} of ${seconds(run.input.work)} done).`);
}

function aText(run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) {
  const a = s.workers.A;
  if (a.phase === 'finished') return finishedText(run.workers.A.write);
  // Once its lease has lapsed or passed to B, A working on is the hazard the lab is about: the card says so,
  // as the timeline does ("A works after losing the lease").
  const lost = run.input.mechanism !== 'none' && (s.lease.holder !== 'A' || s.lease.lapsed);
  return workText(run, a.workDone, a.phase === 'stalled' ? msg`Stalled` : lost ? msg`Working, lease lost` : msg`Working`, w);
}

function bText(run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) {
  switch (s.workers.B.phase) {
    case 'not-arrived':
      return msg`Not delivered yet (arrives at ${seconds(run.workers.B.receivedAt)}).`;
    case 'waiting':
      return msg`Waiting: polls the lease store every whole second.`;
    case 'working':
      return workText(run, s.workers.B.workDone, msg`Working`, w);
    case 'dropped':
      return msg`Dropped its copy: T-91 was already complete.`;
    default:
      return finishedText(run.workers.B.write);
  }
}

/** A worker's last line: what the ledger did with its refund. */
function finishedText(write: string): string {
  return write === 'accepted'
    ? msg`Finished; its refund was accepted.`
    : write === 'rejected'
      ? msg`Finished; its refund was rejected.`
      : write === 'deduplicated'
        ? msg`Finished; its refund was deduplicated.`
        : msg`Finished; its refund was ${write}.`;
}

function ledgerText(s: SwarmLeaseState): string {
  const { refunds, rejected, deduplicated, highestToken } = s.ledger;
  const parts = [msg`${plural(refunds, '{0}\u00a0refund', '{0}\u00a0refunds')} applied`];
  if (rejected) parts.push(msg`, ${rejected}\u00a0rejected`);
  if (deduplicated) parts.push(msg`, ${deduplicated}\u00a0deduplicated by key T-91`);
  if (highestToken !== null) parts.push(highestToken ? msg`; highest token seen: ${highestToken}` : msg`; highest token seen: none yet`);
  return msg`${parts.join('')}.`;
}

const lastEvents = new WeakMap<SwarmLeaseRun, number>();
/** When the run's last event happens: after it the state is final, however much of the span is left. Once per run. */
function lastEventAt(run: SwarmLeaseRun): number {
  let last = lastEvents.get(run);
  if (last === undefined) lastEvents.set(run, (last = Math.max(0, ...eventMoments(run.events))));
  return last;
}

/** Says whether anything is still to come, so the seconds after the last event never look like a stall. */
function runText(run: SwarmLeaseRun, t: number): string {
  const last = lastEventAt(run);
  return t < last ? msg`More happens until ${seconds(last)}.` : msg`Over: nothing changes after ${seconds(last)}.`;
}

/**
 * Which instant the panel shows, as the run card's name ("At 4 s"; its text says when the run is over), so a
 * reader arriving after a step or a seek never has to guess. One short line at every time, so the card keeps
 * its height.
 */
function instantName(run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer): unknown {
  return w.t(msgParts`At ${w.n(s.t, run.span)}`);
}

/** Plain text, with each moving time as wide as it can get (one digit more than the box it takes while playing). */
const WIDEST: Writer = {
  t: (pieces) => pieces.join(''),
  n: (_, max) => `${'8'.repeat(boxDigits(max) + 1)}.888\u00a0s`,
};

type CardText = (run: SwarmLeaseRun, s: SwarmLeaseState, w: Writer) => unknown;

/** Per run, the room each card keeps in each language, so a playback frame finds it instead of building it. */
const rooms = new WeakMap<SwarmLeaseRun, Map<string, readonly [string, string]>>();

const eventStates = new WeakMap<SwarmLeaseRun, readonly SwarmLeaseState[]>();

/** The state at each event and the millisecond before it (see `room`): once per run, for all of its cards. */
function roomStates(run: SwarmLeaseRun): readonly SwarmLeaseState[] {
  let states = eventStates.get(run);
  if (!states) eventStates.set(run, (states = eventMoments(run.events).flatMap((t) => [stateAtSwarmLease(run, t - 0.001), stateAtSwarmLease(run, t)])));
  return states;
}

/**
 * The two longest texts a card shows at some moment of the run, each time as wide as it can get: the card
 * keeps their room (drawn from attributes, so they add no element and no text to the page). Between two
 * events only the moving times change, and A's lease may lapse, which lasts until an event: so the moment of
 * each event and the millisecond before it give every text.
 */
function room(run: SwarmLeaseRun, text: CardText): readonly [string, string] {
  let byCard = rooms.get(run);
  if (!byCard) rooms.set(run, (byCard = new Map()));
  const key = `${CARDS.indexOf(text)} ${currentLocale()} ${catalogVersion()}`;
  let kept = byCard.get(key);
  if (!kept) {
    const texts = [...new Set(roomStates(run).map((s) => String(text(run, s, WIDEST))))].sort((a, b) => b.length - a.length);
    byCard.set(key, (kept = [texts[0] ?? '', texts[1] ?? '']));
  }
  return kept;
}

/**
 * A card: its name, then its text over the room it keeps (see `room`). The text sits in a box of its own, which
 * takes the card's size while playing (`.moving`), so a changed number lays out that box and not the panel.
 */
function card(run: SwarmLeaseRun, text: CardText, live: unknown, name: unknown, state: string, extra: Record<string, unknown> = {}): TemplateResult {
  const [first, second] = room(run, text);
  return html`<div data-state=${state} data-phase=${extra.phase ?? nothing} data-refunds=${extra.refunds ?? nothing} data-room=${first} data-room-2=${second}>
    <dt>${name}</dt><dd><span class="card-text">${live}</span></dd>
  </div>`;
}

const ledgerCard: CardText = (_, s) => ledgerText(s);
const runCard: CardText = (run, s) => runText(run, s.t);
/** Every card's text, so the room a card keeps is found by its place here. */
const CARDS: readonly CardText[] = [leaseText, aText, bText, ledgerCard, runCard];

/**
 * The state `s` (see `stateAtSwarmLease`). While `playing`, the lab passes the state at the shown moment —
 * the readout's stepped time — so every line agrees with the readout and the trace. The times inside a
 * sentence stay plain text, so it reads without gaps; each card's text box is what keeps a changed step's
 * layout inside the card. Only the card that names the instant boxes its time (see `boxedSeconds`).
 *
 * Each card keeps the room of the tallest text it shows in this run (hidden copies under the live one, drawn
 * from attributes so they add no text to the page), so nothing below the panel moves as time changes.
 */
export function renderState(run: SwarmLeaseRun, s: SwarmLeaseState, playing = false): TemplateResult {
  const w: Writer = { t: (pieces) => pieces, n: (value) => seconds(value) };
  const instant: Writer = { t: (pieces) => pieces, n: (value, max) => boxedSeconds(value, max, playing) };
  return html`<dl class="state ${playing ? 'moving' : ''}" part="state" aria-label=${msg`State at ${seconds(s.t)}`}>
    ${card(run, leaseText, leaseText(run, s, w), msg`Lease store`, 'lease')}
    ${card(run, aText, aText(run, s, w), msg`Worker A`, 'a', { phase: s.workers.A.phase })}
    ${card(run, bText, bText(run, s, w), msg`Worker B`, 'b', { phase: s.workers.B.phase })}
    ${card(run, ledgerCard, ledgerText(s), msg`Ledger`, 'ledger', { refunds: s.ledger.refunds })}
    ${card(run, runCard, runText(run, s.t), instantName(run, s, instant), 'run')}
  </dl>`;
}

export const stateStyles = css`
  /* Playback and the state at its instant read as one group, a little closer than the parts around them. */
  .inspection {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.8);
  }
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
    padding: 0.1334em 0.4em; /* 2 px, 6 px */
  }
  /*
   * Where the cards fit two to a row (narrower than three columns and their gaps), the fifth would sit alone:
   * it takes the whole row, a line or two shorter, so the panel fits under a phone's stuck figure.
   */
  @container (max-width: 22.7666em) {
    .state > div:last-child {
      grid-column: 1 / -1;
    }
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
  /* The text and the room it keeps share one cell: the card is as tall as the tallest of them. */
  .state > div {
    display: grid;
    grid-template-areas: 'name' 'text';
    align-content: start;
  }
  .state dd,
  .state > div::before,
  .state > div::after {
    grid-area: text;
    margin: 0;
  }
  .state > div::before,
  .state > div::after {
    visibility: hidden;
  }
  .state > div::before {
    content: attr(data-room);
  }
  .card-text {
    display: block;
  }
  /* A stretched grid item's height is definite: the box takes the room the card keeps, whatever its text. */
  .moving .card-text {
    contain: size layout;
    height: 100%;
  }
  .state > div::after {
    content: attr(data-room-2);
  }
`;
