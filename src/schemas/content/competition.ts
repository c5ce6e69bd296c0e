import { z } from 'zod';
import { idPattern } from './cells.ts';
import { competitionRulesSchema } from './competition-rules.ts';

export const STAGE_KINDS = ['group', 'knockout', 'league'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** One stage of the competition, in playing order. */
export const stageSchema = z
  .object({
    /** Stage name as published, e.g. `Group stage`, `Round of 32`, `Final`. */
    name: z.string().min(1),
    /** Knockout stages have no groups; a drawn knockout match needs extra time or penalties. */
    knockout: z.boolean(),
    /**
     * For a stage that is not a knockout: `group` (the default: several groups, each with its table)
     * or `league` (one table of every team of the stage, e.g. a final round-robin; its matches have
     * no group). Leave it out for knockout stages.
     */
    kind: z.enum(['group', 'league']).optional(),
  })
  .refine((s) => !(s.knockout && s.kind !== undefined), { message: 'kind is for group and league stages; leave it out of a knockout stage', path: ['kind'] });
export type Stage = z.output<typeof stageSchema>;

/** `group`, `knockout` or `league`. */
export function stageKind(s: Pick<Stage, 'knockout' | 'kind'>): StageKind {
  return s.knockout ? 'knockout' : (s.kind ?? 'group');
}

/** `content/<season>/competition.json`: the competition season this folder holds. */
export const competitionFile = z
  .object({
    /** Stable public ID of the season, `season_…`. */
    id: z.string().regex(idPattern('season'), { message: 'must be an ID starting with "season_"' }),
    /** Competition name, e.g. `World Cup`. */
    name: z.string().min(1),
    /** Year of the season, e.g. `2026`. */
    year: z.number().int().min(1850).max(2200),
    /** True for generated, fictional data; every page then says so. */
    demo: z.boolean().default(false),
    /** Where the data comes from (source and licence), shown on the site. */
    source: z.string().min(1).optional(),
    /** Stages in playing order. Every match's `stage` is one of these names. */
    stages: z.array(stageSchema).min(1),
    /** Group names, e.g. `Group A`. Teams and group-stage matches reference these. */
    groups: z.array(z.string().min(1)).default([]),
    /**
     * How tables are computed: `points_per_win` (3, or 2 before 1994), the ordered `tie_breakers`,
     * and `positions` that a drawing of lots or a play-off decided. All optional (defaults: 3 points,
     * the modern FIFA order). See content/README.md.
     */
    rules: competitionRulesSchema.prefault({}),
  })
  .strict();
export type CompetitionFile = z.output<typeof competitionFile>;
