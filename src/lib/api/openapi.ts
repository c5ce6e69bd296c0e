/**
 * The OpenAPI 3.1 document, generated from the endpoint table and the zod resource schemas: the
 * document cannot drift from what handlers return. Its `webhooks` section describes every webhook
 * event type with its body schema (src/lib/webhooks/webhook-body.ts).
 */
import { z } from 'zod';
import { ERROR_CODES } from '../../schemas/api/error.ts';
import '../../schemas/api/index.ts';
import { API_BASE, API_TAGS, ENDPOINTS, type Endpoint } from './endpoints.ts';
import { COSTS_NOTE, STABILITY_PROMISE } from './api-notes.ts';
import type { ParamSpec } from './query-params.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks/event-types.ts';
import { WEBHOOK_BODIES, WEBHOOK_EVENT_WHEN } from '../webhooks/webhook-body.ts';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../webhooks/retry-schedule.ts';

const SCHEMAS = '#/components/schemas/';
const REF = (id: string) => ({ $ref: `${SCHEMAS}${id}` });

/** Removes zod's ±MAX_SAFE_INTEGER bounds on plain integers: noise for readers. */
function tidy(node: unknown, inProperties = false): unknown {
  if (Array.isArray(node)) return node.map((n) => tidy(n));
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (!inProperties) {
        if ((k === 'minimum' || k === 'maximum') && Math.abs(v as number) === Number.MAX_SAFE_INTEGER) continue;
        // Stability promise: new fields may appear, so the document never forbids extra keys.
        if (k === 'additionalProperties' && v === false) continue;
        if (k === '$schema' || (k === 'id' && typeof v === 'string')) continue;
      }
      out[k] = tidy(v, !inProperties && k === 'properties');
    }
    return out;
  }
  return node;
}

/**
 * `components.schemas` from every schema registered with `.meta({ id })`, each a plain OpenAPI 3.1
 * Schema Object referenced as `#/components/schemas/<id>`. zod stamps each one with `$id` equal to
 * that reference; a fragment-only `$id` is not a valid schema identifier (OAS 3.1 forbids `#…` in
 * `$id`), and the refs resolve within the document without it, so it is left out. A schema without
 * an id that zod must share (a recursive one) would land in a `__shared` bundle no OpenAPI tool
 * resolves: it is an error here, fixed by giving that schema an id.
 */
function componentSchemas(): Record<string, Record<string, unknown>> {
  const { schemas } = tidy(z.toJSONSchema(z.globalRegistry, { uri: (id) => `${SCHEMAS}${id}`, unrepresentable: 'any' })) as { schemas: Record<string, Record<string, unknown>> };
  if ('__shared' in schemas) {
    const unnamed = Object.keys((schemas.__shared as { $defs?: object }).$defs ?? {}).join(', ');
    throw new Error(`OpenAPI: a schema without an id is shared or recursive (${unnamed}); give it .meta({ id: 'Name' }) in src/schemas/api/.`);
  }
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => {
    const { $id, ...rest } = schema;
    if ($id !== undefined && $id !== `${SCHEMAS}${id}`) throw new Error(`OpenAPI: component ${id} has the unexpected $id ${String($id)}.`);
    return [id, rest];
  }));
}

/** Every `$ref` in `node` must name a component schema that exists. */
function checkRefs(node: unknown, schemas: Record<string, unknown>, at: string): void {
  if (Array.isArray(node)) return node.forEach((n, i) => checkRefs(n, schemas, `${at}/${i}`));
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      const id = v.startsWith(SCHEMAS) ? v.slice(SCHEMAS.length) : null;
      if (id === null || !Object.hasOwn(schemas, id)) throw new Error(`OpenAPI: ${at} refers to ${v}, which is not a component schema.`);
    } else checkRefs(v, schemas, `${at}/${k}`);
  }
}

/**
 * A parameter's example as the typed value its schema describes: specs write examples as they
 * appear in a query string ('20'), OpenAPI wants the value (20).
 */
function parameterExample(p: ParamSpec): unknown {
  const raw = p.example;
  switch (p.schema.type) {
    case 'integer':
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw new Error(`OpenAPI: example ${JSON.stringify(raw)} is not a ${p.schema.type}.`);
      return n;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw new Error(`OpenAPI: example ${JSON.stringify(raw)} is not a boolean.`);
      return raw === 'true';
    default:
      return raw;
  }
}

/** The `{name}` placeholders of a path, each a required path parameter. */
const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

