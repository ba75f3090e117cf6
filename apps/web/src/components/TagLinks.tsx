import { Link } from 'react-router';
import { paths } from '../config/paths';

/** Tags as a list of links to /tag/{tag}. */
export function TagLinks({ tags, label }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={paths.tag.getHref(tag)} className="tag">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
