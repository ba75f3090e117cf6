import { findTag, isBadgeId, type Post, type PublicUser, type Question } from '@stackhive/shared';
import { badgeHoldersQuery, badgesQuery, userBadgesQuery } from '../../api/badges';
import { userQuery } from '../../api/get-user';
import { queryKeys } from '../../api/query-keys';
import { userPostsQuery } from '../../api/user-posts';
import { paths } from '../../config/paths';
import { commentsQuery } from '../../features/community/api/get-comments';
import { feedQuery } from '../../features/community/api/get-feed';
import { postQuery } from '../../features/community/api/get-post';
import { searchQuery, searchSortIn, searchTabIn } from '../../features/search/api/search';
import { reputationDaysQuery } from '../../features/users/api/get-reputation-history';
import {
  activityIn,
  topTagsQuery,
  userAnswersQuery,
  userQuestionsQuery,
} from '../../features/users/api/get-user-activity';
import { userSortIn, usersQuery } from '../../features/users/api/get-users';
import { questionQuery } from '../../api/get-question';
import { profilePage, qaPage, SITE_NAME, webSite } from './json-ld';
import { markdownToPlainText, summarize } from './plain-text';
import { questionListQuery, questionTabIn } from '../../api/question-lists';
import { revisionsQuery } from '../../api/revisions';

import {
  canonicalPathOf,
  declared,
  startIn,
  staticPage,
  type PageAddress,
  type PublicPage,
} from './public-page';

const SITE_DESCRIPTION =
  'StackHive: an open question-and-answer community for programmers. Ask, answer and share what you know.';

function describe(markdown: string, fallback: string): string {
  return summarize(markdownToPlainText(markdown)) || fallback;
}

const questionPage: PublicPage = {
  path: paths.question.path,
  queries: ({ params: { id = '' } }) => declared(questionQuery(id)),
  meta: ({ params, origin, queryClient }) => {
    const question = queryClient.getQueryData<Question>(
      queryKeys.questions.detail(params.id ?? ''),
    );
    if (!question) return null;
    return {
      title: question.questionTitle,
      description: describe(question.questionBody, question.questionTitle),
      canonicalPath: paths.question.getHref(question._id),
      ogType: 'article',
      jsonLd: [qaPage(question, origin)],
      // A team's question is never rendered for a visitor; should it be, it stays unlisted.
      noindex: question.team !== undefined,
    };
  },
};

const profile: PublicPage = {
  path: paths.user.path,
  queries: ({ params: { id = '' }, search }) => {
    const { tab, sort } = activityIn(search);
    const activity = tab === 'answers' ? userAnswersQuery : userQuestionsQuery;
    return declared(
      userQuery(id),
      userBadgesQuery(id),
      topTagsQuery(id),
      activity(id, sort, startIn(search)),
      userPostsQuery(id),
      reputationDaysQuery(id),
    );
  },
  viewParams: paths.user.params,
  meta: ({ params, search, origin, queryClient }) => {
    const user = queryClient.getQueryData<PublicUser>(queryKeys.users.detail(params.id ?? ''));
    if (!user) return null;
    return {
      title: `User ${user.name}`,
      description: describe(
        user.about,
        `${user.name} on ${SITE_NAME}: ${user.reputation} reputation.`,
      ),
      canonicalPath: canonicalPathOf(profile, { id: user._id }, search),
      ogType: 'profile',
      jsonLd: [profilePage(user, origin)],
    };
  },
};

const postPage: PublicPage = {
  path: paths.post.path,
  queries: ({ params: { id = '' } }) => declared(postQuery(id), commentsQuery(id)),
  meta: ({ params, queryClient }) => {
    const post = queryClient.getQueryData<Post>(queryKeys.posts.detail(params.id ?? ''));
    if (!post) return null;
    return {
      title: post.postTitle,
      description: describe(post.postBody, `${post.postTitle}, by ${post.userPosted}`),
      canonicalPath: paths.post.getHref(post._id),
      ogType: 'article',
    };
  },
};

