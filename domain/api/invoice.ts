import { z } from 'zod';
import { checkEmail } from '../validators/email';
import { checkUscc } from '../validators/uscc';

const policyId = z.string().trim().min(1, '缺少保单号').max(40);
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((value) => value || undefined);

/**
 * POST /authorization/policyOperation/applyInvoice and reapplyInvoice: a VAT invoice (fapiao) for the policyholder.
 * A company gives its unified social credit code as tax number; a special invoice also needs bank and address.
 */
export const invoiceRequest = z
  .object({
    policyId,
    /** The invoice title: the policyholder's name (invoices go only to the holder, storefront-spec 5). */
    title: z.string().trim().min(1, '请输入发票抬头').max(100),
    taxpayerType: z.enum(['person', 'company'], { message: '请选择纳税人类型' }),
    taxNumber: optionalText(20),
    /** normal: 增值税普通发票; special: 增值税专用发票. */
    billingType: z.enum(['normal', 'special'], { message: '请选择发票类型' }),
    bankName: optionalText(60),
    bankAccount: optionalText(30),
    companyAddress: optionalText(120),
    companyPhone: optionalText(30),
    /** Left out, the invoice goes to the policyholder's e-mail on the order (the server says so when there is none). */
    email: optionalText(100),
    idempotencyKey: z.string().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email && !checkEmail(value.email).ok) ctx.addIssue({ code: 'custom', path: ['email'], message: '邮箱格式不正确' });
    if (value.taxpayerType === 'company') {
      if (!value.taxNumber) ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: '请输入纳税人识别号' });
      else if (!checkUscc(value.taxNumber).ok) ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: '纳税人识别号应为18位统一社会信用代码，请检查' });
    }
    if (value.billingType === 'special') {
      if (value.taxpayerType !== 'company') ctx.addIssue({ code: 'custom', path: ['billingType'], message: '专用发票仅开具给企业' });
      const needed = [
        ['bankName', '请输入开户银行'],
        ['bankAccount', '请输入银行账号'],
        ['companyAddress', '请输入企业地址'],
        ['companyPhone', '请输入企业电话'],
      ] as const;
      for (const [field, message] of needed) if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type InvoiceRequest = z.input<typeof invoiceRequest>;

export const invoiceIssued = z.object({
  invoiceNo: z.string(),
  policyNo: z.string(),
  amountFen: z.number().int(),
  emailMasked: z.string(),
  /** The invoice it replaces (re-apply). */
  replaces: z.string().nullable(),
});
export type InvoiceIssued = z.infer<typeof invoiceIssued>;

/** POST /authorization/policyOperation/exportInvoice: the policy's current invoice as PDF. */
export const invoiceFileRequest = z.object({ policyId });

/**
 * POST /invoice/enterpriseTicketInfo and /invoice/queryEnterpriseBank: a company's invoice details as last given
 * for a policy of the caller's book, found by its name or tax number.
 */
export const enterpriseLookupRequest = z
  .object({ enterpriseName: optionalText(100), taxNumber: optionalText(20) })
  .refine((value) => value.enterpriseName || value.taxNumber, { message: '请输入企业名称或纳税人识别号' });

export const enterpriseTicketInfo = z.object({ title: z.string(), taxNumber: z.string().nullable(), companyAddress: z.string().nullable(), companyPhone: z.string().nullable() });
export type EnterpriseTicketInfo = z.infer<typeof enterpriseTicketInfo>;

export const enterpriseBank = z.object({ title: z.string(), bankName: z.string().nullable(), bankAccount: z.string().nullable() });
export type EnterpriseBank = z.infer<typeof enterpriseBank>;
