/** The diff as text (terminal), Markdown (pull-request summary) or JSON (tools). */
import type { Change, ContentDiff } from './types.ts';

export type DiffFormat = 'text' | 'markdown' | 'json';

const GROUPS: [Change['entity'], string][] = [
  ['season', 'Competitions'], ['match', 'Matches'], ['event', 'Events'], ['lineup', 'Line-ups'], ['team', 'Teams'], ['player', 'Players'], ['venue', 'Venues'],
];
const SIGN: Record<Change['kind'], string> = { added: '+', removed: '-', changed: '~' };

function counts(d: ContentDiff): string {
  const by = (k: Change['kind']) => d.changes.filter((c) => c.kind === k).length;
  return `${d.changes.length} change${d.changes.length === 1 ? '' : 's'} (${by('added')} added, ${by('removed')} removed, ${by('changed')} changed)`;
}

export function renderDiff(d: ContentDiff, format: DiffFormat): string {
  if (format === 'json') return `${JSON.stringify({ base: d.base, head: d.head, changes: d.changes }, null, 2)}\n`;
  const md = format === 'markdown';
  const lines: string[] = [md ? `### Content changes: ${d.base} → ${d.head}` : `content ${d.base} → ${d.head}: ${counts(d)}`];
  if (md) lines.push('', counts(d));
  if (d.changes.length === 0) lines.push(md ? '' : '', 'No change to the content.');
  for (const [entity, title] of GROUPS) {
    const mine = d.changes.filter((c) => c.entity === entity);
    if (mine.length === 0) continue;
    lines.push('', md ? `#### ${title} (${mine.length})` : `${title} (${mine.length})`);
    if (md) lines.push('');
    for (const c of mine) lines.push(md ? `- ${c.kind === 'changed' ? '**changed**' : `**${c.kind}**`} ${c.text.replace(/([*_`|<>])/g, '\\$1')}` : `  ${SIGN[c.kind]} ${c.text}`);
  }
  return `${lines.join('\n')}\n`;
}
