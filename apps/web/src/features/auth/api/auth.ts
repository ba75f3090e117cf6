import { useMutation } from '@tanstack/react-query';
import {
  authResponseSchema,
  type AuthResponse,
  type LoginBody,
  type SignupBody,
} from '@stackhive/shared';
import { api } from '../../../api/client';

/** POST /api/user/login → {result, token}, stored as the session (spec 7). */
export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post('/user/login', body, { schema: authResponseSchema });
}

/** POST /api/user/signup → {result, token}. */
export function signup(body: SignupBody): Promise<AuthResponse> {
  return api.post('/user/signup', body, { schema: authResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** A failed signup alerts the server's message like a failed login (DECISIONS 22). */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
