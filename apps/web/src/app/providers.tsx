import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** The cache to use: a server render's, or the one a hydrating page was filled from. */
  queryClient?: QueryClient;
}

/** App-wide providers that live outside the router. The session lives inside it. */
export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
