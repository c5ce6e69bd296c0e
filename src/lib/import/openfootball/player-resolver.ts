/**
 * Resolves names to squad members of one team, remembering answers so that each doubtful name is
 * reported once (with the matches it appears in), not once per match. A name spelt differently
 * from the squad list (one or two letters, `spelling` rule) is matched and reported as a warning
 * (`fuzzy_name`) naming both spellings; the other loose rules (family name, initial, contained) as
 * notes. Every name a member was found by is kept (`spellings`): the best spelling any source has
 * is published (build-players.ts, `bestSpellings`).
 */
import type { SquadMember } from './build-players.ts';
import { LOOSE_RULES, matchName } from './name-match.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface PlayerResolver {
  /** The squad member, or null (reported). `context` says where the name was seen. */
  resolve(code: string, name: string, context: string, match?: number): SquadMember | null;
  /** Reports every doubtful name once; call at the end. */
  flush(): void;
  /** Player id → every name (as written) the sources used for him and that was matched to him. */
  spellings(): Map<string, string[]>;
  /** Whether `name` was matched only by a near spelling (rule `spelling`): a doubtful identity. */
  nearSpelling(code: string, name: string): boolean;
}

type Kind = 'spelling' | 'fuzzy' | 'unmatched' | 'ambiguous' | null;

/** The squad's own spellings of a member: `Oleg Husyev (squad list: Oleg HUSYEV, #9)`. */
function squadSpelling(member: SquadMember): string {
  const listed = member.txtName && member.txtName !== member.name ? `${member.txtName}, ` : '';
  return `${member.name} (squad list: ${listed}#${member.number ?? '?'})`;
}

export function createPlayerResolver(byTeam: Map<string, SquadMember[]>, report: ImportReport): PlayerResolver {
  const cache = new Map<string, { member: SquadMember | null; message: string | null; kind: Kind; seen: { context: string; match?: number }[] }>();
  const names = new Map<string, Set<string>>();
  return {
    resolve(code, name, context, match) {
      const key = `${code}|${name}`;
      let hit = cache.get(key);
      if (!hit) {
        const squad = byTeam.get(code) ?? [];
        const r = matchName(name, squad.map((m) => m.candidate));
        if (r.id !== null) {
          const member = squad.find((m) => m.id === r.id)!;
          if (r.rule === 'spelling') {
            const letters = `${r.edits ?? '?'} letter${r.edits === 1 ? '' : 's'}`;
            hit = { member, kind: 'spelling', message: `${code}: "${name}" is spelt differently from the squad list (${letters}); taken as ${squadSpelling(member)}`, seen: [] };
          } else {
            const loose = LOOSE_RULES.has(r.rule);
            hit = { member, kind: loose ? 'fuzzy' : null, message: loose ? `${code}: "${name}" taken as ${member.name} (#${member.number ?? '?'}, rule: ${r.rule})` : null, seen: [] };
          }
        } else if (r.reason === 'ambiguous') {
          const names = r.candidates.map((id) => squad.find((m) => m.id === id)?.name ?? id);
          hit = { member: null, kind: 'ambiguous', message: `${code}: "${name}" could be ${names.join(' or ')}; not matched`, seen: [] };
        } else {
          hit = { member: null, kind: 'unmatched', message: `${code}: "${name}" is not in the squad`, seen: [] };
        }
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
      for (const hit of cache.values()) {
        if (!hit.kind || !hit.message) continue;
        const where = hit.seen.map((s) => s.context);
        const unique = [...new Set(where)];
        const shown = unique.slice(0, 4).join('; ') + (unique.length > 4 ? `; … ${unique.length - 4} more` : '');
        const message = `${hit.message} — in ${shown}`;
        const match = hit.seen[0]?.match;
        if (hit.kind === 'fuzzy') note(report, 'fuzzy_name', message, { match });
        else if (hit.kind === 'spelling') warn(report, 'fuzzy_name', message, { match });
        else warn(report, hit.kind === 'ambiguous' ? 'ambiguous_name' : 'unmatched_name', message, { match });
      }
      cache.clear();
    },
  };
}
