import type { AppDeps } from '../app-context.js';
import { hashPassword } from '../features/auth/passwords.js';
import * as users from '../features/users/users.repository.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';

/**
 * Fills an empty database with demo content so a newcomer sees a living site
 * (SEED_DEMO=false never seeds). Each feature adds its part here.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  if ((await users.countUsers(deps.db)) > 0) return false;
  await deps.db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const demo of DEMO_USERS) {
      const passwordHash = await hashPassword(DEMO_PASSWORD, deps.config.scryptCost);
      const row = await users.insertUser(trx, { name: demo.name, email: demo.email, passwordHash });
      await users.updateProfile(trx, row.id, {
        name: demo.name,
        about: demo.about,
        tags: [...demo.tags],
      });
      ids.push(row.id);
    }
    const [admin, ada, linus, grace] = ids as [string, string, string, string];
    await users.replaceFollows(trx, ada, [linus, grace]);
    await users.replaceFollows(trx, linus, [ada]);
    await users.replaceFollows(trx, grace, [ada, linus, admin]);
  });
  return true;
}
