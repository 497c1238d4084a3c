import {
  homeSliderSchema,
  siteConfigSchema,
  snippetSchema,
  type HomeSlide,
  type SessionUser,
  type SiteConfig,
  type Snippet,
} from '@vernissage/core/schemas';
import type { z } from 'zod';

/** Test data, always passed through the core schemas so it is what the server could send. */

export const siteConfig: SiteConfig = siteConfigSchema.parse({
  product: 'Vernissage',
  supportEmail: 'hello@vernissage.test',
  supportPhone: '+1 (312) 555-0142',
  consultationUrl: 'https://booking.example/consult',
  shareHost: 'https://vernissage.test',
});

export function snippet(name: string, content: string, overrides: Partial<Snippet> = {}): Snippet {
  return snippetSchema.parse({
    name,
    title: null,
    content,
    image1: null,
    image2: null,
    status: '1',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    role: 'collector',
    logo: null,
    tasteTestStatus: 0,
    inviteCount: 3,
    ...overrides,
  };
}

function variant(id: number, size: string, width: number, height: number) {
  return { webp: `/media/artworks/${id}/${size}.webp`, jpeg: `/media/artworks/${id}/${size}.jpg`, width, height };
}

export function slide(id: number): HomeSlide {
  return {
    artworkId: id,
    title: `Study ${id}`,
    artistName: `Artist ${id}`,
    path: `/artwork-for-sale/Study-${id}`,
    image: {
      url: `/media/artworks/${id}/large.webp`,
      width: 1600,
      height: 1200,
      sizes: { thumb: variant(id, 'thumb', 120, 90), small: variant(id, 'small', 400, 300), card: variant(id, 'card', 640, 480), medium: variant(id, 'medium', 1024, 768), large: variant(id, 'large', 1600, 1200) },
    },
  };
}

export function slider(count: number): z.infer<typeof homeSliderSchema> {
  return homeSliderSchema.parse({ slides: Array.from({ length: count }, (_, i) => slide(i + 1)) });
}
