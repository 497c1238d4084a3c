import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Route = Parameters<typeof zodSerializerCompiler>[0];

/**
 * zod closes its objects (additionalProperties: false). Data often carries more than the contract
 * (a row with extra columns); fast-json-stringify would then refuse a closed object inside an
 * anyOf, so objects are opened: the serializer still writes only the named properties.
 */
function open(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(open);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = open(value);
  }
  return out;
}

/**
 * Response serialization compiled once per route: each response's zod schema is turned into a
 * JSON Schema and then into a fast-json-stringify function, which writes only the properties the
 * contract names (as zod's output does) without checking every value at run time. A schema
 * JSON Schema cannot express (a transform, a custom type) keeps zod's own serializer.
 */
export function compiledSerializerCompiler(route: Route): (data: unknown) => string {
  const { schema } = route;
  if (schema instanceof z.ZodType) {
    try {
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      return fastJson(open(json) as Parameters<typeof fastJson>[0]);
    } catch {
      // Not expressible as JSON Schema: zod serializes it.
    }
  }
  return zodSerializerCompiler(route);
}

/** The compiled serializer of one response schema, for answers a module serializes and keeps itself. */
export function serializerFor(schema: z.ZodType): (data: unknown) => string {
  return compiledSerializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' } as Route);
}
