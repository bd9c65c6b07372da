import { checkEmail } from '../../../domain/validators';
import { outboxMail } from '../../adapters/mail/outbox-mail';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { ePolicyMail, orderLanguage } from '../../sales/customer-texts';
import type { PolicyFile } from './repository';

/** Sends the e-policy to the address given, else to the holder's own; refuses a bad or missing address. */
export async function emailEPolicy(ctx: SalesContext, policy: PolicyFile, email: string | undefined): Promise<void> {
  if (email && !checkEmail(email).ok) throw new AppError('1059', '邮箱格式不正确');
  const to = email || (policy.holder_email_enc ? ctx.sensitive.decrypt(policy.holder_email_enc) : '');
  if (!to) throw new AppError('1060', '请填写接收电子保单的邮箱');
  const mail = ePolicyMail(orderLanguage(policy), { holderName: policy.holder_name, policyNo: policy.policy_no });
  await outboxMail(ctx.db, ctx.sensitive).send({
    to,
    subject: mail.subject,
    text: mail.text,
    attachment: { name: mail.attachmentName, key: policy.pdf_key },
    policyNo: policy.policy_no,
  });
}
