/** `npm run webhooks -- <command>`: register webhook endpoints, list them, ping, and read the delivery log (docs/webhooks.md). */
import { openAccessStore } from '../src/server/access/open-store.ts';
import { loadPlans } from '../src/server/access/plans.ts';
import { openWebhookStore } from '../src/server/webhooks/open-webhook-store.ts';
import { openSecretBox } from '../src/server/webhooks/secret-box.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { addEndpoint, ping, pingWaitsBehind, privateTargetNote, setEndpointStatus, WebhookAdminError } from '../src/server/webhooks/webhook-admin.ts';
import { parseEventFilter } from '../src/lib/webhooks/event-types.ts';
import type { DeliveryStatus } from '../src/server/webhooks/webhook-store.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';

const USAGE = `Usage: npm run webhooks -- <command> [options]

Commands:
  add --key <key_id> --url <https://…> [--events a,b]   register an endpoint; the signing secret is printed ONCE
  list [--json]                                          id, key, url, events, status, created, failing since (never secrets)
  disable <we_id>                                        stop sending to the endpoint
  enable <we_id>                                         send again (clears "failing since")
  delete <we_id>                                         remove the endpoint (its pending deliveries fail)
  ping <we_id>                                           queue a "ping" event to the endpoint (a running server sends it)
  log [--endpoint <we_id>] [--status pending|delivered|failed] [--limit N] [--json]
                                                         deliveries, newest first: status, attempts, last code and latency
  retry <msg_id>                                         send a failed delivery again (same webhook-id)

Event types: match.lineups, match.started, match.period, match.event, match.event_corrected,
match.event_deleted, match.finished (default: all). The key needs the webhooks permission: plan pro,
or a test key (sk_test_…), whose endpoints get the sandbox's events only.
Endpoints live in data/webhooks.db (MATCHDAY_DATA_DIR), or in Redis when REDIS_URL is set; secrets are
encrypted with MATCHDAY_SECRET_KEY or data/secret.key. Only https URLs of public addresses are
accepted. For a receiver on this machine during development (http://127.0.0.1:…), set
MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1 for this command AND for the server: the server checks the URL
again at every delivery with its own setting.
Exit codes: 0 ok, 1 failure (e.g. unknown id, refused URL), 2 usage error.`;

const STATUSES = ['pending', 'delivered', 'failed'];

