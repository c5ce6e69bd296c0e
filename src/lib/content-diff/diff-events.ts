/**
 * Event changes per match. Events are matched by what they say (type, detail, minute, team,
 * players), not by their sequence number, so inserting a stoppage-time goal does not show every
 * later event as changed; what is left on both sides is paired by type and player (a corrected
 * minute or detail) before the rest counts as added or removed.
 */
import type { EventRow } from '../../schemas/content/index.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { Change } from './types.ts';
import { eventLabel, matchLabel, type Names } from './describe.ts';
import { fieldChanges } from './field-changes.ts';

const signature = (e: EventRow) => JSON.stringify([e.type, e.detail, e.minute, e.extra_minute, e.team_id, e.player_id, e.player_off_id]);
const FIELDS = ['detail', 'minute', 'extra_minute', 'team_id', 'player_id', 'player_off_id'] as const;

/** Removes from `list` the first element that `match` accepts, and returns it. */
function take<T>(list: T[], match: (t: T) => boolean): T | undefined {
  const i = list.findIndex(match);
  return i === -1 ? undefined : list.splice(i, 1)[0];
}

export function diffEvents(base: Dataset, head: Dataset, n: Names): Change[] {
  const out: Change[] = [];
  const ids = [...new Set([...base.events.keys(), ...head.events.keys()])].sort();
  for (const id of ids) {
    const removed = [...(base.events.get(id) ?? [])];
    const added: EventRow[] = [];
    for (const e of head.events.get(id) ?? []) {
      if (!take(removed, (r) => signature(r) === signature(e))) added.push(e);
    }
    if (removed.length === 0 && added.length === 0) continue;
    const m = head.matches.get(id) ?? base.matches.get(id)!;
    const where = matchLabel(n, m);
    for (const e of [...added]) {
      const was = take(removed, (r) => r.type === e.type && r.player_id === e.player_id && r.team_id === e.team_id)
        ?? take(removed, (r) => r.type === e.type && r.minute === e.minute && r.extra_minute === e.extra_minute && r.team_id === e.team_id);
      if (!was) continue;
      added.splice(added.indexOf(e), 1);
      out.push({ entity: 'event', kind: 'changed', id, text: `${where}: ${eventLabel(n, was)} → ${eventLabel(n, e)}`, fields: fieldChanges(was, e, FIELDS) });
    }
    for (const e of added) out.push({ entity: 'event', kind: 'added', id, text: `${where}: ${eventLabel(n, e)} added` });
    for (const e of removed) out.push({ entity: 'event', kind: 'removed', id, text: `${where}: ${eventLabel(n, e)} removed` });
  }
  return out;
}
