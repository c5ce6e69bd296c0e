/**
 * The OpenAPI document is generated from the endpoint table: every parameter and error code is in it.
 * Its `webhooks` section describes every webhook event type, and the bodies a match replayed through
 * the live feed really produces are valid against it.
 */
import { join } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import { expect, test } from 'vitest';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { API_BASE, ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { ERROR_CODES } from '../../src/schemas/api/error.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { replayPlan } from '../../src/lib/live/replay-plan.ts';
import { streamMatchOf } from '../../src/lib/live/overlay.ts';
import { MATCH_WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from '../../src/lib/webhooks/event-types.ts';
import { webhookEvents, type StreamMatchJson } from '../../src/lib/webhooks/map-entries.ts';
import { createLive } from '../../src/server/live/live-runtime.ts';
import { SqliteLiveStore } from '../../src/server/live/sqlite-live-store.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { REPO } from '../helpers/server-process.ts';

const doc = buildOpenApi() as any;
// ajv is CommonJS: under ESM the class is the default export's `default`.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;

test.each(ENDPOINTS.map((e) => [e.id, e] as const))('%s is documented with its parameters, cost and permission', (_, e) => {
  const op = doc.paths[`${API_BASE}${e.path}`].get;
  expect(op.operationId).toBe(e.id);
  expect(op['x-units-cost']).toBe(e.cost);
  expect(op['x-permission']).toBe(e.permission);
  const names = op.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name);
  expect(names.sort()).toEqual(Object.keys(e.query).sort());
  for (const p of op.parameters) expect(p.description, `${e.id} ${p.name}`).toBeTruthy();
  expect(op.responses['200']).toBeTruthy();
  if (e.authenticated) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401', '404', '405', '429', '500', '503']));
  if (e.permission) expect(op.responses['403']).toBeTruthy();
});

test('every error code of decisions.md is in the document', () => {
  expect(Object.keys(doc['x-error-codes']).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  const described = Object.values(doc.paths).flatMap((p: any) => Object.values(p.get.responses).map((r: any) => r.description)).join(' ');
  for (const code of Object.keys(ERROR_CODES)) expect(described, code).toContain(code);
});

test('the document never forbids new fields (stability promise)', () => {
  expect(JSON.stringify(doc)).not.toContain('"additionalProperties":false');
  expect(doc.info.description).toContain('ignore keys they do not know');
});

test('every operation has one declared tag; every declared tag is used and described', () => {
  const declared = doc.tags.map((t: any) => t.name);
  expect(new Set(declared).size).toBe(declared.length);
  for (const t of doc.tags) expect(t.description, t.name).toBeTruthy();
  const used = new Set<string>();
  const operations = [
    ...Object.entries<any>(doc.paths).map(([path, item]) => [path, item.get] as const),
    ...Object.entries<any>(doc.webhooks).map(([type, item]) => [`webhook ${type}`, item.post] as const),
  ];
  for (const [where, op] of operations) {
    expect(op.tags, where).toHaveLength(1);
    expect(declared, where).toContain(op.tags[0]);
    used.add(op.tags[0]);
  }
  expect([...used].sort()).toEqual([...declared].sort());
});

test('component schemas are plain Schema Objects: no fragment $id, every $ref names a component', () => {
  const refs: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref') refs.push(v as string);
      else walk(v);
    }
  };
  walk(doc.paths);
  walk(doc.webhooks);
  walk(doc.components.schemas);
  for (const [id, schema] of Object.entries<any>(doc.components.schemas)) expect(schema.$id, id).toBeUndefined();
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of new Set(refs)) {
    expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z0-9_.-]+$/);
    expect(doc.components.schemas[ref.slice('#/components/schemas/'.length)], ref).toBeTruthy();
  }
});

test('every example in the document is valid against its schema', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  const checked: string[] = [];
  const check = (where: string, schema: unknown, example: unknown) => {
    const validate = ajv.compile({ ...(schema as object), components: doc.components });
    expect(validate(example), `${where}: ${JSON.stringify(example)} ${ajv.errorsText(validate.errors)}`).toBe(true);
    checked.push(where);
  };
  const MAPS = new Set(['paths', 'webhooks', 'properties', 'patternProperties', '$defs', 'schemas', 'responses', 'content', 'securitySchemes', 'x-error-codes']);
  const walk = (node: unknown, where: string, isMap = false): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}/${i}`));
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const at = (k: string) => `${where}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    // The keys of a map (property names, paths, status codes…) are names, not keywords.
    if (isMap) {
      for (const [k, v] of Object.entries(o)) walk(v, at(k));
      return;
    }
    // A parameter or media type: `example` / `examples` beside `schema`.
    if (o.schema && typeof o.schema === 'object') {
      if ('example' in o) check(`${where}/example`, o.schema, o.example);
      for (const [name, ex] of Object.entries((o.examples ?? {}) as Record<string, { value?: unknown }>)) if ('value' in ex) check(`${where}/examples/${name}`, o.schema, ex.value);
    }
    // A schema: `example` (OpenAPI) or `examples` (JSON Schema) inside it.
    if (('type' in o || 'anyOf' in o || 'oneOf' in o || 'enum' in o || 'const' in o) && !('in' in o)) {
      const { example, examples, ...schema } = o;
      if ('example' in o) check(`${where}/example`, schema, example);
      if (Array.isArray(examples)) examples.forEach((ex, i) => check(`${where}/examples/${i}`, schema, ex));
    }
    for (const [k, v] of Object.entries(o)) walk(v, at(k), MAPS.has(k));
  };
  walk(doc, '#');
  expect(checked.filter((w) => w.startsWith('#/paths/')).length, 'parameter examples').toBeGreaterThan(0);
  expect(checked.filter((w) => w.startsWith('#/webhooks/')).length, 'webhook header examples').toBeGreaterThan(0);
  expect(checked.filter((w) => w.startsWith('#/components/')).length, 'schema examples').toBeGreaterThan(0);
});

