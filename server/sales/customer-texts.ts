import type { Kysely, Transaction } from 'kysely';
import { type ContentLanguage, contentLanguageOf, type LocalText } from '../../domain/catalog';
import { fenToYuanText } from '../../domain/money';
import { outboxMail } from '../adapters/mail/outbox-mail';
import { outboxSms } from '../adapters/sms/outbox-sms';
import type { SmsTemplate, SmsTemplateName } from '../adapters/sms/templates';
import { findProduct } from '../catalog';
import type { DB } from '../db/schema';
import type { SensitiveData } from './sensitive';
import { type OrderRow, orderDetails } from './orders';

/**
 * The SMS and e-mail texts a customer reads, in the language of their order (the page they bought on) or of
 * the request that asks for a code. Chinese is the default: an order saved before languages were kept is Chinese.
 * Every message is written once per language here; `tellCustomer` sends what a message has (SMS, e-mail or both).
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

/** What one language says: the SMS with its template's parameters, and the e-mail. */
interface Wording {
  sms?: { text: string; params: Record<string, string> };
  mail?: { subject: string; text: string; attachmentName?: string };
}

export interface CustomerMessage {
  sms?: { text: string; template: SmsTemplate };
  mail?: { subject: string; text: string; attachmentName?: string };
}

/** One message: its provider template (when it has an SMS) and its wording in each language. */
function message<P>(template: SmsTemplateName | null, wording: Record<ContentLanguage, (p: P) => Wording>) {
  return (language: ContentLanguage, p: P): CustomerMessage => {
    const { sms, mail } = wording[language](p);
    return {
      sms: sms && template ? { text: SIGNATURE[language] + sms.text, template: { name: template, language, params: sms.params } } : undefined,
      mail,
    };
  };
}

const money = (language: ContentLanguage, fen: number) => (language === 'en' ? `CNY ${fenToYuanText(fen)}` : `${fenToYuanText(fen)}元`);

interface Issued {
  holderName: string;
  productName: string;
  policyNo: string;
  startDate: string;
  endDate: string;
  downloadUrl: string;
  issuedAt: string;
  queryUrl: string;
  verifyUrl: string;
}

export const issuedMessage = message<Issued>('policy-issued', {
  zh: (p) => ({
    sms: {
      text: `尊敬的${p.holderName}，您投保的${p.productName}已承保，保单号${p.policyNo}，保险期间${p.startDate}至${p.endDate}。电子保单下载（30天内有效）：${p.downloadUrl}`,
      params: { name: p.holderName, product: p.productName, policyNo: p.policyNo, period: `${p.startDate}至${p.endDate}`, link: p.downloadUrl },
    },
    mail: {
      subject: `电子保单 ${p.policyNo}（${p.productName}）`,
      text: `尊敬的${p.holderName}：\n\n您投保的${p.productName}已于${p.issuedAt}（北京时间）承保。\n保单号：${p.policyNo}\n保险期间：${p.startDate}至${p.endDate}（北京时间）\n\n电子保单见附件，也可凭投保人手机号和证件号码在保单查询页下载：${p.queryUrl}\n保单真伪验证：${p.verifyUrl}`,
      attachmentName: `电子保单-${p.policyNo}.pdf`,
    },
  }),
  en: (p) => ({
    sms: {
      text: `Dear ${p.holderName}, your ${p.productName} is issued, policy no. ${p.policyNo}, cover ${p.startDate} to ${p.endDate}. Download the e-policy (valid 30 days): ${p.downloadUrl}`,
      params: { name: p.holderName, product: p.productName, policyNo: p.policyNo, period: `${p.startDate} to ${p.endDate}`, link: p.downloadUrl },
    },
    mail: {
      subject: `E-policy ${p.policyNo} (${p.productName})`,
      text: `Dear ${p.holderName},\n\nYour ${p.productName} was issued at ${p.issuedAt} (Beijing time).\nPolicy no.: ${p.policyNo}\nPeriod of cover: ${p.startDate} to ${p.endDate} (Beijing time)\n\nThe e-policy is attached; it can also be downloaded on the policy query page with the policyholder's phone and ID number: ${p.queryUrl}\nVerify the policy: ${p.verifyUrl}`,
      attachmentName: `e-policy-${p.policyNo}.pdf`,
    },
  }),
});

