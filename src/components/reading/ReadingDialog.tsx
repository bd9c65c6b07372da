import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { showToast } from '../../lib/notify';
import { initialReading, readingReducer } from './reading-state';
import type { ReadingRecordRequest } from '../../../domain/api/product';
import type { ReadingMaterial } from './ReadingViewer';

/** What the dialog knows of one reading; the page adds the product and the reading session. */
type ReadingRecord = Pick<ReadingRecordRequest, 'materialType' | 'version' | 'secondsSpent' | 'scrolledToPx' | 'scrollHeightPx' | 'agreed'>;

interface ReadingDialogProps {
  materials: ReadingMaterial[];
  /** A file this visitor already agreed to (in this version) counts as read: it is not asked again. */
  alreadyRead?: (material: ReadingMaterial) => boolean;
  onCheckedChange: (checked: boolean) => void;
  onRecord?: (record: ReadingRecord) => void;
  /** Seconds the agree button waits on the last file (some travel products). */
  lastFileCountdown?: number;
  /** Non-production builds offer a skip button. */
  allowSkip?: boolean;
}

// The viewer (a popup and its animation library) loads when the first file is opened, not with the page.
const ReadingViewer = lazy(async () => ({ default: (await import('./ReadingViewer')).ReadingViewer }));

// A file or link cannot report its scroll position: it counts as read after this long on screen.
const EMBEDDED_DWELL_SECONDS = 5;

/** "I have read and agree to ..." with each mandatory file read to its end first (portal-spec 4). */
export function ReadingDialog({ materials: given, alreadyRead, onCheckedChange, onRecord, lastFileCountdown = 0, allowSkip = import.meta.env.DEV }: ReadingDialogProps) {
  const { t } = useTranslation('reading');
  // The health notice is answered before anything else is read (portal-spec 4, pre-insurance notice).
  const materials = useMemo(() => [...given].sort((a, b) => Number(isHealthNotice(b)) - Number(isHealthNotice(a))), [given]);
  const [state, dispatch] = useReducer(readingReducer, materials, (shown) => initialReading(shown.length, shown.map((material) => alreadyRead?.(material) ?? false)));
  const body = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const deepest = useRef(0);
  const current = state.open === null ? null : materials[state.open];
  const isLast = state.open !== null && state.read.filter((done) => !done).length === 1;
  const wait = useCountdown(current && isLast ? lastFileCountdown : 0, state.open);
  const dwell = useCountdown(current && current.materialForm !== '2' ? EMBEDDED_DWELL_SECONDS : 0, state.open);

  const measure = useCallback(() => {
    const element = body.current;
    if (!element) return;
    deepest.current = Math.max(deepest.current, element.scrollTop + element.clientHeight);
    dispatch({ type: 'scrolled', scrollTop: element.scrollTop, clientHeight: element.clientHeight, scrollHeight: element.scrollHeight });
  }, []);
  // The popup loads on the first open: a file shorter than the threshold is measured once its body is there.
  const attachBody = useCallback(
    (element: HTMLDivElement | null) => {
      body.current = element;
      if (element) requestAnimationFrame(() => measure());
    },
    [measure],
  );
  useEffect(() => onCheckedChange(state.checked), [state.checked, onCheckedChange]);
  // Before paint, so a scroll event still queued from the previous file reads the new file's top, not its end.
  useLayoutEffect(() => {
    if (state.open === null) return;
    openedAt.current = Date.now();
    deepest.current = 0;
    if (body.current) body.current.scrollTop = 0;
    // A file shorter than the threshold is at its end as soon as it is shown.
    const frame = requestAnimationFrame(() => measure());
    return () => cancelAnimationFrame(frame);
  }, [state.open, measure]);
  useEffect(() => {
    if (current && current.materialForm !== '2' && dwell === 0) dispatch({ type: 'scrolled', scrollTop: 1, clientHeight: 1, scrollHeight: 1 });
  }, [current, dwell]);

  const record = (agreed: boolean) => {
    if (!current || !onRecord) return;
    onRecord({
      materialType: current.materialType,
      version: current.version,
      secondsSpent: Math.round((Date.now() - openedAt.current) / 1000),
      scrolledToPx: Math.round(deepest.current),
      scrollHeightPx: Math.round(body.current?.scrollHeight ?? 0),
      agreed,
    });
  };

  const health = current !== null && isHealthNotice(current);
  return (
    <div className="reading">
      {/* A native checkbox: antd-mobile's hides its input from assistive technology. */}
      <label className="reading__check">
        <input type="checkbox" checked={state.checked} onChange={() => dispatch({ type: 'toggleCheckbox' })} />
        <span className="reading__label">
          {t('agreePrefix')}
          {materials.map((material, index) => (
            <button
              type="button"
              key={material.materialType}
              className="reading__link"
              onClick={(event) => {
                event.stopPropagation();
                dispatch({ type: 'open', index });
              }}
            >
              《{material.materialName}》
            </button>
          ))}
        </span>
      </label>
      {current ? (
        <Suspense fallback={null}>
          <ReadingViewer
            material={current}
            health={health}
            reachedEnd={state.reachedEnd}
            wait={wait}
            bodyRef={attachBody}
            onScroll={measure}
            onDecline={() => {
              record(false);
              dispatch({ type: 'decline' });
              if (health) showToast(t('healthRefused'), 3000);
            }}
            onAgree={() => {
              record(true);
              dispatch({ type: 'agree' });
            }}
            {...(allowSkip && { onSkip: () => dispatch({ type: 'skipAll' }) })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function isHealthNotice(material: ReadingMaterial): boolean {
  return material.materialType === '3';
}

/** Seconds left of a countdown that restarts whenever `key` changes. */
function useCountdown(seconds: number, key: unknown): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (another file) restarts the countdown
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [seconds, key]);
  return left;
}
