import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@stackhive/shared';
import { paths } from '../../../config/paths';

/**
 * The query again, above its results, to change it in place (a newcomer looked for it there,
 * not in the navbar). Without JavaScript the browser submits to /search?q=…, which the
 * server sends on to the results page, as the navbar's box does.
 */
export function RefineSearch({ q }: { q: string }) {
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (next) void navigate(paths.search.getHref(next));
  }

  return (
    <form
      role="search"
      aria-label="Refine the query"
      className="search-page__refine"
      action="/search"
      method="get"
      onSubmit={handleSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Your query
      </label>
      {/* Keyed by the query: another search shows its own text. */}
      <input
        key={q}
        id={inputId}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={LIMITS.searchQuery.max}
      />
      <button type="submit" className="btn btn--primary">
        Find
      </button>
    </form>
  );
}
