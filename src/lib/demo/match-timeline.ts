/**
 * Plays a match plan in time order and decides who does what, tracking who is on the pitch, who is
 * booked and who has been sent off: goals by players on the pitch (own goals by the opponents),
 * substitutions that take off a player on the pitch for an unused substitute, a second yellow only
 * after a first, and nobody acting after a red card.
 */
import type { Position } from '../../schemas/content/index.ts';
import type { Lineup } from './lineup.ts';
import type { Incident, MatchPlan, Side } from './match-plan.ts';
import { other } from './match-plan.ts';
import { compareMoments, type Moment } from './minutes.ts';
import type { Rng } from './prng.ts';
import type { SquadMember } from './types.ts';

/** One event, before it gets its match ID, sequence number and running score. */
export interface TimelineEvent {
  type: 'goal' | 'card' | 'substitution' | 'missed_penalty' | 'var' | 'shootout';
  detail: string;
  at: Moment;
  /** Team of the event (for own goals: the team credited). */
  side: Side;
  playerId: string | null;
  playerOffId: string | null;
}

export interface TeamState {
  onPitch: SquadMember[];
  bench: SquadMember[];
  booked: Set<string>;
  /** Players the plan needs later (the target of a planned second yellow): never substituted. */
  reserved: Set<string>;
  /** Substitutes who came on: they stay on. */
  cameOn: Set<string>;
  sentOff: number;
  subs: number;
}

const MAX_SUBS = 5;
const MAX_SENT_OFF = 2;

function newState(lineup: Lineup): TeamState {
  return { onPitch: lineup.starters.map((s) => s.member), bench: [...lineup.bench], booked: new Set(), reserved: new Set(), cameOn: new Set(), sentOff: 0, subs: 0 };
}

const id = (m: SquadMember) => m.player.row.id;
const pos = (m: SquadMember): Position => m.player.position;

function choose(rng: Rng, list: SquadMember[], weight: (m: SquadMember) => number): SquadMember | null {
  const candidates = list.filter((m) => weight(m) > 0);
  return candidates.length === 0 ? null : rng.weighted(candidates, weight);
}

const SCORING: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 3, Forward: 6 };
const OWN_GOAL: Record<Position, number> = { Goalkeeper: 0.4, Defender: 5, Midfielder: 1.5, Forward: 0.5 };
const BOOKING: Record<Position, number> = { Goalkeeper: 0.3, Defender: 3, Midfielder: 3, Forward: 1.5 };
const REPLACED: Record<Position, number> = { Goalkeeper: 0, Defender: 1.2, Midfielder: 3, Forward: 3.5 };

