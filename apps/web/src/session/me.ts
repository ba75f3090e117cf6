import { selfUserSchema, type SelfUser } from '@stackhive/shared';
import { api } from '../api/client';

/** GET /api/user/me: the signed-in user's own record, fresh from the server. */
export function fetchMe(signal?: AbortSignal): Promise<SelfUser> {
  return api.get('/user/me', { signal, schema: selfUserSchema });
}
