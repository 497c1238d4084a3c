import { z } from 'zod';
import { storedImageSchema } from './images.ts';

export const snippetSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  /** HTML, sanitised when stored. */
  content: z.string(),
  image1: z.string().nullable(),
  image2: z.string().nullable(),
  /** '1' or '0'; the Notification snippet shows the maintenance alert while it is '1'. */
  status: z.enum(['1', '0']),
  updatedAt: z.string(),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const snippetParamsSchema = z.object({ name: z.string().min(1).max(60) });

export const seoPageSchema = z.object({
  id: z.number().int(),
  pageName: z.string(),
  pageUrl: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaRobot: z.string(),
});
export type SeoPage = z.infer<typeof seoPageSchema>;

export const seoQuerySchema = z.object({ path: z.string().min(1).max(300) });

export const homeSlideSchema = z.object({
  artworkId: z.number().int(),
  title: z.string(),
  artistName: z.string(),
  image: storedImageSchema,
  path: z.string(),
});
export type HomeSlide = z.infer<typeof homeSlideSchema>;
export const homeSliderSchema = z.object({ slides: z.array(homeSlideSchema) });
export type HomeSlider = z.infer<typeof homeSliderSchema>;
