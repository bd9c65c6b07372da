import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { drafts } from './drafts';

const SAVE_DELAY_MS = 300;

/**
 * The stored draft of `key`, read once: undefined while reading, null when there is none or it is not `usable`
 * (an older shape, or nothing typed). A form waits for it before it draws, so nothing typed meanwhile is overwritten.
 */
function useStoredDraft<T>(key: string, usable: (stored: T) => boolean): T | null | undefined {
  const [draft, setDraft] = useState<T | null | undefined>(undefined);
  const accepts = useRef(usable);
  accepts.current = usable;
  useEffect(() => {
    let live = true;
    setDraft(undefined);
    drafts.load<T>(key).then(
      (stored) => live && setDraft(stored !== undefined && accepts.current(stored) ? stored : null),
      () => live && setDraft(null),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return draft;
}

/**
 * A form's stored draft with a way to start again: `initial` is undefined while reading, then the draft or null
 * (none, or cleared); the form remounts on `generation`, which `clear` moves on after removing the draft.
 */
export function useKeptDraft<T>(key: string, usable: (stored: T) => boolean) {
  const stored = useStoredDraft(key, usable);
  const [generation, setGeneration] = useState(0);
  const clear = useCallback(() => {
    void discardDraft(key);
    setGeneration((value) => value + 1);
  }, [key]);
  const initial = generation === 0 || stored === undefined ? stored : null;
  return { initial, generation, clear };
}

export interface DraftAutosave<T> {
  /** Saves now: the current state, or the given one (e.g. with a submit attempt not yet rendered). */
  flush: (draft?: T) => Promise<void>;
  /** The form is sent: stop saving and remove the draft, so no late save brings it back. */
  discard: () => Promise<void>;
}

/**
 * Saves a form's state ~300 ms after each change, and at once when the page is hidden or a file picker is about to
 * open (WeChat may kill the page behind the camera or the file chooser). `draft` must keep its identity while unchanged.
 */
export function useDraftAutosave<T>(key: string, draft: T): DraftAutosave<T> {
  const latest = useRef(draft);
  latest.current = draft;
  const stopped = useRef(false);
  const pending = useRef<number | undefined>(undefined);

  const flush = useCallback(
    async (next?: T) => {
      window.clearTimeout(pending.current);
      pending.current = undefined;
      if (stopped.current) return;
      await drafts.save(key, next ?? latest.current).catch(() => undefined);
    },
    [key],
  );
  const discard = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(pending.current);
    return discardDraft(key);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the draft schedules a save
  useEffect(() => {
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
  }, [draft, flush]);

  useEffect(() => {
    const beforePicker = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input[type="file"]') || target?.closest('label')?.querySelector('input[type="file"]')) void flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onLeave = () => void flush();
    document.addEventListener('pointerdown', beforePicker, true);
    document.addEventListener('click', beforePicker, true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('pointerdown', beforePicker, true);
      document.removeEventListener('click', beforePicker, true);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      window.clearTimeout(pending.current);
    };
  }, [flush]);

  return useMemo(() => ({ flush, discard }), [flush, discard]);
}

function discardDraft(key: string): Promise<void> {
  return drafts.remove(key).catch(() => undefined);
}
