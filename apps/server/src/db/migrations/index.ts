import type { Migration, MigrationProvider } from 'kysely';
import { usersAndFollows } from './2026-11-21-001-users-and-follows.js';
import { questions } from './2026-11-21-002-questions.js';
import { community } from './2026-11-21-003-community.js';
import { userRoles } from './2026-11-21-004-user-roles.js';
import { search } from './2026-11-21-005-search.js';
import { verification } from './2026-11-21-006-verification.js';
import { searchPerColumn } from './2026-11-22-007-search-per-column.js';
import { counters } from './2026-11-22-008-counters.js';
import { userCount } from './2026-11-22-009-user-count.js';
import { voteFunction } from './2026-11-22-010-vote-function.js';
import { searchWords } from './2026-11-22-011-search-words.js';
import { voteRuleFromPolicy } from './2026-11-24-012-vote-rule-from-policy.js';
import { searchWordsCost } from './2026-11-24-013-search-words-cost.js';
import { acceptedAnswer } from './2026-11-24-014-accepted-answer.js';
import { answerVotes } from './2026-11-24-015-answer-votes.js';
import { questionTabs } from './2026-11-24-016-question-tabs.js';
import { bookmarks } from './2026-11-24-017-bookmarks.js';
import { questionViews } from './2026-11-24-018-question-views.js';
import { revisions } from './2026-11-24-019-revisions.js';
import { qaComments } from './2026-11-24-020-qa-comments.js';
import { reputation } from './2026-11-24-021-reputation.js';
import { editCopies } from './2026-11-24-022-edit-copies.js';
import { searchOnEdit } from './2026-11-24-023-search-on-edit.js';
import { closeAsDuplicate } from './2026-11-24-024-close-as-duplicate.js';
import { badges } from './2026-11-24-025-badges.js';
import { suggestedEdits } from './2026-11-24-026-suggested-edits.js';
import { userActivity } from './2026-11-24-027-user-activity.js';
import { answerVoteLockOrder } from './2026-11-24-028-answer-vote-lock-order.js';
import { notifications } from './2026-11-25-029-notifications.js';
import { mediaAltText } from './2026-11-25-030-media-alt-text.js';
import { reputationInCode } from './2026-11-25-031-reputation-in-code.js';
import { badgeAwardsInCode } from './2026-11-26-033-badge-awards-in-code.js';
import { badgesInCode } from './2026-11-26-032-badges-in-code.js';
import { mediaAttached } from './2026-11-26-034-media-attached.js';
import { followNotices } from './2026-11-26-035-follow-notices.js';
import { reputationDebt } from './2026-11-26-036-reputation-debt.js';
import { answerSearch } from './2026-11-27-037-answer-search.js';
import { questionTextSearch } from './2026-11-27-038-question-text-search.js';
import { searchVocabulary } from './2026-11-27-039-search-vocabulary.js';
import { exactWords } from './2026-11-28-040-exact-words.js';
import { answerWords } from './2026-11-28-041-answer-words.js';
import { questionWordCopies } from './2026-11-28-042-question-word-copies.js';
import { sqliteQuestionWords } from './2026-11-28-043-sqlite-question-words.js';
import { questionWordsOperatorsIndex } from './2026-11-28-044-question-words-operators-index.js';
import { teams } from './2026-11-29-045-teams.js';
import { teamContent } from './2026-11-29-046-team-content.js';
import { moderators } from './2026-11-29-047-moderators.js';
import { flags } from './2026-11-29-048-flags.js';
import { questionLocks } from './2026-11-29-049-question-locks.js';
import { closeVotes } from './2026-11-29-050-close-votes.js';
import type { Engine, EngineMigration } from './types.js';

/**
 * Every migration, in order. Names sort by date so Kysely's Migrator applies them in
 * sequence; a new feature adds one file and one line here.
 */
const MIGRATIONS: Record<string, EngineMigration> = {
  '2026-11-21-001-users-and-follows': usersAndFollows,
  '2026-11-21-002-questions': questions,
  '2026-11-21-003-community': community,
  '2026-11-21-004-user-roles': userRoles,
  '2026-11-21-005-search': search,
  '2026-11-21-006-verification': verification,
  '2026-11-22-007-search-per-column': searchPerColumn,
  '2026-11-22-008-counters': counters,
  '2026-11-22-009-user-count': userCount,
  '2026-11-22-010-vote-function': voteFunction,
  '2026-11-22-011-search-words': searchWords,
  '2026-11-24-012-vote-rule-from-policy': voteRuleFromPolicy,
  '2026-11-24-013-search-words-cost': searchWordsCost,
  '2026-11-24-014-accepted-answer': acceptedAnswer,
  '2026-11-24-015-answer-votes': answerVotes,
  '2026-11-24-016-question-tabs': questionTabs,
  '2026-11-24-017-bookmarks': bookmarks,
  '2026-11-24-018-question-views': questionViews,
  '2026-11-24-019-revisions': revisions,
  '2026-11-24-020-qa-comments': qaComments,
  '2026-11-24-021-reputation': reputation,
  '2026-11-24-022-edit-copies': editCopies,
  '2026-11-24-023-search-on-edit': searchOnEdit,
  '2026-11-24-024-close-as-duplicate': closeAsDuplicate,
  '2026-11-24-025-badges': badges,
  '2026-11-24-026-suggested-edits': suggestedEdits,
  '2026-11-24-027-user-activity': userActivity,
  '2026-11-24-028-answer-vote-lock-order': answerVoteLockOrder,
  '2026-11-25-029-notifications': notifications,
  '2026-11-25-030-media-alt-text': mediaAltText,
  '2026-11-25-031-reputation-in-code': reputationInCode,
  '2026-11-26-032-badges-in-code': badgesInCode,
  '2026-11-26-033-badge-awards-in-code': badgeAwardsInCode,
  '2026-11-26-034-media-attached': mediaAttached,
  '2026-11-26-035-follow-notices': followNotices,
  '2026-11-26-036-reputation-debt': reputationDebt,
  '2026-11-27-037-answer-search': answerSearch,
  '2026-11-27-038-question-text-search': questionTextSearch,
  '2026-11-27-039-search-vocabulary': searchVocabulary,
  '2026-11-28-040-exact-words': exactWords,
  '2026-11-28-041-answer-words': answerWords,
  '2026-11-28-042-question-word-copies': questionWordCopies,
  '2026-11-28-043-sqlite-question-words': sqliteQuestionWords,
  '2026-11-28-044-question-words-operators-index': questionWordsOperatorsIndex,
  '2026-11-29-045-teams': teams,
  '2026-11-29-046-team-content': teamContent,
  '2026-11-29-047-moderators': moderators,
  '2026-11-29-048-flags': flags,
  '2026-11-29-049-question-locks': questionLocks,
  '2026-11-29-050-close-votes': closeVotes,
};

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations() {
      const built: Record<string, Migration> = {};
      for (const [name, make] of Object.entries(MIGRATIONS)) built[name] = make(engine);
      return built;
    },
  };
}
