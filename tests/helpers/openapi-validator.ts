/** Validates response bodies against the OpenAPI 3.1 document the server publishes (ajv, JSON Schema 2020-12). */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

/** Our own responses must not carry undocumented keys: the tests forbid what the public document allows. */
function closeObjects(node: any): any {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node && typeof node === 'object') {
    const out: any = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, closeObjects(v)]));
    if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
    return out;
  }
  return node;
}

export function openApiValidator(published: any) {
  const doc = closeObjects(published);
  const ajv = new (Ajv2020 as unknown as typeof Ajv2020.default)({ strict: false, allErrors: true });
  const cache = new Map<string, ValidateFunction>();
  return function validate(operationId: string, status: number, body: unknown): string[] {
    const key = `${operationId}:${status}`;
    let fn = cache.get(key);
    if (!fn) {
      const op = Object.values(doc.paths).map((p: any) => p.get).find((g: any) => g.operationId === operationId);
      if (!op) throw new Error(`operation ${operationId} is not documented`);
      const res = op.responses[String(status)];
      if (!res) throw new Error(`status ${status} of ${operationId} is not documented`);
      const schema = res.content?.['application/json']?.schema;
      if (!schema) throw new Error(`status ${status} of ${operationId} has no JSON schema`);
      fn = ajv.compile({ ...schema, components: doc.components });
      cache.set(key, fn);
    }
    return fn(body) ? [] : (fn.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}
