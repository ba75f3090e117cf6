import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '@stackhive/shared';

/** Settings the web app shows (About page contact details, share link base). */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Public site settings: contact details and the public URL',
        response: { 200: siteInfoSchema },
      },
    },
    () => ({
      contactEmail: config.contact.email,
      contactPhone: config.contact.phone,
      publicUrl: config.publicUrl ?? null,
    }),
  );
}
