import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client';

/**
 * One QueryClient per app (and per test). A 4xx answer will not change on retry, so
 * only network and server failures are retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
