import fc from 'fast-check';
import { bodyPlan, type BodyPlan } from './bodies.js';
import { authPlan, extraHeaders, remoteAddress } from './headers.js';
import { multipartPlan } from './multipart.js';
import type { Operation } from './openapi.js';
import { validValue } from './schema-values.js';
import { RefArb, type AuthPlan, type RefKind } from './symbolic.js';
import {
  queryPlan,
  queryValidValue,
  segmentPlan,
  type QueryPart,
  type SegmentPlan,
} from './urls.js';

/**
 * Whole requests: the plan of one request to an operation, breaking one part of it (or none,
 * or all) and keeping the rest valid.
 */

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

export interface RequestPlan {
  fault: Fault;
  method: string;
  segments: SegmentPlan[];
  query: QueryPart[];
  auth: AuthPlan;
  body: BodyPlan;
  headers: Record<string, string>;
  remoteAddress: string;
}

/** The kind of id a path parameter of this route names, to aim valid requests at real rows. */
function idKindOf(operation: Operation, param: string): RefKind {
  const path = operation.path;
  if (
    param === 'userId' ||
    path.startsWith('/api/user/update') ||
    path.startsWith('/api/user/addFriend')
  )
    return path.includes('addFriend') ? 'userId' : 'actorId';
  if (path.startsWith('/api/user/')) return 'userId';
  if (path.startsWith('/api/questions/') || path.startsWith('/api/answer/')) return 'questionId';
  if (path.startsWith('/api/community/') || path.startsWith('/api/comment/')) return 'postId';
  if (path.startsWith('/media/')) return 'mediaKey';
  return 'entityId';
}

/** Which part of a request is broken: one at a time mostly, sometimes none, sometimes all. */
export type Fault =
  'none' | 'method' | 'path' | 'query' | 'auth' | 'body' | 'headers' | 'address' | 'all';

const FAULTS: { weight: number; arbitrary: fc.Arbitrary<Fault> }[] = [
  { weight: 3, arbitrary: fc.constant('none') },
  { weight: 1, arbitrary: fc.constant('method') },
  { weight: 3, arbitrary: fc.constant('path') },
  { weight: 3, arbitrary: fc.constant('query') },
  { weight: 3, arbitrary: fc.constant('auth') },
  { weight: 6, arbitrary: fc.constant('body') },
  { weight: 1, arbitrary: fc.constant('headers') },
  { weight: 1, arbitrary: fc.constant('address') },
  { weight: 3, arbitrary: fc.constant('all') },
];

/**
 * Requests to one operation. Most break one thing and keep the rest valid (a real row's id,
 * a real user's token, a body that fits the schema), so that handlers are reached and not
 * only the validators; some are valid throughout, some break everything at once.
 */
export function requestPlan(operation: Operation): fc.Arbitrary<RequestPlan> {
  const expectsBody = operation.body !== undefined;
  const validSegments = fc.tuple(
    ...operation.pathParams.map((param) => new RefArb(idKindOf(operation, param.name))),
  );
  const validQuery = fc
    .tuple(
      ...operation.queryParams.map((param) =>
        param.required
          ? queryValidValue(param).map((value) => [
              { kind: 'pair' as const, name: param.name, value, encode: true },
            ])
          : fc.option(
              queryValidValue(param).map((value) => [
                { kind: 'pair' as const, name: param.name, value, encode: true },
              ]),
              { nil: [] as QueryPart[] },
            ),
      ),
    )
    .map((parts) => parts.flat() as QueryPart[]);
  const adminRoute = operation.path.includes('/reported');
  const validAuth: fc.Arbitrary<AuthPlan> = fc.oneof(
    {
      weight: adminRoute ? 1 : 5,
      arbitrary: fc.constant({
        kind: 'token' as const,
        token: 'valid' as const,
        scheme: 'Bearer ',
      }),
    },
    {
      weight: adminRoute ? 5 : 1,
      arbitrary: fc.constant({
        kind: 'token' as const,
        token: 'admin' as const,
        scheme: 'Bearer ',
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'token' as const,
        token: 'other' as const,
        scheme: 'Bearer ',
      }),
    },
  );
  const validBody: fc.Arbitrary<BodyPlan> = operation.multipart
    ? multipartPlan.map((plan) => ({
        kind: 'multipart' as const,
        plan: { ...plan, boundary: 'ok' as const, truncateAt: null },
      }))
    : expectsBody
      ? validValue(operation.body ?? {}).map((value) => ({
          kind: 'json' as const,
          value,
          contentType: 'application/json',
        }))
      : fc.constant({ kind: 'none' as const, contentType: undefined });
  const badBody: fc.Arbitrary<BodyPlan> = operation.multipart
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: multipartPlan.map((plan) => ({ kind: 'multipart' as const, plan })),
        },
        { weight: 2, arbitrary: bodyPlan(undefined, true) },
      )
    : bodyPlan(operation.body, expectsBody);
  return fc.oneof(...FAULTS).chain((fault) => {
    const broken = (part: Fault) => fault === part || fault === 'all';
    return fc.record({
      fault: fc.constant(fault),
      method: broken('method') ? fc.constantFrom(...METHODS) : fc.constant(operation.method),
      segments: broken('path')
        ? fc.tuple(...operation.pathParams.map(() => segmentPlan))
        : validSegments,
      query: broken('query') ? queryPlan(operation.queryParams) : validQuery,
      auth: broken('auth') ? authPlan : validAuth,
      body: broken('body') ? badBody : validBody,
      headers: broken('headers') ? extraHeaders : fc.constant({}),
      remoteAddress: broken('address') ? remoteAddress : fc.constant('127.0.0.1'),
    });
  });
}
