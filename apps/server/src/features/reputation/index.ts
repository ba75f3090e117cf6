/** What other features may use of reputation: the repair, which also recounts badges. */
export { repairReputation, type RepairReport } from './repair.js';
