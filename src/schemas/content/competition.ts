import { z } from 'zod';
import { idPattern, OPAQUE_ID } from './cells.ts';
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

/** What a competition is: a `tournament` (World Cup, Euro), a `league`, or a `cup` (knockout). */
export const COMPETITION_KINDS = ['tournament', 'league', 'cup'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

/** `series_<opaque>`: the competition across its seasons, e.g. `series_en-1` (Premier League). */
export const SERIES_ID = new RegExp(`^series_${OPAQUE_ID}$`);

/** The competition across seasons (decisions.md "Competitions of every format"). */
export const seriesSchema = z
  .object({
    id: z.string().regex(SERIES_ID, { message: 'must be an ID starting with "series_"' }),
    /** e.g. `Premier League`, `FIFA World Cup`. */
    name: z.string().min(1),
  })
  .strict();

/** `2024-25` (a season across two years) or `2026`. */
export const SEASON_TEXT = /^\d{4}(-\d{2})?$/;

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
    /** The competition across seasons; absent or null when content names none (read it through `seriesOf`). */
    series: seriesSchema.nullable().optional(),
    /**
     * The season as text: `2024-25` across two years, `2026` otherwise. Absent: the year
     * (read it through `seasonText`). A season across two years starts in `year`.
     */
    season: z
      .string()
      .regex(SEASON_TEXT, { message: 'must be "YYYY" or "YYYY-YY", e.g. "2024-25"' })
      .optional(),
    /** `tournament` (absent: tournament), `league` or `cup`. */
    kind: z.enum(COMPETITION_KINDS).optional(),
    /** Country of a domestic competition (→ countries.csv `code`); absent or null for an international one. */
    country_code: z.string().regex(/^[A-Z]{3}$/, { message: 'must be three capital letters, e.g. ENG' }).nullable().optional(),
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

/** The series of a competition, or null. */
export const seriesOf = (c: Pick<CompetitionFile, 'series'>): { id: string; name: string } | null => c.series ?? null;

/** The kind of a competition (absent: `tournament`). */
export const competitionKind = (c: Pick<CompetitionFile, 'kind'>): CompetitionKind => c.kind ?? 'tournament';

/** The country of a domestic competition, or null. */
export const countryOf = (c: Pick<CompetitionFile, 'country_code'>): string | null => c.country_code ?? null;

/** The season text of a competition: `season`, or its year. */
export function seasonText(c: Pick<CompetitionFile, 'season' | 'year'>): string {
  return c.season ?? String(c.year);
}

/** How a season is named everywhere it is shown: `World Cup 2026`, `Premier League 2023-24` (the series' name when it has one). */
export function seasonTitle(c: Pick<CompetitionFile, 'name' | 'season' | 'year' | 'series'>): string {
  return `${c.series?.name ?? c.name} ${seasonText(c)}`;
}
