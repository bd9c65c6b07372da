import { useCallback, useEffect, useRef, useState } from 'react';
import { compressPhoto } from './compress';

type PhotoStatus = 'waiting' | 'compressing' | 'ready' | 'failed' | 'cancelled';

export interface Photo {
  id: number;
  preview: string;
  percent: number;
  status: PhotoStatus;
  compressed?: File;
}

/**
 * Photos picked for recognition, compressed on the phone one after another (a cheap phone holds one 12 MP
 * decode at a time), each with its progress and its own cancel.
 */
export function usePhotoBatch() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const queue = useRef(Promise.resolve());
  const nextId = useRef(1);

  const update = useCallback((id: number, change: Partial<Photo>) => {
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const id = nextId.current++;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setPhotos((current) => [...current, { id, preview: URL.createObjectURL(file), percent: 0, status: 'waiting' }]);
        queue.current = queue.current.then(async () => {
          if (controller.signal.aborted) return;
          update(id, { status: 'compressing' });
          try {
            const compressed = await compressPhoto(file, { signal: controller.signal, onProgress: (percent) => update(id, { percent }) });
            update(id, { status: 'ready', percent: 100, compressed });
          } catch {
            update(id, { status: controller.signal.aborted ? 'cancelled' : 'failed' });
          } finally {
            controllers.current.delete(id);
          }
        });
      }
    },
    [update],
  );

  const cancel = useCallback(
    (id: number) => {
      controllers.current.get(id)?.abort();
      update(id, { status: 'cancelled' });
    },
    [update],
  );

  const remove = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    setPhotos((current) => {
      const photo = current.find((p) => p.id === id);
      if (photo) URL.revokeObjectURL(photo.preview);
      return current.filter((p) => p.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    setPhotos((current) => {
      for (const photo of current) URL.revokeObjectURL(photo.preview);
      return [];
    });
  }, []);

  // Work in flight stops and previews (object URLs) are released when the dialog goes away.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const photo of latest.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  return { photos, add, cancel, remove, clear };
}
