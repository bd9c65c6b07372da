import { useEffect } from 'react';

/**
 * When a new version of the app is ready: ask before reloading, and never while a form is half filled. Forms
 * that hold unsent input say so with `holdUpdates`; the question waits until the last of them lets go.
 */
const holders = new Set<string>();
let pending: (() => void) | undefined;
let asking = false;

export type AskToReload = () => Promise<boolean>;
let ask: AskToReload = async () => false;

function offerIfFree(): void {
  if (!pending || holders.size > 0 || asking) return;
  const activate = pending;
  asking = true;
  void ask().then(
    (yes) => {
      asking = false;
      // "Later" keeps the new version waiting; the next page load takes it.
      pending = undefined;
      if (yes) activate();
    },
    () => {
      asking = false;
    },
  );
}

/** A form with unsent input holds the reload back (`held` false lets go). */
export function holdUpdates(form: string, held: boolean): void {
  if (held) holders.add(form);
  else holders.delete(form);
  offerIfFree();
}

/** The service worker has a new version: ask now, or once no form holds it back. */
export function offerUpdate(activate: () => void, askToReload: AskToReload): void {
  pending = activate;
  ask = askToReload;
  offerIfFree();
}

export function isUpdateHeld(): boolean {
  return holders.size > 0;
}

/** Holds the reload back while `held` (a form with unsent input) and lets go when the form goes. */
export function useHoldUpdates(form: string, held: boolean): void {
  useEffect(() => {
    holdUpdates(form, held);
    return () => holdUpdates(form, false);
  }, [form, held]);
}
