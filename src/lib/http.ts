import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import {
  BYPASS_PATTERNS,
  failureMessage,
  formEncode,
  isLegacyAction,
  isPolicyInfoPage,
  isSuccess,
  LOGIN_CODE_PATTERNS,
  MESSAGE_DURATION_MS,
  matchesAny,
  NOT_SIGNED_IN_MESSAGE,
  type ResponseBody,
  resolveUrl,
  statusMessage,
  timeoutFor,
} from './http-rules';
import { CHALLENGE_REQUIRED, PROOF_OF_WORK_HEADER } from '../../domain/crypto/proof-of-work';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the body form-encoded instead of JSON. */
    formEncode?: boolean;
    /** The caller handles a failure itself: no message is shown. */
    silent?: boolean;
  }
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
  openLogin(message: string): void;
  goToError(title: string): void;
  currentPath(): string;
  readToken(): string | null;
}

export interface HttpClient {
  get<T>(url: string, params?: Record<string, unknown>, options?: AxiosRequestConfig): Promise<ApiResponse<T>>;
  post<T>(url: string, data?: unknown, options?: AxiosRequestConfig): Promise<ApiResponse<T>>;
  /** Binary answers (PDFs, spreadsheets) judged by HTTP status only. */
  blob(url: string, data?: unknown, options?: AxiosRequestConfig): Promise<Blob>;
}

export function createHttpClient(effects: HttpEffects, adapter?: AxiosAdapter): HttpClient {
  const instance: AxiosInstance = axios.create({ headers: { 'Content-Type': 'application/json' }, ...(adapter ? { adapter } : {}) });

  instance.interceptors.request.use((config) => {
    const url = resolveUrl(config.url ?? '');
    config.url = url;
    config.timeout = timeoutFor(url);
    config.headers.set('Authorization', effects.readToken() ?? 'null');
    if (config.formEncode && config.data && typeof config.data === 'object') {
      config.data = formEncode(config.data as Record<string, unknown>);
      config.headers.set('Content-Type', 'application/x-www-form-urlencoded');
    }
    return config;
  });

  const fail = (config: AxiosRequestConfig, error: ApiError): never => {
    const url = config.url ?? '';
    const quiet = config.silent || matchesAny(url, BYPASS_PATTERNS);
    if (error.status === 401) {
      effects.showMessage(NOT_SIGNED_IN_MESSAGE, MESSAGE_DURATION_MS);
      effects.openLogin(NOT_SIGNED_IN_MESSAGE);
    } else if (error.kind === 'business' && error.returnCode === '1043' && !isPolicyInfoPage(effects.currentPath())) {
      effects.goToError(error.message);
    } else if (!quiet) {
      const loginCodeCall = matchesAny(url, LOGIN_CODE_PATTERNS);
      if (error.kind === 'http' && error.status) {
        const { title, description } = statusMessage(error.status, url);
        effects.showError(title, error.message || description);
      } else if (!loginCodeCall || error.returnCode === '9999') {
        effects.showMessage(error.message, MESSAGE_DURATION_MS);
      }
    }
    throw error;
  };

  const send = async <T>(config: AxiosRequestConfig): Promise<ApiResponse<T>> => {
    try {
      const response = await instance.request<ResponseBody>(config);
      const url = response.config.url ?? '';
      const body = response.data;
      if (isLegacyAction(url) || isSuccess(url, body)) return normalise<T>(body);
      const code = body.returnCode === undefined ? String(body.code ?? '') : String(body.returnCode);
      const challenge = (body.content as { challenge?: unknown } | undefined)?.challenge;
      if (code === CHALLENGE_REQUIRED && typeof challenge === 'string' && !config.headers?.[PROOF_OF_WORK_HEADER]) {
        // Repeated failures: the server asks for a little work before it checks again; the solver loads only now.
        const { solveChallenge } = await import('./proof-of-work');
        return send<T>({ ...config, headers: { ...config.headers, [PROOF_OF_WORK_HEADER]: await solveChallenge(challenge) } });
      }
      return fail(response.config, new ApiError('business', failureMessage(body) || '请求失败', code, response.status, body));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const axiosError = error as AxiosError<ResponseBody>;
      const requestConfig = axiosError.config ?? config;
      if (axiosError.response) {
        const body = axiosError.response.data;
        const status = axiosError.response.status;
        const message = typeof body === 'object' && body ? failureMessage(body) : '';
        const code = typeof body === 'object' && body?.returnCode !== undefined ? String(body.returnCode) : undefined;
        return fail(requestConfig, new ApiError('http', message, code, status, body));
      }
      return fail(requestConfig, new ApiError('network', axiosError.message || '网络异常，请检查网络连接'));
    }
  };

  return {
    get: (url, params, options) => send({ ...options, method: 'GET', url, params }),
    post: (url, data, options) => send({ ...options, method: 'POST', url, data }),
    blob: async (url, data, options) => {
      try {
        const response = await instance.request<Blob>({ ...options, method: data === undefined ? 'GET' : 'POST', url, data, responseType: 'blob' });
        return response.data;
      } catch (error) {
        const axiosError = error as AxiosError;
        const status = axiosError.response?.status;
        return fail(axiosError.config ?? { url }, new ApiError(status ? 'http' : 'network', status ? '' : axiosError.message, undefined, status));
      }
    },
  };
}

function normalise<T>(body: ResponseBody): ApiResponse<T> {
  return {
    returnCode: String(body.returnCode ?? body.code ?? ''),
    returnMsg: failureMessage(body),
    content: body.content as T,
    ...(body.data !== undefined ? { data: body.data } : {}),
  };
}
