import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DETAILS, type EventRow, type LineupRow, type MatchRow } from '../../src/schemas/content/index.ts';
import type { SeasonContent, SharedContent } from '../../src/lib/content/season-content.ts';
import { generateDemo } from '../../src/lib/demo/generate.ts';
import { DEMO_NOW, goalsFromEvents, groupBy } from './helpers.ts';

let season: SeasonContent;
let shared: SharedContent;
let events: Map<string, EventRow[]>;
let lineups: Map<string, LineupRow[]>;
let completed: MatchRow[];

beforeAll(() => {
  const demo = generateDemo({ seed: 2026, seasons: 1, competitions: 1, now: DEMO_NOW });
  season = demo.seasons[0]!.content;
  shared = demo.shared;
  events = groupBy(season.events, (e) => e.match_id);
  lineups = groupBy(season.lineups, (l) => l.match_id);
  completed = season.matches.filter((m) => m.status === 'completed');
});

const ALL = Object.entries(EVENT_DETAILS).flatMap(([type, details]) => details.map((d) => `${type}/${d}`));

describe('events', () => {
  it('use every type and detail of the vocabulary', () => {
    const seen = new Set(season.events.map((e) => `${e.type}/${e.detail}`));
    expect(ALL.filter((k) => !seen.has(k))).toEqual([]);
  });

  it('cover every type and detail for other seeds too', () => {
    for (const seed of [1, 2, 3]) {
      const s = generateDemo({ seed, seasons: 1, competitions: 1, now: DEMO_NOW }).seasons[0]!.content;
      const seen = new Set(s.events.map((e) => `${e.type}/${e.detail}`));
      expect(ALL.filter((k) => !seen.has(k)), `seed ${seed}`).toEqual([]);
      expect(s.matches.filter((m) => m.has_extra_time).length, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      expect(s.matches.filter((m) => m.has_penalties).length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('include at least three matches with extra time and two with a shoot-out, only in knockout stages', () => {
    const et = season.matches.filter((m) => m.has_extra_time);
    const pens = season.matches.filter((m) => m.has_penalties);
    expect(et.length).toBeGreaterThanOrEqual(3);
    expect(pens.length).toBeGreaterThanOrEqual(2);
    for (const m of [...et, ...pens]) expect(m.stage).not.toBe('Group stage');
    for (const m of pens) expect(m.has_extra_time).toBe(true);
    expect(season.events.some((e) => e.minute > 90 && e.type === 'goal')).toBe(true);
  });

  it('give every completed match the score of its goal events, own goals included, by period', () => {
    expect(season.events.some((e) => e.detail === 'own_goal')).toBe(true);
    for (const m of completed) {
      const es = events.get(m.id) ?? [];
      expect(goalsFromEvents(m, es), m.id).toEqual({ home: m.home_score, away: m.away_score });
      const period = (e: EventRow) => (e.minute <= 45 ? 'first_half' : e.minute <= 90 ? 'second_half' : 'extra_time');
      for (const p of ['first_half', 'second_half', 'extra_time'] as const) {
        const goals = es.filter((e) => e.type === 'goal' && period(e) === p);
        expect(goals.filter((e) => e.team_id === m.home_team_id).length, `${m.id} ${p}`).toBe(m[`${p}_home`] ?? 0);
        expect(goals.filter((e) => e.team_id === m.away_team_id).length, `${m.id} ${p}`).toBe(m[`${p}_away`] ?? 0);
      }
      expect(m.first_half_home! + m.second_half_home! + (m.extra_time_home ?? 0)).toBe(m.home_score);
      if (!m.has_extra_time) expect(es.every((e) => e.minute <= 90)).toBe(true);
      if (m.stage !== 'Group stage') expect(m.home_score !== m.away_score || m.has_penalties, m.id).toBe(true);
    }
  });

  it('number events 1, 2, 3… in time order with running scores on goals and shoot-out kicks only', () => {
    for (const m of completed) {
      const es = events.get(m.id)!;
      expect(es.map((e) => e.seq)).toEqual(es.map((_, i) => i + 1));
      const score = { home: 0, away: 0 };
      const kicks = { home: 0, away: 0 };
      let lastShootout = false;
      es.forEach((e, i) => {
        if (i > 0 && e.type !== 'shootout') {
          const p = es[i - 1]!;
          expect(p.minute * 100 + (p.extra_minute ?? 0) <= e.minute * 100 + (e.extra_minute ?? 0), `${m.id} #${e.seq}`).toBe(true);
        }
        const side = e.team_id === m.home_team_id ? 'home' : 'away';
        if (e.type === 'goal') {
          score[side]++;
          expect([e.score_home, e.score_away]).toEqual([score.home, score.away]);
        } else if (e.type === 'shootout') {
          lastShootout = true;
          expect(e.minute).toBe(m.has_extra_time ? 120 : 90);
          expect(e.extra_minute).toBeNull();
          if (e.detail === 'scored') kicks[side]++;
          expect([e.score_home, e.score_away]).toEqual([kicks.home, kicks.away]);
        } else {
          expect(lastShootout, `${m.id} #${e.seq} after the shoot-out`).toBe(false);
          expect([e.score_home, e.score_away]).toEqual([null, null]);
        }
      });
      if (m.has_penalties) expect([kicks.home, kicks.away]).toEqual([m.home_penalty, m.away_penalty]);
      else expect(es.some((e) => e.type === 'shootout')).toBe(false);
    }
  });

  it('use added time now and then', () => {
    expect(season.events.some((e) => e.minute === 45 && e.extra_minute !== null)).toBe(true);
    expect(season.events.some((e) => e.minute === 90 && e.extra_minute !== null)).toBe(true);
  });

  it('follow the match as it unfolds: squads, substitutions, cards, own goals', () => {
    const squadOf = new Map(season.squads.map((s) => [s.player_id, s.team_id]));
    for (const m of completed) {
      const lu = groupBy(lineups.get(m.id)!, (l) => l.team_id);
      const onPitch = new Map([...lu].map(([t, rows]) => [t, new Set(rows.filter((r) => r.starter).map((r) => r.player_id))]));
      const bench = new Map([...lu].map(([t, rows]) => [t, new Set(rows.filter((r) => !r.starter).map((r) => r.player_id))]));
      const yellow = new Set<string>();
      const off = new Set<string>();
      const subs = new Map<string, number>();
      const cameOn = new Set<string>();
      for (const e of events.get(m.id)!) {
        const opponent = (e.team_id === m.home_team_id ? m.away_team_id : m.home_team_id)!;
        if (e.player_id) {
          const expectedTeam = e.type === 'goal' && e.detail === 'own_goal' ? opponent : e.team_id;
          expect(squadOf.get(e.player_id), `${m.id} #${e.seq}`).toBe(expectedTeam);
          expect(off.has(e.player_id), `${m.id} #${e.seq}: ${e.player_id} acts after leaving`).toBe(false);
          if (e.type !== 'var' && e.type !== 'substitution') expect(onPitch.get(expectedTeam)!.has(e.player_id), `${m.id} #${e.seq} on the pitch`).toBe(true);
        } else expect(e.type, `${m.id} #${e.seq}`).toBe('var');
        if (e.type === 'substitution') {
          expect(onPitch.get(e.team_id)!.has(e.player_off_id!), `${m.id} #${e.seq}`).toBe(true);
          expect(cameOn.has(e.player_off_id!), `${m.id} #${e.seq}: a substitute taken off again`).toBe(false);
          cameOn.add(e.player_id!);
          expect(bench.get(e.team_id)!.has(e.player_id!), `${m.id} #${e.seq}`).toBe(true);
          onPitch.get(e.team_id)!.delete(e.player_off_id!);
          bench.get(e.team_id)!.delete(e.player_id!);
          onPitch.get(e.team_id)!.add(e.player_id!);
          off.add(e.player_off_id!);
          subs.set(e.team_id, (subs.get(e.team_id) ?? 0) + 1);
        } else expect(e.player_off_id).toBeNull();
        if (e.type === 'card') {
          if (e.detail === 'yellow') {
            expect(yellow.has(e.player_id!)).toBe(false);
            yellow.add(e.player_id!);
          } else {
            if (e.detail === 'second_yellow') expect(yellow.has(e.player_id!), `${m.id} #${e.seq}`).toBe(true);
            onPitch.get(e.team_id)!.delete(e.player_id!);
            off.add(e.player_id!);
          }
        }
      }
      for (const n of subs.values()) expect(n).toBeLessThanOrEqual(5);
    }
  });
});

describe('line-ups', () => {
  it('name 11 starters in formation order and 12 substitutes per team in every completed match', () => {
    const squadNumber = new Map(season.squads.map((s) => [s.player_id, s.jersey_number]));
    const players = new Map(shared.players.map((p) => [p.id, p]));
    for (const m of completed) {
      const byTeam = groupBy(lineups.get(m.id)!, (l) => l.team_id);
      expect([...byTeam.keys()]).toEqual([m.home_team_id, m.away_team_id]);
      for (const [teamId, rows] of byTeam) {
        const formation = teamId === m.home_team_id ? m.home_formation! : m.away_formation!;
        expect(['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '5-3-2', '3-4-3', '4-1-4-1']).toContain(formation);
        const digits = formation.split('-').map(Number);
        const starters = rows.filter((r) => r.starter);
        expect(starters).toHaveLength(11);
        expect(rows.filter((r) => !r.starter)).toHaveLength(12);
        expect(rows.slice(0, 11).every((r) => r.starter)).toBe(true);
        const d = digits[0]!;
        const f = digits.at(-1)!;
        const roles = ['Goalkeeper', ...Array(d).fill('Defender'), ...Array(10 - d - f).fill('Midfielder'), ...Array(f).fill('Forward')];
        expect(starters.map((s) => s.position), `${m.id} ${teamId}`).toEqual(roles);
        expect(rows.filter((r) => r.captain)).toHaveLength(1);
        expect(rows.filter((r) => r.captain)[0]!.starter).toBe(true);
        expect(new Set(rows.map((r) => r.jersey_number)).size).toBe(23);
        for (const r of rows) {
          expect(r.jersey_number).toBe(squadNumber.get(r.player_id));
          expect(players.get(r.player_id)!.position).toBe(r.position);
        }
      }
    }
  });
});

describe('team statistics', () => {
  it('agree with the score and the card events', () => {
    const stats = groupBy(season.stats, (s) => s.match_id);
    expect(stats.size).toBe(completed.length);
    let noOffsides = 0;
    for (const m of completed) {
      const rows = stats.get(m.id)!;
      expect(rows.map((r) => r.team_id)).toEqual([m.home_team_id, m.away_team_id]);
      expect(rows[0]!.possession! + rows[1]!.possession!).toBe(100);
      if (rows[0]!.offsides === null) noOffsides++;
      for (const r of rows) {
        const side = r.team_id === m.home_team_id ? 'home' : 'away';
        const es = (events.get(m.id) ?? []).filter((e) => e.team_id === r.team_id && e.type === 'card');
        expect(r.shots!).toBeGreaterThanOrEqual(r.shots_on_target!);
        expect(r.shots_on_target!).toBeGreaterThanOrEqual(m[`${side}_score`]);
        expect(r.yellow_cards, m.id).toBe(es.filter((e) => e.detail === 'yellow' || e.detail === 'second_yellow').length);
        expect(r.red_cards, m.id).toBe(es.filter((e) => e.detail === 'red' || e.detail === 'second_yellow').length);
        for (const k of ['corners', 'fouls', 'saves', 'passes', 'pass_accuracy'] as const) expect(r[k], k).not.toBeNull();
        expect(r.pass_accuracy!).toBeLessThanOrEqual(100);
      }
    }
    expect(noOffsides).toBeGreaterThanOrEqual(3);
    expect(noOffsides).toBeLessThanOrEqual(10);
  });
});
