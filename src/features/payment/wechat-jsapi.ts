import type { PayContent } from '../../../domain/api/payment';

type JsapiParams = NonNullable<PayContent['jsapi']>;

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiParams, done: (answer: { err_msg: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

export type JsapiOutcome = 'paid' | 'cancelled' | 'failed';

/** WeChat's own pay sheet inside WeChat (JSAPI); its bridge may arrive after the page. "ok" is not proof: the result page asks the server. */
export function payInsideWechat(params: JsapiParams): Promise<JsapiOutcome> {
  return new Promise((resolve) => {
    const invoke = () =>
      window.WeixinJSBridge?.invoke('getBrandWCPayRequest', params, ({ err_msg }) =>
        resolve(err_msg.endsWith(':ok') ? 'paid' : err_msg.endsWith(':cancel') ? 'cancelled' : 'failed'),
      );
    if (window.WeixinJSBridge) invoke();
    else document.addEventListener('WeixinJSBridgeReady', invoke, { once: true });
  });
}

/** Where a payer comes back to after WeChat's authorisation: the order's pay page, the method chosen, paying at once. */
export function payAgainPath(policyId: string, payMethod: string, authorised = false): string {
  return `/pay?${new URLSearchParams({ policyId, payMethod, ...(authorised && { authorised: '1' }) })}`;
}

/** Off to WeChat's silent authorisation (snsapi_base); the server checks its state on the way back. */
export function authoriseInWechat(policyId: string, payMethod: string): void {
  window.location.assign(`/api/wechat/oauth?${new URLSearchParams({ to: payAgainPath(policyId, payMethod, true) })}`);
}
