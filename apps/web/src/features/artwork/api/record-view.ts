import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Records one view of a work (spec store-artwork-click-event); the server knows who is signed in. */
export function recordView(artworkId: number): Promise<unknown> {
  return apiRequest(`/api/artworks/${artworkId}/views`, z.unknown(), { method: 'POST' });
}

/**
 * Records a view once per work shown. A failure (a refused flood, a network blip) is not the
 * person's concern: the page works the same without it.
 */
export function useRecordView(artworkId: number | null): void {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (artworkId === null || recorded.current === artworkId) return;
    recorded.current = artworkId;
    recordView(artworkId).catch(() => undefined);
  }, [artworkId]);
}
