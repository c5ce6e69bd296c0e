/** Query parameters of the league additions (decisions.md "Competitions of every format"). */
import { ApiError } from '../errors/api-error.ts';
import { COMPETITION_KINDS, SERIES_ID, SEASON_TEXT, type CompetitionKind } from '../../schemas/content/competition.ts';
import type { ParamSpec } from './query-params.ts';

const invalid = (name: string, message: string) => new ApiError('parameter_invalid', message, name);

const regexParam = (re: RegExp, description: string, example: string, says: string): ParamSpec<string> => ({
  description,
  schema: { type: 'string', pattern: re.source },
  example,
  parse(raw, name) {
    if (!re.test(raw)) throw invalid(name, `${name} must be ${says}.`);
    return raw;
  },
});

export const competitionFilterParams = {
  series_id: regexParam(SERIES_ID, 'Only seasons of this series (`series_<id>`, e.g. every Premier League season).', 'series_en-1', 'a series ID starting with "series_"'),
  kind: {
    description: 'Only competitions of this kind: `tournament`, `league` or `cup`.',
    schema: { type: 'string', enum: [...COMPETITION_KINDS] },
    example: 'league',
    parse(raw: string, name: string): CompetitionKind {
      if (!(COMPETITION_KINDS as readonly string[]).includes(raw)) throw invalid(name, `${name} must be one of ${COMPETITION_KINDS.join(', ')}.`);
      return raw as CompetitionKind;
    },
  } satisfies ParamSpec<CompetitionKind>,
  country_code: regexParam(/^[A-Z]{3}$/, 'Only domestic competitions of this country (three capital letters, e.g. `ENG`).', 'ENG', 'three capital letters, such as ENG'),
  season: regexParam(SEASON_TEXT, 'Only this season: `2024-25` (a season across two years) or `2026`.', '2024-25', 'a season written 2024-25 or 2026'),
};

export const standingsCutOffParams = {
  matchday: {
    description: 'The table after this round (matchday) of a league stage: matches of later rounds count as not played.',
    schema: { type: 'integer', minimum: 1, maximum: 999 },
    example: '10',
    parse(raw: string, name: string): number {
      const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
      if (!(n >= 1 && n <= 999)) throw invalid(name, `${name} must be a whole number from 1 to 999.`);
      return n;
    },
  } satisfies ParamSpec<number>,
};
