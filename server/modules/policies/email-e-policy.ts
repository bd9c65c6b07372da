import { checkEmail } from '../../../domain/validators';
import { outboxMail } from '../../adapters/mail/outbox-mail';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import type { PolicyFile } from './repository';

/** Sends the e-policy to the address given, else to the holder's own; refuses a bad or missing address. */
export async function emailEPolicy(ctx: SalesContext, policy: PolicyFile, email: string | undefined): Promise<void> {
  if (email && !checkEmail(email).ok) throw new AppError('1059', '邮箱格式不正确');
  const to = email || (policy.holder_email_enc ? ctx.sensitive.decrypt(policy.holder_email_enc) : '');
  if (!to) throw new AppError('1060', '请填写接收电子保单的邮箱');
  await outboxMail(ctx.db, ctx.sensitive).send({
    to,
    subject: `电子保单 ${policy.policy_no}`,
    text: `尊敬的${policy.holder_name}：\n\n您申请发送的电子保单（保单号 ${policy.policy_no}）见附件。`,
    attachment: { name: `电子保单-${policy.policy_no}.pdf`, key: policy.pdf_key },
    policyNo: policy.policy_no,
  });
}
