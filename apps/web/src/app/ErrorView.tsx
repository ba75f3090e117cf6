import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../api/client';
import { AppLink } from '../components/AppLink';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../config/paths';
import { renderingServerPage } from '../config/environment';

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

/** A missing page or thing: an address no route has, or a 404 from the API (a deleted question). */
export function isNotFound(error: unknown): boolean {
  return (
    error == null || isApiError(error, 404) || (isRouteErrorResponse(error) && error.status === 404)
  );
}

/**
 * What a page shows when what it is about does not exist (found by a newcomer: it used to be
 * the spec's fallback, without the site's frame): inside the frame, the API's own message
 * ("Question not found.") or "Page not found", and ways on. The server answers such a page
 * with 404.
 */
export function NotFoundView({ message = 'Page not found' }: { message?: string }) {
  return (
    // The server's, rendered for a visitor, is not shown to a signed-in reader (`data-session`,
    // the boot script's): the app asks again with their session (a team's question, issue 33).
    <div className="error-view not-found" data-for-visitor={renderingServerPage() || undefined}>
      <h1>{message}</h1>
      <p>The address may be mistyped, or what it pointed to was deleted.</p>
      <ul className="not-found__ways">
        <li>
          <AppLink to={paths.questions.getHref()}>Browse all questions</AppLink>
        </li>
        <li>
          <AppLink to={paths.tags.getHref()}>Browse the tags</AppLink>
        </li>
        <li>
          <AppLink to={paths.home.getHref()}>Go to the home page</AppLink>
        </li>
      </ul>
    </div>
  );
}

/**
 * The error element of every page inside the frame: a missing thing is the not-found page,
 * any other routing error the spec's fallback view, both under the navbar and sidebars.
 */
export function PageErrorView() {
  const error: unknown = useRouteError();
  if (!isNotFound(error)) return <ErrorView />;
  return <NotFoundView message={isApiError(error) ? error.message : undefined} />;
}
