/** Every cross-file rule of the content model, run after each file was read. */
import type { ProblemList } from '../problem.ts';
import type { RawContent } from '../raw-content.ts';
import { buildContext } from './context.ts';
import { checkIdentity } from './identity.ts';
import { checkMatches } from './match-score.ts';
import { checkEvents } from './match-events.ts';
import { checkLineups } from './lineups.ts';
import { checkTeamStats } from './team-stats.ts';
import { checkSlots } from './match-slots.ts';
import { checkGroupStages } from './group-stages.ts';
import { checkReplays } from './replays.ts';

export function checkContent(raw: RawContent, problems: ProblemList): void {
  const ctx = buildContext(raw);
  checkIdentity(ctx, problems);
  for (const sc of ctx.seasons) {
    checkMatches(sc, problems);
    checkGroupStages(sc, problems);
    checkReplays(sc, problems);
    checkSlots(sc, problems);
    checkEvents(ctx, sc, problems);
    checkLineups(ctx, sc, problems);
    checkTeamStats(sc, problems);
  }
}