export const ePolicyMessage = message<{ holderName: string; policyNo: string }>(null, {
  zh: (p) => ({ mail: { subject: `电子保单 ${p.policyNo}`, text: `尊敬的${p.holderName}：\n\n您申请发送的电子保单（保单号 ${p.policyNo}）见附件。`, attachmentName: `电子保单-${p.policyNo}.pdf` } }),
  en: (p) => ({ mail: { subject: `E-policy ${p.policyNo}`, text: `Dear ${p.holderName},\n\nThe e-policy you asked for (policy no. ${p.policyNo}) is attached.`, attachmentName: `e-policy-${p.policyNo}.pdf` } }),
});

export const refusedMessage = message<{ holderName: string; orderId: string; productName: string; reason: LocalText }>('order-refused', {
  zh: (p) => ({
    sms: {
      text: `尊敬的${p.holderName}，您的订单${p.orderId}（${p.productName}）未能承保：${p.reason.zh}。已付保费将原路退回。`,
      params: { name: p.holderName, orderId: p.orderId, product: p.productName, reason: p.reason.zh },
    },
  }),
  en: (p) => ({
    sms: {
      text: `Dear ${p.holderName}, your order ${p.orderId} (${p.productName}) could not be covered: ${p.reason.en}. The premium paid will be returned to where it came from.`,
      params: { name: p.holderName, orderId: p.orderId, product: p.productName, reason: p.reason.en },
    },
  }),
});

/** A one-time code; `purpose` says what it is for ("您的登录", or the page's own words). */
export const codeMessage = message<{ code: string; purpose: LocalText }>('login-code', {
  zh: (p) => ({ sms: { text: `${p.purpose.zh}验证码：${p.code}，5分钟内有效，请勿告诉他人。`, params: { code: p.code } } }),
  en: (p) => ({ sms: { text: `${p.purpose.en}code: ${p.code}, valid for 5 minutes. Do not share it with anyone.`, params: { code: p.code } } }),
});

interface Ended {
  holderName: string;
  productName: string;
  policyNo: string;
  kind: 'cancellation' | 'surrender';
  endsOn: string;
  refundFen: number;
}

export const endedMessage = message<Ended>('policy-ended', {
  zh: (p) => {
    const what = p.kind === 'cancellation' ? '已注销' : `已退保，保障至${p.endsOn} 24:00止`;
    const refund = money('zh', p.refundFen);
    return {
      sms: { text: `尊敬的${p.holderName}，您的保单${p.policyNo}${what}，退还保费${refund}将原路退回。`, params: { name: p.holderName, policyNo: p.policyNo, what, refund: fenToYuanText(p.refundFen) } },
      mail: {
        subject: `保单 ${p.policyNo}（${p.productName}）${p.kind === 'cancellation' ? '已注销' : '已退保'}`,
        text: `尊敬的${p.holderName}：\n\n您的保单${p.policyNo}（${p.productName}）${what}。\n退还保费：${refund}，将原路退回。`,
      },
    };
  },
  en: (p) => {
    const what = p.kind === 'cancellation' ? 'is cancelled' : `is surrendered, cover ends ${p.endsOn} 24:00`;
    const refund = money('en', p.refundFen);
    return {
      sms: { text: `Dear ${p.holderName}, your policy ${p.policyNo} ${what}; the refund of ${refund} goes back the way it was paid.`, params: { name: p.holderName, policyNo: p.policyNo, what, refund: fenToYuanText(p.refundFen) } },
      mail: {
        subject: `Policy ${p.policyNo} (${p.productName}) ${p.kind === 'cancellation' ? 'cancelled' : 'surrendered'}`,
        text: `Dear ${p.holderName},\n\nYour policy ${p.policyNo} (${p.productName}) ${what}.\nPremium refunded: ${refund}, back the way it was paid.`,
      },
    };
  },
});

