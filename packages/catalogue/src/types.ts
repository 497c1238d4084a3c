import type { SnippetName } from '@vernissage/core/constants';

/** The drawing styles of the demo catalogue; each draws differently and so carries different attributes. */
export type DemoStyle =
  | 'geometric'
  | 'stripes'
  | 'pattern'
  | 'colour-field'
  | 'landscape'
  | 'still-life'
  | 'figure'
  | 'cityscape';

export interface DemoPerson {
  /** Stable key, unique in the catalogue (e.g. 'artist-07'); the loader maps it to a user id. */
  key: string;
  role: 'artist' | 'merchant';
  name: string;
  email: string;
  phone: string;
  city: string;
  /** HTML. */
  bio: string;
  exhibitionHistory: string;
  educationHistory: string;
  /** A square SVG logo (monogram) the loader renders into image sizes. */
  logoSvg: string;
  /** Up to this many invites (spec invite_count). */
  inviteCount: number;
}

export interface DemoArtwork {
  /** Stable key, unique in the catalogue (e.g. 'work-0001'). */
  key: string;
  artistKey: string;
  style: DemoStyle;
  title: string;
  /** HTML. */
  description: string;
  yearCreated: number;
  workStartDate: string | null;
  workEndDate: string | null;
  /** Inches. */
  width: number;
  height: number;
  /** US dollars, 200 to 25,000. */
  price: number;
  /** 0–100 or null. */
  discountPercent: number | null;
  sold: 0 | 1 | 2;
  isFramed: boolean;
  partOfSeries: boolean;
  seriesName: string | null;
  uniqueCopy: boolean;
  editionSize: number | null;
  videoUrl: string | null;
  /** Colour ids 1–18 (core COLOURS), drawn from the palette actually used. */
  colours: number[];
  /** Subject ids 1–80 (core SUBJECTS). */
  subjects: number[];
  /** Medium codes 1–27 (core MEDIUMS). */
  mediums: number[];
  /** Surface codes 14–33 (core SURFACES). */
  surfaces: number[];
  /** Formal category id (1–14) → position in [0, 1]; an axis may be absent (unset). */
  formal: Record<number, number>;
  /** The drawing, a complete SVG document whose viewBox has the work's aspect ratio. */
  svg: string;
  /** Days before the catalogue's reference date that the work was listed (newer works rank first on ties). */
  listedDaysAgo: number;
}

export interface DemoSnippet {
  name: SnippetName;
  title: string | null;
  /** HTML. */
  content: string;
  status: '1' | '0';
}

export interface DemoSeo {
  pageName: string;
  pageUrl: string;
  metaTitle: string;
  metaDescription: string;
  metaRobot: string;
}

export interface DemoArticle {
  kind: 'education' | 'blog' | 'exhibition' | 'news';
  title: string;
  /** URL slug, unique per kind. */
  url: string;
  /** HTML. */
  description: string;
  dateRange: string;
  authorName: string;
  /** News only: 1 approved, 2 external link. */
  isApproved?: 0 | 1 | 2;
  externalUrl?: string | null;
  /** News that is an event: the day it happens, in days after the catalogue's reference day. */
  eventDaysAhead?: number;
  metaTitle?: string | null;
  metaDescription?: string | null;
  /** A cover drawing (SVG document), rendered by the loader. */
  coverSvg: string;
  publishedDaysAgo: number;
}

export interface DemoCatalogue {
  seed: number;
  people: DemoPerson[];
  artworks: DemoArtwork[];
  /**
   * The taste quiz's pool (QUIZ_MAX works), in the admin's order, as artwork keys: its first
   * QUIZ_SIZE are the curated set the first 20 always were, so its first QUIZ_OPENERS open every quiz.
   */
  quiz: string[];
  /** Works for the home marquee, as artwork keys. */
  homeSlider: string[];
  snippets: DemoSnippet[];
  seo: DemoSeo[];
  articles: DemoArticle[];
}
