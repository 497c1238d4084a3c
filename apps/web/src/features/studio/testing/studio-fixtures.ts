import {
  studioUploadSchema,
  studioWorkRowSchema,
  studioWorkSchema,
  WORK_STATES,
  type ImageSuggestions,
  type StoredImage,
  type StudioUpload,
  type StudioWork,
  type StudioWorkRow,
  type WorkState,
} from '@vernissage/core/schemas';
import { vi } from 'vitest';

/** Studio test data, always through the core schemas so it is what the server could send. */

function variant(key: string, size: string, width: number, height: number) {
  return { webp: `/media/studio/${key}/${size}.webp`, jpeg: `/media/studio/${key}/${size}.jpg`, width, height };
}

export function storedImage(key: string): StoredImage {
  return {
    url: `/media/studio/${key}/large.webp`,
    width: 1600,
    height: 1200,
    sizes: { thumb: variant(key, 'thumb', 120, 90), card: variant(key, 'card', 640, 480), large: variant(key, 'large', 1600, 1200) },
  };
}

const SOLD_OF: Record<WorkState, 0 | 1 | 2> = { draft: 0, listed: 0, hidden: 0, on_hold: 2, sold: 1 };

export function workRow(id: number, overrides: Partial<StudioWorkRow> = {}): StudioWorkRow {
  const state = overrides.state ?? 'draft';
  return studioWorkRowSchema.parse({
    id,
    title: `Study ${id}`,
    cover: storedImage(`w${id}`),
    price: 1000 + id,
    discountedPrice: null,
    width: 24,
    height: 36,
    state,
    sold: SOLD_OF[state],
    locked: state === 'on_hold' || state === 'sold',
    missing: [],
    seller: { id: 'artist-1', name: 'Ada Lovelace' },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });
}

export function studioWork(overrides: Partial<StudioWork> = {}): StudioWork {
  const state = overrides.state ?? 'draft';
  return studioWorkSchema.parse({
    id: 7,
    title: 'Lake at dusk',
    description: '<p>Oil on linen.</p>',
    workStartDate: null,
    workEndDate: null,
    yearCreated: 2025,
    width: 24,
    height: 36,
    price: 1200,
    discountPercent: null,
    discountedPrice: null,
    colours: [],
    subjects: [],
    mediums: [],
    surfaces: [],
    formal: [],
    partOfSeries: false,
    seriesName: null,
    uniqueCopy: true,
    editionSize: null,
    isFramed: false,
    videoUrl: null,
    images: [],
    state,
    sold: SOLD_OF[state],
    seller: { id: 'artist-1', name: 'Ada Lovelace' },
    missing: [],
    locked: state === 'on_hold' || state === 'sold',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });
}

/** Counts by state of a set of rows, as the list answers them. */
export function countsOf(rows: readonly StudioWorkRow[]) {
  return Object.fromEntries(WORK_STATES.map((state) => [state, rows.filter((row) => row.state === state).length])) as Record<WorkState, number>;
}

export function upload(key: string, suggestions: ImageSuggestions = { colours: [], formal: [] }): StudioUpload {
  return studioUploadSchema.parse({ message: 'Image uploaded successfully', image: storedImage(key), suggestions });
}

/**
 * A stand-in for XMLHttpRequest (the upload's transport): each request waits until the test
 * calls `progress`, `finish` or lets the page abort it.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  /** Answers every request at once when set. */
  static autoRespond: ((request: FakeXhr) => void) | null = null;

  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: unknown = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
    const respond = FakeXhr.autoRespond;
    if (respond) queueMicrotask(() => respond(this));
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static install(autoRespond: ((request: FakeXhr) => void) | null = null) {
    FakeXhr.requests = [];
    FakeXhr.autoRespond = autoRespond;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}
