/**
 * OpenAPI walking: the operations of the app's OpenAPI document, reduced to what the
 * generators need (path and query parameters, body schema, multipart, auth, text replies).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /api/user/{id}` */
  key: string;
  method: string;
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** The JSON body schema, when the operation takes one. */
  body: JsonSchema | undefined;
  multipart: boolean;
  secured: boolean;
  /** The 200 answer is documented as a bare string (sent as text, not JSON). */
  textReply: boolean;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  consumes?: string[];
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(spec: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const params = (where: string) =>
        (operation.parameters ?? [])
          .filter((param) => param.in === where)
          .map((param) => ({
            name: param.name,
            required: param.required ?? false,
            schema: param.schema ?? {},
          }));
      const content = operation.requestBody?.content ?? {};
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: content['application/json']?.schema,
        // fastify-swagger leaves multipart bodies out; the route's summary names them.
        multipart:
          /multipart/i.test(`${operation.summary ?? ''} ${operation.description ?? ''}`) ||
          'multipart/form-data' in content ||
          (operation.consumes ?? []).includes('multipart/form-data'),
        secured: (operation.security ?? []).length > 0,
        textReply:
          operation.responses?.['200']?.content?.['application/json']?.schema?.type === 'string',
      });
    }
  }
  return operations;
}
