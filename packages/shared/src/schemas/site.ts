import { z } from 'zod';

/** Public settings the web app reads once: About contact details and the share-link base. */
export const siteInfoSchema = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  /** PUBLIC_URL, or null to use the page's own origin (DECISIONS 17). */
  publicUrl: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