interface Endorsed {
  holderName: string;
  productName: string;
  policyNo: string;
  effectiveDate: string;
  endorsementNo: string;
  insuredBefore: number;
  insuredAfter: number;
  /** Charged when positive, refunded when negative. */
  netFen: number;
}

export const endorsedMessage = message<Endorsed>('endorsement-effective', {
  zh: (p) => {
    const moneyText = p.netFen >= 0 ? `收取保费${money('zh', p.netFen)}` : `退还保费${money('zh', -p.netFen)}`;
    return {
      sms: {
        text: `尊敬的${p.holderName}，保单${p.policyNo}（${p.productName}）的批改已于${p.effectiveDate}生效，批单号${p.endorsementNo}，被保险人${p.insuredAfter}人，${moneyText}。`,
        params: { name: p.holderName, policyNo: p.policyNo, product: p.productName, date: p.effectiveDate, endorsementNo: p.endorsementNo, insured: String(p.insuredAfter), money: moneyText },
      },
      mail: {
        subject: `批单 ${p.endorsementNo}（保单 ${p.policyNo}）`,
        text: `尊敬的${p.holderName}：\n\n保单${p.policyNo}（${p.productName}）的批改已于${p.effectiveDate}生效。\n批单号：${p.endorsementNo}\n被保险人人数：${p.insuredBefore} → ${p.insuredAfter}\n${moneyText}\n\n批单见附件。`,
        attachmentName: `批单-${p.endorsementNo}.pdf`,
      },
    };
  },
  en: (p) => {
    const moneyText = p.netFen >= 0 ? `premium charged ${money('en', p.netFen)}` : `premium refunded ${money('en', -p.netFen)}`;
    return {
      sms: {
        text: `Dear ${p.holderName}, the change to policy ${p.policyNo} (${p.productName}) took effect on ${p.effectiveDate}, endorsement no. ${p.endorsementNo}, ${p.insuredAfter} insured, ${moneyText}.`,
        params: { name: p.holderName, policyNo: p.policyNo, product: p.productName, date: p.effectiveDate, endorsementNo: p.endorsementNo, insured: String(p.insuredAfter), money: moneyText },
      },
      mail: {
        subject: `Endorsement ${p.endorsementNo} (policy ${p.policyNo})`,
        text: `Dear ${p.holderName},\n\nThe change to policy ${p.policyNo} (${p.productName}) took effect on ${p.effectiveDate}.\nEndorsement no.: ${p.endorsementNo}\nNumber insured: ${p.insuredBefore} → ${p.insuredAfter}\n${moneyText[0]?.toUpperCase()}${moneyText.slice(1)}\n\nThe endorsement is attached.`,
        attachmentName: `endorsement-${p.endorsementNo}.pdf`,
      },
    };
  },
});

export const endorsementFailedMessage = message<{ holderName: string; policyNo: string; batchId: string; reason: LocalText }>('endorsement-failed', {
  zh: (p) => ({
    sms: {
      text: `尊敬的${p.holderName}，保单${p.policyNo}的批改${p.batchId}未能生效：${p.reason.zh}。已付保费将原路退回。`,
      params: { name: p.holderName, policyNo: p.policyNo, batchId: p.batchId, reason: p.reason.zh },
    },
  }),
  en: (p) => ({
    sms: {
      text: `Dear ${p.holderName}, the change ${p.batchId} to policy ${p.policyNo} did not take effect: ${p.reason.en}. The premium paid goes back the way it was paid.`,
      params: { name: p.holderName, policyNo: p.policyNo, batchId: p.batchId, reason: p.reason.en },
    },
  }),
});

/** The invoice it replaces, if any: voided by the agent's reissue, or because the premium kept changed (`settleInvoice`). */
export interface VoidedInvoice {
  invoiceNo: string;
  amountFen: number;
  premiumChanged: boolean;
}

