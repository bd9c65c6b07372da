/** The cookies the server sets at sign-in (decision 024), for a browser context given a token signed in elsewhere. */
export function sessionCookies(token: string, url: string) {
  return [
    { name: 'token', value: token, url, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'signedIn', value: '1', url, sameSite: 'Lax' as const },
  ];
}
