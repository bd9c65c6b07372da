import { useSyncExternalStore } from 'react';

/**
 * What the portal keeps about the visit. The session token is a cookie the server sets HttpOnly at sign-in,
 * out of this script's reach (decision 024); the script reads only the server's `signedIn` marker, and keeps
 * the share link's u and sign for the tab.
 */

const SIGNED_IN_COOKIE = 'signedIn';

export function isSignedIn(): boolean {
  // The server's prerender calls as a visitor without a session.
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
}

/** The server has just set the session cookies: what shows "signed in" updates. */
export function signedInNow(): void {
  notify();
}

/** The server no longer knows the session: drop the marker so the header stops offering logout. */
export function forgetSignIn(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the marker only; the HttpOnly token is cleared by the server's logout
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  notify();
}

export interface ShareContext {
  u: string;
  sign: string;
}

// The tab's share link once known here; session storage keeps it across the tab's reloads.
let share: ShareContext | undefined;

export function storeShare(next: ShareContext): void {
  share = next;
  // In a task of its own: the page's first touch of session storage can take milliseconds, and this runs while a
  // prerendered page hydrates.
  setTimeout(() => {
    sessionStore()?.setItem('u', next.u);
    sessionStore()?.setItem('sign', next.sign);
  });
}

export function readShare(): Partial<ShareContext> {
  return share ?? { u: sessionStore()?.getItem('u') ?? undefined, sign: sessionStore()?.getItem('sign') ?? undefined };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Components that show "signed in" state subscribe here (the cookie itself has no change event).
const listeners = new Set<() => void>();
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether the visit is signed in; the server's render (and so the hydrating one) is not. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToken, isSignedIn, () => false);
}
