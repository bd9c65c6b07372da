import { z } from 'zod';
import { occupationLevel } from '../catalog/rating-schema';
import { bilingual } from './policy';
import { calendarDate, companyHolderContact, nameText, text } from './fields';
import { orderStatus } from './payment';
import { sheetCheckSchema } from './sheet';

/** Group medical quotations (issue 14; portal-spec 7 "Quotations" and "Group medical"). */

const id = z.string().trim().min(1, '缺少报价单号').max(40);
const code = z.string().trim().min(1).max(40);

export const QUOTATION_STATES = ['draft', 'quoted', 'expired', 'accepted', 'insured'] as const;
export const quotationState = z.enum(QUOTATION_STATES);
export type QuotationState = z.infer<typeof quotationState>;

/** One person of the census: an employee (relationship 1) or a dependant (2 spouse, 3 child). */
export const censusMember = z.object({
  name: nameText.min(1, '请输入姓名'),
  idType: text.min(1, '请选择证件类型'),
  idNumber: text.min(1, '请输入证件号码'),
  birthDate: calendarDate,
  gender: z.enum(['M', 'F']),
  relationship: z.enum(['1', '2', '3']),
  employeeIdNumber: text.optional(),
});
export type CensusMemberInput = z.infer<typeof censusMember>;

/** The census sheet's columns, in order (getInsureTemplate). */
export const CENSUS_COLUMNS = [
  { key: 'name', header: '姓名' },
  { key: 'idType', header: '证件类型（1身份证 2护照）' },
  { key: 'idNumber', header: '证件号码' },
  { key: 'birthDate', header: '出生日期（YYYY-MM-DD）' },
  { key: 'gender', header: '性别（M男 F女）' },
  { key: 'relationship', header: '与员工关系（1本人 2配偶 3子女）' },
  { key: 'employeeIdNumber', header: '所属员工证件号码（家属填写）' },
] as const;
export type CensusColumn = (typeof CENSUS_COLUMNS)[number]['key'];
export const CENSUS_SHEET = '人员清单';

export const MAX_CENSUS_MEMBERS = 2000;

/** What a quotation is priced from: the product, the company, the duties chosen and the census. */
export const quotationDraft = z.object({
  productCode: code,
  companyName: nameText.min(1, '请输入企业名称'),
  startDate: calendarDate,
  industryLevel: occupationLevel,
  /** dutyCode -> optionCode of every duty bought. */
  duties: z.record(code, code).refine((duties) => Object.keys(duties).length <= 20, '责任过多'),
  members: z.array(censusMember).min(1, '请上传人员清单').max(MAX_CENSUS_MEMBERS, `人员清单不能超过${MAX_CENSUS_MEMBERS}人`),
});
export type QuotationDraft = z.infer<typeof quotationDraft>;

/** saveQuotation / saveMedilinkGroupAFP: price and keep (a new version when `id` is already quoted); saveStag keeps a draft. */
export const saveQuotationRequest = quotationDraft.extend({ id: id.optional() });
export type SaveQuotationRequest = z.infer<typeof saveQuotationRequest>;

/** Copy a quotation into a new draft version of the same family. */
export const copyQuotationRequest = z.object({ copyOf: id });

export const quotationIdBody = z.object({ id });
export const quotationIdParams = z.object({ id });
export const productCodeParams = z.object({ id: code });
export const censusTemplateRequest = z.object({ productCode: code.optional() });

const bandSummary = z.object({ minAge: z.number(), maxAge: z.number(), male: z.number(), female: z.number(), premiumFen: z.number() });
const dutyPremium = z.object({ dutyCode: z.string(), optionCode: z.string(), premiumFen: z.number() });

/** premiumMedilinkGroupAFP: the premium by band, by duty and in total. */
export const quotationPrice = z.object({
  quoteDate: z.string(),
  employees: z.number(),
  members: z.number(),
  groupSizeFactor: z.number(),
  industryFactor: z.number(),
  bands: z.array(bandSummary),
  duties: z.array(dutyPremium),
  totalPremiumFen: z.number(),
  ratesAreDemo: z.literal(true),
});
export type QuotationPriceView = z.infer<typeof quotationPrice>;

