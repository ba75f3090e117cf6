import type { AppConfig } from '../config.js';
import type { Db, Engine } from '../db/database.js';
import type { LiveHub } from '../infra/live-hub.js';
import type { Mailer } from '../infra/mail/mailer.js';
import type { MediaStorage } from '../infra/storage/index.js';
import type { TokenService } from './tokens.js';

/** What every feature needs from the outside, built once in `buildApp`. */
export interface AppDeps {
  db: Db;
  engine: Engine;
  config: AppConfig;
  tokens: TokenService;
  storage: MediaStorage;
  mailer: Mailer;
  /** Live updates to open event streams, in this process and (Redis) every other. */
  live: LiveHub;
  /** Milliseconds since the epoch; tests move it to expire codes and links. */
  clock: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
