/**
 * The room each lab reserves before its parts are drawn, per layout, in CSS pixels at the default text size:
 * written by `npm run reserve` (scripts/reserve-heights.mjs) from measured heights, never by hand.
 */
export const RESERVE_HEIGHTS = {
  'swarm-lease-lab': { full: 880, compact: 820, noControls: 575, both: 515 },
  'lease-fencing-lab': { full: 810, compact: 745, noControls: 475, both: 415 },
} as const;
