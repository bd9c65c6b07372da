/** A credential WeChat hands out for a while (access token, JS-SDK ticket). */
export interface WechatCredential {
  value: string;
  expiresInSeconds: number;
}

/** The official account's server API: the access token and the JS-SDK ticket (both valid about 2 hours). */
export interface WechatMpApi {
  accessToken(): Promise<WechatCredential>;
  jsapiTicket(accessToken: string): Promise<WechatCredential>;
  /** Web authorisation (snsapi_base): the code WeChat gave the page, exchanged for the visitor's openid. */
  openidOf(code: string): Promise<string>;
}

interface Answer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
  openid?: string;
}

/** Over HTTPS with fetch; the secret goes in the query as WeChat documents, and is never put in an error. */
export function wechatMpApi(options: { appId: string; secret: string; base: string }): WechatMpApi {
  const get = async (path: string, query: Record<string, string>): Promise<Answer> => {
    const url = new URL(path, options.base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`WeChat ${path}: HTTP ${response.status}`);
    const answer = (await response.json()) as Answer;
    if (answer.errcode) throw new Error(`WeChat ${path}: ${answer.errcode} ${answer.errmsg ?? ''}`.slice(0, 200));
    return answer;
  };
  return {
    async accessToken() {
      const answer = await get('/cgi-bin/token', { grant_type: 'client_credential', appid: options.appId, secret: options.secret });
      if (!answer.access_token) throw new Error('WeChat /cgi-bin/token: no access_token');
      return { value: answer.access_token, expiresInSeconds: answer.expires_in ?? 7200 };
    },
    async jsapiTicket(accessToken) {
      const answer = await get('/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' });
      if (!answer.ticket) throw new Error('WeChat getticket: no ticket');
      return { value: answer.ticket, expiresInSeconds: answer.expires_in ?? 7200 };
    },
    async openidOf(code) {
      const answer = await get('/sns/oauth2/access_token', { appid: options.appId, secret: options.secret, code, grant_type: 'authorization_code' });
      if (!answer.openid) throw new Error('WeChat oauth2: no openid');
      return answer.openid;
    },
  };
}
