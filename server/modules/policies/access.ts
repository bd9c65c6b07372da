import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { policyAccess } from '../../sales/policy-access';
import { findPolicyFile, type PolicyFile } from './repository';

/**
 * The stored policy when the caller may open it: the agent who sold it (their token), or a holder with an access
 * token from the phone + ID query or the SMS link.
 */
export async function openablePolicy(ctx: SalesContext, request: FastifyRequest, policyNo: string, access: string | undefined): Promise<PolicyFile> {
  const row = await findPolicyFile(ctx.db, policyNo);
  const seller = request.principal?.subjectType === 'agent' && request.principal.agentId === row?.agent_id;
  if (!row || !(seller || policyAccess(ctx.settings.dataKey).verify(policyNo, access))) {
    // One answer for "no such policy" and "not yours": policy numbers cannot be probed for owners.
    throw new AppError('403', { zh: '无权查看该电子保单，请先通过保单查询验证投保人身份', en: 'You may not view this e-policy; please verify as the policyholder through the policy query first.' }, 403);
  }
  return row;
}
