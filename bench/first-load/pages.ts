// The pages the first-load benchmark opens, as a customer or an agent reaches them, and their script budgets.
// The README's demo share link, signed with the development secret the benchmark's server runs with.
const SHARE = 'u=800001&sign=a0fbe954de9e583c32479f4d148a19eb';
const signLink = (path: string) => `${path}?${SHARE}`;

export interface BenchPage {
  name: string;
  path: string;
  /** An agent's page: opened with a session, as the agent sees it. */
  signedIn?: boolean;
  /** JavaScript before the page is interactive, gzip bytes (issue 18). */
  maxScriptGzip: number;
  maxScriptRequests: number;
  /** Scored by Lighthouse in the full benchmark. */
  lighthouse?: boolean;
}

const KB = 1024;

export const PAGES: BenchPage[] = [
  { name: 'storefront home (WeChat share)', path: signLink('/astp/home'), maxScriptGzip: 130 * KB, maxScriptRequests: 15, lighthouse: true },
  { name: 'policy query (WeChat share)', path: signLink('/astp/policyQuery'), maxScriptGzip: 130 * KB, maxScriptRequests: 15, lighthouse: true },
  { name: 'product page', path: signLink('/aszxty'), maxScriptGzip: 160 * KB, maxScriptRequests: 20 },
  { name: 'order management', path: signLink('/order'), signedIn: true, maxScriptGzip: 160 * KB, maxScriptRequests: 20 },
  { name: 'group application', path: '/aszxty/apply?p=aszxty&u=800001', signedIn: true, maxScriptGzip: 220 * KB, maxScriptRequests: 30 },
];
