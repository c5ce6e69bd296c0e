/**
 * Sandbox configuration (README, docs/sandbox.md): `Config.sandbox`, from MATCHDAY_SANDBOX (`off`
 * stops the replay scheduler), MATCHDAY_SANDBOX_EVERY (a new replay this often, default 15m) and
 * MATCHDAY_SANDBOX_SPEED (minutes of play per real minute, default 1) in src/config/config-schema.ts.
 */
import { loadConfig } from '../../config/load-config.ts';

export interface SandboxConfig {
  enabled: boolean;
  everyMs: number;
  speed: number;
}

export const DEFAULT_EVERY_MS = 15 * 60_000;

/** The sandbox part of the configuration parsed from `env` (the schema's rules and messages). */
export function sandboxConfigFromEnv(env: Record<string, string | undefined>): SandboxConfig {
  return loadConfig(env).sandbox;
}
