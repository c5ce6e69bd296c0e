/**
 * Resolves names to squad members of one team, remembering answers so that each doubtful name is
 * reported once (with the matches it appears in), not once per match.
 */
import type { SquadMember } from './build-players.ts';
import { matchName } from './name-match.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface PlayerResolver {
  /** The squad member, or null (reported). `context` says where the name was seen. */
  resolve(code: string, name: string, context: string, match?: number): SquadMember | null;
  /** Reports every doubtful name once; call at the end. */
  flush(): void;
}

export function createPlayerResolver(byTeam: Map<string, SquadMember[]>, report: ImportReport): PlayerResolver {
  const cache = new Map<string, { member: SquadMember | null; message: string | null; kind: 'fuzzy' | 'unmatched' | 'ambiguous' | null; seen: { context: string; match?: number }[] }>();
  return {
    resolve(code, name, context, match) {
      const key = `${code}|${name}`;
      let hit = cache.get(key);
      if (!hit) {
        const squad = byTeam.get(code) ?? [];
        const r = matchName(name, squad.map((m) => m.candidate));
        if (r.id !== null) {
          const member = squad.find((m) => m.id === r.id)!;
          const fuzzy = r.rule === 'surname' || r.rule === 'initial-surname' || r.rule === 'contained';
          hit = { member, kind: fuzzy ? 'fuzzy' : null, message: fuzzy ? `${code}: "${name}" taken as ${member.name} (#${member.number ?? '?'}, rule: ${r.rule})` : null, seen: [] };
        } else if (r.reason === 'ambiguous') {
          const names = r.candidates.map((id) => squad.find((m) => m.id === id)?.name ?? id);
          hit = { member: null, kind: 'ambiguous', message: `${code}: "${name}" could be ${names.join(' or ')}; not matched`, seen: [] };
        } else {
          hit = { member: null, kind: 'unmatched', message: `${code}: "${name}" is not in the squad`, seen: [] };
        }
        cache.set(key, hit);
      }
      hit.seen.push({ context, match });
      return hit.member;
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
        else warn(report, hit.kind === 'ambiguous' ? 'ambiguous_name' : 'unmatched_name', message, { match });
      }
      cache.clear();
    },
  };
}
