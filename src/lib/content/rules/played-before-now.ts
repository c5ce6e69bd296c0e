/**
 * Results are published after the match, never before: at the validation's clock (`now`), a
 * completed or in-play match has kicked off. A scheduled match whose kick-off has passed is fine
 * (content not updated yet, a postponement, a fixture whose source never had the result): it stays
 * scheduled until someone records it. Without a clock (library callers, tests of content set in
 * the future) the rule does not run; `npm run validate` and `npm run build` give it one.
 */
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

export function checkPlayedBeforeNow(sc: SeasonContext, now: Date, problems: ProblemList): void {
  const at = now.getTime();
  for (const r of sc.season.matches) {
    const m = r.value;
    if (m.status === 'scheduled' || !(Date.parse(m.scheduled_at) > at)) continue;
    const what = m.status === 'completed' ? 'completed' : 'in play';
    problems.at(
      r.origin,
      'status',
      `match ${m.id} is ${what} but kicks off at ${m.scheduled_at}, after now (${now.toISOString()}): a result is recorded once the match has been played; until then its status is scheduled`,
    );
  }
}
