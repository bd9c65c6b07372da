import { checkEmail } from '../../../domain/validators';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { ePolicyMessage, orderLanguage, tellCustomer } from '../../sales/customer-texts';
import type { PolicyFile } from './repository';

/** Sends the e-policy to the address given, else to the holder's own; refuses a bad or missing address. */
export async function emailEPolicy(ctx: SalesContext, policy: PolicyFile, email: string | undefined): Promise<void> {
  if (email && !checkEmail(email).ok) throw new AppError('1059', { zh: '邮箱格式不正确', en: 'The e-mail address is not valid.' });
  const to = email || (policy.holder_email_enc ? ctx.sensitive.decrypt(policy.holder_email_enc) : '');
  if (!to) throw new AppError('1060', { zh: '请填写接收电子保单的邮箱', en: 'Please enter the e-mail address to send the e-policy to.' });
  const message = ePolicyMessage(orderLanguage(policy), { holderName: policy.holder_name, policyNo: policy.policy_no });
  await tellCustomer(ctx.db, ctx.sensitive, { email: to, attachmentKey: policy.pdf_key, policyNo: policy.policy_no }, message);
}
