import type { SelfUser } from '@stackhive/shared';
import { api } from '../api/client';
import { toSelfUser } from './storage';

/**
 * GET /api/user/me: the signed-in user's own record, fresh from the server. An answer that is
 * not a user record fails the query, as a contract drift should (see toSelfUser).
 */
export async function fetchMe(signal?: AbortSignal): Promise<SelfUser> {
  const user = toSelfUser(await api.get<unknown>('/user/me', { signal }));
  if (!user) throw new Error('GET /api/user/me did not answer a user record.');
  return user;
}
