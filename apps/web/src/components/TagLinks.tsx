import { paths } from '../config/paths';
import { AppLink } from './AppLink';

/** Tags as a list of links to /tag/{tag}, or where `href` says (a team's tags, issue 33). */
export function TagLinks({
  tags,
  label,
  href = paths.tag.getHref,
}: {
  tags: readonly string[];
  label?: string;
  href?: (tag: string) => string;
}) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <AppLink to={href(tag)} className="tag">
            {tag}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
