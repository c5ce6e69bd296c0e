/** Live mode and sandbox separate both ways, on one Redis (matchday:live: and matchday:sandbox: keys and channels). */
import { afterAll } from 'vitest';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { separationSuite } from './separation-suite.ts';

let redis: RedisServer | undefined;
afterAll(async () => {
  await redis?.stop();
});

separationSuite(async () => {
  redis = await startRedis();
  return { redisUrl: redis.url };
});
