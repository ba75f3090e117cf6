import type { AuthResponse, LoginBody, SignupBody } from '@stackhive/shared';
import { MESSAGES, SITE_ACCESS_MESSAGES } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { conflict, forbidden } from '../../core/errors.js';
import { createUser, getSelf, userByEmail } from '../users/users.service.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** `client` (the client's address) takes its turn at hashing among other clients. */
export async function signup(
  deps: AppDeps,
  body: SignupBody,
  client: string,
): Promise<AuthResponse> {
  const domains = deps.config.signupDomains;
  // SIGNUP_DOMAINS (issue 33): a company's own site takes its own addresses only.
  if (domains.length > 0 && !domains.includes(body.email.slice(body.email.lastIndexOf('@') + 1))) {
    throw forbidden(SITE_ACCESS_MESSAGES.signupDomain.replace('{domains}', domains.join(', ')));
  }
  if (await userByEmail(deps, body.email)) throw conflict(MESSAGES.emailTaken);
  const passwordHash = await hashPassword(body.password, deps.config.scryptCost, client);
  const row = await createUser(deps, { name: body.name, email: body.email, passwordHash }).catch(
    async (error: unknown) => {
      // Two signups with one address at once: the unique index decides.
      if (await userByEmail(deps, body.email)) throw conflict(MESSAGES.emailTaken);
      throw error;
    },
  );
  return {
    result: await getSelf(deps, row.id),
    token: deps.tokens.issue(row.id, row.tokenVersion),
  };
}

/** One hash per scrypt cost, made once, that unknown emails are checked against. */
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    dummyHashes.set(cost, (hash = hashPassword('not-a-real-password-0', cost)));
    // A hash the gate refused (busy) is not kept: the next unknown email tries again, rather
    // than every one answering 503 from then on (which would tell who has an account).
    void hash.catch(() => dummyHashes.delete(cost));
  }
  return hash;
}

/** The session, or null for a wrong email or password (the caller counts the failure). */
export async function login(
  deps: AppDeps,
  body: LoginBody,
  client: string,
): Promise<AuthResponse | null> {
  const row = await userByEmail(deps, body.email);
  // An unknown email still costs one scrypt at the same cost, so answer times do not reveal
  // who has an account.
  const valid = await verifyPassword(
    body.password,
    row?.passwordHash ?? (await dummyHash(deps.config.scryptCost)),
    client,
  );
  if (!row || !valid) return null;
  return {
    result: await getSelf(deps, row.id),
    token: deps.tokens.issue(row.id, row.tokenVersion),
  };
}
