import { z } from 'zod';

const text = z.string().trim();

/** The legacy .action calls answer in their own shape, not the envelope (portal-spec 8: not judged by returnCode). */
export interface LegacyAnswer<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

/** policymanager_chargebackBody.action: the refund (chargeback) of a cancelled or surrendered policy. */
export const chargebackRequest = z.object({ policyNo: text.min(1, '请输入保单号').max(40) });

export const ACCOUNT_TYPES = ['1', '2'] as const;

/** enterpriseBatchUpdate_bankInfos.action: banks whose name or code contains the keyword. */
export const bankInfosRequest = z.object({ keyword: text.max(20).optional() });

/** enterpriseBatchUpdate_billingDepositBankCode.action: the code of a deposit bank, by its name. */
export const depositBankCodeRequest = z.object({ bankName: text.min(1, '请输入开户银行').max(40) });

export const bankUpdateItem = z.object({
  policyNo: text.min(1, '请输入保单号'),
  bankCode: text.regex(/^\d{3}$/, '请选择开户银行'),
  accountType: z.enum(ACCOUNT_TYPES, { error: '请选择账户类型' }),
  accountName: text.min(1, '请输入账户名称').max(100),
  accountNo: text.regex(/^\d{8,30}$/, '银行账号应为8-30位数字'),
});
export type BankUpdateItem = z.infer<typeof bankUpdateItem>;

/** enterpriseBatchUpdate_savePropertyBatch.action: new refund accounts for enterprise policies; form posts send `items` as JSON text. */
export const savePropertyBatchRequest = z.object({
  items: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, z.array(bankUpdateItem).min(1, '请添加需要变更的保单').max(500)),
});
