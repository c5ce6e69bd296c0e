import { z } from 'zod';

export const usage = z
  .object({
    key_id: z.string().meta({ description: 'Public ID of the key, `key_<id>`.' }),
    mode: z.enum(['live', 'test']).meta({ description: '`test` for a sandbox key (`sk_test_…`): it sees the sandbox, where completed matches are replayed around the clock, and is not charged units. `live` otherwise.' }),
    plan: z.string().meta({ description: 'The key\'s plan; `sandbox` for a test key.' }),
    permissions: z.array(z.string()),
    units: z.object({
      limit: z.int(),
      used: z.int(),
      remaining: z.int(),
      resets_at: z.string().meta({ description: 'Next 00:00 UTC, ISO 8601 with milliseconds.' }),
    }),
    requests_per_minute: z.object({ limit: z.int(), remaining: z.int() }),
  })
  .meta({ id: 'Usage' });
export type Usage = z.output<typeof usage>;
