import { Link } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { useTopTags } from '../api/get-user-activity';

/** A profile's top tags (issue 16): the tags of the person's answers by summed score. */
export function TopTags({ userId }: { userId: string }) {
  const tags = useTopTags(userId);
  return (
    <section className="profile__section" aria-labelledby="profile-top-tags">
      <h2 id="profile-top-tags">Top tags</h2>
      {tags.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : tags.isError ? (
        <p role="alert">The top tags could not be loaded: {tags.error.message}</p>
      ) : tags.data.items.length === 0 ? (
        <p>No answers yet.</p>
      ) : (
        <ol className="profile-top-tags">
          {tags.data.items.map((item) => (
            <li key={item.tag}>
              <Link to={paths.tag.getHref(item.tag)} className="tag">
                {item.tag}
              </Link>{' '}
              <span>
                score {item.score} · {item.answers} {item.answers === 1 ? 'answer' : 'answers'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
