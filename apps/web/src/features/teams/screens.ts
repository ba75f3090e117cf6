/**
 * The team screens (issue 33) in one chunk: /teams, a team's page and an invitation's landing
 * page are small and lead to one another, and one chunk is one route-table entry's worth of
 * import lines in the entry (scripts/bundle-budget.mjs).
 */
export { TeamsPage } from './TeamsPage';
export { TeamPage } from './TeamPage';
export { JoinTeamPage } from './JoinTeamPage';
