import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Route = Parameters<typeof zodSerializerCompiler>[0];

const isNull = (node: unknown): boolean => typeof node === 'object' && node !== null && (node as { type?: unknown }).type === 'null' && Object.keys(node).length === 1;

/** A literal of one type, as zod's `z.literal` writes it: `{ type, const }` and nothing else. */
const literalOf = (node: unknown): { type: string; value: unknown } | null => {
  if (typeof node !== 'object' || node === null) return null;
  const { type, const: value, ...rest } = node as Record<string, unknown>;
  return typeof type === 'string' && value !== undefined && Object.keys(rest).length === 0 ? { type, value } : null;
};

/**
 * The one schema an anyOf of X and null, or of literals of one type (and null), comes to: X with
 * `nullable: true` (zod's `.nullable()`), `{ type, enum }` for the literals (a union of
 * `z.literal`s, as a work's sold state is). fast-json-stringify writes those by their type and a
 * null check, where an anyOf has it test each value against each option with a JSON Schema
 * validator at run time: a deep validation of every object so written, and that validator's
 * compilation of the route's whole schema on the first answer of each route in each process (90
 * to 100 ms for the quiz's answer). Null for any other anyOf, which stays as it is.
 */
function singleOf(node: Record<string, unknown>): Record<string, unknown> | null {
  const options = node.anyOf;
  if (!Array.isArray(options)) return null;
  const others = options.filter((option) => !isNull(option));
  const nullable = others.length < options.length ? { nullable: true } : {};
  const { anyOf: _options, ...rest } = node;
  const literals = others.map(literalOf);
  const type = literals[0]?.type;
  if (others.length > 1 && type !== 'null' && literals.every((literal) => literal !== null && literal.type === type)) {
    return { ...rest, type, enum: literals.map((literal) => literal!.value), ...nullable };
  }
  if (others.length !== 1 || !('nullable' in nullable)) return null;
  const other: unknown = others[0];
  if (typeof other !== 'object' || other === null || Array.isArray(other)) return null;
  const shape = other as Record<string, unknown>;
  if (typeof shape.type !== 'string' || shape.type === 'null' || '$ref' in shape || 'anyOf' in shape || 'oneOf' in shape || 'allOf' in shape) return null;
  return { ...rest, ...shape, ...nullable };
}

/**
 * zod closes its objects (additionalProperties: false). Data often carries more than the contract
 * (a row with extra columns); fast-json-stringify would then refuse a closed object inside an
 * anyOf, so objects are opened: the serializer still writes only the named properties. X or null
 * becomes a nullable X, a union of literals an enum (singleOf).
 */
function open(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(open);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = open(value);
  }
  // Its options opened first, so an anyOf of an anyOf of literals and null comes to one schema.
  return singleOf(out) ?? out;
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
