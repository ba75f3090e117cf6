// What other features use of moderation (issue 34). Its routes are mounted by app.ts.
export { logAction, type LogEntry } from './audit-log.repository.js';
export { isModeratorOrAdmin, type ModeratedDelete } from './moderation.policy.js';
export {
  declineWaiting,
  insertFlag,
  onAnswer,
  onComment,
  onPost,
  onQuestions,
  retireFlags,
} from './flags.repository.js';
export { assertSandboxBody, inSandbox } from './sandbox.policy.js';
