import { z } from 'zod';
import { text } from './fields';

/** Kinds of files an order carries (GET /file/queryFileTypes); 07 and 08 are the certificate photos' sides. */
export const ORDER_FILE_TYPES = {
  '01': { name: { zh: '投保单', en: 'Application form' }, accept: ['pdf', 'jpg', 'png'] },
  '02': { name: { zh: '被保险人清单', en: 'Insured list' }, accept: ['pdf', 'jpg', 'png'] },
  '04': { name: { zh: '付款凭证', en: 'Payment evidence' }, accept: ['pdf', 'jpg', 'png'] },
  '05': { name: { zh: '已签章风险告知书', en: 'Signed and sealed risk notice' }, accept: ['pdf', 'jpg', 'png'] },
  '06': { name: { zh: '投保页面截图', en: 'Screenshots of the application' }, accept: ['jpg', 'png'] },
  '07': { name: { zh: '证件照片（正面）', en: 'Certificate photo (front)' }, accept: ['jpg', 'png'] },
  '08': { name: { zh: '证件照片（反面）', en: 'Certificate photo (back)' }, accept: ['jpg', 'png'] },
  '09': { name: { zh: '史带承保资料', en: 'Starr underwriting documents' }, accept: ['pdf', 'jpg', 'png'] },
  '10': { name: { zh: '华安承保资料', en: 'Hua An underwriting documents' }, accept: ['pdf', 'jpg', 'png'] },
  '11': { name: { zh: '华安非家财资料', en: 'Hua An non-household property documents' }, accept: ['pdf', 'jpg', 'png'] },
} as const satisfies Record<string, { name: { zh: string; en: string }; accept: readonly ('pdf' | 'jpg' | 'png')[] }>;
export type OrderFileType = keyof typeof ORDER_FILE_TYPES;
export const SIGNED_RISK_NOTICE: OrderFileType = '05';

export const fileTypesAnswer = z.array(z.object({ fileType: z.string(), name: z.string(), enName: z.string(), accept: z.array(z.string()), maxBytes: z.number() }));
export type FileTypesAnswer = z.infer<typeof fileTypesAnswer>;

/** A path the encrypted storage answered on upload. */
export const storedFilePath = z.string().regex(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/, '文件路径不正确');

/** POST /policy/saveCertificateImg: the certificate photos of orders, uploaded first. */
export const saveCertificateImgRequest = z
  .array(z.object({ policyId: text.min(1, '请选择订单'), fileType: z.enum(['07', '08'], '证件照片类型应为07或08'), filePath: storedFilePath }))
  .min(1, '请上传证件照片！')
  .max(20);
export type SaveCertificateImgRequest = z.infer<typeof saveCertificateImgRequest>;
