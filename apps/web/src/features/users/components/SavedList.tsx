import { Link } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { useSaved } from '../../../api/saved';
import { paths } from '../../../config/paths';
import { ListEnd } from '../../../components/ListEnd';
import { QuestionRow } from '../../../components/QuestionRow';

/**
 * The Saved tab of your own profile (issue 15): the questions and posts you saved, newest
 * saved first, a page at a time. Only you see it (the server refuses anyone else).
 */
export function SavedList({ userId }: { userId: string }) {
  const saved = useSaved(userId);

  return (
    <section className="profile__section" aria-labelledby="profile-saved">
      <h2 id="profile-saved">Saved</h2>
      {saved.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : saved.isLoadingError ? (
        <p role="alert">Your saved items could not be loaded: {saved.error.message}</p>
      ) : saved.data.pages[0]!.total === 0 ? (
        <p>Nothing saved yet: use Save on a question or a post to keep it here.</p>
      ) : (
        <>
          <p className="question-list__count">{saved.data.pages[0]!.total} saved</p>
          <ul className="question-list">
            {saved.data.pages
              .flatMap((page) => page.items)
              .map((item) =>
                item.kind === 'question' ? (
                  <QuestionRow key={item.question._id} question={item.question} />
                ) : (
                  <li key={item.post._id} className="question-row">
                    <div className="question-row__summary">
                      <h3 className="question-row__title">
                        <Link to={paths.post.getHref(item.post._id)}>{item.post.postTitle}</Link>
                      </h3>
                      <p className="question-row__asked">Post by {item.post.userPosted}</p>
                    </div>
                  </li>
                ),
              )}
          </ul>
          <ListEnd query={saved} noun="saved items" />
        </>
      )}
    </section>
  );
}