test('every webhook event type is a POST of the webhooks section: the Standard Webhooks headers, its own body schema, 2XX', () => {
  expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
  const bodies = new Set<string>();
  for (const type of WEBHOOK_EVENT_TYPES) {
    const op = doc.webhooks[type].post;
    expect(op.operationId, type).toMatch(/^webhook[A-Z]\w+$/);
    expect(op.description, type).toBeTruthy();
    expect(op.parameters.map((p: any) => `${p.in} ${p.name} ${p.required}`)).toEqual(['header webhook-id true', 'header webhook-timestamp true', 'header webhook-signature true']);
    const ref: string = op.requestBody.content['application/json'].schema.$ref;
    const body = doc.components.schemas[ref.slice('#/components/schemas/'.length)];
    expect(body.properties.type.const, type).toBe(type);
    expect(body.required.sort(), type).toEqual(['created_at', 'data', 'id', 'type']);
    bodies.add(ref);
    expect(Object.keys(op.responses)).toEqual(['2XX']);
  }
  expect(bodies.size).toBe(WEBHOOK_EVENT_TYPES.length);
  // The match events carry the match; the three event types also the event of the events endpoint.
  const data = (type: string) => doc.components.schemas[doc.webhooks[type].post.requestBody.content['application/json'].schema.$ref.split('/').at(-1)].properties.data;
  const props = (type: string) => Object.keys(doc.components.schemas[data(type).$ref.split('/').at(-1)].properties ?? {}).sort();
  for (const type of MATCH_WEBHOOK_EVENTS) expect(props(type), type).toEqual(type.startsWith('match.event') ? ['event', 'match'] : ['match']);
  expect(props('ping')).toEqual([]);
});

test('the bodies of a demo match replayed through the live feed (with a goal deleted and added again) are valid against the webhooks section', async () => {
  const ds = await datasetFrom(join(REPO, 'content'));
  // A completed match with line-ups and at least two goals.
  const m = ds.matchList.find((x) => x.status === 'completed' && ds.lineups.has(x.id) && (ds.events.get(x.id) ?? []).filter((e) => e.type === 'goal').length >= 2)!;
  expect(m, 'a demo match with line-ups and two goals').toBeTruthy();
  const store = new SqliteLiveStore(':memory:');
  const live = await createLive(ds, staticSource(ds), store);
  try {
    let seq = 0;
    const send = (msg: object) => live.ingest.ingest(m.id, { ...msg, seq: ++seq } as never);
    let goals = 0;
    let first: any = null;
    for (const p of replayPlan(ds, m.id)) {
      await send(p.message);
      const msg = p.message as any;
      if (msg.type !== 'event' || msg.event.type !== 'goal') continue;
      goals++;
      first ??= msg;
      // After the second goal: the first is deleted (the second's running score moves: corrected), then sent again.
      if (goals === 2) {
        await send({ type: 'delete_event', event_id: first.event.id });
        await send(first);
      }
    }
    const entries = await store.entriesAfter(0, 100_000);
    const drafts = webhookEvents(entries, new Map(), (id) => streamMatchOf(ds, ds.matches.get(id)!, undefined) as StreamMatchJson);
    // The bodies exactly as the dispatcher writes them (src/server/webhooks/dispatcher.ts), and a ping as webhook-admin.ts does.
    const bodies = [
      ...drafts.map((d, i) => JSON.parse(JSON.stringify({ id: `evt_test${i}`, type: d.type, created_at: d.created_at, data: d.data }))),
      { id: 'evt_ping', type: 'ping', created_at: new Date().toISOString(), data: {} },
    ];
    expect(new Set(bodies.map((b) => b.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    for (const b of bodies) {
      const validate = ajv.compile({ ...doc.webhooks[b.type].post.requestBody.content['application/json'].schema, components: doc.components });
      expect(validate(b), `${b.type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      // …and against another type's schema it is not.
      const other = b.type === 'ping' ? 'match.started' : 'ping';
      expect(ajv.compile({ ...doc.webhooks[other].post.requestBody.content['application/json'].schema, components: doc.components })(b), `${b.type} as ${other}`).toBe(false);
    }
  } finally {
    await live.close();
  }
});
