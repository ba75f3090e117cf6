import { useQuery } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/site: the configured contact details (DECISIONS 18). */
export function getSite(signal?: AbortSignal): Promise<SiteInfo> {
  return api.get('/site', { signal, schema: siteInfoSchema });
}

export function useSite() {
  return useQuery({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => getSite(signal),
    staleTime: Infinity,
  });
}
