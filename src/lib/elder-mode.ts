/**
 * Elder mode (适老化): large type, stronger contrast and bigger touch targets, chosen per device. The choice is
 * a class on <html>, so the same CSS serves every page and the popups antd-mobile mounts outside the app.
 */
export const ELDER_MODE_KEY = 'elder-mode';
export const ELDER_CLASS = 'elder';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Some sandboxed WebViews throw on reading localStorage: the mode then lasts for the visit.
    return undefined;
  }
}

let current = storage()?.getItem(ELDER_MODE_KEY) === 'on';

export function isElderMode(): boolean {
  return current;
}

export function subscribeElderMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts the mode's class on the root element; call once before the first render so nothing reflows. */
export function applyElderMode(root: Element = document.documentElement): void {
  root.classList.toggle(ELDER_CLASS, current);
}

export function setElderMode(on: boolean): void {
  current = on;
  try {
    if (on) storage()?.setItem(ELDER_MODE_KEY, 'on');
    else storage()?.removeItem(ELDER_MODE_KEY);
  } catch {
    // A full or refused storage keeps the mode for this visit only.
  }
  applyElderMode();
  for (const listener of listeners) listener();
}