export const quotationFile = z.object({ fileId: z.string(), fileName: z.string(), fileType: z.string(), sizeBytes: z.number(), kind: z.enum(['material', 'supplement']) });
export type QuotationFile = z.infer<typeof quotationFile>;

export const quotationSummary = z.object({
  id: z.string(),
  familyId: z.string(),
  version: z.number(),
  productCode: z.string(),
  productName: bilingual,
  companyName: z.string(),
  state: quotationState,
  memberCount: z.number(),
  premiumFen: z.number().nullable(),
  quoteDate: z.string(),
  validUntil: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type QuotationSummary = z.infer<typeof quotationSummary>;

/** query/{id}: the whole quotation, census included, as its agent may see it. */
export const quotationView = quotationSummary.extend({
  startDate: z.string().nullable(),
  industryLevel: occupationLevel,
  duties: z.record(z.string(), z.string()),
  members: z.array(censusMember),
  price: quotationPrice.nullable(),
  files: z.array(quotationFile),
  /** The state of the order made of it: payable only while unpaid; paid or issued, it leads to the policy. */
  orderStatus: orderStatus.nullable(),
});
export type QuotationView = z.infer<typeof quotationView>;

/** queryList: the agent's quotations, newest first, by company name, product and state. */
export const quotationListRequest = z
  .object({
    keyword: z.string().trim().max(60).optional(),
    productCode: code.optional(),
    state: quotationState.optional(),
    pageNum: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .default({ pageNum: 1, pageSize: 10 });
export type QuotationListRequest = z.input<typeof quotationListRequest>;
export type QuotationSearch = z.infer<typeof quotationListRequest>;
export const quotationPage = z.object({ total: z.number(), list: z.array(quotationSummary) });
export type QuotationPage = z.infer<typeof quotationPage>;

/** creatPolicyInformation: the client accepts; the company's details the order needs. */
export const acceptQuotationRequest = z.object({
  id,
  holderIdNumber: companyHolderContact.holderIdNumber,
  holderPhone: companyHolderContact.holderPhone,
  holderEmail: companyHolderContact.holderEmail.optional(),
});
export type AcceptQuotationRequest = z.infer<typeof acceptQuotationRequest>;

/** insure/{id}: the order made of an accepted quotation, at the quoted price. */
export const quotationOrder = z.object({ quotationId: z.string(), policyId: z.string(), totalPremium: z.string(), totalPremiumFen: z.number(), productCode: z.string(), expiresAt: z.string() });
export type QuotationOrder = z.infer<typeof quotationOrder>;

export const pdfUrl = z.object({ url: z.string() });
export const materialRequest = z.object({ fileId: z.string().trim().min(1).max(40) });
export const materialUploadQuery = z.object({ quotationId: id });

/** The census sheet read (parseInsuredExcel and its AFP / ZHX forms): the valid members, and the sheet check. */
export const censusUpload = sheetCheckSchema.extend({ members: z.array(censusMember) });
export type CensusUpload = z.infer<typeof censusUpload>;

/** The page of each quoted product (portal-spec 2.2): a new quotation, and a saved one (?id=). */
export const QUOTATION_PAGES: Readonly<Record<string, { start: string; saved: string }>> = {
  gytx: { start: '/premium/gytx', saved: '/premium/gytx' },
  MedilinkGroupZHX: { start: '/premium/MedilinkGroupZHXpremium', saved: '/premium/MedilinkGroupZHXpremium/result' },
  MedilinkGroupZRY: { start: '/premium/MedilinkGroupZRYpremium', saved: '/premium/MedilinkGroupZRYpremium' },
};

/** The editor's own fields; the census and the duties are chosen beside the form. */
export const quotationForm = quotationDraft.pick({ companyName: true, startDate: true, industryLevel: true });
export type QuotationForm = z.infer<typeof quotationForm>;
