/**
 * `npm run repair:reputation [-- --dry-run]`: checks every user's reputation against the
 * votes, accepts and events that earned it, on the database the server would open
 * (DATABASE_URL, or DATA_DIR's SQLite file), reports each difference and fixes it.
 * Exit code 0 when nothing was wrong or everything was fixed; 1 when a dry run found
 * differences; 2 on error.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { repairReputation, type RepairReport } from './repair.js';

function describe(report: RepairReport): string {
  const verb = report.fixed ? 'fixed' : 'found';
  const lines = [
    `Checked ${report.usersChecked.toLocaleString('en')} users.`,
    `Votes or accepts without their event: ${report.missingEvents} (${verb}).`,
    `Events whose vote or accept is gone: ${report.orphanEvents} (${verb}).`,
    `Reputations not 1 + the sum of their events: ${report.wrongReputations} (${verb}).`,
    `Badges due and not awarded: ${report.missingBadges} (${verb}).`,
    `Badge counts that disagree with the awards: ${report.wrongBadgeCounts} (${verb}).`,
  ];
  for (const finding of report.samples) {
    const who = finding.userId ? `, user ${finding.userId}` : '';
    lines.push(`  ${finding.problem}${who}: ${finding.detail}`);
  }
  const total =
    report.missingEvents +
    report.orphanEvents +
    report.wrongReputations +
    report.missingBadges +
    report.wrongBadgeCounts;
  if (total > report.samples.length) lines.push(`  … and ${total - report.samples.length} more`);
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    const started = Date.now();
    const report = await repairReputation(handle.db, handle.engine, { dryRun: values['dry-run'] });
    process.stdout.write(`${describe(report)}\n`);
    process.stdout.write(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s on ${handle.engine}.\n`,
    );
    const differences =
      report.missingEvents +
      report.orphanEvents +
      report.wrongReputations +
      report.missingBadges +
      report.wrongBadgeCounts;
    return !report.fixed && differences > 0 ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
