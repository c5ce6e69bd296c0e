import { z } from 'zod';
import { idPattern } from './cells.ts';

/** One stage of the competition, in playing order. */
export const stageSchema = z.object({
  /** Stage name as published, e.g. `Group stage`, `Round of 32`, `Final`. */
  name: z.string().min(1),
  /** Knockout stages have no groups; a drawn knockout match needs extra time or penalties. */
  knockout: z.boolean(),
});

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
  })
  .strict();
export type CompetitionFile = z.output<typeof competitionFile>;