await runCli({
  name: 'webhooks',
  usage: USAGE,
  allowPositionals: true,
  options: {
    key: { type: 'string' }, url: { type: 'string' }, events: { type: 'string' }, endpoint: { type: 'string' }, status: { type: 'string' },
    limit: { type: 'string' }, json: { type: 'boolean', default: false },
  },
  async run({ values, positionals }) {
    const [command, id, ...rest] = positionals;
    if (!command) throw new UsageError('a command is required (add, list, disable, enable, delete, ping, log, retry)');
    if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
    const needId = (what: string) => {
      if (!id) throw new UsageError(`${command} needs ${what}`);
      return id;
    };
    const config = loadConfig();
    const store = await openWebhookStore(config);
    try {
      switch (command) {
        case 'add': {
          if (!values.key) throw new UsageError('add needs --key <key_id>');
          if (!values.url) throw new UsageError('add needs --url <https://…>');
          let events = null;
          if (values.events !== undefined) {
            try {
              events = parseEventFilter(String(values.events));
            } catch (err) {
              throw new UsageError((err as Error).message);
            }
          }
          const access = await openAccessStore(config);
          try {
            const { secret, endpoint } = await addEndpoint(
              { store, access, plans: loadPlans(config.plansPath), box: openSecretBox(config.dataDir, config.webhooks.secretKey), allowPrivate: config.webhooks.allowPrivate },
              { keyId: String(values.key), url: String(values.url), events },
            );
            process.stderr.write(`registered ${endpoint.id} for ${endpoint.key_id} (${endpoint.mode}, events: ${endpoint.events?.join(',') ?? 'all'}). The signing secret is shown once; store it now:\n`);
            process.stdout.write(`${secret}\n`);
            const note = await privateTargetNote(endpoint.url);
            if (note) process.stderr.write(`note: ${note}\n`);
          } finally {
            await access.close();
          }
          return 0;
        }
        case 'list': {
          const list = await store.listEndpoints();
          if (values.json) process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
          else {
            process.stdout.write(`${['id', 'key', 'mode', 'status', 'url', 'events', 'created', 'failing since'].join('\t')}\n`);
            for (const e of list) process.stdout.write(`${[e.id, e.key_id, e.mode, e.status, e.url, e.events?.join(',') ?? 'all', e.created_at, e.failing_since ?? '-'].join('\t')}\n`);
            process.stderr.write(`${list.length} endpoint(s)\n`);
          }
          return 0;
        }
        case 'disable':
        case 'enable': {
          const e = await setEndpointStatus(store, needId('an endpoint id (we_…)'), command === 'enable' ? 'active' : 'disabled');
          process.stderr.write(`${e.id} is ${e.status}\n`);
          return 0;
        }
        case 'delete': {
          if (!(await store.deleteEndpoint(needId('an endpoint id (we_…)')))) throw new CliFailure(`no endpoint has the id ${id}`);
          process.stderr.write(`deleted ${id}\n`);
          return 0;
        }
        case 'ping': {
          const msg = await ping(store, needId('an endpoint id (we_…)'));
          process.stderr.write(`queued ping ${msg}; a running server sends it (see: npm run webhooks -- log --endpoint ${id})\n`);
          const endpoint = await store.getEndpoint(String(id));
          for (const note of [endpoint && (await privateTargetNote(endpoint.url)), await pingWaitsBehind(store, String(id), msg)]) if (note) process.stderr.write(`note: ${note}\n`);
          process.stdout.write(`${msg}\n`);
          return 0;
        }
        case 'log': {
          if (id) throw new UsageError(`log takes no argument; use --endpoint ${id}`);
          if (values.status !== undefined && !STATUSES.includes(String(values.status))) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
          const limit = values.limit === undefined ? 50 : Number(values.limit);
          if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError('--limit must be a whole number from 1 to 10000');
          const list = await store.listDeliveries({ endpoint: values.endpoint as string | undefined, status: values.status as DeliveryStatus | undefined, limit });
          const rows = list.map(({ body: _body, ...d }) => ({
            ...d, created_at: new Date(d.created_at).toISOString(), next_attempt_at: d.status === 'pending' ? new Date(d.next_attempt_at).toISOString() : null,
            last_attempt_at: d.last_attempt_at === null ? null : new Date(d.last_attempt_at).toISOString(),
          }));
          if (values.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
          else {
            process.stdout.write(`${['id', 'endpoint', 'event', 'match', 'status', 'attempts', 'last code', 'last ms', 'created', 'next attempt', 'last error'].join('\t')}\n`);
            for (const r of rows)
              process.stdout.write(`${[r.id, r.endpoint_id, r.event_type, r.match_id || '-', r.status, r.attempts, r.last_status_code ?? '-', r.last_latency_ms ?? '-', r.created_at, r.next_attempt_at ?? '-', r.last_error ?? '-'].join('\t')}\n`);
            process.stderr.write(`${rows.length} deliver${rows.length === 1 ? 'y' : 'ies'}\n`);
          }
          return 0;
        }
        case 'retry': {
          const msg = needId('a delivery id (msg_…)');
          if (!(await store.retry(msg, Date.now()))) {
            const d = await store.getDelivery(msg);
            if (!d) throw new CliFailure(`no delivery has the id ${msg}`);
            throw new CliFailure(`delivery ${msg} is ${d.status}; only failed deliveries can be retried${d.status === 'pending' ? ` (a running server sends it at its next attempt, ${new Date(d.next_attempt_at).toISOString()})` : ''}`);
          }
          process.stderr.write(`${msg} is pending again (same webhook-id); a running server sends it\n`);
          return 0;
        }
        default:
          throw new UsageError(`unknown command "${command}"`);
      }
    } catch (err) {
      if (err instanceof WebhookAdminError) throw new CliFailure(err.message);
      throw err;
    } finally {
      await store.close();
    }
  },
});
