import { z } from 'zod';
import type { FieldProblem } from '../validators/result';
import type { OrderInsured } from './order';

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
