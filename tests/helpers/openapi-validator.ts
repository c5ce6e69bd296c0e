/** Validates response bodies against the OpenAPI 3.1 document the server publishes (ajv, JSON Schema 2020-12). */
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

// ajv is CommonJS: under ESM the class is the default export's `default`.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;

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
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const cache = new Map<string, ValidateFunction>();
  return function validate(operationId: string, status: number, body: unknown): string[] {
    const key = `${operationId}:${status}`;
    let fn: ValidateFunction | undefined = cache.get(key);
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
    const check = fn;
    return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}
