import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorSchema } from '@stackhive/shared';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `message` names the field',
  401: 'Missing, invalid or expired token',
  403: 'Not yours to change',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Rate limited',
  503: 'A service it needs (mail, the database) is unreachable; try again',
};

/** `security` of a route that needs the signed-in user's bearer token (scheme below). */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The error responses a route documents, all with the `{ message, issues? }` body. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorSchema.describe(DESCRIPTIONS[status] ?? 'Error')]),
  ) as Record<S, typeof errorSchema>;
}

/**
 * Components for the shared schemas that carry an id (zod `.meta({ id })`: `Question`,
 * `QuestionSummary`), which the operations refer to by `$ref`. fastify-type-provider-zod
 * emits every named schema twice, as a request (`…Input`) and a response shape; those no
 * operation refers to are left out, so a response-only shape shows up once.
 */
const withNamedSchemas: SwaggerTransformObject = (document) => {
  const result = jsonSchemaTransformObject(document);
  const components = 'components' in result ? result.components : undefined;
  if (!components?.schemas) return result;
  const referenced = JSON.stringify({ paths: result.paths, schemas: components.schemas });
  // A fresh object built by the call above: trimming it in place changes nothing shared.
  components.schemas = Object.fromEntries(
    Object.entries(components.schemas).filter(([name]) =>
      referenced.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return result;
};

/** OpenAPI from the routes' zod schemas at /api/openapi.json; Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StackHive API',
        version: '1.0.0',
        description: [
          'The StackHive question-and-answer community API.',
          '',
          '**Pagination.** Every list endpoint takes `limit` (default 20, at most 100) and an',
          'opaque `cursor`, and answers `{ items, nextCursor, total }`; pass `nextCursor` back as',
          '`cursor` for the next page (`null` means the last page).',
          '',
          '**Errors.** Every error answers `{ message, issues? }`: 400 bad input (the message names',
          'the field), 401 no or bad token, 403 not yours, 404 not found, 409 conflict, 413 too',
          'large, 429 rate limited.',
        ].join('\n'),
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: withNamedSchemas,
  });
  // Registered inside the /api prefix, which swagger-ui's page does not know: its asset and
  // document links are absolute, so they are told the prefix (else /docs/static/* is asked).
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: app.prefix });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
});
