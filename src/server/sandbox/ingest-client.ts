/**
 * The feed client interface (src/lib/live/feed-client.ts) over a Live's ingest in this process: the
 * sandbox scheduler feeds its replays straight into the sandbox's ingest, no HTTP and no feed key.
 * Messages go through the same validation and compare-and-set as the feed API's.
 */
import type { FeedClient } from '../../lib/live/feed-client.ts';
import type { LiveIngest } from '../live/ingest.ts';

export function ingestClient(ingest: LiveIngest): Pick<FeedClient, 'send' | 'view' | 'discard'> {
  return {
    async send(matchId, message) {
      const r = await ingest.ingest(matchId, message);
      return { data: JSON.parse(r.body).data, replayed: r.replayed, streamIds: r.streamIds ? [r.streamIds.first, r.streamIds.last] : null };
    },
    view: (matchId) => ingest.view(matchId),
    async discard(matchId) {
      return (await ingest.reset(matchId)).discarded;
    },
  };
}
