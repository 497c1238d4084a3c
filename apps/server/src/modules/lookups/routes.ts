import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHICAGO_AREA_CITIES,
  COLOURS,
  FORMAL_CATEGORIES,
  HEARD_ABOUT_US_OPTIONS,
  MEDIA_AND_MATERIALS,
  MEDIUMS,
  SUBJECTS,
  SURFACES,
} from '@vernissage/core/lookups';
import { lookupsSchema, type Lookups } from '@vernissage/core/schemas';

const LOOKUPS: Lookups = {
  colours: [...COLOURS],
  subjects: [...SUBJECTS],
  mediums: [...MEDIUMS],
  surfaces: [...SURFACES],
  mediaAndMaterials: [...MEDIA_AND_MATERIALS],
  formalCategories: FORMAL_CATEGORIES.map(({ id, name, poles }) => ({ id, name, poles: [poles[0], poles[1]] })),
  cities: [...CHICAGO_AREA_CITIES],
  heardAboutUs: [...HEARD_ABOUT_US_OPTIONS],
};

export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lookups',
    { schema: { tags: ['lookups'], summary: 'Every code list: colours, subjects, materials, formal categories, cities', response: { 200: lookupsSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(LOOKUPS),
  );
};
