import { Link } from 'react-router';

export interface SortLink<Value extends string> {
  value: Value;
  label: string;
  /** The search string of the link ('' for the default). */
  search: string;
}

/**
 * A row of links that choose an order or a filter of the list below them (Stack Overflow's
 * button group): each choice has its own URL, so it can be shared and survives a reload.
 * The current one is marked with aria-current. The URL changes in place (no new history
 * entry per click, and the page keeps its scroll position).
 */
export function SortLinks<Value extends string>({
  label,
  links,
  current,
}: {
  label: string;
  links: readonly SortLink<Value>[];
  current: Value;
}) {
  return (
    <nav className="sort-links" aria-label={label}>
      {links.map((link) => (
        <Link
          key={link.value}
          className="sort-links__link"
          to={{ search: link.search }}
          replace
          preventScrollReset
          aria-current={link.value === current ? 'true' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
