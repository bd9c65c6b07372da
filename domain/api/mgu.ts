import { z } from 'zod';
import { companyHolderContact } from './fields';
import type { FieldProblem } from '../validators/result';
import type { OrderInsured, SaveOrderRequest } from './order';

/** The columns of the MGU bulk template's insured sheet, in order (/wechatLink/mgu/downloadMGUPros). */
export const MGU_TEMPLATE_COLUMNS = [
  { key: 'name', header: '姓名' },
  { key: 'idType', header: '证件类型（1身份证 2护照）' },
  { key: 'idNumber', header: '证件号码' },
  { key: 'birthDate', header: '出生日期（YYYY-MM-DD）' },
  { key: 'gender', header: '性别（M男 F女）' },
  { key: 'mobile', header: '手机号' },
] as const;
export const MGU_INSURED_SHEET = '被保险人清单';

/** /wechatLink/mgu/bbcUploadTemplete: the rows read from the filled template, and what is wrong with each. */
export interface MguUpload {
  insureds: OrderInsured[];
  problems: (FieldProblem & { row: number })[];
}

/** /wechatLink/mgu/lastPolicyinfo: the agent's latest MGU order, to start the next one from. */
export const lastPolicyRequest = z.object({ productCode: z.string().trim().max(40).optional() }).default({});

export interface MguLastPolicy {
  policyId: string;
  productCode: string;
  planCode: string;
  startDate: string;
  holder: { holderType: 'C' | 'I'; holderName: string; holderIdType: string; holderIdNumber: string; holderPhone: string; holderEmail?: string; holderAddress?: string };
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');

/** The /bbc-create form: the product and plan, the start date, and the company that applies. */
export const mguApplicationForm = z.object({
  productCode: z.string().min(1, '请选择产品'),
  planCode: z.string().min(1, '请选择保障计划'),
  startDate: isoDate,
  holderName: z.string().trim().min(1, '请输入企业名称').max(100),
  ...companyHolderContact,
});
export type MguApplicationForm = z.infer<typeof mguApplicationForm>;

/** The save request of an MGU application: the company as holder (USCC, type 03), the uploaded list as insureds. */
export function mguOrderRequest(form: MguApplicationForm, insureds: readonly OrderInsured[], idempotencyKey: string): SaveOrderRequest {
  return {
    salPolicy: { productCode: form.productCode, planCode: form.planCode, startDate: form.startDate },
    salPolicyHolder: {
      holderType: 'C',
      holderName: form.holderName,
      holderIdType: '03',
      holderIdNumber: form.holderIdNumber,
      holderPhone: form.holderPhone,
      ...(form.holderEmail && { holderEmail: form.holderEmail }),
    },
    salInsuredList: [...insureds],
    idempotencyKey,
  };
}
