import type { StudioUpload } from '@vernissage/core/schemas';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadWorkImage } from '../api/upload-work-image.ts';

export interface PendingUpload {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  /** Set when the upload failed; the item stays so the seller sees why. */
  error: string | null;
}

let nextKey = 0;

/**
 * Several uploads at once, each with its progress and its own cancel. A finished upload leaves
 * the list and is handed to `onDone`; a failed one stays with the server's reason until dismissed.
 */
export function useImageUploads(onDone: (upload: StudioUpload) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  // Leaving the page cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: string, change: Partial<PendingUpload> | null) =>
    setPending((list) => (change ? list.map((item) => (item.key === key ? { ...item, ...change } : item)) : list.filter((item) => item.key !== key)));

  const start = (file: File) => {
    nextKey += 1;
    const key = `upload-${nextKey}`;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setPending((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
    uploadWorkImage(file, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
      .then((upload) => {
        patch(key, null);
        onDoneRef.current(upload);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') patch(key, null);
        else patch(key, { error: errorMessage(error) });
      })
      .finally(() => controllers.current.delete(key));
  };

  /** Cancels a running upload (xhr.abort()), or dismisses a failed one. */
  const cancel = (key: string) => {
    const controller = controllers.current.get(key);
    if (controller) controller.abort();
    else patch(key, null);
  };

  return { pending, start, cancel, running: pending.filter((item) => item.error === null).length };
}
