import { type ContentLanguage, contentLanguageOf } from '../../domain/catalog';
import { findProduct } from '../catalog';
import { type OrderRow, orderDetails } from './orders';

/**
 * The SMS and e-mail texts a customer reads, in the language of their order (the page they bought on) or of
 * the request that asks for a code. Chinese is the default: an order saved before languages were kept is Chinese.
 */

const SIGNATURE = { zh: '【保险服务门户】', en: '[Insurance Portal] ' } as const;

/** The language an order was saved in. */
export function orderLanguage(order: Pick<OrderRow, 'details'>): ContentLanguage {
  return contentLanguageOf(orderDetails(order).language);
}

/** The product's name as the customer read it. */
export function productNameIn(order: Pick<OrderRow, 'details' | 'product_code'>, language: ContentLanguage): string {
  return findProduct(order.product_code)?.name[language] ?? orderDetails(order).productName;
}

interface Issued {
  holderName: string;
  productName: string;
  policyNo: string;
  startDate: string;
  endDate: string;
  downloadUrl: string;
}

export function issuedSms(language: ContentLanguage, p: Issued): string {
  return language === 'en'
    ? `${SIGNATURE.en}Dear ${p.holderName}, your ${p.productName} is issued, policy no. ${p.policyNo}, cover ${p.startDate} to ${p.endDate}. Download the e-policy (valid 30 days): ${p.downloadUrl}`
    : `${SIGNATURE.zh}尊敬的${p.holderName}，您投保的${p.productName}已承保，保单号${p.policyNo}，保险期间${p.startDate}至${p.endDate}。电子保单下载（30天内有效）：${p.downloadUrl}`;
}

export function issuedMail(language: ContentLanguage, p: Omit<Issued, 'downloadUrl'> & { issuedAt: string; queryUrl: string; verifyUrl: string }) {
  if (language === 'en') {
    return {
      subject: `E-policy ${p.policyNo} (${p.productName})`,
      text: `Dear ${p.holderName},\n\nYour ${p.productName} was issued at ${p.issuedAt} (Beijing time).\nPolicy no.: ${p.policyNo}\nPeriod of cover: ${p.startDate} to ${p.endDate} (Beijing time)\n\nThe e-policy is attached; it can also be downloaded on the policy query page with the policyholder's phone and ID number: ${p.queryUrl}\nVerify the policy: ${p.verifyUrl}`,
      attachmentName: `e-policy-${p.policyNo}.pdf`,
    };
  }
  return {
    subject: `电子保单 ${p.policyNo}（${p.productName}）`,
    text: `尊敬的${p.holderName}：\n\n您投保的${p.productName}已于${p.issuedAt}（北京时间）承保。\n保单号：${p.policyNo}\n保险期间：${p.startDate}至${p.endDate}（北京时间）\n\n电子保单见附件，也可凭投保人手机号和证件号码在保单查询页下载：${p.queryUrl}\n保单真伪验证：${p.verifyUrl}`,
    attachmentName: `电子保单-${p.policyNo}.pdf`,
  };
}

export function ePolicyMail(language: ContentLanguage, p: { holderName: string; policyNo: string }) {
  return language === 'en'
    ? { subject: `E-policy ${p.policyNo}`, text: `Dear ${p.holderName},\n\nThe e-policy you asked for (policy no. ${p.policyNo}) is attached.`, attachmentName: `e-policy-${p.policyNo}.pdf` }
    : { subject: `电子保单 ${p.policyNo}`, text: `尊敬的${p.holderName}：\n\n您申请发送的电子保单（保单号 ${p.policyNo}）见附件。`, attachmentName: `电子保单-${p.policyNo}.pdf` };
}

/** The refusal reason stays in Chinese where only Chinese exists (the catalogue's rule messages). */
export function refusedSms(language: ContentLanguage, p: { holderName: string; orderId: string; productName: string; reason: string }): string {
  return language === 'en'
    ? `${SIGNATURE.en}Dear ${p.holderName}, your order ${p.orderId} (${p.productName}) could not be covered: ${p.reason}. The premium paid will be returned to where it came from.`
    : `${SIGNATURE.zh}尊敬的${p.holderName}，您的订单${p.orderId}（${p.productName}）未能承保：${p.reason}。已付保费将原路退回。`;
}

/** A one-time code; `purpose` says what it is for ("您的登录", or the page's own words). */
export function codeSms(language: ContentLanguage, code: string, purpose: { zh: string; en: string }): string {
  return language === 'en'
    ? `${SIGNATURE.en}${purpose.en}code: ${code}, valid for 5 minutes. Do not share it with anyone.`
    : `${SIGNATURE.zh}${purpose.zh}验证码：${code}，5分钟内有效，请勿告诉他人。`;
}