function dataSchema(e: Endpoint): unknown {
  const def = (e.data as z.ZodType & { def: { type: string; element?: z.ZodType } }).def;
  const idOf = (s: z.ZodType) => z.globalRegistry.get(s)?.id as string | undefined;
  if (def.type === 'array' && def.element && idOf(def.element)) return { type: 'array', items: REF(idOf(def.element)!) };
  const id = idOf(e.data);
  return id ? REF(id) : {};
}

const ERROR_RESPONSES: Record<string, string> = {
  400: 'Invalid query: parameter_invalid, parameter_unknown or parameters_conflict (`param` names the parameter).',
  401: 'api_key_missing (no Bearer key; WWW-Authenticate is sent) or api_key_invalid.',
  403: 'permission_missing: the message names the permission and the cheapest plan that has it.',
  404: 'resource_not_found or route_not_found.',
  405: 'method_not_allowed (Allow is sent).',
  416: 'range_not_satisfiable: the `Range` starts past the end of the file (`Content-Range: bytes */<size>` is sent).',
  429: 'quota_exceeded or rate_limited (Retry-After is sent).',
  500: 'internal_error.',
  503: 'service_unavailable: a backing service is down.',
};

/** Request headers of a download (resuming). */
const DOWNLOAD_HEADERS = [
  { name: 'Range', in: 'header', required: false, description: 'One byte range (`bytes=<start>-`, `bytes=<start>-<end>` or `bytes=-<last n>`) to resume a download: 206 with `Content-Range`. Several ranges or other units: the whole file.', schema: { type: 'string' }, example: 'bytes=1048576-' },
  { name: 'If-Range', in: 'header', required: false, description: 'The ETag of the file a range belongs to: the range is served only while the file is unchanged, else the whole file (200).', schema: { type: 'string' } },
];

/** The answers of a download: the file in one of its media types, a part of it, or 304. */
function downloadResponses(mediaTypes: readonly string[]) {
  const binary = Object.fromEntries(mediaTypes.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }]));
  const headers = {
    'Content-Disposition': { description: 'attachment; filename="matchday-<competition>.<extension>"', schema: { type: 'string' } },
    ETag: { description: 'Strong ETag of the file (If-None-Match answers 304; If-Range resumes).', schema: { type: 'string' } },
  };
  return {
    200: { description: 'The whole file.', headers, content: binary },
    206: { description: 'The asked range of the file (`Content-Range: bytes <start>-<end>/<size>`).', headers: { ...headers, 'Content-Range': { schema: { type: 'string' } } }, content: binary },
    304: { description: 'Not modified: costs 0 units.' },
  };
}

const WEBHOOKS_TAG = {
  name: 'Webhooks',
  description: 'Events Matchday POSTs to the HTTPS endpoints registered for a key with the `webhooks` permission (`npm run webhooks -- add`), signed with Standard Webhooks: at least once, in order per match and endpoint. Deliveries cost no units.',
};

/** The Standard Webhooks headers of every delivery. */
const WEBHOOK_HEADERS = [
  { name: 'webhook-id', in: 'header', required: true, description: 'Delivery ID (`msg_…`): the same on every retry of this delivery. Drop a delivery whose ID you already handled (delivery is at least once).', schema: { type: 'string' }, example: 'msg_Vd7pQ2sLr9xKb4nT0aZe8yW1' },
  { name: 'webhook-timestamp', in: 'header', required: true, description: 'Unix seconds of this attempt. Refuse a timestamp far from your clock (replays).', schema: { type: 'integer' }, example: 1784490423 },
  { name: 'webhook-signature', in: 'header', required: true, description: '`v1,` followed by the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded part of the endpoint\'s `whsec_…` secret. Verify it over the raw body before parsing it.', schema: { type: 'string' }, example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=' },
];

const duration = (ms: number) => (ms < 60_000 ? `${ms / 1000} s` : ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`);

/** `match.event_corrected` → `webhookMatchEventCorrected`. */
const webhookOperationId = (type: WebhookEventType) => `webhook${type.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;

/** The `webhooks` section: one POST per event type, its body a component schema generated from zod. */
function webhooks(): Record<string, unknown> {
  const idOf = (s: z.ZodType) => z.globalRegistry.get(s)?.id as string;
  const retries = DEFAULT_RETRY_SCHEDULE_MS.map(duration).join(', ');
  return Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, {
    post: {
      operationId: webhookOperationId(type),
      tags: [WEBHOOKS_TAG.name],
      summary: `\`${type}\``,
      description: `${WEBHOOK_EVENT_WHEN[type]}\n\n${type === 'ping' ? 'Sent on request only, whatever the endpoint subscribed to.' : 'Sent to every active endpoint that subscribed to it (all types unless `--events` narrowed them); endpoints of test keys get sandbox events only.'}`,
      security: [],
      parameters: WEBHOOK_HEADERS,
      requestBody: { required: true, description: `The event (\`Content-Type: application/json\`).`, content: { 'application/json': { schema: REF(idOf(WEBHOOK_BODIES[type])) } } },
      responses: {
        '2XX': { description: `Delivered. Answer within 10 s; any other answer (a redirect included: redirects are not followed), a timeout or a connection error is retried after about ${retries} (±10 %), then the delivery is failed.` },
      },
    },
  }]));
}

