import type { AppConfig } from './config.js';
import type { Db, Engine } from './db/database.js';
import type { TokenService } from './features/auth/tokens.js';
import type { Mailer } from './infra/mail/mailer.js';
import type { MediaStorage } from './infra/storage/index.js';

/** What every feature needs from the outside, built once in `buildApp`. */
export interface AppDeps {
  db: Db;
  engine: Engine;
  config: AppConfig;
  tokens: TokenService;
  storage: MediaStorage;
  mailer: Mailer;
  /** Milliseconds since the epoch; tests move it to expire codes and links. */
  clock: () => number;
}

/** The signed-in user of a request, as the verified token names them. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** preHandler: 401 unless the request carries a valid token of an existing user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets `request.user` from a valid token, or leaves a visitor anonymous. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set by the auth hook. */
    user: AuthUser | null;
  }
}
