/** API resource schemas: the single source for handlers, the OpenAPI document and contract tests. */
export * from './common.ts';
export * from './match.ts';
export * from './match-coverage.ts';
export * from './match-event.ts';
export * from './match-stats.ts';
export * from './match-lineups.ts';
export * from './player.ts';
export * from './usage.ts';
export * from './error.ts';
export * from './competition.ts';
export * from './standings.ts';
export * from './bracket.ts';
export * from './scorer.ts';
export * from './team.ts';
export * from './player-stats.ts';
