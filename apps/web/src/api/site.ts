import { useQuery } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '@stackhive/shared';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * GET /api/site: the configured contact details (DECISIONS 18) and the share-link base
 * (DECISIONS 17). Shared because About and every Share button read it.
 */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return api.get('/site', { signal, schema: siteInfoSchema });
}

/** The site's info as a query: it changes only with the server's configuration. */
export const siteInfoQuery = {
  queryKey: queryKeys.site,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getSiteInfo(signal),
  staleTime: Infinity,
};

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
