import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { VARIANT_FILES } from '../../lib/images.ts';
import { MEDIA_MAX_AGE_SECONDS } from '../../lib/storage.ts';
import type { DemoImageRenderer } from './images.ts';

const paramsSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,80}$/),
  file: z.enum(VARIANT_FILES as [string, ...string[]]),
});

const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * /media/demo/{drawing}/{size}: the stored file, rendered first when the background pass has not
 * reached it yet. More specific than the static /media/* route, so it answers every demo image.
 */
export function demoMediaRoute(app: FastifyInstance, renderer: DemoImageRenderer): void {
  app.withTypeProvider<ZodTypeProvider>().get('/media/demo/:key/:file', { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const { key, file } = request.params;
    const data = await renderer.file(key, file);
    if (!data) throw notFound('No such image');
    const extension = file.endsWith('.webp') ? 'webp' : 'jpg';
    return reply.header('cache-control', `public, max-age=${MEDIA_MAX_AGE_SECONDS}`).type(TYPES[extension]).send(data);
  });
}
