import type {
  UsersTable,
  FollowsTable,
  OtpCodesTable,
  ResetTokensTable,
} from './schema/accounts.js';
import type {
  QuestionsTable,
  QuestionTagsTable,
  QuestionVotesTable,
  AnswersTable,
  AnswerVotesTable,
  QuestionBookmarksTable,
  QaCommentsTable,
  QuestionCountsTable,
  CloseVotesTable,
} from './schema/questions.js';
import type {
  PostBookmarksTable,
  MediaTable,
  PostsTable,
  PostMediaTable,
  PostUserTable,
  CommentsTable,
} from './schema/community.js';
import type {
  QuestionRevisionsTable,
  AnswerRevisionsTable,
  SuggestedEditsTable,
} from './schema/revisions.js';
import type {
  ReputationEventsTable,
  UserBadgesTable,
  BadgeCountsTable,
} from './schema/reputation.js';
import type { FeedbackTable, CountersTable } from './schema/site.js';
import type { NotificationsTable, NotificationCountsTable } from './schema/notifications.js';
import type {
  TeamsTable,
  TeamMembersTable,
  TeamInvitesTable,
  TeamTagsTable,
} from './schema/teams.js';
import type { FlagsTable, ModerationLogTable } from './schema/moderation.js';

// The tables' types live by area in schema/*.ts; this module gathers them, so importers
// keep one path (db/schema.js) whichever area a table belongs to.
export type * from './schema/columns.js';
export type * from './schema/accounts.js';
export type * from './schema/reputation.js';
export type * from './schema/questions.js';
export type * from './schema/revisions.js';
export type * from './schema/community.js';
export type * from './schema/notifications.js';
export type * from './schema/site.js';
export type * from './schema/teams.js';
export type * from './schema/moderation.js';

/** Every table, as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  users: UsersTable;
  follows: FollowsTable;
  questions: QuestionsTable;
  questionTags: QuestionTagsTable;
  questionVotes: QuestionVotesTable;
  answers: AnswersTable;
  answerVotes: AnswerVotesTable;
  questionBookmarks: QuestionBookmarksTable;
  postBookmarks: PostBookmarksTable;
  questionRevisions: QuestionRevisionsTable;
  reputationEvents: ReputationEventsTable;
  userBadges: UserBadgesTable;
  badgeCounts: BadgeCountsTable;
  answerRevisions: AnswerRevisionsTable;
  suggestedEdits: SuggestedEditsTable;
  qaComments: QaCommentsTable;
  questionCounts: QuestionCountsTable;
  media: MediaTable;
  posts: PostsTable;
  postMedia: PostMediaTable;
  postLikes: PostUserTable;
  postReports: PostUserTable;
  comments: CommentsTable;
  otpCodes: OtpCodesTable;
  resetTokens: ResetTokensTable;
  feedback: FeedbackTable;
  counters: CountersTable;
  notifications: NotificationsTable;
  notificationCounts: NotificationCountsTable;
  teams: TeamsTable;
  teamMembers: TeamMembersTable;
  teamInvites: TeamInvitesTable;
  teamTags: TeamTagsTable;
  moderationLog: ModerationLogTable;
  flags: FlagsTable;
  closeVotes: CloseVotesTable;
}
