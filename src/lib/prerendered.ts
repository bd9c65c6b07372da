import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { PrerenderedTexts } from './i18n';

/** Where a route sits in the route table: its index at each level from the root. */
export type RoutePlace = number[];

/** What a prerendered page carries for its hydration: a JSON block (not a script, so the CSP stays strict). */
export interface PrerenderedState extends PrerenderedTexts {
  queries: DehydratedState;
  /** The page's routes, whose code the hydration loads before it starts. */
  route: RoutePlace;
}

export const PRERENDERED_STATE_ID = 'prerendered-state';

/** The JSON block's markup; `<` is escaped so no text can close the element. */
export function prerenderedStateTag(state: PrerenderedState): string {
  return `<script type="application/json" id="${PRERENDERED_STATE_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;
}

export function readPrerenderedState(): PrerenderedState | null {
  const text = document.getElementById(PRERENDERED_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderedState) : null;
}

const never = () => () => {};

/** Dispatched on the document once the page is live (its first render committed, or its HTML hydrated). */
export const HYDRATED_EVENT = 'hydrated';

/** False on the server and in the render that hydrates its HTML, true after: for what only the browser can do. */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

/**
 * Drawn beside the page, inside its Suspense boundary: once the page is live, src/paint-first.js replays the taps
 * it held while the prerendered page waited for its scripts (decision 014).
 */
export function AnnounceHydrated() {
  useEffect(() => void document.dispatchEvent(new Event(HYDRATED_EVENT)), []);
  return null;
}
