/**
 * Sandbox configuration from the environment (README, docs/sandbox.md):
 *   MATCHDAY_SANDBOX        `off` stops the replay scheduler (the sandbox then shows content only)
 *   MATCHDAY_SANDBOX_EVERY  a new replay kicks off this often (default 15m; e.g. 30s, 2s)
 *   MATCHDAY_SANDBOX_SPEED  minutes of play per real minute (default 1: real time; 60: a minute per second)
 */
import { parseDuration } from '../../lib/sandbox/duration.ts';

export interface SandboxConfig {
  enabled: boolean;
  everyMs: number;
  speed: number;
}

export const DEFAULT_EVERY_MS = 15 * 60_000;

export function sandboxConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const flag = (env.MATCHDAY_SANDBOX ?? 'on').trim().toLowerCase();
  if (!['on', 'off', '1', '0', 'true', 'false', ''].includes(flag)) throw new Error(`MATCHDAY_SANDBOX must be on or off, not "${env.MATCHDAY_SANDBOX}"`);
  const everyMs = env.MATCHDAY_SANDBOX_EVERY ? parseDuration(env.MATCHDAY_SANDBOX_EVERY, 'MATCHDAY_SANDBOX_EVERY') : DEFAULT_EVERY_MS;
  const speed = env.MATCHDAY_SANDBOX_SPEED ? Number(env.MATCHDAY_SANDBOX_SPEED) : 1;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`MATCHDAY_SANDBOX_SPEED must be a positive number, not "${env.MATCHDAY_SANDBOX_SPEED}"`);
  return { enabled: !['off', '0', 'false'].includes(flag), everyMs, speed };
}