const voidedZh = (v: VoidedInvoice | null) =>
  !v ? '' : v.premiumChanged ? `\n保单保费已变更（批改或退保退费），原发票${v.invoiceNo}（金额${money('zh', v.amountFen)}）已作废，本发票按实缴保费开具，请以本发票为准。` : `\n原发票${v.invoiceNo}已作废。`;
const voidedEn = (v: VoidedInvoice | null) =>
  !v
    ? ''
    : v.premiumChanged
      ? `\nThe policy's premium changed (an endorsement, or a refund when it ended), so the former invoice ${v.invoiceNo} (${money('en', v.amountFen)}) is void; this one states the premium paid and replaces it.`
      : `\nThe former invoice ${v.invoiceNo} is void.`;

export const invoiceMessage = message<{ title: string; policyNo: string; invoiceNo: string; amountFen: number; voided: VoidedInvoice | null }>(null, {
  zh: (p) => ({
    mail: {
      subject: `电子发票 ${p.invoiceNo}（保单 ${p.policyNo}）`,
      text: `尊敬的${p.title}：\n\n您的保单${p.policyNo}的电子发票已开具，发票号码${p.invoiceNo}，金额${money('zh', p.amountFen)}，见附件。${voidedZh(p.voided)}`,
      attachmentName: `电子发票-${p.invoiceNo}.pdf`,
    },
  }),
  en: (p) => ({
    mail: {
      subject: `E-invoice ${p.invoiceNo} (policy ${p.policyNo})`,
      text: `Dear ${p.title},\n\nThe e-invoice of your policy ${p.policyNo} is issued, invoice no. ${p.invoiceNo}, amount ${money('en', p.amountFen)}, attached.${voidedEn(p.voided)}`,
      attachmentName: `e-invoice-${p.invoiceNo}.pdf`,
    },
  }),
});

/** The premium was refunded in full after the invoice was issued: the invoice is void and none replaces it. */
export const invoiceVoidedMessage = message<{ title: string; policyNo: string; invoiceNo: string }>(null, {
  zh: (p) => ({
    mail: {
      subject: `电子发票 ${p.invoiceNo} 已作废（保单 ${p.policyNo}）`,
      text: `尊敬的${p.title}：\n\n您的保单${p.policyNo}的保费已全额退还，原电子发票${p.invoiceNo}已作废，请勿再用于报销。`,
    },
  }),
  en: (p) => ({
    mail: {
      subject: `E-invoice ${p.invoiceNo} is void (policy ${p.policyNo})`,
      text: `Dear ${p.title},\n\nThe premium of your policy ${p.policyNo} was refunded in full, so its e-invoice ${p.invoiceNo} is void; please do not use it for reimbursement.`,
    },
  }),
});

/** Where a message goes: an SMS needs a phone (mobiles only, see outboxSms), an e-mail an address and its attachment. */
export interface Recipient {
  phone?: string;
  email?: string | null;
  /** A stored file sent with the e-mail (e-policy, invoice, endorsement). */
  attachmentKey?: string;
  policyNo?: string;
}

/** The holder's phone and e-mail as their order keeps them. */
export function holderAddresses(sensitive: SensitiveData, order: Pick<OrderRow, 'holder_phone_enc' | 'holder_email_enc'>): Recipient {
  return { phone: sensitive.decrypt(order.holder_phone_enc), email: order.holder_email_enc ? sensitive.decrypt(order.holder_email_enc) : null };
}

/** Puts a message in the outbox in the caller's transaction: the SMS and the e-mail it has, where there is an address. */
export async function tellCustomer(db: Kysely<DB> | Transaction<DB>, sensitive: SensitiveData, to: Recipient, composed: CustomerMessage): Promise<void> {
  if (composed.sms && to.phone) await outboxSms(db, sensitive).send({ phone: to.phone, ...composed.sms, policyNo: to.policyNo });
  const mail = composed.mail;
  if (mail && to.email) {
    const attachment = mail.attachmentName && to.attachmentKey ? { name: mail.attachmentName, key: to.attachmentKey } : undefined;
    await outboxMail(db, sensitive).send({ to: to.email, subject: mail.subject, text: mail.text, attachment, policyNo: to.policyNo });
  }
}
