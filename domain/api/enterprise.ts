import { z } from 'zod';
import { companyCertificateTypes } from '../code-tables/company';
import { nameText, text } from './fields';

/** The company search throttle of portal-spec 9: the client waits this long after the last keystroke. */
export const ENTERPRISE_SEARCH_THROTTLE_MS = 700;
/** At most this many companies answer one search. */
export const ENTERPRISE_SEARCH_LIMIT = 20;

const enterpriseName = nameText.min(1, '请输入企业名称');
const certificateType = z.enum(companyCertificateTypes.map((entry) => entry.code) as ['1', '2', '3', '4'], { error: '请选择证件类型' });

/** POST /invoice/enterpriseSearchByName {keyword}: enterprises whose name contains the keyword. */
export const enterpriseSearchRequest = z.object({ keyword: text.min(1, '请输入企业名称').max(50) });
export const enterpriseSearchItem = z.object({ entname: z.string(), id: z.string() });
export const enterpriseSearchAnswer = z.object({ items: z.array(enterpriseSearchItem) });
export type EnterpriseSearchItem = z.infer<typeof enterpriseSearchItem>;
export type EnterpriseSearchAnswer = z.infer<typeof enterpriseSearchAnswer>;

/** POST /invoice/enterpriseInfoById {id}: the company's numbers, named as the spec names them. */
export const enterpriseInfoRequest = z.object({ id: text.min(1, '缺少企业编号').max(40) });
export const enterpriseInfo = z.object({
  entname: z.string(),
  /** Unified social credit code. */
  UNCID: z.string(),
  TAXNUMBER: z.string(),
  /** Business registration number (工商注册号). */
  GONGSH: z.string(),
  ORGCODE: z.string(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfo>;

/** POST /certificate/query and /api_xxpl/certificateLib/query (form data): the library's entry of a company, if any. */
export const certificateQueryRequest = z.object({ enterpriseName, idType: certificateType.default('1') });
export const certificateEntry = z.object({
  enterpriseName: z.string(),
  idType: z.string(),
  idNo: z.string(),
  /** pending: entered by hand, staff will check it and contact the agent; verified: known to be right. */
  status: z.enum(['pending', 'verified']),
});
export type CertificateEntry = z.infer<typeof certificateEntry>;
/** `data` of the query's 0000 answer: null when the company has no entry. */
export const certificateQueryData = certificateEntry.nullable();

/** POST /certificate/add and /api_xxpl/certificateLib: a certificate entered by hand, with its photo (portal-spec 3). */
export const certificateAddRequest = z.object({
  idType: certificateType,
  enterpriseName,
  idNo: text.min(1, '请输入证件号码').max(30),
  /** The path /file/upload answered. */
  idPhoto: text.min(1, '请上传证件照片！').max(120),
  photoName: text.max(120).optional(),
  userId: text.max(40).optional(),
});
export type CertificateAddRequest = z.infer<typeof certificateAddRequest>;

/** POST /certificate/thirdPartyAdd and /api_xxpl/certificateLib/thirdPartyAdd: a credit code from another source (idType 1). */
export const certificateThirdPartyRequest = z.object({
  enterpriseName,
  idType: z.literal('1', { error: '请选择证件类型' }).default('1'),
  idNo: text.min(1, '请输入证件号码').max(30),
});
export type CertificateThirdPartyRequest = z.infer<typeof certificateThirdPartyRequest>;
