/** The HTTP rules of portal-spec 6-9, as pure functions so they are tested without a network. */
import type { ContentLanguage } from '../../domain/catalog/language';

const SUCCESS_CODES = new Set(['00', '0000', '1', '1048', '1042']);
const BATCH_SUCCESS_CODES = new Set([...SUCCESS_CODES, '1070']);
const DEFAULT_TIMEOUT_MS = 180_000;
const LONG_TIMEOUT_MS = 300_000;
export const MESSAGE_DURATION_MS = 3_000;

/** Calls whose failures their caller handles itself (polling, the policy-info page's silent look-ups). */
export const BYPASS_PATTERNS: RegExp[] = [
  /\/pay\/selectYtPayStatus/,
  /\/group\/batch\/queryBatchInfo\//,
  /\/policy\/queryPolicyResult/,
  /\/api_record\//,
];

/** Login-code calls show a server message only when it is 9999; the dialog shows the rest in place. */
export const LOGIN_CODE_PATTERNS: RegExp[] = [
  /\/b2bCustomerWebuser\/messagesCode/,
  /\/b2bCustomerWebuser\/verificationCodeLogin/,
  /\/b2bCustomerWebuser\/verificationHolderMsgsLogin/,
];

/** The client's own messages: the spec's Chinese (portal-spec 8) and the English page's. */
const MESSAGES = {
  notSignedIn: { zh: '未登录或登录已过期，请重新登录。', en: 'You are not signed in, or your sign-in has expired. Please sign in again.' },
  network: { zh: '网络异常，请检查网络连接', en: 'Network error: please check your connection.' },
  timeout: { zh: '请求超时，请稍后重试', en: 'The request timed out. Please try again later.' },
} as const;

export function clientMessage(name: keyof typeof MESSAGES, language: ContentLanguage): string {
  return MESSAGES[name][language];
}

/** The client adds /api only to paths that do not already name an api (portal-spec 7). */
export function resolveUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.includes('api')) return url;
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}

export function timeoutFor(url: string): number {
  return url.includes('FL') ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

export function isLegacyAction(url: string): boolean {
  return /\.action(\?|$)/.test(url);
}

export interface ResponseBody {
  returnCode?: string | number;
  code?: string | number;
  returnMsg?: string;
  message?: string;
  error?: string;
  success?: boolean;
  content?: unknown;
  data?: unknown;
}

export function isSuccess(url: string, body: ResponseBody): boolean {
  if (body.code === 1 || body.code === '1') return true;
  const code = body.returnCode === undefined ? undefined : String(body.returnCode);
  if (code === undefined) return body.success === true;
  return (/batch/i.test(url) ? BATCH_SUCCESS_CODES : SUCCESS_CODES).has(code);
}

export function failureMessage(body: ResponseBody): string {
  return body.returnMsg || body.message || body.error || '';
}

export function matchesAny(url: string, patterns: RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(url));
}

/** 1043 sends the user to /error, except on the policy-info pages which handle it in place. */
export function isPolicyInfoPage(pathname: string): boolean {
  return pathname.startsWith('/policyInfo');
}

/** The form-encoded option: flat values as application/x-www-form-urlencoded. */
export function formEncode(data: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}
