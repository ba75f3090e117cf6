import { Link } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { useSiteInfo } from '../../api/site';
import { paths } from '../../config/paths';

const TESTIMONIALS = [
  {
    quote:
      'I was stuck on a memory leak for two days. I posted on StackHive before lunch and had a fix with an explanation by the afternoon.',
    author: 'Maya, backend developer',
  },
  {
    quote:
      'The chatbot gets me unstuck late at night, and because it answers from real community answers I can check where it comes from.',
    author: 'Daniel, computer science student',
  },
];

/** The About page of spec 1. */
export function AboutPage() {
  const site = useSiteInfo();

  return (
    <article className="about">
      <h1>About StackHive</h1>
      <p className="about__lead">
        StackHive is a community question-and-answer site for programmers. Ask a question, get
        answers from developers who have been there, and vote the best ones to the top. When you
        want an answer right away, our ChatGPT-powered bot is ready to help, grounded in what the
        community has already written.
      </p>

      <section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">What our members say</h2>
        <div className="testimonials">
          {TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.author} className="testimonial">
              <blockquote>{testimonial.quote}</blockquote>
              <figcaption>— {testimonial.author}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="founder-heading" className="about__founder">
        <h2 id="founder-heading">From the founder</h2>
        <p>
          StackHive started as a side project: a place where learners could ask the questions they
          were afraid to ask anywhere else, and where experienced developers could give back. Today
          it is run by its community, and every answer you write helps the next person who gets
          stuck.
        </p>
      </section>

      <section aria-labelledby="contact-heading" className="about__contact">
        <h2 id="contact-heading">Contact us</h2>
        {site.isPending && <p>{MESSAGES.loading}</p>}
        {site.isError && (
          <p role="alert">Contact details could not be loaded: {site.error.message}</p>
        )}
        {site.data && (
          <ul>
            <li>
              Email: <a href={`mailto:${site.data.contactEmail}`}>{site.data.contactEmail}</a>
            </li>
            <li>
              Phone:{' '}
              <a href={`tel:${site.data.contactPhone.replace(/[^\d+]/g, '')}`}>
                {site.data.contactPhone}
              </a>
            </li>
          </ul>
        )}
        <p>
          Or write to us with the <Link to={paths.feedback.getHref()}>feedback form</Link>.
        </p>
      </section>
    </article>
  );
}
