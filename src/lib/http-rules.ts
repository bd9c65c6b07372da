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

const STATUS_TEXTS: Record<number, { zh: string; en: string }> = {
  200: { zh: '服务器成功返回请求的数据。', en: 'The server returned the requested data.' },
  201: { zh: '新建或修改数据成功。', en: 'The data was created or changed.' },
  202: { zh: '一个请求已经进入后台排队（异步任务）。', en: 'The request is queued on the server.' },
  204: { zh: '删除数据成功。', en: 'The data was deleted.' },
  400: { zh: '发出的请求有错误，服务器没有进行新建或修改数据的操作。', en: 'The request was wrong; the server changed nothing.' },
  401: { zh: '用户没有权限（令牌、用户名、密码错误）。', en: 'Not allowed (wrong token, user name or password).' },
  403: { zh: '用户得到授权，但是访问是被禁止的。', en: 'Signed in, but this is not allowed.' },
  404: { zh: '发出的请求针对的是不存在的记录，服务器没有进行操作。', en: 'The record does not exist; the server did nothing.' },
  406: { zh: '请求的格式不可得。', en: 'The requested format is not available.' },
  410: { zh: '请求的资源被永久删除，且不会再得到的。', en: 'The resource was deleted for good.' },
  422: { zh: '当创建一个对象时，发生一个验证错误。', en: 'A validation error occurred.' },
  500: { zh: '服务器发生错误，请检查服务器。', en: 'The server had an error.' },
  502: { zh: '网关错误。', en: 'Gateway error.' },
  503: { zh: '服务不可用，服务器暂时过载或维护。', en: 'Service unavailable: the server is overloaded or under maintenance.' },
  504: { zh: '网关超时。', en: 'Gateway timeout.' },
};

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

export function statusMessage(status: number, url: string, language: ContentLanguage): { title: string; description: string } {
  return { title: `${language === 'en' ? 'Request error' : '请求错误'} ${status}: ${url}`, description: STATUS_TEXTS[status]?.[language] ?? '' };
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
