import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../config/paths';

/** What to tell the user about a routing error: the status text, else the message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.statusText) return error.statusText;
    return typeof error.data === 'string' ? error.data : `Error ${error.status}`;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** What the catch-all route shows: the same text a 404 route error response carries. */
const NOT_FOUND = 'Not Found';

/**
 * The generic fallback of spec 2, used as every route's error element and as the element
 * of the catch-all route (where there is no route error, useRouteError gives null: the path matched nothing).
 * A plain <a>, not <Link>, so it still works when the router itself failed.
 */
export function ErrorView() {
  const error: unknown = useRouteError();
  return (
    <div className="error-view">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p className="error-view__detail">
        <i>{error == null ? NOT_FOUND : describeRouteError(error)}</i>
      </p>
      <a href={paths.home.getHref()} className="btn btn--primary">
        Back to home
      </a>
    </div>
  );
}
