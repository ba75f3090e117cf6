import { Link } from 'react-router';
import { TAGS } from '@stackhive/shared';
import { paths } from '../../config/paths';

/** The tag catalogue page of spec 2. */
export function TagsPage() {
  return (
    <div className="tags-page">
      <h1>Tags</h1>
      <p className="page-intro">
        A tag is a keyword or label that categorizes your question with other, similar questions.
        Using the right tags makes it easier for others to find and answer your question.
      </p>
      <ul className="tags-grid">
        {TAGS.map((tag) => (
          <li key={tag.TagName} className="tags-grid__item">
            <Link to={paths.tag.getHref(tag.TagName)} className="tag">
              {tag.TagName}
            </Link>
            <p>{tag.TagDesc}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
