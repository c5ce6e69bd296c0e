/** Teams, players, venues and competitions: added, removed, renamed or otherwise changed. */
import { seasonTitle } from '../../schemas/content/competition.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { Change } from './types.ts';
import { fieldChanges, pairBy } from './field-changes.ts';

function diffRows<T extends { id: string }>(
  entity: Change['entity'], before: Iterable<T>, after: Iterable<T>, name: (t: T) => string, fields: readonly (keyof T)[], nameField: keyof T,
): Change[] {
  const out: Change[] = [];
  for (const [b, a] of pairBy([...before], [...after], (t) => t.id)) {
    if (!b) out.push({ entity, kind: 'added', id: a!.id, text: `${entity} ${name(a!)} (${a!.id}) added` });
    else if (!a) out.push({ entity, kind: 'removed', id: b.id, text: `${entity} ${name(b)} (${b.id}) removed` });
    else {
      const changed = fieldChanges(b, a, fields);
      const keys = Object.keys(changed);
      if (keys.length === 0) continue;
      const parts = keys.map((k) => (k === nameField ? `renamed "${name(b)}" → "${name(a)}"` : `${k.replace(/_/g, ' ')} ${changed[k]!.before ?? 'none'} → ${changed[k]!.after ?? 'none'}`));
      out.push({ entity, kind: 'changed', id: a.id, text: `${entity} ${name(b)} (${a.id}): ${parts.join('; ')}`, fields: changed });
    }
  }
  return out;
}

export function diffPeople(base: Dataset, head: Dataset): Change[] {
  return [
    ...diffRows('season', base.seasons.values(), head.seasons.values(), (s) => `${seasonTitle(s)}`, ['name', 'year', 'stages', 'groups', 'rules'], 'name'),
    ...diffRows('team', base.teams.values(), head.teams.values(), (t) => t.name, ['name', 'code'], 'name'),
    ...diffGroups(base, head),
    ...diffRows('player', base.players.values(), head.players.values(), (p) => p.full_name, ['full_name', 'first_name', 'last_name', 'short_name', 'position', 'date_of_birth', 'country_code', 'height_cm'], 'full_name'),
    ...diffRows('venue', base.venues.values(), head.venues.values(), (v) => v.name, ['name', 'city', 'country_code', 'timezone', 'capacity'], 'name'),
  ];
}

/** A team's group is per season: a team that changed group within a season both versions hold. */
function diffGroups(base: Dataset, head: Dataset): Change[] {
  const out: Change[] = [];
  for (const [seasonId, after] of head.seasonTeams) {
    const before = base.seasonTeams.get(seasonId);
    const season = head.seasons.get(seasonId)!;
    for (const [teamId, a] of after) {
      const b = before?.get(teamId);
      if (!b || b.group === a.group) continue;
      out.push({
        entity: 'team', kind: 'changed', id: teamId,
        text: `team ${a.name} (${teamId}): group in ${seasonTitle(season)} ${b.group ?? 'none'} → ${a.group ?? 'none'}`,
        fields: { group: { before: b.group, after: a.group } },
      });
    }
  }
  return out;
}