export function playTimeline(rng: Rng, plan: MatchPlan, lineups: Record<Side, Lineup>): { events: TimelineEvent[]; state: Record<Side, TeamState> } {
  const state: Record<Side, TeamState> = { home: newState(lineups.home), away: newState(lineups.away) };
  const linked = new Map<number, string>();
  const events: TimelineEvent[] = [];
  const emit = (e: Omit<TimelineEvent, 'playerOffId'> & { playerOffId?: string | null }) => events.push({ playerOffId: null, ...e });

  const scorer = (t: TeamState) => choose(rng, t.onPitch, (m) => SCORING[pos(m)] * (m.ability / 70) ** 2);
  const taker = (t: TeamState) => [...t.onPitch].filter((m) => pos(m) !== 'Goalkeeper').sort((a, b) => SCORING[pos(b)] - SCORING[pos(a)] || b.ability - a.ability)[0] ?? null;
  const dismiss = (t: TeamState, m: SquadMember) => {
    t.onPitch = t.onPitch.filter((x) => x !== m);
    t.sentOff++;
  };

  const ordered = plan.incidents
    .map((incident, order) => ({ incident, order }))
    .sort((a, b) => compareMoments(a.incident.at, b.incident.at) || a.incident.priority - b.incident.priority || a.order - b.order);

  for (const { incident: i } of ordered) {
    const team = state[i.side];
    const at = i.at;
    switch (i.kind) {
      case 'goal': {
        if (i.detail === 'own_goal') {
          const by = choose(rng, state[other(i.side)].onPitch, (m) => OWN_GOAL[pos(m)]);
          emit({ type: 'goal', detail: 'own_goal', at, side: i.side, playerId: by ? id(by) : null });
          break;
        }
        const by = i.detail === 'penalty' ? taker(team) : scorer(team);
        // VAR names the player it concerns: here the player fouled, who takes the penalty himself.
        if (i.detail === 'penalty' && i.viaVar) emit({ type: 'var', detail: 'penalty_awarded', at, side: i.side, playerId: by ? id(by) : null });
        emit({ type: 'goal', detail: i.detail, at, side: i.side, playerId: by ? id(by) : null });
        break;
      }
      case 'missed_penalty': {
        const by = taker(team);
        if (!by) break;
        if (i.viaVar) emit({ type: 'var', detail: 'penalty_awarded', at, side: i.side, playerId: id(by) });
        emit({ type: 'missed_penalty', detail: i.detail, at, side: i.side, playerId: id(by) });
        break;
      }
      case 'card': {
        if (i.detail === 'yellow') {
          const m = choose(rng, team.onPitch, (x) => (team.booked.has(id(x)) ? 0 : BOOKING[pos(x)]));
          if (!m) break;
          team.booked.add(id(m));
          if (i.link !== null) {
            linked.set(i.link, id(m));
            team.reserved.add(id(m));
          }
          emit({ type: 'card', detail: 'yellow', at, side: i.side, playerId: id(m) });
        } else if (i.detail === 'second_yellow') {
          if (team.sentOff >= MAX_SENT_OFF) break;
          const target = i.link !== null ? linked.get(i.link) : undefined;
          const m = target !== undefined
            ? team.onPitch.find((x) => id(x) === target)
            : choose(rng, team.onPitch, (x) => (team.booked.has(id(x)) && !team.reserved.has(id(x)) ? 1 : 0));
          if (!m) break;
          team.reserved.delete(id(m));
          dismiss(team, m);
          emit({ type: 'card', detail: 'second_yellow', at, side: i.side, playerId: id(m) });
        } else {
          if (team.sentOff >= MAX_SENT_OFF && !i.viaVar) break;
          const m = choose(rng, team.onPitch, (x) => (pos(x) === 'Goalkeeper' || team.reserved.has(id(x)) ? 0 : BOOKING[pos(x)]));
          if (!m) break;
          dismiss(team, m);
          // A VAR-initiated red card: the review (naming the player), then the card.
          if (i.viaVar) emit({ type: 'var', detail: 'red_card', at, side: i.side, playerId: id(m) });
          emit({ type: 'card', detail: 'red', at, side: i.side, playerId: id(m) });
        }
        break;
      }
      case 'substitution': {
        if (team.subs >= MAX_SUBS) break;
        // Tiring and booked players come off first; substitutes and the target of a planned second yellow stay on.
        const stays = (m: SquadMember) => team.reserved.has(id(m)) || team.cameOn.has(id(m));
        const off = choose(rng, team.onPitch, (m) => (stays(m) ? 0 : REPLACED[pos(m)] * (100 - m.ability) * (team.booked.has(id(m)) ? 1.6 : 1)));
        if (!off) break;
        const outfieldBench = team.bench.filter((m) => pos(m) !== 'Goalkeeper');
        const alike = outfieldBench.filter((m) => pos(m) === pos(off));
        const pool = alike.length > 0 && rng.chance(0.8) ? alike : outfieldBench;
        if (pool.length === 0) break;
        const on = rng.weighted(pool, (m) => m.ability);
        team.onPitch = team.onPitch.map((m) => (m === off ? on : m));
        team.bench = team.bench.filter((m) => m !== on);
        team.cameOn.add(id(on));
        team.subs++;
        emit({ type: 'substitution', detail: 'substitution', at, side: i.side, playerId: id(on), playerOffId: id(off) });
        break;
      }
      case 'var': {
        if (i.detail === 'goal_disallowed') {
          const m = scorer(team);
          emit({ type: 'var', detail: 'goal_disallowed', at, side: i.side, playerId: m ? id(m) : null });
        } else if (i.detail === 'card_cancelled') {
          // The card shown on the field was withdrawn after the review, so no card event stands.
          const m = choose(rng, team.onPitch, (x) => BOOKING[pos(x)]);
          emit({ type: 'var', detail: 'card_cancelled', at, side: i.side, playerId: m ? id(m) : null });
        } else {
          // The player who went down for the penalty (the first forward on the pitch; no draw, so the seeded sequence stays).
          const m = team.onPitch.find((x) => pos(x) === 'Forward') ?? team.onPitch.at(-1);
          emit({ type: 'var', detail: 'penalty_cancelled', at, side: i.side, playerId: m ? id(m) : null });
        }
        break;
      }
    }
  }
  return { events, state };
}
