/** `npm run keys -- <command>`: create, list, revoke, change and inspect API keys (stored only as hashes). */
import { openAccessStore } from '../src/server/access/open-store.ts';
import { loadPlans } from '../src/server/access/plans.ts';
import { changeKey, createKey, KeyAdminError, parsePermissions } from '../src/server/access/key-admin.ts';
import { keyGrant } from '../src/server/access/key-grant.ts';
import { modeOf, utcDay } from '../src/server/access/access-store.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';
import { loadConfig } from '../src/config/load-config.ts';

const USAGE = `Usage: npm run keys -- <command> [options]

Commands:
  create --name <name> [--plan free|starter|pro] [--permissions a,b]   create a key; the secret is printed ONCE
  create --test --name <name>                                          create a test key (sk_test_…) for the sandbox
  list [--json]                                                        id, name, mode, plan, status, created, units used today
  show <key_id>                                                        one key and its usage today
  revoke <key_id>                                                      refuse the key from the next request on
  set <key_id> [--plan <plan>] [--permissions a,b]                     change plan or extra permissions

Keys live in data/matchday.db (MATCHDAY_DATA_DIR), or in Redis when REDIS_URL is set.
Permissions: match_events, match_stats, match_lineups, live_matches, feed_write, webhooks.
Test keys see the sandbox (completed matches replayed around the clock), are not charged units, may
make 60 requests per minute and have the starter plan's permissions plus webhooks.
Exit codes: 0 ok, 1 failure (e.g. unknown key id), 2 usage error.`;

await runCli({
  name: 'keys',
  usage: USAGE,
  allowPositionals: true,
  options: { name: { type: 'string' }, plan: { type: 'string' }, permissions: { type: 'string' }, json: { type: 'boolean', default: false }, test: { type: 'boolean', default: false } },
  async run({ values, positionals }) {
    const [command, id] = positionals;
    if (!command) throw new UsageError('a command is required (create, list, show, revoke, set)');
    const config = loadConfig();
    const plans = loadPlans(config.plansPath);
    const store = await openAccessStore(config);
    const now = new Date();
    /** A change is reported done only once every running server is sure to see it. */
    const visible = () => new Promise((r) => setTimeout(r, store.changeVisibleMs));
    try {
      switch (command) {
        case 'create': {
          if (!values.name) throw new UsageError('create needs --name <name>');
          if (values.test && (values.plan || values.permissions)) throw new UsageError('a test key has the sandbox plan: --plan and --permissions do not apply with --test');
          const { secret, record } = await createKey(store, plans, {
            name: String(values.name), plan: String(values.plan ?? 'starter'), extra: values.permissions ? parsePermissions(String(values.permissions)) : [],
            mode: values.test ? 'test' : 'live',
          });
          await visible();
          process.stderr.write(values.test
            ? `created test key ${record.id} (${record.name}): it sees the sandbox, not live data. The key is shown once; store it now:\n`
            : `created ${record.id} (${record.name}, plan ${record.plan}). The key is shown once; store it now:\n`);
          process.stdout.write(`${secret}\n`);
          return 0;
        }
        case 'list': {
          const keys = await store.listKeys();
          const rows = await Promise.all(keys.map(async (k) => ({ ...k, mode: modeOf(k), units_today: (await store.usage(k.id, now)).unitsUsed })));
          if (values.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
          else {
            process.stdout.write(`${['id', 'name', 'mode', 'plan', 'status', 'created', `units ${utcDay(now)}`, 'extra permissions'].join('\t')}\n`);
            for (const r of rows) process.stdout.write(`${[r.id, r.name, r.mode, r.plan, r.status, r.created_at, r.units_today, r.extra_permissions.join(',') || '-'].join('\t')}\n`);
            process.stderr.write(`${rows.length} key(s)\n`);
          }
          return 0;
        }
        case 'show': {
          if (!id) throw new UsageError('show needs a key id');
          const k = await store.getKey(id);
          if (!k) throw new CliFailure(`no key has the id ${id}`);
          const plan = keyGrant(k, plans)?.plan;
          const u = await store.usage(k.id, now);
          process.stdout.write(`${JSON.stringify({ ...k, mode: modeOf(k), usage: { day: utcDay(now), units_used: u.unitsUsed, units_limit: plan?.units_per_day ?? null, requests_this_minute: u.minuteCount } }, null, 2)}\n`);
          return 0;
        }
        case 'revoke': {
          if (!id) throw new UsageError('revoke needs a key id');
          const k = await changeKey(store, plans, id, { status: 'revoked' });
          await visible();
          process.stderr.write(`revoked ${k.id} (${k.name}); it is refused from the next request on\n`);
          return 0;
        }
        case 'set': {
          if (!id) throw new UsageError('set needs a key id');
          if (!values.plan && values.permissions === undefined) throw new UsageError('set needs --plan and/or --permissions');
          const k = await changeKey(store, plans, id, {
            ...(values.plan ? { plan: String(values.plan) } : {}),
            ...(values.permissions !== undefined ? { extra: parsePermissions(String(values.permissions)) } : {}),
          });
          await visible();
          process.stderr.write(`${k.id}: plan ${k.plan}, extra permissions ${k.extra_permissions.join(',') || '-'}\n`);
          return 0;
        }
        default:
          throw new UsageError(`unknown command "${command}"`);
      }
    } catch (err) {
      if (err instanceof KeyAdminError) throw new CliFailure(err.message);
      throw err;
    } finally {
      await store.close();
    }
  },
});
