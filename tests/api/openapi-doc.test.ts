/** The OpenAPI document is generated from the endpoint table: every parameter and error code is in it. */
import Ajv2020Module from 'ajv/dist/2020.js';
import { expect, test } from 'vitest';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { API_BASE, ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { ERROR_CODES } from '../../src/schemas/api/error.ts';

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
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    expect(item.get.tags, path).toHaveLength(1);
    expect(declared, path).toContain(item.get.tags[0]);
    used.add(item.get.tags[0]);
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
  const MAPS = new Set(['paths', 'properties', 'patternProperties', '$defs', 'schemas', 'responses', 'content', 'securitySchemes', 'x-error-codes']);
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
  expect(checked.filter((w) => w.startsWith('#/components/')).length, 'schema examples').toBeGreaterThan(0);
});
