/**
 * One team's match sheet from a TXT line-up: line-up rows (starters in formation order, then the
 * substitutes who came on), the formation, and the cards and substitutions it records.
 * A line-up whose starting eleven cannot be complete and correct (unknown starter, not
 * 1 goalkeeper + 10 in lines that make a formation) is skipped and reported; an unknown substitute
 * is left out (reported). Cards and substitutions are used where every player involved is known.
 */
import type { LineupRow, Position } from '../../../schemas/content/index.ts';
import { isFormation } from '../../../schemas/content/formation.ts';
import type { TxtLineup, TxtLineupPlayer } from './txt-lineup.ts';
import type { SquadMember } from './build-players.ts';
import type { PlayerResolver } from './player-resolver.ts';
import { formatMinute, minuteOrder, normaliseOverrun, type Minute } from './minute.ts';
import { teamId } from './ids.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface SheetCard {
  member: SquadMember;
  detail: 'yellow' | 'second_yellow' | 'red';
  minute: Minute;
}

export interface SheetSub {
  on: SquadMember;
  off: SquadMember;
  minute: Minute;
}

export interface TeamSheet {
  code: string;
  /** Null when the line-up was skipped. */
  rows: LineupRow[] | null;
  formation: string | null;
  cards: SheetCard[];
  subs: SheetSub[];
  /** Player id → time on the pitch (null `from` = started; null `to` = played on). */
  played: Map<string, { from: Minute | null; to: Minute | null }>;
}

function roleOf(line: number, lines: number): Position {
  if (line === 0) return 'Goalkeeper';
  if (line === 1) return 'Defender';
  if (line === lines - 1) return 'Forward';
  return 'Midfielder';
}

