import type { KeyboardEvent, MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { LIST_START_PARAM } from '../api/list-start';

/** What ListEnd reads of a TanStack infinite query (any page type). */
interface PagedQuery {
  isFetchNextPageError: boolean;
  isRefetchError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
  data?: { pages: readonly { nextCursor: string | null }[] } | undefined;
}

interface ListEndProps {
  query: PagedQuery;
  /** What the list holds, for 'More {noun} could not be loaded' ('posts', 'comments'). */
  noun: string;
  /** The list as a whole, for '{The list} could not be refreshed' (default: the noun). */
  whole?: string;
  label?: string;
  className?: string;
  /**
   * The page's main list: 'Load more' is also a link to the next page's own address
   * (api/list-start.ts), which works without JavaScript.
   */
  linkNextPage?: boolean;
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
  linkNextPage = false,
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
        <LoadMore query={query} label={label} className={className} linkNextPage={linkNextPage} />
      )}
    </>
  );
}

function LoadMore({
  query,
  label,
  className,
  linkNextPage,
}: Required<Pick<ListEndProps, 'query' | 'label' | 'className' | 'linkNextPage'>>) {
  const { pathname, search } = useLocation();
  const loadMore = () => void query.fetchNextPage({ cancelRefetch: false });
  const text = query.isFetchingNextPage ? MESSAGES.loading : label;
  const cursor = query.data?.pages.at(-1)?.nextCursor;
  if (!linkNextPage || !cursor) {
    return (
      <button type="button" className={className} onClick={loadMore} disabled={query.isFetching}>
        {text}
      </button>
    );
  }
  const params = new URLSearchParams(search);
  params.set(LIST_START_PARAM, cursor);
  // A button to the app (it loads in place), a link without it.
  const activate = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!query.isFetching) loadMore();
  };
  return (
    <a
      href={`${pathname}?${params.toString()}`}
      role="button"
      className={className}
      aria-disabled={query.isFetching || undefined}
      onClick={activate}
      onKeyDown={(event) => {
        if (event.key === ' ') activate(event);
      }}
    >
      {text}
    </a>
  );
}
