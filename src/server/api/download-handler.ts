/**
 * `GET /competitions/{id}/export`: the competition's file in the asked format from the downloads
 * service (competition-downloads.ts) — the build's when the competition is final (cached a day),
 * else made at most once a minute from the key's match source (cached 60 s).
 */
import { CACHE } from '../../lib/api/cache-policy.ts';
import { competitionIsFinal } from '../../lib/api/competition-cache.ts';
import { competitionView } from '../../lib/dataset/competition-view.ts';
import type { Dataset } from '../../lib/dataset/dataset.ts';
import type { MatchSource } from '../../lib/dataset/match-source.ts';
import type { ExportFormat } from '../../lib/export/formats.ts';
import type { Downloads } from './competition-downloads.ts';
import { findSeason, type HandlerResult } from './handlers.ts';

export async function downloadHandler(ctx: { ds: Dataset; source: MatchSource; id: string | null; query: unknown }, downloads: Downloads): Promise<HandlerResult> {
  const season = findSeason(ctx);
  const { format } = ctx.query as { format: ExportFormat };
  const final = competitionIsFinal(competitionView(ctx.ds, season, ctx.source), ctx.source);
  return { download: await downloads.get(season, format, ctx.source, final), cache: final ? CACHE.completed : CACHE.list };
}
