import { useEffect, useRef } from 'react';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { useAfterFirstView } from '../../../lib/use-after-first-view.ts';

/**
 * Records one view of a work (spec store-artwork-click-event); the server knows who is signed in
 * and answers 204 with nothing, checked without zod since the artwork page loads none.
 */
export function recordView(artworkId: number): Promise<undefined> {
  return apiRequest(`/api/artworks/${artworkId}/views`, typed<undefined>('empty'), { method: 'POST' });
}

/**
 * Records a view once per work shown. A failure (a refused flood, a network blip) is not the
 * person's concern: the page works the same without it. Sent once the page has drawn.
 */
export function useRecordView(artworkId: number | null): void {
  const recorded = useRef<number | null>(null);
  const drawn = useAfterFirstView();
  useEffect(() => {
    if (!drawn || artworkId === null || recorded.current === artworkId) return;
    recorded.current = artworkId;
    recordView(artworkId).catch(() => undefined);
  }, [artworkId, drawn]);
}
