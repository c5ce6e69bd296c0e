/**
 * Resolves names to squad members of one team, remembering answers so that each doubtful name is
 * reported once (with the matches it appears in), not once per match. A name spelt differently
 * from the squad list (one or two letters, `spelling` rule) is matched and reported as a warning
 * (`fuzzy_name`) naming both spellings; the other loose rules (family name, initial, contained) as
 * notes. Every name a member was found by is kept (`spellings`): the best spelling any source has
 * is published (build-players.ts, `bestSpellings`).
 *
 * A team's reserves (TXT squad players the JSON squad lacks, build-players.ts) are candidates too:
 * one a report names is imported (`admit`) and reported with both squad lists' view of him; the
 * others are reported as not imported.
 */
import type { Position } from '../../../schemas/content/index.ts';
import type { Reserve, SquadMember } from './build-players.ts';
import { LOOSE_RULES, matchName } from './name-match.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface PlayerResolver {
  /**
   * The squad member, or null (reported). `context` says where the name was seen. `role`: where
   * a line-up places the player (its line); it only decides between players of the same name
   * (2010: two North Koreans `PAK Nam Chol`, #4 midfielder and #14 defender).
   */
  resolve(code: string, name: string, context: string, match?: number, role?: Position): SquadMember | null;
  /** Reports every doubtful name once; call at the end. */
  flush(): void;
  /** Player id → every name (as written) the sources used for him and that was matched to him. */
  spellings(): Map<string, string[]>;
  /** Whether `name` was matched only by a near spelling (rule `spelling`): a doubtful identity. */
  nearSpelling(code: string, name: string): boolean;
}

type Kind = 'spelling' | 'role' | 'fuzzy' | 'unmatched' | 'ambiguous' | null;

/** The squad's own spellings of a member: `Oleg Husyev (squad list: Oleg HUSYEV, #9)`. */
function squadSpelling(member: SquadMember): string {
  const listed = member.txtName && member.txtName !== member.name ? `${member.txtName}, ` : '';
  return `${member.name} (squad list: ${listed}#${member.number ?? '?'})`;
}

export function createPlayerResolver(
  byTeam: Map<string, SquadMember[]>,
  report: ImportReport,
  reserves: ReadonlyMap<string, Reserve[]> = new Map(),
  admit: (r: Reserve) => void = () => {},
): PlayerResolver {
  type Hit = { member: SquadMember | null; message: string | null; kind: Kind; seen: { context: string; match?: number }[] };
  const cache = new Map<string, Hit>();
  const names = new Map<string, Set<string>>();
  const admittedBy = new Map<Reserve, { name: string; context: string; match?: number }>();
  /** Matches `name` in the team's squad (and reserves); with `role`, a name several players share is decided by it when one fits. */
  const lookup = (code: string, name: string, context: string, match: number | undefined, role: Position | undefined): Hit => {
    const held = (reserves.get(code) ?? []).filter((r) => !r.admitted);
    const squad = [...(byTeam.get(code) ?? []), ...held.map((r) => r.member)];
    const r = matchName(name, squad.map((m) => m.candidate));
    const reserve = r.id === null ? undefined : held.find((h) => h.member.id === r.id);
    if (reserve) {
      admit(reserve);
      admittedBy.set(reserve, { name, context, match });
    }
    if (r.id !== null) {
      const member = squad.find((m) => m.id === r.id)!;
      if (r.rule === 'spelling') {
        const letters = `${r.edits ?? '?'} letter${r.edits === 1 ? '' : 's'}`;
        return { member, kind: 'spelling', message: `${code}: "${name}" is spelt differently from the squad list (${letters}); taken as ${squadSpelling(member)}`, seen: [] };
      }
      const loose = LOOSE_RULES.has(r.rule);
      return { member, kind: loose ? 'fuzzy' : null, message: loose ? `${code}: "${name}" taken as ${member.name} (#${member.number ?? '?'}, rule: ${r.rule})` : null, seen: [] };
    }
    if (r.reason === 'ambiguous') {
      const names = r.candidates.map((id) => squad.find((m) => m.id === id)?.name ?? id);
      const fits = role ? squad.filter((m) => r.candidates.includes(m.id) && m.position === role) : [];
      if (fits.length === 1)
        return { member: fits[0]!, kind: 'role', message: `${code}: "${name}" could be ${names.join(' or ')}; taken as ${squadSpelling(fits[0]!)}, the only ${role!.toLowerCase()} of them, where the line-up places him`, seen: [] };
      return { member: null, kind: 'ambiguous', message: `${code}: "${name}" could be ${names.join(' or ')}; not matched`, seen: [] };
    }
    return { member: null, kind: 'unmatched', message: `${code}: "${name}" is not in the squad`, seen: [] };
  };
  return {
    resolve(code, name, context, match, role) {
      const plainKey = `${code}|${name}`;
      let plain = cache.get(plainKey);
      if (!plain) {
        plain = lookup(code, name, context, match, undefined);
        cache.set(plainKey, plain);
      }
      let hit = plain;
      if (plain.kind === 'ambiguous' && role) {
        const key = `${plainKey}|${role}`;
        hit = cache.get(key) ?? lookup(code, name, context, match, role);
        cache.set(key, hit);
      }
      hit.seen.push({ context, match });
      if (hit.member) {
        const set = names.get(hit.member.id) ?? new Set<string>();
        set.add(name);
        names.set(hit.member.id, set);
      }
      return hit.member;
    },
    nearSpelling(code, name) {
      return cache.get(`${code}|${name}`)?.kind === 'spelling';
    },
    spellings() {
      return new Map([...names].map(([id, set]) => [id, [...set]]));
    },
    flush() {
      for (const list of reserves.values())
        for (const r of list) {
          const m = r.member;
          const who = `${m.teamCode}: ${m.txtName ?? m.name} (#${m.shirtClash ?? m.number ?? '?'}, b. ${r.player.date_of_birth ?? '?'})`;
          const by = admittedBy.get(r);
          const clash = m.shirtClash !== undefined ? `; shirt #${m.shirtClash} is another player's in the JSON squad, so his number is left empty` : '';
          if (by) warn(report, 'source_conflict', `${who} is in the TXT squad but not in the JSON squad; imported from the TXT squad as ${m.name}, because the ${by.context} names him ("${by.name}")${clash}`, { conflict: 'other', source: r.source, match: by.match });
          else warn(report, 'unmatched_name', `${who} is in the TXT squad but not in the JSON squad, and no match report names him; not imported`, { source: r.source });
        }
      for (const hit of cache.values()) {
        if (!hit.kind || !hit.message || hit.seen.length === 0) continue;
        const where = hit.seen.map((s) => s.context);
        const unique = [...new Set(where)];
        const shown = unique.slice(0, 4).join('; ') + (unique.length > 4 ? `; … ${unique.length - 4} more` : '');
        const message = `${hit.message} — in ${shown}`;
        const match = hit.seen[0]?.match;
        if (hit.kind === 'fuzzy') note(report, 'fuzzy_name', message, { match });
        else if (hit.kind === 'spelling' || hit.kind === 'role') warn(report, 'fuzzy_name', message, { match });
        else warn(report, hit.kind === 'ambiguous' ? 'ambiguous_name' : 'unmatched_name', message, { match });
      }
      cache.clear();
    },
  };
}
