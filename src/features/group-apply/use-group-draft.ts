import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { InsuredRow } from '../../components/insured-list/row';
import { drafts } from '../../lib/drafts';
import type { HolderValues } from './holder';
import type { Submission } from './payload';
import type { RiskValues } from './risk';

/** Everything the page keeps across a reload: nothing typed is lost (DESIGN "Phones and WeChat"). */
export interface GroupDraft {
  version: 1;
  holder: HolderValues;
  risk: RiskValues;
  rows: InsuredRow[];
  payMethod: string;
  /** The last submit attempt, so a retry after a reload reuses its idempotency key. */
  submission?: Submission;
}

const SAVE_DELAY_MS = 300;

/** A draft worth restoring: something was typed or listed. */
export function hasContent(draft: GroupDraft): boolean {
  return draft.rows.length > 0 || Object.entries(draft.holder).some(([field, value]) => field !== 'holderIdType' && value.trim() !== '');
}

/** The stored draft, read once: undefined while reading, null when there is none. */
export function useStoredDraft(key: string): GroupDraft | null | undefined {
  const [draft, setDraft] = useState<GroupDraft | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setDraft(undefined);
    drafts.load<GroupDraft>(key).then(
      (stored) => live && setDraft(stored?.version === 1 && hasContent(stored) ? stored : null),
      () => live && setDraft(null),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return draft;
}

interface DraftAutosave {
  /** Saves now: the current state, or the given one (e.g. with a submit attempt not yet rendered). */
  flush: (draft?: GroupDraft) => Promise<void>;
  /** The order is saved: stop saving, so the draft removed after it does not come back. */
  stop: () => void;
}

/**
 * Saves the page's state ~300 ms after each change, and at once when the page is hidden or a file picker is
 * about to open (WeChat may kill the page behind the camera). `draft` must keep its identity while unchanged.
 */
export function useDraftAutosave(key: string, draft: GroupDraft): DraftAutosave {
  const latest = useRef(draft);
  latest.current = draft;
  const stopped = useRef(false);
  const pending = useRef<number | undefined>(undefined);

  const flush = useCallback(
    async (next?: GroupDraft) => {
      window.clearTimeout(pending.current);
      pending.current = undefined;
      if (stopped.current) return;
      await drafts.save(key, next ?? latest.current).catch(() => undefined);
    },
    [key],
  );
  const stop = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(pending.current);
  }, []);

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

  return useMemo(() => ({ flush, stop }), [flush, stop]);
}

export function discardDraft(key: string): Promise<void> {
  return drafts.remove(key).catch(() => undefined);
}