/** Licence of this API description (the document itself), not of the football data it serves. */
const LICENSE = { name: 'MIT', identifier: 'MIT' };
const CONTACT = { name: 'Matchday API' };

export function buildOpenApi(serverUrl = '/') {
  const schemas = componentSchemas();
  const paths: Record<string, unknown> = {};
  for (const e of ENDPOINTS) {
    const parameters = [
      ...pathParamNames(e.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' }, description: name === 'id' ? 'Public ID.' : `Public ID (\`${name}\`).` })),
      ...Object.entries(e.query).map(([name, p]) => ({ name, in: 'query', required: e.download !== undefined, description: p.description, schema: p.schema, example: parameterExample(p) })),
      ...(e.download ? DOWNLOAD_HEADERS : []),
    ];
    const okSchema = e.id === 'getOpenApi' ? { type: 'object' } : {
      type: 'object',
      properties: { data: dataSchema(e), ...(e.paginated ? { meta: REF('PageMeta') } : {}) },
      required: e.paginated ? ['data', 'meta'] : ['data'],
    };
    const errorCodes = new Set([400, ...(e.authenticated ? [401, 429, 503] : []), ...(e.permission ? [403] : []), 404, 405, ...(e.download ? [416] : []), 500]);
    paths[`${API_BASE}${e.path}`] = {
      get: {
        operationId: e.id,
        tags: [e.tag],
        summary: e.summary,
        description: `${e.description}\n\nCosts ${e.cost} unit${e.cost === 1 ? '' : 's'}.${e.permission ? ` Requires permission \`${e.permission}\`.` : ''} Cache-Control: ${e.cache}.`,
        'x-units-cost': e.cost,
        'x-permission': e.permission,
        security: e.authenticated ? [{ bearer: [] }] : [],
        parameters,
        responses: {
          ...(e.download
            ? downloadResponses(e.download)
            : e.stream
            ? { 200: { description: 'A Server-Sent Events stream (`text/event-stream`): `id`, `event` and one line of JSON `data` per event; the schema is that of `data`.', content: { 'text/event-stream': { schema: dataSchema(e) } } } }
            : {
                200: { description: 'OK (ETag sent; If-None-Match answers 304).', content: { 'application/json': { schema: okSchema } } },
                304: { description: 'Not modified: costs 0 units.' },
              }),
          ...Object.fromEntries([...errorCodes].sort().map((s) => [s, { description: ERROR_RESPONSES[s], content: { 'application/json': { schema: REF('Error') } } }])),
        },
      },
    };
  }
  const hooks = webhooks();
  checkRefs(paths, schemas, '#/paths');
  checkRefs(hooks, schemas, '#/webhooks');
  checkRefs(schemas, schemas, '#/components/schemas');
  const usedTags = new Set(ENDPOINTS.map((e) => e.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Matchday public API',
      version: '1',
      description: `Read-only football tournament data.\n\n${STABILITY_PROMISE} The changelog is served at [/changelog.txt](/changelog.txt).\n\n${COSTS_NOTE}`,
      contact: CONTACT,
      license: LICENSE,
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    tags: [...Object.entries(API_TAGS).filter(([name]) => usedTags.has(name as Endpoint['tag'])).map(([name, description]) => ({ name, description })), WEBHOOKS_TAG],
    paths,
    webhooks: hooks,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'API key `sk_live_…` sent as `Authorization: Bearer <key>`.' } },
    },
    'x-error-codes': Object.fromEntries(Object.entries(ERROR_CODES).map(([code, v]) => [code, v])),
  };
}
