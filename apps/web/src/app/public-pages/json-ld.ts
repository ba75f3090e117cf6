import {
  absoluteUrl,
  answerHref,
  paths,
  type Answer,
  type PublicUser,
  type Question,
} from '@stackhive/shared';
import { markdownToPlainText } from './plain-text';

/** A schema.org object, as it goes into a <script type="application/ld+json">. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
export const SITE_NAME = 'StackHive';

function person(name: string, userId: string, origin: string): JsonLd {
  return { '@type': 'Person', name, url: absoluteUrl(origin, paths.user.getHref(userId)) };
}

function answerLd(answer: Answer, questionId: string, origin: string): JsonLd {
  return {
    '@type': 'Answer',
    text: markdownToPlainText(answer.answerBody),
    datePublished: answer.answerOn,
    ...(answer.editedOn ? { dateModified: answer.editedOn } : {}),
    upvoteCount: answer.votes,
    url: absoluteUrl(origin, answerHref(questionId, answer._id)),
    author: person(answer.userAnswered, answer.userId, origin),
  };
}

/**
 * Google's Q&A page: the question with every answer, the accepted one as `acceptedAnswer`
 * and the rest as `suggestedAnswer` (developers.google.com/search/docs/appearance/
 * structured-data/qapage). Votes are the net count the page shows.
 */
export function qaPage(question: Question, origin: string): JsonLd {
  const accepted = question.answer.find((answer) => answer._id === question.acceptedAnswerId);
  const suggested = question.answer.filter((answer) => answer !== accepted);
  return {
    '@context': CONTEXT,
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.questionTitle,
      text: markdownToPlainText(question.questionBody),
      answerCount: question.noOfAnswers,
      upvoteCount: question.votes,
      datePublished: question.askedOn,
      ...(question.editedOn ? { dateModified: question.editedOn } : {}),
      author: person(question.userPosted, question.userId, origin),
      ...(accepted ? { acceptedAnswer: answerLd(accepted, question._id, origin) } : {}),
      ...(suggested.length > 0
        ? { suggestedAnswer: suggested.map((answer) => answerLd(answer, question._id, origin)) }
        : {}),
    },
  };
}

/** A member's profile page (developers.google.com/search/docs/appearance/structured-data/profile-page). */
export function profilePage(user: PublicUser, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    dateCreated: user.joinedOn,
    mainEntity: {
      '@type': 'Person',
      name: user.name,
      identifier: user._id,
      url: absoluteUrl(origin, paths.user.getHref(user._id)),
      ...(user.about.trim() ? { description: markdownToPlainText(user.about) } : {}),
    },
  };
}

/** The site, with its search (the navbar's `/search/{query}`), for the home page. */
export function webSite(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl(origin, paths.home.getHref()),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        // The pattern, not a link: a link would encode the template's braces.
        urlTemplate: absoluteUrl(origin, paths.search.path.replace(':id', '{search_term_string}')),
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
