import type { z } from 'zod';
import { serverEnvironment } from '../config/environment';
import { readProfile } from '../session/storage';

/** The backend lives on the same origin under /api (ARCHITECTURE: one origin). */
export const API_BASE = '/api';

/** What a request that never reached the server reports. */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach StackHive. Check your connection and try again.';

/** A failed request: the HTTP status (0 when the server was unreachable) and its message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** When given, the response is validated so a contract drift fails loudly here. */
  schema?: z.ZodType<T>;
}

/**
 * The one fetch wrapper. It adds `authorization: Bearer {token}` whenever a Profile is
 * stored (spec 6 and 7) and turns every non-2xx answer into an ApiError carrying the
 * server's `message`.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const data = parseJson(await send(method, path, options));
  return options.schema ? options.schema.parse(data) : (data as T);
}

/**
 * Like apiRequest, but the successful answer is plain text (the chatbot's reply, spec 7),
 * returned as it came. Errors are still read as JSON `{message}`.
 */
export function apiRequestText(
  method: Method,
  path: string,
  options: Omit<RequestOptions<string>, 'schema'> = {},
): Promise<string> {
  return send(method, path, options, 'text/plain, application/json');
}

/** Sends the request and answers the body text of a 2xx response; throws ApiError otherwise. */
async function send(
  method: Method,
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'>,
  accept = 'application/json',
): Promise<string> {
  const headers: Record<string, string> = { accept };
  const token = readProfile()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    // Rendering on the server, the server answers in process (src/ssr/entry-server.tsx).
    const transport = serverEnvironment()?.fetch ?? fetch;
    response = await transport(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const body = parseJson(text) as { message?: unknown; issues?: ApiError['issues'] } | undefined;
    const message =
      typeof body?.message === 'string'
        ? body.message
        : response.statusText || `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body?.issues);
  }
  return text;
}

/** The JSON body of a response, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('DELETE', path, options),
};
