import { useSearchParams } from 'react-router';
import { LIST_START_PARAM } from '../config/paths';

/**
 * Where a list page starts: `?after={cursor}`. 'Load more' loads the next page in place; its
 * link (ListEnd) names that page's own address, which a server-rendered list starts from, so
 * a reader without JavaScript (or a crawler) pages through the list by following links.
 */
export { LIST_START_PARAM };

export function useListStart(): string | null {
  const [params] = useSearchParams();
  return params.get(LIST_START_PARAM) || null;
}

/** A list's query key, told apart by where it starts (unchanged for the first page). */
export function startingAt<K extends readonly unknown[]>(key: K, start: string | null) {
  return start === null ? key : ([...key, { after: start }] as const);
}
