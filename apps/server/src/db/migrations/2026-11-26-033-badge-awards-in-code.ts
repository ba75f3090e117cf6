import { sql } from 'kysely';
import { install as installRule, rules } from './2026-11-24-025-badges.js';
import {
  install as installNotificationTrigger,
  triggers as notificationTriggers,
} from './2026-11-25-029-notifications.js';
import { dropTrigger } from './2026-11-26-032-badges-in-code.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 29, the last badge rules out of SQL. Editor is awarded by the edit that earns it
 * (features/questions/revisions/apply-edit.ts, through badges.policy.ts), and each award
 * tells its holder from the code that makes it (features/badges/badges.awards.ts), so
 * migration 025's Editor triggers on the revision tables and migration 029's triggers that
 * wrote (and took back) an award's notification go. What stays in the database is counting:
 * users' badge columns and badge_counts (025), the notification counts (029).
 */
const EDITOR_RULES = ['question_revisions_badges', 'answer_revisions_badges'];
const NOTIFICATION_TRIGGERS = ['user_badges_notify', 'user_badges_unnotify'];

export const badgeAwardsInCode: EngineMigration = (engine) => {
  const editorRules = () => rules(engine).filter((rule) => EDITOR_RULES.includes(rule.name));
  const notifying = () =>
    notificationTriggers(engine).filter((trigger) => NOTIFICATION_TRIGGERS.includes(trigger.name));
  return {
    async up(db: MigrationDb) {
      for (const { name, table } of [...editorRules(), ...notifying()]) {
        for (const statement of dropTrigger(engine, name, table))
          await sql.raw(statement).execute(db);
      }
    },
    async down(db: MigrationDb) {
      for (const rule of editorRules()) {
        for (const statement of installRule(engine, rule)) await sql.raw(statement).execute(db);
      }
      for (const trigger of notifying()) await installNotificationTrigger(db, engine, trigger);
    },
  };
};
