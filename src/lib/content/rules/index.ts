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
import { checkPlayedBeforeNow } from './played-before-now.ts';
import { checkLeagueRules } from './league-rules.ts';
import { checkTies } from './ties.ts';
import { checkTeamColors } from './team-colors.ts';
import { checkUpdatedAt } from './updated-at.ts';

/** What the rules may depend on besides the content. */
export interface CheckOptions {
  /** The clock: completed and in-play matches must have kicked off by then, and no match changed after it. Absent: not checked. */
  now?: Date;
  /**
   * Partial validation: the season folders (slugs) checked fully. The other seasons only meet the
   * cross-season rules of identity.ts (season IDs, one name and code per team, match IDs); absent: all.
   */
  fully?: ReadonlySet<string>;
}

export function checkContent(raw: RawContent, problems: ProblemList, options: CheckOptions = {}): void {
  const ctx = buildContext(raw);
  checkIdentity(ctx, problems, options.fully);
  checkTeamColors(ctx, problems);
  for (const sc of ctx.seasons) {
    if (options.fully && !options.fully.has(sc.season.slug)) continue;
    checkMatches(sc, problems);
    checkGroupStages(sc, problems);
    checkReplays(sc, problems);
    checkTies(sc, problems);
    checkSlots(sc, problems);
    checkEvents(ctx, sc, problems);
    checkLineups(ctx, sc, problems);
    checkTeamStats(sc, problems);
    checkLeagueRules(ctx, sc, problems);
    if (options.now) checkPlayedBeforeNow(sc, options.now, problems);
    checkUpdatedAt(sc, options.now, problems);
  }
}
