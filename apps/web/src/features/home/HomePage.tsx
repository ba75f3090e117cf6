import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { usePendingInvite } from '../../session/pending-invite';
import { useSession } from '../../session/useSession';
import { FEATURED_QUESTIONS } from './featured-questions';

/** The marketing home page of spec 1 and 2. */
export function HomePage() {
  const { profile } = useSession();
  const navigate = useNavigate();
  const pendingInvite = usePendingInvite();

  // Spec 2 (Home): signed in → ask; otherwise alert and go to /Auth.
  function askFirstQuestion() {
    if (profile) {
      void navigate(paths.askQuestion.getHref());
      return;
    }
    window.alert(MESSAGES.loginToAsk);
    void navigate(paths.auth.getHref());
  }

  return (
    <div className="home">
      {profile && pendingInvite && (
        <p className="home__invite" role="status">
          You were invited to a team.{' '}
          <Link to={paths.teamJoin.getHref(pendingInvite)}>Accept the invitation</Link>
        </p>
      )}
      <section className="home__hero">
        <h1>Welcome to StackHive</h1>
        <p className="home__pitch">
          Every developer gets stuck. StackHive is where programmers ask questions, share what they
          know and build their careers together: get answers from people who have solved your
          problem before, vote up the best solutions, and follow the developers you learn from.
        </p>
        <button type="button" className="btn btn--primary btn--large" onClick={askFirstQuestion}>
          Ask your first question
        </button>
      </section>

      <section className="home__section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured questions</h2>
        <ul className="featured">
          {FEATURED_QUESTIONS.map((question) => (
            <li key={question.title} className="featured__card">
              <h3 className="featured__title">{question.title}</h3>
              <p className="featured__excerpt">{question.excerpt}</p>
              <dl className="featured__stats">
                <div>
                  <dt>Views</dt>
                  <dd>{question.views}</dd>
                </div>
                <div>
                  <dt>Votes</dt>
                  <dd>{question.votes}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <Link to={paths.questions.getHref()} className="btn btn--secondary">
          View More
        </Link>
      </section>

      <section className="home__section home__about" aria-labelledby="home-about-heading">
        <h2 id="home-about-heading">About StackHive</h2>
        <p>
          StackHive is an open community for anyone who codes. Ask and answer questions, browse
          topics by tag, share screenshots and clips in the community feed, and get a head start
          from our AI assistant, which answers from what the community already knows.
        </p>
        <Link to={paths.about.getHref()} className="btn btn--secondary">
          View More
        </Link>
      </section>

      <footer className="home__footer">
        <p>© 2023 StackHive. All rights reserved.</p>
        <p>
          <Link to={paths.feedback.getHref()}>Send us feedback</Link>
        </p>
      </footer>
    </div>
  );
}
