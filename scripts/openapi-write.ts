/**
 * `npm run openapi:write`: writes the OpenAPI document the API serves at
 * /api/public/v1/openapi.json (buildOpenApi(), generated from the endpoint table and the zod
 * schemas) to a file, for linters and client generators.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { buildOpenApi } from '../src/lib/api/openapi.ts';
import { runCli, UsageError } from '../src/lib/cli/run-cli.ts';

const DEFAULT_OUT = '.tmp/openapi.json';

await runCli({
  name: 'openapi-write',
  usage: `Usage: npm run openapi:write [-- --out <file>] [-- --server-url <url>]

Writes the OpenAPI 3.1 document served at /api/public/v1/openapi.json to <file>
(default ${DEFAULT_OUT}), creating its folder. --server-url sets servers[0].url (default "/").
Exit codes: 0 written, 1 failure, 2 usage error.`,
  options: { out: { type: 'string', short: 'o', default: DEFAULT_OUT }, 'server-url': { type: 'string' } },
  async run({ values }) {
    const out = values.out as string;
    if (out.trim() === '') throw new UsageError('--out must name a file.');
    const serverUrl = values['server-url'] as string | undefined;
    if (serverUrl !== undefined && serverUrl.trim() === '') throw new UsageError('--server-url must not be empty.');
    const doc = buildOpenApi(serverUrl);
    const file = resolve(out);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);
    process.stderr.write(`wrote ${out}\n`);
  },
});
