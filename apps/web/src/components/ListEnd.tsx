import { MESSAGES } from '@stackhive/shared';

/** What ListEnd reads of a TanStack infinite query (any page type). */
interface PagedQuery {
  isFetchNextPageError: boolean;
  isRefetchError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
}

interface ListEndProps {
  query: PagedQuery;
  /** What the list holds, for 'More {noun} could not be loaded' ('posts', 'comments'). */
  noun: string;
  /** The list as a whole, for '{The list} could not be refreshed' (default: the noun). */
  whole?: string;
  label?: string;
  className?: string;
}

/**
 * The end of a list loaded a page at a time. Only a failed first load leaves nothing to
 * show (the list says so itself); when a refresh (after a write) or the next page fails,
 * the rows already shown stay and a line here says what failed. Then 'Load more' while
 * there is a next page: it waits while the loaded pages are being refreshed, since by
 * default the next page would cancel the refresh and the list would keep stale rows.
 */
export function ListEnd({
  query,
  noun,
  whole = noun,
  label = 'Load more',
  className = 'btn btn--secondary',
}: ListEndProps) {
  const failure = query.isFetchNextPageError
    ? `More ${noun} could not be loaded`
    : query.isRefetchError
      ? `${whole.charAt(0).toUpperCase()}${whole.slice(1)} could not be refreshed`
      : null;
  return (
    <>
      {failure && (
        <p role="alert">
          {failure}: {query.error?.message}
        </p>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={className}
          onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
          disabled={query.isFetching}
        >
          {query.isFetchingNextPage ? MESSAGES.loading : label}
        </button>
      )}
    </>
  );
}
