/**
 * What other features use of reputation: the ledger changes their writes call in their own
 * transactions (votes, accepts, deleted posts), and the repair, which also recounts badges.
 */
export {
  readAccept,
  reputationOfAccept,
  type AcceptRead,
  reputationOfDeletedPosts,
  reputationOfSpam,
  reputationOfVote,
  previousVote,
  readVote,
  type VoteRead,
  type VotedTarget,
} from './ledger.js';
export { repairReputation, type RepairReport } from './repair.js';
