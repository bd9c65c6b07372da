import { fetchWechatJsConfig } from './api/fetch-wechat-js-config';
import { pageUrlToSign } from './entry-url';

/** WeChat's JS-SDK, from WeChat's own address as it documents (the CSP allows that one script host). */
export const WECHAT_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

interface WechatSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'>): void;
}

declare global {
  interface Window {
    wx?: WechatSdk;
  }
}

function loadSdk(): Promise<WechatSdk> {
  return new Promise((resolve, reject) => {
    if (window.wx) return resolve(window.wx);
    const script = document.createElement('script');
    script.src = WECHAT_JSSDK_URL;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('no wx')));
    script.onerror = () => reject(new Error('JS-SDK not loaded'));
    document.head.append(script);
  });
}

/**
 * Inside WeChat: signs this page with the server and sets what "send to a friend" and "share to Moments" carry
 * (the agent's signed link). Quietly does nothing where the server has no official account configured.
 */
export async function configureWechatShare(share: ShareData): Promise<void> {
  const config = await fetchWechatJsConfig(pageUrlToSign()).catch(() => null);
  if (!config?.configured) return;
  const { appId, timestamp, nonceStr, signature } = config;
  const wx = await loadSdk();
  wx.config({ debug: false, appId, timestamp, nonceStr, signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
  wx.ready(() => {
    wx.updateAppMessageShareData(share);
    wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
  });
}
