/** The OpenAPI document is generated from the endpoint table: every parameter and error code is in it. */
import { expect, test } from 'vitest';
import { buildOpenApi } from '../../src/lib/api/openapi.ts';
import { API_BASE, ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { ERROR_CODES } from '../../src/schemas/api/error.ts';

const doc = buildOpenApi() as any;

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
