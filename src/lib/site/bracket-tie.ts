/**
 * A bracket slot in words for the bracket page (decisions.md "Ties over two legs"): each leg with
 * its own home and away team and score, the aggregate, and how the winner went through (on away
 * goals, after extra time, on penalties…). Pure: the legs' teams come from `legTeams`.
 */
import type { BracketMatch, TeamRef } from '../tournament/index.ts';
import type { DecidedBy } from '../tournament/ties/index.ts';

export interface LegView {
  /** 1, 2… in playing order. */
  n: number;
  matchId: string;
  scheduledAt: string;
  home: TeamRef | null;
  away: TeamRef | null;
  /** `2–1`; null before kick-off and for a cancelled leg. */
  score: string | null;
}

export interface SlotView {
  /** True for a tie over two (or more) legs. */
  twoLegged: boolean;
  legs: LegView[];
  /** `home–away` of the slot (the first leg's home team first); null for a single match or before a leg counts. */
  aggregate: string | null;
  /** How the winner went through, e.g. `Boreal United won on away goals (2–1)`; '' while undecided. */
  result: string;
}

export type LegTeams = (matchId: string) => { home: TeamRef | null; away: TeamRef | null } | undefined;

const DECIDED_WORDS: Record<DecidedBy, string> = {
  score: '', aggregate: 'on aggregate', away_goals: 'on away goals', extra_time: 'after extra time',
  penalties: 'on penalties', replay: 'in a replay', awarded: 'by an awarded result', league_position: 'as the better-placed team in the league',
};

/** How a tie or match was decided, in words (`on penalties`); '' for a plain win or while undecided. */
export const decidedByWords = (d: DecidedBy | null): string => (d === null ? '' : DECIDED_WORDS[d]);

const pair = (a: number, b: number) => `${a}–${b}`;

/** Away goals of `team` over the legs (goals it scored in legs where it was the away team). */
function awayGoals(legs: readonly LegView[], m: BracketMatch, team: string): number {
  let n = 0;
  for (const l of legs) {
    const leg = m.legs.find((x) => x.match_id === l.matchId);
    if (leg?.away_score !== null && leg?.away_score !== undefined && l.away?.id === team) n += leg.away_score;
  }
  return n;
}

function resultWords(m: BracketMatch, legs: readonly LegView[]): string {
  if (!m.winner || !m.decided_by) return '';
  const words = decidedByWords(m.decided_by);
  const loser = m.winner.id === m.home.team?.id ? m.away : m.home;
  const winner = m.winner.id === m.home.team?.id ? m.home : m.away;
  let detail = '';
  if (m.decided_by === 'penalties' && winner.penalty !== null && loser.penalty !== null) detail = ` ${pair(winner.penalty, loser.penalty)}`;
  const tail = m.decided_by === 'away_goals' && loser.team ? ` (${pair(awayGoals(legs, m, m.winner.id), awayGoals(legs, m, loser.team.id))})` : '';
  return `${m.winner.name} won${detail}${words ? ` ${words}` : ''}${tail}`;
}

export function slotView(m: BracketMatch, legTeams: LegTeams): SlotView {
  const legs = m.legs.map((l, i): LegView => {
    const teams = legTeams(l.match_id);
    return {
      n: i + 1, matchId: l.match_id, scheduledAt: l.scheduled_at, home: teams?.home ?? null, away: teams?.away ?? null,
      score: l.home_score === null || l.away_score === null ? null : pair(l.home_score, l.away_score),
    };
  });
  return {
    twoLegged: legs.length > 1, legs,
    aggregate: legs.length > 1 && m.aggregate ? pair(m.aggregate.home, m.aggregate.away) : null,
    result: resultWords(m, legs),
  };
}
