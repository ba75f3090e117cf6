import type { ReactNode } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { Layout, type LayoutHandle } from '../components/Layout';
import { SessionProvider } from '../session/SessionProvider';
import { DocumentTitle } from './DocumentTitle';
import { MembersOnlyGate } from './MembersOnlyGate';
import { ErrorView, NotFoundView, PageErrorView } from './ErrorView';
import { paths } from '../config/paths';
import { questionScreens } from '../features/questions';

/** The session sits inside the router: logging in and out navigate. */
function SessionRoot() {
  return (
    <SessionProvider>
      <DocumentTitle />
      <MembersOnlyGate />
      <Outlet />
    </SessionProvider>
  );
}

const withLeftSidebar: LayoutHandle = { leftSidebar: true };
const withBothSidebars: LayoutHandle = { leftSidebar: true, rightSidebar: true };
const loading = <p>{MESSAGES.loading}</p>;

/**
 * A screen loaded on demand (route-level code splitting): the shell (session, layout,
 * navbar, sidebars and the fallback view) is in the entry chunk, every other screen in
 * a chunk of its own that the router fetches when the route matches. On a first visit the
 * page frame is drawn at once with 'Loading...' in place of the screen until its chunk is
 * in; on later navigations the current screen stays until the next one is ready.
 */
function lazyRoute(
  path: string,
  load: () => Promise<ReactNode>,
  handle?: LayoutHandle,
): RouteObject {
  return {
    path,
    caseSensitive: true,
    handle,
    lazy: async () => ({ element: await load() }),
    hydrateFallbackElement: loading,
  };
}

// Screens reached by more than one route.
const authPage = () => import('../features/auth/AuthPage');
const communityPage = () => import('../features/community/CommunityPage');
const searchPage = () => import('../features/search/SearchPage');
const teamScreens = () => import('../features/teams/screens');
const flagScreens = () => import('../features/flags/screens');

