import { openDialog } from '../app/dialogs/dialog-store';
import { createHttpClient, type Fetcher } from './http';
import { showAlert, showToast } from './notify';
import { clearToken, readToken } from './session';

/** Where the client sends people (the router registers itself here once it exists). */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

/** The browser's fetch; while the server prerenders a page, its own routes (src/entry-server.tsx). */
let fetcher: Fetcher = (url, init) => fetch(url, init);
export function setFetcher(next: Fetcher): void {
  fetcher = next;
}

/** The one HTTP client of the app, with the spec's reactions to failures. */
export const http = createHttpClient({
  showMessage: showToast,
  showError: showAlert,
  // The server no longer knows the token: drop it so the header stops offering logout.
  openLogin: (message) => {
    clearToken();
    openDialog('login', { message });
  },
  goToError: (title) => navigateTo(`/error?title=${encodeURIComponent(title)}`),
  currentPath: () => window.location.pathname,
  readToken,
}, (url, init) => fetcher(url, init));
