import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client';
import { reportMutationError } from '../api/mutation-errors';

/**
 * One QueryClient per app (and per test). A 4xx answer will not change on retry, so
 * only network and server failures are retried. Every failed mutation is reported in one
 * place (reportMutationError): the screens only say what happens on success.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
