import { artworkDetailSchema, artworkListSchema, profileSchema, type ArtworkDetail, type Profile, type StoredImage } from '@vernissage/core/schemas';

/** Artwork test data, passed through the core schemas so it is what the server could send. */

export function storedImage(id: number, n = 1): StoredImage {
  const variant = (size: string, width: number, height: number) => ({
    webp: `/media/artworks/${id}/${n}/${size}.webp`,
    jpeg: `/media/artworks/${id}/${n}/${size}.jpg`,
    width,
    height,
  });
  return {
    url: `/media/artworks/${id}/${n}/large.webp`,
    width: 1600,
    height: 1200,
    sizes: { thumb: variant('thumb', 120, 90), card: variant('card', 640, 480), large: variant('large', 1600, 1200) },
  };
}

export function artworkDetail(overrides: Partial<ArtworkDetail> = {}): ArtworkDetail {
  const artist = { id: 'artist-1', name: 'Mara Lindqvist', logo: null };
  return artworkDetailSchema.parse({
    id: 7,
    title: 'Blue Hour, No. 3',
    description: '<p>Layers of blue over a warm ground.</p>',
    artist,
    artistProfile: {
      ...artist,
      publicId: 12,
      bio: '<p>Mara paints the lake at dusk.</p>',
      exhibitionHistory: '<ul><li>2022 Hyde Park Art Center</li></ul>',
      educationHistory: '<ul><li>MFA, School of the Art Institute of Chicago</li></ul>',
    },
    yearCreated: 2021,
    workStartDate: null,
    workEndDate: null,
    width: 24,
    height: 36,
    price: 4500,
    discountPercent: null,
    discountedPrice: null,
    sold: 0,
    status: '1',
    isFramed: true,
    partOfSeries: false,
    seriesName: null,
    uniqueCopy: true,
    editionSize: null,
    videoUrl: null,
    images: [storedImage(7)],
    colours: [1],
    subjects: [1],
    mediums: [1, 2],
    surfaces: [14],
    formal: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function artistWorks(count: number) {
  return artworkListSchema.parse({
    total: count,
    items: Array.from({ length: count }, (_, i) => {
      const { artistProfile: _profile, ...work } = artworkDetail({ id: 100 + i, title: `Study ${i + 1}`, images: [storedImage(100 + i)] });
      return work;
    }),
  });
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    role: 'collector',
    phone: '+1 312 555 0100',
    city: 'Chicago',
    address: null,
    country: 'usa',
    bio: null,
    exhibitionHistory: null,
    educationHistory: null,
    logo: null,
    hasPassword: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}
