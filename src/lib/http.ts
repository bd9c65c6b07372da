import {
  BYPASS_PATTERNS,
  clientMessage,
  failureMessage,
  formEncode,
  isLegacyAction,
  isPolicyInfoPage,
  isSuccess,
  LOGIN_CODE_PATTERNS,
  MESSAGE_DURATION_MS,
  matchesAny,
  type ResponseBody,
  resolveUrl,
  timeoutFor,
} from './http-rules';
import { contentLanguageOf } from '../../domain/catalog/language';
import { CHALLENGE_REQUIRED, PROOF_OF_WORK_HEADER } from '../../domain/crypto/proof-of-work';

/** What a caller may add to a request. */
export interface RequestOptions {
  /** Send the body form-encoded instead of JSON. */
  formEncode?: boolean;
  /** The caller handles a failure itself: no message is shown. */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  returnCode: string;
  returnMsg: string;
  content: T;
  data?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly kind: 'business' | 'http' | 'network',
    message: string,
    readonly returnCode?: string,
    readonly status?: number,
    readonly body?: ResponseBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the client does to the screen; injected so the rules are testable and React stays out of here. */
export interface HttpEffects {
  showMessage(text: string, durationMs: number): void;
  showError(title: string, description: string): void;
  /** Asks the visitor to sign in; true once they have (the refused call is then sent again), false if they gave up. */
  openLogin(message: string): Promise<boolean>;
  goToError(title: string): void;
  currentPath(): string;
  /** The page's language: the client's own messages follow it. */
  language(): string;
}

export interface HttpClient {
  get<T>(url: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Binary answers (PDFs, spreadsheets) judged by HTTP status only. */
  blob(url: string, data?: unknown, options?: RequestOptions): Promise<Blob>;
}

/** The fetch the client sends through; tests pass their own. */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** A small fetch client (no axios: one shared chunk of a few KB instead of 20 KB gzip on every route). */
export function createHttpClient(effects: HttpEffects, fetcher: Fetcher = (url, init) => fetch(url, init)): HttpClient {
  const fail = (url: string, options: RequestOptions, error: ApiError): never => {
    const quiet = options.silent || matchesAny(url, BYPASS_PATTERNS);
    const language = contentLanguageOf(effects.language());
    // A 401 has been told, and a sign-in asked for, by signedInAgain.
    if (error.status === 401) throw error;
    if (error.kind === 'business' && error.returnCode === '1043' && !isPolicyInfoPage(effects.currentPath())) {
      effects.goToError(error.message);
    } else if (!quiet) {
      const loginCodeCall = matchesAny(url, LOGIN_CODE_PATTERNS);
      if (error.kind === 'http' && error.status) {
        const status = error.status;
        void import('./http-status-texts').then(({ statusMessage }) => {
          const { title, description } = statusMessage(status, url, language);
          effects.showError(title, error.message || description);
        });
      } else if (!loginCodeCall || error.returnCode === '9999') {
        effects.showMessage(error.message, MESSAGE_DURATION_MS);
      }
    }
    throw error;
  };

  /** Sends one request with the spec's timeout and headers; a failed connection or timeout becomes a network ApiError. */
  const request = async (method: 'GET' | 'POST', path: string, data: unknown, options: RequestOptions): Promise<{ url: string; response: Response }> => {
    const url = resolveUrl(path);
    // The session travels as the server's HttpOnly cookie (same-origin); API clients send Authorization themselves.
    // The server says its refusals in the page's language, not the browser's.
    const language = effects.language();
    const headers: Record<string, string> = { ...(language && { 'Accept-Language': language }), ...options.headers };
    let body: BodyInit | undefined;
    // A content type only with a body: the server refuses an empty JSON body.
    // A file upload goes as it is: the browser writes its multipart content type with the boundary.
    if (typeof FormData !== 'undefined' && data instanceof FormData) body = data;
    else if (data !== undefined && method === 'POST') {
      const form = options.formEncode && data && typeof data === 'object';
      body = form ? formEncode(data as Record<string, unknown>) : JSON.stringify(data);
      headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutFor(url));
    const stopWithCaller = () => controller.abort();
    options.signal?.addEventListener('abort', stopWithCaller);
    try {
      return { url, response: await fetcher(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' }) };
    } catch {
      return fail(url, options, new ApiError('network', clientMessage(timedOut ? 'timeout' : 'network', contentLanguageOf(effects.language()))));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stopWithCaller);
    }
  };

  /**
   * A 401 asks for a sign-in and waits for it: the page is not reloaded, so nothing typed is lost, and the refused
   * call goes again as it was (a write with its same Idempotency-Key) instead of being tapped again as a new one.
   */
  const signedInAgain = async (response: Response): Promise<boolean> => {
    if (response.status !== 401) return false;
    const notSignedIn = clientMessage('notSignedIn', contentLanguageOf(effects.language()));
    effects.showMessage(notSignedIn, MESSAGE_DURATION_MS);
    return (await effects.openLogin(notSignedIn)) === true;
  };

  const send = async <T>(method: 'GET' | 'POST', path: string, data: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const { url, response } = await request(method, path, data, options);
    if (await signedInAgain(response)) return send<T>(method, path, data, options);
    const text = await response.text().catch(() => '');
    const body = parseBody(text);
    if (!response.ok) {
      const message = typeof body === 'object' && body ? failureMessage(body) : '';
      const code = typeof body === 'object' && body?.returnCode !== undefined ? String(body.returnCode) : undefined;
      return fail(url, options, new ApiError('http', message, code, response.status, typeof body === 'object' ? body : undefined));
    }
    const judged: ResponseBody = typeof body === 'object' && body ? body : {};
    if (isLegacyAction(url) || isSuccess(url, judged)) return normalise<T>(judged);
    const code = judged.returnCode === undefined ? String(judged.code ?? '') : String(judged.returnCode);
    const challenge = (judged.content as { challenge?: unknown } | null | undefined)?.challenge;
    if (code === CHALLENGE_REQUIRED && typeof challenge === 'string' && !options.headers?.[PROOF_OF_WORK_HEADER]) {
      // Repeated failures: the server asks for a little work before it checks again; the solver loads only now.
      const { solveChallenge } = await import('./proof-of-work');
      return send<T>(method, path, data, { ...options, headers: { ...options.headers, [PROOF_OF_WORK_HEADER]: await solveChallenge(challenge) } });
    }
    return fail(url, options, new ApiError('business', failureMessage(judged) || '请求失败', code, response.status, judged));
  };

  const blobOf = async (url: string, data: unknown, options: RequestOptions = {}): Promise<Blob> => {
    const { url: resolved, response } = await request(data === undefined ? 'GET' : 'POST', url, data, options);
    if (await signedInAgain(response)) return blobOf(url, data, options);
    if (!response.ok) return fail(resolved, options, new ApiError('http', '', undefined, response.status));
    return response.blob();
  };

  return {
    get: (url, params, options) => send('GET', withQuery(url, params), undefined, options),
    post: (url, data, options) => send('POST', url, data, options),
    blob: blobOf,
  };
}

/** GET parameters as the query string; empty values are left out. */
function withQuery(url: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function parseBody(text: string): ResponseBody | string {
  try {
    return JSON.parse(text) as ResponseBody;
  } catch {
    return text;
  }
}

function normalise<T>(body: ResponseBody): ApiResponse<T> {
  return {
    returnCode: String(body.returnCode ?? body.code ?? ''),
    returnMsg: failureMessage(body),
    content: body.content as T,
    ...(body.data !== undefined ? { data: body.data } : {}),
  };
}