const tagPage: PublicPage = {
  path: paths.tag.path,
  viewParams: paths.tag.params,
  queries: ({ params, search }) => {
    const tag = findTag((params.tag ?? '').toLowerCase());
    return tag
      ? declared(questionListQuery(tag.TagName, questionTabIn(search), startIn(search)))
      : [];
  },
  meta: ({ params, search }) => {
    const tag = findTag(params.tag ?? '');
    if (!tag) return null;
    return {
      title: `Questions tagged [${tag.TagName}]`,
      description: tag.TagDesc,
      canonicalPath: canonicalPathOf(tagPage, { tag: tag.TagName }, search),
    };
  },
};

const searchPage = (path: string): PublicPage => ({
  path,
  canonical: paths.search.path,
  viewParams: paths.search.params,
  queries: ({ params, search }) =>
    declared(
      searchQuery(
        (params.id ?? '').trim(),
        searchTabIn(search),
        searchSortIn(search),
        startIn(search),
      ),
    ),
  meta: ({ params, search }) => ({
    title: `Search results for ${params.id ?? ''}`,
    description: `Questions, posts, users and tags on ${SITE_NAME} matching "${params.id ?? ''}".`,
    canonicalPath: canonicalPathOf(searchPage(path), params, search),
    noindex: true,
  }),
});

const home: PublicPage = {
  path: paths.home.path,
  meta: ({ origin }) => ({
    title: 'Where developers ask, answer and share',
    description: SITE_DESCRIPTION,
    canonicalPath: paths.home.getHref(),
    jsonLd: [webSite(origin)],
  }),
};

const communityTitle = 'Community';
/** The feed as a visitor sees it (no viewer: newest first). */
const feedQueries = ({ search }: PageAddress) => declared(feedQuery(null, startIn(search)));
const communityDescription = `Posts, pictures and videos shared by the ${SITE_NAME} community.`;

/**
 * The public pages, in the router's order. Pages for signed-in users (asking, editing,
 * review queues, the chatbot, account flows) stay rendered in the browser.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  home,
  staticPage(
    paths.questions.path,
    'All Questions',
    `Every question asked on ${SITE_NAME}: newest, active, unanswered and highest scored.`,
    {
      viewParams: paths.questions.params,
      queries: ({ search }) =>
        declared(questionListQuery(null, questionTabIn(search), startIn(search))),
    },
  ),
  questionPage,
  staticPage(
    paths.questionRevisions.path,
    'Edit history',
    `The edits of a question on ${SITE_NAME}.`,
    { queries: ({ params: { id = '' } }) => declared(revisionsQuery(id, null)) },
  ),
  staticPage(
    paths.answerRevisions.path,
    'Edit history',
    `The edits of an answer on ${SITE_NAME}.`,
    {
      queries: ({ params: { id = '', answerId = '' } }) => declared(revisionsQuery(id, answerId)),
    },
  ),
  tagPage,
  staticPage(paths.tags.path, 'Tags', `The topics questions on ${SITE_NAME} are filed under.`),
  staticPage(paths.users.path, 'Users', `The members of ${SITE_NAME}.`, {
    viewParams: paths.users.params,
    queries: ({ search }) => declared(usersQuery(userSortIn(search), startIn(search))),
  }),
  staticPage(paths.badges.path, 'Badges', `The badges members of ${SITE_NAME} earn.`, {
    queries: () => declared(badgesQuery()),
  }),
  staticPage(paths.badge.path, 'Badge', `Who has earned a badge on ${SITE_NAME}.`, {
    viewParams: paths.badge.params,
    queries: ({ params: { badge = '' }, search }) =>
      isBadgeId(badge) ? declared(badgeHoldersQuery(badge, startIn(search))) : [],
  }),
  profile,
  staticPage(paths.community.path, communityTitle, communityDescription, {
    viewParams: paths.community.params,
    queries: feedQueries,
  }),
  staticPage(paths.communityLower.path, communityTitle, communityDescription, {
    canonical: paths.community.path,
    viewParams: paths.communityLower.params,
    queries: feedQueries,
  }),
  postPage,
  staticPage(paths.userPosts.path, 'Posts', `A member's posts on ${SITE_NAME}.`, {
    viewParams: paths.userPosts.params,
    queries: ({ params: { id = '' }, search }) =>
      declared(userQuery(id), userPostsQuery(id, startIn(search))),
  }),
  searchPage(paths.search.path),
  searchPage(paths.searchCapital.path),
];
