import { z } from 'zod';

const optionSchema = z.object({ id: z.number().int(), label: z.string() });

export const lookupsSchema = z.object({
  colours: z.array(optionSchema.extend({ hex: z.string() })),
  subjects: z.array(optionSchema),
  mediums: z.array(optionSchema),
  surfaces: z.array(optionSchema),
  mediaAndMaterials: z.array(optionSchema),
  formalCategories: z.array(z.object({ id: z.number().int(), name: z.string(), poles: z.tuple([z.string(), z.string()]) })),
  cities: z.array(z.string()),
  heardAboutUs: z.array(z.string()),
});
export type Lookups = z.infer<typeof lookupsSchema>;