export function buildTeamSheet(
  lineup: TxtLineup,
  code: string,
  matchId: string,
  matchNumber: number,
  hasExtraTime: boolean,
  resolver: PlayerResolver,
  report: ImportReport,
  source: string,
  idOf: (code: string) => string = teamId,
): TeamSheet {
  const ctx = { match: matchNumber, source };
  const where = `match ${matchNumber} ${code}`;
  for (const p of lineup.problems) warn(report, 'source_unreadable', `${where} line-up: ${p}`, ctx);
  for (const n of lineup.notes ?? []) note(report, 'minute_normalised', `${where} line-up: ${n}`, ctx);
  const fixMinute = (m: Minute, what: string): Minute => {
    const fixed = normaliseOverrun(m, hasExtraTime);
    if (fixed !== m) note(report, 'minute_normalised', `${where}: ${what} at ${formatMinute(m)}' written as ${formatMinute(fixed)} (after the end of ${hasExtraTime ? 'extra time' : 'normal time'})`, ctx);
    return fixed;
  };

  const members = new Map<TxtLineupPlayer, SquadMember | null>();
  // a starter's line tells his role, which decides between two players of one name
  const walk = (p: TxtLineupPlayer, role?: Position) => {
    members.set(p, resolver.resolve(code, p.name, `match ${matchNumber} line-up`, matchNumber, role));
    if (p.replacedBy) walk(p.replacedBy.player);
  };
  lineup.lines.forEach((line, i) => line.forEach((p) => walk(p, roleOf(i, lineup.lines.length))));
  const starterSet = new Set(lineup.lines.flat());
  const unknownStarters = [...members.entries()].filter(([p, m]) => m === null && starterSet.has(p)).map(([p]) => p.name);
  const unknownSubs = [...members.entries()].filter(([p, m]) => m === null && !starterSet.has(p)).map(([p]) => p.name);

  // substitutions and time on the pitch
  const subs: SheetSub[] = [];
  const played = new Map<string, { from: Minute | null; to: Minute | null }>();
  const follow = (p: TxtLineupPlayer, from: Minute | null) => {
    const member = members.get(p);
    let to: Minute | null = null;
    if (p.replacedBy) {
      to = fixMinute(p.replacedBy.minute, `substitution of ${p.name}`);
      const on = members.get(p.replacedBy.player);
      if (from && minuteOrder(to) < minuteOrder(from))
        warn(report, 'source_conflict', `${where}: ${p.replacedBy.player.name} comes on at ${formatMinute(to)}' for ${p.name}, who only came on at ${formatMinute(from)}'`, ctx);
      if (member && on) subs.push({ on, off: member, minute: to });
      else warn(report, 'event_skipped', `${where}: substitution ${p.replacedBy.player.name} for ${p.name} at ${formatMinute(to)}' left out (unknown player)`, ctx);
      follow(p.replacedBy.player, to);
    }
    if (member) played.set(member.id, { from, to });
  };
  lineup.lines.forEach((line) => line.forEach((p) => follow(p, null)));

  // cards
  const cards: SheetCard[] = [];
  for (const [p, member] of members) {
    if (p.cards.length === 0) continue;
    if (!member) {
      warn(report, 'event_skipped', `${where}: card(s) of ${p.name} left out (unknown player)`, ctx);
      continue;
    }
    const sorted = [...p.cards].map((c) => ({ ...c, minute: fixMinute(c.minute, `card for ${p.name}`) })).sort((a, b) => minuteOrder(a.minute) - minuteOrder(b.minute));
    let yellows = 0;
    for (const c of sorted) {
      if (c.kind === 'Y') {
        yellows++;
        cards.push({ member, detail: yellows === 1 ? 'yellow' : 'second_yellow', minute: c.minute });
        if (yellows > 1) break;
      } else if (c.kind === 'YR') {
        // `[Y/R m']`: the second yellow; without a first yellow in the report it cannot be one
        if (yellows === 0)
          warn(report, 'card_ambiguous', `${where}: ${p.name} gets a second yellow (Y/R) at ${formatMinute(c.minute)}' but has no yellow card before it in the TXT; recorded as a red card (the sending-off is kept)`, ctx);
        cards.push({ member, detail: yellows === 0 ? 'red' : 'second_yellow', minute: c.minute });
        break;
      } else {
        if (yellows > 0)
          note(report, 'card_ambiguous', `${where}: ${p.name} has a yellow and then a red card at ${formatMinute(c.minute)}'; the TXT cannot say whether the red was a second yellow, so it is recorded as red`, ctx);
        cards.push({ member, detail: 'red', minute: c.minute });
        break;
      }
    }
    const sentOff = cards.find((c) => c.member === member && c.detail !== 'yellow');
    const time = played.get(member.id);
    if (sentOff && time && (time.to === null || minuteOrder(sentOff.minute) < minuteOrder(time.to))) {
      if (time.to !== null) warn(report, 'source_conflict', `${where}: ${p.name} is sent off at ${formatMinute(sentOff.minute)}' but substituted at ${formatMinute(time.to)}'`, ctx);
      played.set(member.id, { from: time.from, to: sentOff.minute });
    }
  }

  // line-up rows
  const skip = (why: string): TeamSheet => {
    warn(report, 'lineup_skipped', `${where}: line-up not imported — ${why}`, ctx);
    return { code, rows: null, formation: null, cards, subs, played };
  };
  if (unknownStarters.length > 0) return skip(`unknown starter${unknownStarters.length > 1 ? 's' : ''} ${unknownStarters.join(', ')}`);
  const sizes = lineup.lines.map((l) => l.length);
  const starters = sizes.reduce((a, b) => a + b, 0);
  if (sizes[0] !== 1) return skip(`the first line has ${sizes[0] ?? 0} players; it must be the goalkeeper alone`);
  if (starters !== 11) return skip(`${starters} starters instead of 11`);
  const formation = sizes.slice(1).join('-');
  if (!isFormation(formation)) return skip(`lines ${formation} do not make a formation (2-5 lines adding up to 10)`);
  const ids = [...members.values()].filter((m) => m !== null).map((m) => m.id);
  if (new Set(ids).size !== ids.length) return skip('a player appears twice');

  const rows: LineupRow[] = [];
  const captains = [...members.keys()].filter((p) => p.captain);
  if (captains.length > 1) warn(report, 'source_conflict', `${where}: ${captains.length} captains marked [c] (${captains.map((p) => p.name).join(', ')}); only the first is kept`, ctx);
  const captain = captains[0] ?? null;
  const row = (p: TxtLineupPlayer, position: Position, starter: boolean): LineupRow => {
    const m = members.get(p)!;
    return { match_id: matchId, team_id: idOf(code), player_id: m.id, jersey_number: m.number, position, starter, captain: p === captain };
  };
  lineup.lines.forEach((line, i) => line.forEach((p) => rows.push(row(p, roleOf(i, lineup.lines.length), true))));
  // substitutes: the players who came on, in the order they came on
  const bench: { p: TxtLineupPlayer; at: number; i: number }[] = [];
  const subsOn = (p: TxtLineupPlayer) => {
    if (!p.replacedBy) return;
    bench.push({ p: p.replacedBy.player, at: minuteOrder(p.replacedBy.minute), i: bench.length });
    subsOn(p.replacedBy.player);
  };
  lineup.lines.forEach((line) => line.forEach(subsOn));
  bench.sort((a, b) => a.at - b.at || a.i - b.i);
  for (const b of bench) if (members.get(b.p)) rows.push(row(b.p, members.get(b.p)!.position, false));
  if (unknownSubs.length > 0)
    warn(report, 'lineup_incomplete', `${where}: substitute${unknownSubs.length > 1 ? 's' : ''} ${unknownSubs.join(', ')} not in the squad, left out of the line-up (the starting eleven is complete)`, ctx);
  return { code, rows, formation, cards, subs, played };
}
