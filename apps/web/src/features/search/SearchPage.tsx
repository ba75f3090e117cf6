import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  MESSAGES,
  SEARCH_SORTS,
  SEARCH_TYPES,
  type SearchCount,
  type SearchResponse,
  type SearchSort,
  type SearchType,
} from '@stackhive/shared';
import { AskQuestionButton } from '../../components/AskQuestionButton';
import { paths } from '../../config/paths';
import { SORT_PARAM, TAB_PARAM, searchSortIn, searchTabIn, useSearch } from './api/search';
import { RefineSearch } from './components/RefineSearch';
import { SearchResults } from './components/SearchResults';
import { LIST_START_PARAM, useListStart } from '../../api/list-start';
import { ListEnd } from '../../components/ListEnd';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  votes: 'Votes',
};

const TAB_LABELS: Record<SearchType, string> = {
  questions: 'Questions',
  tags: 'Tags',
  posts: 'Posts',
  users: 'Users',
};

/** A tab count as shown: exact, or '1000+' beyond the server's cap (DECISIONS 20). */
export function formatCount({ count, capped }: SearchCount): string {
  return capped ? `${count}+` : String(count);
}

/**
 * Search results at /search/{query} and /Search/{query} (spec 2): the query, the four
 * counts as tabs (Questions by default, the chosen tab kept in `?tab=`), each tab paged
 * with 'Load more', and an 'Ask Questions' button with the login check of spec 5.
 */
export function SearchPage() {
  const { id = '' } = useParams();
  const q = id.trim();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchTabIn(searchParams);
  const sort = searchSortIn(searchParams);
  const results = useSearch(q, tab, sort, useListStart());
  const sortId = useId();
  const baseId = useId();
  const tabRefs = useRef(new Map<SearchType, HTMLButtonElement>());

  // The counts come with every page of any tab; while a newly chosen tab loads, the
  // counts already known for this query stay on the tabs.
  const [known, setKnown] = useState<{ q: string; counts: SearchResponse['counts'] } | null>(null);
  const fresh = results.data?.pages[0]?.counts;
  if (fresh && (known?.q !== q || known.counts !== fresh)) setKnown({ q, counts: fresh });
  const counts = fresh ?? (known?.q === q ? known.counts : undefined);

  /** Keeps a choice in the URL (its default left out); another tab or order starts at page 1. */
  function choose(param: string, next: string, byDefault: string) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.delete(LIST_START_PARAM);
        if (next === byDefault) updated.delete(param);
        else updated.set(param, next);
        return updated;
      },
      { replace: true },
    );
  }
  const order = (next: SearchSort) => choose(SORT_PARAM, next, 'relevance');
  const select = (next: SearchType) => choose(TAB_PARAM, next, 'questions');

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs, automatic activation).
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = SEARCH_TYPES.indexOf(tab);
    const last = SEARCH_TYPES.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const next = SEARCH_TYPES[target]!;
    select(next);
    tabRefs.current.get(next)?.focus();
  }

  const tabId = (type: SearchType) => `${baseId}-tab-${type}`;
  const panelId = `${baseId}-panel`;

  return (
    <div className="search-page">
      <header className="questions-page__header">
        <h1 className="search-page__title">Search results for “{q}”</h1>
        <AskQuestionButton loginMessage={MESSAGES.loginToAskCapital} />
      </header>
      <RefineSearch q={q} />
      <div className="search-page__tools">
        {/* Tags and users have one order of their own; questions and posts can be sorted. */}
        {tab === 'questions' || tab === 'posts' ? (
          <label htmlFor={sortId} className="search-page__sort">
            Sort by{' '}
            <select
              id={sortId}
              value={sort}
              onChange={(event) => order(event.target.value as SearchSort)}
            >
              {SEARCH_SORTS.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Link to={paths.searchHelp.getHref()} className="search-page__help">
          Search help: words, "phrases", [tags] and operators
        </Link>
      </div>

      {results.isError && !counts ? (
        <p role="alert">{results.error.message}</p>
      ) : (
        <>
          <div
            role="tablist"
            aria-label="Search results"
            className="search-tabs"
            onKeyDown={handleKeyDown}
          >
            {SEARCH_TYPES.map((type) => {
              const selected = type === tab;
              const count = counts?.[type];
              return (
                <button
                  key={type}
                  ref={(node) => {
                    if (node) tabRefs.current.set(type, node);
                    else tabRefs.current.delete(type);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(type)}
                  aria-selected={selected}
                  aria-controls={selected ? panelId : undefined}
                  tabIndex={selected ? 0 : -1}
                  className={
                    selected ? 'search-tabs__tab search-tabs__tab--selected' : 'search-tabs__tab'
                  }
                  onClick={() => select(type)}
                >
                  {TAB_LABELS[type]}
                  {count ? ` (${formatCount(count)})` : ''}
                </button>
              );
            })}
          </div>
          <div
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(tab)}
            className="search-page__panel"
            tabIndex={0}
          >
            {results.isPending ? (
              <p>{MESSAGES.loading}</p>
            ) : !results.data ? (
              <p role="alert">{results.error?.message}</p>
            ) : (
              <>
                <SearchResults pages={results.data.pages} q={q} />
                <ListEnd
                  query={results}
                  noun="results"
                  className="btn btn--secondary question-list__more"
                  linkNextPage
                />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
