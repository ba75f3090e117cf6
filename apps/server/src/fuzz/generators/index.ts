/**
 * Request generators for the route fuzzer (issue 8, "Bad input"): one arbitrary per operation
 * of the OpenAPI description, producing a *plan* — a printable, shrinkable description of a
 * request. Values that only exist at run time (ids of real rows, real tokens, real cursors)
 * and values too big to print (megabyte strings) are symbolic (`Ref`, `Huge`, `Token`) and
 * are resolved by `materialize` just before the request is sent.
 *
 * This file re-exports the generators' public API; each concern has its own module beside it:
 * openapi (walking the description), symbolic (Ref, Huge, auth kinds), strings, schema-values,
 * bodies, multipart, urls (path segments and query strings), headers (and auth), requests
 * (whole request plans) and materialize.
 */

export { operationsOf, type JsonSchema, type Operation, type Param } from './openapi.js';
export { Huge, Ref, type AuthKind, type AuthPlan, type RefKind } from './symbolic.js';
export {
  NASTY_STRINGS,
  hugeString,
  nastyString,
  unicodeString,
  urlNastyString,
} from './strings.js';
export { validValue, wildValue } from './schema-values.js';
export { bodyPlan, type BodyPlan } from './bodies.js';
export { buildMultipart, multipartPlan, type MultipartPlan } from './multipart.js';
export {
  queryPlan,
  segmentPlan,
  type QueryPart,
  type QueryValue,
  type SegmentPlan,
} from './urls.js';
export { authPlan, extraHeaders, remoteAddress } from './headers.js';
export { METHODS, requestPlan, type Fault, type RequestPlan } from './requests.js';
export {
  describeRequest,
  materialize,
  percentEncode,
  resolveRef,
  type Materialized,
  type Pool,
} from './materialize.js';
