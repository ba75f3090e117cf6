import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOUR, MINUTE, clientAddress, tooManyRequests } from '../../plugins/rate-limit.js';

/**
 * Failed sign-ins that close the door (issue 30). Failures, not attempts, are counted, so
 * the owner's right password never counts against them:
 * - per account and address: a guesser closes that account to their own address only. Each
 *   try counts as it starts and a success clears the count, so tries sent at once (each
 *   waits its turn for a hash) cannot all pass before their failures are known;
 * - per account from everywhere: many addresses guessing together close the account to
 *   addresses it has never signed in from, for the rest of the hour (the owner's known
 *   addresses stay open).
 */
export const LOGIN_FAILURES = {
  perAccountAndAddress: 10,
  window: 15 * MINUTE,
  perAccount: 100,
  accountWindow: HOUR,
  /** How long an address where the account signed in stays known. */
  knownFor: 30 * 24 * HOUR,
};

export interface LoginGuard {
  /** 429 if this address may not try this account now. */
  admit(reply: FastifyReply): Promise<void>;
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/** The counters of `email`'s sign-ins: from the request's address, from everywhere, known here. */
function countersOf(request: FastifyRequest, email: string) {
  const address = clientAddress(request);
  return {
    here: `login-failed:${email}:${address}`,
    everywhere: `login-failed:${email}`,
    known: `login-known:${email}:${address}`,
  };
}

export function loginGuard(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): LoginGuard {
  const { attempts } = app;
  const { here, everywhere, known } = countersOf(request, email);
  return {
    async admit(reply) {
      const triedHere = await attempts.add(here, LOGIN_FAILURES.window);
      if (triedHere > LOGIN_FAILURES.perAccountAndAddress)
        throw tooManyRequests(reply, (await attempts.get(here)).resetInMs);
      const failedEverywhere = await attempts.get(everywhere);
      if (
        failedEverywhere.count >= LOGIN_FAILURES.perAccount &&
        (await attempts.get(known)).count === 0
      )
        throw tooManyRequests(reply, failedEverywhere.resetInMs);
    },
    async failed() {
      await attempts.add(everywhere, LOGIN_FAILURES.accountWindow);
    },
    async succeeded() {
      await attempts.clear(here);
      await attempts.add(known, LOGIN_FAILURES.knownFor);
    },
  };
}

/**
 * After a password reset from the request's address: whoever set the new password read the
 * account's mail, so the failures counted against the old password are forgiven and the
 * address is known. A guessing campaign that closed the account to new addresses does not
 * keep its owner out on the device they reset from; guesses at the new password count anew.
 */
export async function reopenSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const { here, everywhere, known } = countersOf(request, email);
  await app.attempts.clear(everywhere);
  await app.attempts.clear(here);
  await app.attempts.add(known, LOGIN_FAILURES.knownFor);
}
