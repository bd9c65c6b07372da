/** The address this page load opened at, kept before the single-page app moves on (main.tsx remembers it first). */
let entryUrl: string | undefined;

export function rememberEntryUrl(): void {
  entryUrl ??= window.location.href;
}

/**
 * The page address WeChat checks a JS-SDK signature against, without its fragment: iOS WeChat keeps the address
 * the page was opened at whatever the app navigated to since; elsewhere it is the current one.
 */
export function urlToSign(userAgent: string, entry: string | undefined, current: string): string {
  return (/iPhone|iPad|iPod/i.test(userAgent) && entry ? entry : current).split('#')[0]!;
}

export function pageUrlToSign(): string {
  return urlToSign(navigator.userAgent, entryUrl, window.location.href);
}
