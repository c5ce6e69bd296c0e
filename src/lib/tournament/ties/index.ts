/** Knockout ties over one match or two legs: grouping, aggregate, winner and how it was decided. Pure functions of plain data. */
export * from './types.ts';
export * from './group-ties.ts';
export * from './decide-tie.ts';
export * from './uefa-rules.ts';
export * from './content-legs.ts';
export * from './league-positions.ts';
