import { createHttpClient, type Fetcher } from '../http';
import { showAlert, showToast } from '../notify';
import { forgetSignIn } from '../session';
import { shell } from '../shell';

/** The browser's fetch; while the server prerenders a page, its own routes (src/entry-server.tsx). */
let fetcher: Fetcher = (url, init) => fetch(url, init);
export function setFetcher(next: Fetcher): void {
  fetcher = next;
}

/** The one HTTP client of the app, with the spec's reactions to failures. Only files in an `api/` folder use it (a lint rule). */
export const http = createHttpClient({
  showMessage: showToast,
  showError: showAlert,
  openLogin: (message) => {
    forgetSignIn();
    return shell.askToSignIn(message);
  },
  goToError: (title) => shell.navigate(`/error?title=${encodeURIComponent(title)}`),
  currentPath: () => window.location.pathname,
  // The language the page is drawn in (src/lib/i18n.ts keeps it on the root element); none while the server draws it.
  language: () => globalThis.document?.documentElement.lang ?? '',
}, (url, init) => fetcher(url, init));
