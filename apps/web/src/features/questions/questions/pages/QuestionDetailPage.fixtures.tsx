import { paths, type Question } from '@stackhive/shared';
import { QuestionDetailPage } from './QuestionDetailPage';
import {
  makeAnswer,
  makeQuestion,
  makeUser,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../../../test/utils';

/** The question page's tests: its users, a question asked and answered, and its render. */

const routes = [
  { path: paths.question.path, element: <QuestionDetailPage /> },
  { path: '*', element: null },
];

export const ada = makeUser({ _id: 'u1', name: 'Ada Lovelace' });
export const linus = makeUser({ _id: 'l1', name: 'Linus Torvalds' });

export const asked = makeQuestion({
  _id: 'q1',
  userId: 'l1',
  userPosted: 'Linus Torvalds',
  questionTitle: 'How do I reverse a list?',
  questionBody: 'I tried **hard**.',
  questionTags: ['python', 'data-structures'],
  upVote: ['u1', 'x'],
  downVote: ['y', 'z', 'w'],
});
export const answered = makeQuestion({
  ...asked,
  noOfAnswers: 2,
  answer: [
    makeAnswer({
      _id: 'a1',
      userId: 'u1',
      userAnswered: 'Ada Lovelace',
      answerBody: 'Use `[::-1]`',
    }),
    makeAnswer({
      _id: 'a2',
      userId: 'l1',
      userAnswered: 'Linus Torvalds',
      answerBody: 'Or *reversed()*',
    }),
  ],
});

export function render(question: Question, user: typeof ada | null, extra = {}) {
  const answers = {
    [`GET /api/questions/${question._id}`]: question,
    'GET /api/site': { contactEmail: 'a@b', contactPhone: '1', publicUrl: null },
    ...extra,
  };
  const fetchMock = user ? signIn(user, answers) : stubFetch(answers);
  const utils = renderRoutes(routes, paths.question.getHref(question._id));
  return { ...utils, fetchMock };
}

export const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);
