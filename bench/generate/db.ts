import type { openDatabase } from '../../apps/server/src/db/database.js';

/** The database the generator writes, as the server opens it. */
export type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
