/**
 * The room each lab reserves before its parts are drawn, per layout, in CSS pixels at the default text size:
 * written by `npm run reserve` (scripts/reserve-heights.mjs) from measured heights, never by hand.
 */
export const RESERVE_HEIGHTS = {
  'swarm-lease-lab': { full: 890, compact: 805, noControls: 565, both: 505 },
  'lease-fencing-lab': { full: 875, compact: 770, noControls: 505, both: 435 },
} as const;
