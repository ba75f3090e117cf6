import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { Layout, type LayoutHandle } from '../components/Layout';
import { AboutPage } from '../features/about/AboutPage';
import { AuthPage } from '../features/auth/AuthPage';
import { ChatBotPage } from '../features/chatbot/ChatBotPage';
import { CommunityPage } from '../features/community/CommunityPage';
import { NewPostPage } from '../features/community/NewPostPage';
import { PostPage } from '../features/community/PostPage';
import { ReportedPostsPage } from '../features/community/ReportedPostsPage';
import { UserPostsPage } from '../features/community/UserPostsPage';
import { FeedbackPage } from '../features/feedback/FeedbackPage';
import { HomePage } from '../features/home/HomePage';
import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { MailSentPage } from '../features/password-reset/MailSentPage';
import { ResetPasswordPage } from '../features/password-reset/ResetPasswordPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { SearchPage } from '../features/search/SearchPage';
import { AskQuestionPage } from '../features/questions/AskQuestionPage';
import { QuestionDetailPage } from '../features/questions/QuestionDetailPage';
import { QuestionsPage } from '../features/questions/QuestionsPage';
import { TagPage } from '../features/questions/TagPage';
import { TagsPage } from '../features/tags/TagsPage';
import { ProfilePage } from '../features/users/ProfilePage';
import { UsersPage } from '../features/users/UsersPage';
import { VerifyEmailPage } from '../features/verification/VerifyEmailPage';
import { VerifyOtpPage } from '../features/verification/VerifyOtpPage';
import { SessionProvider } from '../session/SessionProvider';
import { ErrorView } from './ErrorView';
import { paths } from '../config/paths';

/** The session sits inside the router: logging in and out navigate. */
function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

const withLeftSidebar: LayoutHandle = { leftSidebar: true };
const withBothSidebars: LayoutHandle = { leftSidebar: true, rightSidebar: true };

/**
 * Every route of the spec's route table; routes are case-sensitive as the table spells
 * them. Anything else falls through to the catch-all, which shows the fallback view with
 * 'Not Found' inside the normal page frame.
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
          { path: paths.home.path, element: <HomePage />, caseSensitive: true },
          {
            path: paths.auth.path,
            element: <AuthPage key="login" signup={false} />,
            caseSensitive: true,
          },
          {
            path: paths.login.path,
            element: <AuthPage key="login" signup={false} />,
            caseSensitive: true,
          },
          {
            path: paths.signup.path,
            element: <AuthPage key="signup" signup />,
            caseSensitive: true,
          },
          {
            path: paths.questions.path,
            element: <QuestionsPage />,
            caseSensitive: true,
            handle: withBothSidebars,
          },
          { path: paths.askQuestion.path, element: <AskQuestionPage />, caseSensitive: true },
          {
            path: paths.question.path,
            element: <QuestionDetailPage />,
            caseSensitive: true,
            handle: withBothSidebars,
          },
          {
            path: paths.tag.path,
            element: <TagPage />,
            caseSensitive: true,
            handle: withBothSidebars,
          },
          {
            path: paths.tags.path,
            element: <TagsPage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          {
            path: paths.users.path,
            element: <UsersPage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          {
            path: paths.user.path,
            element: <ProfilePage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          {
            path: paths.community.path,
            element: <CommunityPage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          {
            path: paths.communityLower.path,
            element: <CommunityPage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          { path: paths.newPost.path, element: <NewPostPage />, caseSensitive: true },
          {
            path: paths.post.path,
            element: <PostPage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          {
            path: paths.userPosts.path,
            element: <UserPostsPage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          {
            path: paths.adminReports.path,
            element: <ReportedPostsPage />,
            caseSensitive: true,
            handle: withLeftSidebar,
          },
          {
            path: paths.search.path,
            element: <SearchPage />,
            caseSensitive: true,
            handle: withBothSidebars,
          },
          {
            path: paths.searchCapital.path,
            element: <SearchPage />,
            caseSensitive: true,
            handle: withBothSidebars,
          },
          { path: paths.about.path, element: <AboutPage />, caseSensitive: true },
          { path: paths.products.path, element: <ProductsPage />, caseSensitive: true },
          { path: paths.chatBot.path, element: <ChatBotPage />, caseSensitive: true },
          { path: paths.verifyEmail.path, element: <VerifyEmailPage />, caseSensitive: true },
          { path: paths.verifyOtp.path, element: <VerifyOtpPage />, caseSensitive: true },
          { path: paths.feedback.path, element: <FeedbackPage />, caseSensitive: true },
          { path: paths.resetVerify.path, element: <ForgotPasswordPage />, caseSensitive: true },
          { path: paths.mailSent.path, element: <MailSentPage />, caseSensitive: true },
          {
            path: paths.resetPassword.path,
            element: <ResetPasswordPage />,
            caseSensitive: true,
          },
          { path: '*', element: <ErrorView /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
