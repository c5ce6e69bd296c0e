/** The tournament format: 12 groups of 4, then a 32-team knockout bracket (104 matches). */

export const GROUP_STAGE = 'Group stage';
export const ROUND_OF_32 = 'Round of 32';
export const ROUND_OF_16 = 'Round of 16';
export const QUARTER_FINAL = 'Quarter-final';
export const SEMI_FINAL = 'Semi-final';
export const THIRD_PLACE = 'Third-place match';
export const FINAL = 'Final';

export const STAGES = [
  { name: GROUP_STAGE, knockout: false },
  { name: ROUND_OF_32, knockout: true },
  { name: ROUND_OF_16, knockout: true },
  { name: QUARTER_FINAL, knockout: true },
  { name: SEMI_FINAL, knockout: true },
  { name: THIRD_PLACE, knockout: true },
  { name: FINAL, knockout: true },
] as const;

export type StageName = (typeof STAGES)[number]['name'];
export type KnockoutStage = Exclude<StageName, typeof GROUP_STAGE>;

export const GROUP_COUNT = 12;
export const TEAMS_PER_GROUP = 4;
export const GROUPS = Array.from({ length: GROUP_COUNT }, (_, i) => `Group ${String.fromCharCode(65 + i)}`);

/** Matches per knockout stage. */
export const KNOCKOUT_SIZES: Record<KnockoutStage, number> = {
  [ROUND_OF_32]: 16,
  [ROUND_OF_16]: 8,
  [QUARTER_FINAL]: 4,
  [SEMI_FINAL]: 2,
  [THIRD_PLACE]: 1,
  [FINAL]: 1,
};

/** Group fixtures by round, as positions 0-3 in the group (home first). */
export const GROUP_FIXTURES: readonly (readonly [number, number])[][] = [
  [[0, 1], [2, 3]],
  [[0, 2], [3, 1]],
  [[3, 0], [1, 2]],
];
