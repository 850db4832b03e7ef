/**
 * The room each lab reserves before its parts are drawn, per layout, in CSS pixels at the default text size:
 * written by `npm run reserve` (scripts/reserve-heights.mjs) from measured heights, never by hand.
 */
export const RESERVE_HEIGHTS = {
  'swarm-lease-lab': { full: 2110, compact: 1345, noControls: 1490, both: 765 },
  'lease-fencing-lab': { full: 1660, compact: 1050, noControls: 1110, both: 475 },
} as const;
