import type { InspectionAnswer } from '../../../domain/api/risk';
import type { SalesContext } from '../../sales/context';
import type { OrderRow } from '../../sales/orders';
import { linkChecksToOrder } from '../identity';
import { riskCheckOf } from './assess';

/**
 * The order's inspection before payment: each insured person's identity check (the agent's passed checks are
 * stored with the order here), the signed and sealed risk notice when the rules ask for one, certificate photos.
 */
export async function inspectOrder(ctx: SalesContext, order: OrderRow): Promise<InspectionAnswer> {
  const insureds = await linkChecksToOrder(ctx, order);
  const risk = await riskCheckOf(ctx, order);
  const certificates = await ctx.db.selectFrom('order_file').select('id').where('order_id', '=', order.id).where('file_type', 'in', ['07', '08']).execute();
  const unverified = insureds.filter((insured) => !insured.verified);
  const problems = [
    ...(unverified.length > 0 ? [`${unverified.length}位被保险人未完成身份核验：${unverified.map((insured) => insured.name).join('、')}`] : []),
    ...(risk.level === 'refuse' ? ['该单超出承保范围'] : []),
    ...(risk.uploadRequired && !risk.sealFound ? ['请上传已签字并加盖公章的风险告知书'] : []),
  ];
  return {
    policyId: order.id,
    insureds,
    verifiedCount: insureds.length - unverified.length,
    riskNoticeRequired: risk.noticeRequired,
    riskNoticeUploaded: risk.sealFound,
    certificateImages: certificates.length,
    problems,
    passed: problems.length === 0,
  };
}
