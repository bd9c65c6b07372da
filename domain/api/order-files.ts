import { z } from 'zod';
import { text } from './fields';

type Accepted = 'pdf' | 'jpg' | 'png';
interface OrderFileKind {
  name: { zh: string; en: string };
  accept: readonly Accepted[];
  /** The upload call that files it with an order (multipart, the file and policyId); none: filed by another call. */
  uploadCall?: string;
}

const DOCUMENTS: readonly Accepted[] = ['pdf', 'jpg', 'png'];
const IMAGES: readonly Accepted[] = ['jpg', 'png'];

/**
 * Kinds of files an order carries (GET /file/queryFileTypes), each with the upload call of portal-spec 7 that
 * files it: the server's upload routes and the /uploadPDF page are both made from this table. 05 comes through
 * /riskReport/uploadSignedFiles; 07 and 08 (certificate photos) through /file/upload and /policy/saveCertificateImg.
 */
export const ORDER_FILE_TYPES = {
  '01': { name: { zh: '投保单', en: 'Application form' }, accept: ['pdf'], uploadCall: '/file/uploadPdf' },
  '04': { name: { zh: '付款凭证（AIG）', en: 'Payment evidence (AIG)' }, accept: DOCUMENTS, uploadCall: '/file/uploadEviForAIG' },
  '05': { name: { zh: '已签章风险告知书', en: 'Signed and sealed risk notice' }, accept: DOCUMENTS },
  '06': { name: { zh: '投保页面截图（中力）', en: 'Screenshots of the application (Zhongli)' }, accept: IMAGES, uploadCall: '/file/UploadScreenShotsForZL' },
  '07': { name: { zh: '证件照片（正面）', en: 'Certificate photo (front)' }, accept: IMAGES },
  '08': { name: { zh: '证件照片（反面）', en: 'Certificate photo (back)' }, accept: IMAGES },
  '09': { name: { zh: '史带承保资料', en: 'Starr underwriting documents' }, accept: DOCUMENTS, uploadCall: '/file/uploadForStarr' },
  '10': { name: { zh: '华安承保资料', en: 'Hua An underwriting documents' }, accept: DOCUMENTS, uploadCall: '/file/uploadForHuaAn' },
  '11': { name: { zh: '华安非家财资料', en: 'Hua An non-household property documents' }, accept: DOCUMENTS, uploadCall: '/file/uploadForHuaAnFJF' },
} as const satisfies Record<string, OrderFileKind>;
export type OrderFileType = keyof typeof ORDER_FILE_TYPES;
export const SIGNED_RISK_NOTICE: OrderFileType = '05';

export const fileTypesAnswer = z.array(
  z.object({ fileType: z.string(), name: z.string(), enName: z.string(), accept: z.array(z.string()), maxBytes: z.number(), uploadCall: z.string().optional() }),
);
export type FileTypesAnswer = z.infer<typeof fileTypesAnswer>;

/** A path the encrypted storage answered on upload. */
export const storedFilePath = z.string().regex(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/, '文件路径不正确');

/** POST /policy/saveCertificateImg: the certificate photos of orders, uploaded first. */
export const saveCertificateImgRequest = z
  .array(z.object({ policyId: text.min(1, '请选择订单'), fileType: z.enum(['07', '08'], '证件照片类型应为07或08'), filePath: storedFilePath }))
  .min(1, '请上传证件照片！')
  .max(20);
export type SaveCertificateImgRequest = z.infer<typeof saveCertificateImgRequest>;
