import { paths } from '../config/paths';
import { AppLink } from './AppLink';

/** Tags as a list of links to /tag/{tag}. */
export function TagLinks({ tags, label }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <AppLink to={paths.tag.getHref(tag)} className="tag">
            {tag}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