/**
 * Every route of the spec's route table; routes are case-sensitive as the table spells
 * them. Anything else falls through to the catch-all: the not-found page inside the frame,
 * as is a page whose question, user or post does not exist; other routing errors show the
 * spec's fallback view.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <ErrorView />,
    children: [
      {
        element: <Layout />,
        errorElement: <ErrorView />,
        children: [
          {
            // A page's own error shows inside the frame (the navbar and sidebars stay).
            errorElement: <PageErrorView />,
            children: [
              lazyRoute(paths.home.path, () =>
                import('../features/home/HomePage').then((m) => <m.HomePage />),
              ),
              lazyRoute(paths.auth.path, () =>
                authPage().then((m) => <m.AuthPage key="login" signup={false} />),
              ),
              lazyRoute(paths.login.path, () =>
                authPage().then((m) => <m.AuthPage key="login" signup={false} />),
              ),
              lazyRoute(paths.signup.path, () =>
                authPage().then((m) => <m.AuthPage key="signup" signup />),
              ),
              lazyRoute(
                paths.questions.path,
                () => questionScreens.questions().then((m) => <m.QuestionsPage />),
                withBothSidebars,
              ),
              lazyRoute(paths.askQuestion.path, () =>
                questionScreens.ask().then((m) => <m.AskQuestionPage />),
              ),
              lazyRoute(
                paths.question.path,
                () => questionScreens.question().then((m) => <m.QuestionDetailPage />),
                withBothSidebars,
              ),
              lazyRoute(paths.editQuestion.path, () =>
                questionScreens.edit().then((m) => <m.EditQuestionPage />),
              ),
              lazyRoute(
                paths.questionRevisions.path,
                () => questionScreens.revisions().then((m) => <m.RevisionsPage kind="question" />),
                withBothSidebars,
              ),
              lazyRoute(
                paths.answerRevisions.path,
                () => questionScreens.revisions().then((m) => <m.RevisionsPage kind="answer" />),
                withBothSidebars,
              ),
              lazyRoute(
                paths.tag.path,
                () => questionScreens.tag().then((m) => <m.TagPage />),
                withBothSidebars,
              ),
              lazyRoute(
                paths.tags.path,
                () => import('../features/tags/TagsPage').then((m) => <m.TagsPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.users.path,
                () => import('../features/users/UsersPage').then((m) => <m.UsersPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.badges.path,
                () => import('../features/badges/BadgesPage').then((m) => <m.BadgesPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.badge.path,
                () => import('../features/badges/BadgePage').then((m) => <m.BadgePage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.user.path,
                () => import('../features/users/ProfilePage').then((m) => <m.ProfilePage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.community.path,
                () => communityPage().then((m) => <m.CommunityPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.communityLower.path,
                () => communityPage().then((m) => <m.CommunityPage />),
                withLeftSidebar,
              ),
              lazyRoute(paths.newPost.path, () =>
                import('../features/community/NewPostPage').then((m) => <m.NewPostPage />),
              ),
              lazyRoute(
                paths.post.path,
                () => import('../features/community/PostPage').then((m) => <m.PostPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.userPosts.path,
                () =>
                  import('../features/community/UserPostsPage').then((m) => <m.UserPostsPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.adminReports.path,
                () =>
                  import('../features/community/ReportedPostsPage').then((m) => (
                    <m.ReportedPostsPage />
                  )),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.suggestedEdits.path,
                () => questionScreens.suggestedEdits().then((m) => <m.SuggestedEditsPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.reviewReopen.path,
                () => questionScreens.reopenQueue().then((m) => <m.ReopenQueuePage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.moderationLog.path,
                () =>
                  import('../features/moderation/ModerationLogPage').then((m) => (
                    <m.ModerationLogPage />
                  )),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.reviewFlags.path,
                () => flagScreens().then((m) => <m.FlagQueuePage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.myFlags.path,
                () => flagScreens().then((m) => <m.MyFlagsPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.search.path,
                () => searchPage().then((m) => <m.SearchPage />),
                withBothSidebars,
              ),
              lazyRoute(
                paths.searchCapital.path,
                () => searchPage().then((m) => <m.SearchPage />),
                withBothSidebars,
              ),
              lazyRoute(
                paths.searchHelp.path,
                () => import('../features/search/SearchHelpPage').then((m) => <m.SearchHelpPage />),
                withLeftSidebar,
              ),
              lazyRoute(paths.about.path, () =>
                import('../features/about/AboutPage').then((m) => <m.AboutPage />),
              ),
              lazyRoute(paths.products.path, () =>
                import('../features/products/ProductsPage').then((m) => <m.ProductsPage />),
              ),
              lazyRoute(paths.chatBot.path, () =>
                import('../features/chatbot/ChatBotPage').then((m) => <m.ChatBotPage />),
              ),
              lazyRoute(paths.verifyEmail.path, () =>
                import('../features/verification/VerifyEmailPage').then((m) => (
                  <m.VerifyEmailPage />
                )),
              ),
              lazyRoute(paths.verifyOtp.path, () =>
                import('../features/verification/VerifyOtpPage').then((m) => <m.VerifyOtpPage />),
              ),
              lazyRoute(paths.feedback.path, () =>
                import('../features/feedback/FeedbackPage').then((m) => <m.FeedbackPage />),
              ),
              lazyRoute(paths.resetVerify.path, () =>
                import('../features/password-reset/ForgotPasswordPage').then((m) => (
                  <m.ForgotPasswordPage />
                )),
              ),
              lazyRoute(paths.mailSent.path, () =>
                import('../features/password-reset/MailSentPage').then((m) => <m.MailSentPage />),
              ),
              lazyRoute(paths.resetPassword.path, () =>
                import('../features/password-reset/ResetPasswordPage').then((m) => (
                  <m.ResetPasswordPage />
                )),
              ),
              lazyRoute(paths.notifications.path, () =>
                import('../features/notifications/NotificationsPage').then((m) => (
                  <m.NotificationsPage />
                )),
              ),
              lazyRoute(paths.unsubscribe.path, () =>
                import('../features/notifications/UnsubscribePage').then((m) => (
                  <m.UnsubscribePage />
                )),
              ),
              lazyRoute(
                paths.teams.path,
                () => teamScreens().then((m) => <m.TeamsPage />),
                withLeftSidebar,
              ),
              lazyRoute(
                paths.team.path,
                () => teamScreens().then((m) => <m.TeamPage />),
                withLeftSidebar,
              ),
              lazyRoute(paths.teamJoin.path, () => teamScreens().then((m) => <m.JoinTeamPage />)),
              { path: '*', element: <NotFoundView /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
