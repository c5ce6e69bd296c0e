/**
 * The "now" content is validated at (rules/played-before-now.ts): MATCHDAY_NOW (ISO 8601) when set
 * — tests of content set in the future, reproducible builds; the site's "today" reads it too — else
 * the real time. The variable is parsed by the one configuration schema (src/config/): a value that is
 * not a time on a real calendar day fails the command (exit 1) with the configuration's message.
 */
import { configVariable } from '../../config/load-config.ts';

export function validationNow(env: Record<string, string | undefined> = process.env, real: () => Date = () => new Date()): Date {
  return configVariable('MATCHDAY_NOW', env) ?? real();
}
