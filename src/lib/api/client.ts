import { createHttpClient } from '../http';
import { showAlert, showToast } from '../notify';
import { clearToken, readToken } from '../session';
import { shell } from '../shell';

/** The one HTTP client of the app, with the spec's reactions to failures. Only files in an `api/` folder use it (a lint rule). */
export const http = createHttpClient({
  showMessage: showToast,
  showError: showAlert,
  // The server no longer knows the token: drop it so the header stops offering logout.
  openLogin: (message) => {
    clearToken();
    shell.askToSignIn(message);
  },
  goToError: (title) => shell.navigate(`/error?title=${encodeURIComponent(title)}`),
  currentPath: () => window.location.pathname,
  readToken,
});
