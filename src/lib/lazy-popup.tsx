import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A popup whose code loads when it is first shown, or earlier through `prefetch` (a finger or the focus on what opens
 * it). Until then it draws nothing, as a closed popup draws nothing, so nothing moves when its code arrives; once
 * shown it stays mounted, so what was typed in it survives closing it, as before.
 */
export function lazyPopup<P extends { visible?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // A failed load (no signal, no service worker yet) is tried again at the next open.
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(preload);
  function LazyPopup(props: P) {
    const [shown, setShown] = useState(false);
    if (props.visible && !shown) setShown(true);
    return shown ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return Object.assign(LazyPopup, { prefetch: () => void preload().catch(() => undefined) });
}

/** Props that fetch a popup's code as a finger or the mouse comes down on the button that opens it (antd-mobile's Button takes these two). */
export function prefetchOnPress(prefetch: () => void) {
  return { onTouchStart: prefetch, onMouseDown: prefetch };
}
