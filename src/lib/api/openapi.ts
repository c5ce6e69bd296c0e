/**
 * The OpenAPI 3.1 document, generated from the endpoint table and the zod resource schemas: the
 * document cannot drift from what handlers return.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../../schemas/api/error.ts';
import '../../schemas/api/index.ts';
import { API_BASE, ENDPOINTS, type Endpoint } from './endpoints.ts';
import { COSTS_NOTE, STABILITY_PROMISE } from './api-notes.ts';

const REF = (id: string) => ({ $ref: `#/components/schemas/${id}` });

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
  429: 'quota_exceeded or rate_limited (Retry-After is sent).',
  500: 'internal_error.',
  503: 'service_unavailable: a backing service is down.',
};

export function buildOpenApi(serverUrl = '/') {
  const components = tidy(z.toJSONSchema(z.globalRegistry, { uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any' })) as { schemas: Record<string, unknown> };
  const paths: Record<string, unknown> = {};
  for (const e of ENDPOINTS) {
    const parameters = [
      ...(e.path.includes('{id}') ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Public ID.' }] : []),
      ...Object.entries(e.query).map(([name, p]) => ({ name, in: 'query', required: false, description: p.description, schema: p.schema, example: p.example })),
    ];
    const okSchema = e.id === 'getOpenApi' ? { type: 'object' } : {
      type: 'object',
      properties: { data: dataSchema(e), ...(e.paginated ? { meta: REF('PageMeta') } : {}) },
      required: e.paginated ? ['data', 'meta'] : ['data'],
    };
    const errorCodes = new Set([400, ...(e.authenticated ? [401, 429, 503] : []), ...(e.permission ? [403] : []), 404, 405, 500]);
    paths[`${API_BASE}${e.path}`] = {
      get: {
        operationId: e.id,
        summary: e.summary,
        description: `${e.description}\n\nCosts ${e.cost} unit${e.cost === 1 ? '' : 's'}.${e.permission ? ` Requires permission \`${e.permission}\`.` : ''} Cache-Control: ${e.cache}.`,
        'x-units-cost': e.cost,
        'x-permission': e.permission,
        security: e.authenticated ? [{ bearer: [] }] : [],
        parameters,
        responses: {
          ...(e.stream
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
  return {
    openapi: '3.1.0',
    info: {
      title: 'Matchday public API',
      version: '1',
      description: `Read-only football tournament data.\n\n${STABILITY_PROMISE}\n\n${COSTS_NOTE}`,
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths,
    components: {
      ...components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'API key `sk_live_…` sent as `Authorization: Bearer <key>`.' } },
    },
    'x-error-codes': Object.fromEntries(Object.entries(ERROR_CODES).map(([code, v]) => [code, v])),
  };
}
