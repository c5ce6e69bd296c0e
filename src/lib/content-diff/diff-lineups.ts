/** Line-up changes per match and team: players in or out of the starting XI and the bench, roles, numbers, captaincy. */
import type { LineupRow } from '../../schemas/content/index.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { Change } from './types.ts';
import { matchLabel, type Names } from './describe.ts';
import { fieldChanges, pairBy } from './field-changes.ts';

const role = (r: LineupRow) => (r.starter ? 'starting XI' : 'bench');

export function diffLineups(base: Dataset, head: Dataset, n: Names): Change[] {
  const out: Change[] = [];
  const ids = [...new Set([...base.lineups.keys(), ...head.lineups.keys()])].sort();
  for (const id of ids) {
    const m = head.matches.get(id) ?? base.matches.get(id)!;
    const where = matchLabel(n, m);
    for (const [b, a] of pairBy(base.lineups.get(id) ?? [], head.lineups.get(id) ?? [], (r) => `${r.team_id}/${r.player_id}`)) {
      if (!b) out.push({ entity: 'lineup', kind: 'added', id, text: `${where}: ${n.player(a!.player_id)} added to the ${role(a!)} of ${n.team(a!.team_id)}` });
      else if (!a) out.push({ entity: 'lineup', kind: 'removed', id, text: `${where}: ${n.player(b.player_id)} removed from the ${role(b)} of ${n.team(b.team_id)}` });
      else {
        const fields = fieldChanges(b, a, ['starter', 'position', 'jersey_number', 'captain'] as const);
        const parts = Object.entries(fields).map(([f, v]) => (f === 'starter' ? `${role(b)} → ${role(a)}` : `${f.replace('_', ' ')} ${v.before ?? 'none'} → ${v.after ?? 'none'}`));
        if (parts.length > 0) out.push({ entity: 'lineup', kind: 'changed', id, text: `${where}: ${n.player(a.player_id)} (${n.team(a.team_id)}): ${parts.join('; ')}`, fields });
      }
    }
  }
  return out;
}
