import { randomUUID } from 'node:crypto';
import { type IdentityCheckAnswer, type IdentityCheckRequest, IDENTITY_MESSAGES } from '../../../domain/api/identity';
import { FileNotFoundError } from '../../adapters/storage';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { loadOrder, type OrderRow } from '../../sales/orders';

export type CheckChannel = 'portal' | 'wechatlink';

/** The face photo a type-3 check compares, from the encrypted storage. */
async function readPhoto(ctx: SalesContext, path: string | undefined): Promise<Buffer | undefined> {
  if (!path) return undefined;
  try {
    return await ctx.files.read(path);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new AppError('1201', { zh: '人脸照片不存在，请重新上传', en: 'The face photo was not found; please upload it again.' });
    throw error;
  }
}

/** Asks the registry and records the check, whatever it answers: who asked, what, which provider, the result. */
export async function verifyIdentity(ctx: SalesContext, actor: string, channel: CheckChannel, request: IdentityCheckRequest, now = new Date()): Promise<IdentityCheckAnswer> {
  const order = request.policyId ? await loadOrder(ctx.db, request.policyId) : undefined;
  // An order id that is not the caller's is ignored rather than answered, so ids cannot be probed.
  const orderId = order && actor === `agent:${order.agent_id}` ? order.id : null;
  const idNumber = request.idNumber.toUpperCase();
  const verdict = await ctx.identity.verify({
    verifyType: request.verifyType,
    name: request.name,
    idNumber,
    ...(request.verifyType !== '1' && request.phone && { phone: request.phone }),
    ...(request.verifyType === '3' && { photo: await readPhoto(ctx, request.photoPath) }),
  });
  const checkId = randomUUID();
  await ctx.db
    .insertInto('identity_check')
    .values({
      id: checkId,
      actor,
      order_id: orderId,
      verify_type: request.verifyType,
      channel,
      provider: ctx.identity.provider,
      name: request.name,
      id_number_enc: ctx.sensitive.encrypt(idNumber),
      id_number_bidx: ctx.sensitive.blindIndex(idNumber),
      phone_enc: request.verifyType === '2' && request.phone ? ctx.sensitive.encrypt(request.phone) : null,
      photo_path: request.verifyType === '3' ? (request.photoPath ?? null) : null,
      result: verdict.result,
      reason: verdict.reason,
      checked_at: now,
    })
    .execute();
  return {
    checkId,
    verifyType: request.verifyType,
    result: verdict.result,
    passed: verdict.result === 'match',
    message: IDENTITY_MESSAGES[verdict.reason] ?? verdict.reason,
    checkedAt: now.toISOString(),
  };
}

export interface InsuredVerification {
  seq: number;
  name: string;
  verified: boolean;
  verifyType?: string;
}

// A check made while the application was being filled in counts for the order saved from it.
const CHECK_VALID_MS = 24 * 60 * 60 * 1000;

/**
 * Stores the checks with the order: the agent's passed checks of the order's insured people (by the blind index
 * of the ID number) made in the day before are linked to it; answers each insured person's standing.
 */
export async function linkChecksToOrder(ctx: SalesContext, order: OrderRow, now = new Date()): Promise<InsuredVerification[]> {
  const insureds = await ctx.db.selectFrom('order_insured').select(['seq', 'name', 'id_number_bidx']).where('order_id', '=', order.id).orderBy('seq').execute();
  if (insureds.length === 0) return [];
  await ctx.db
    .updateTable('identity_check')
    .set({ order_id: order.id })
    .where('order_id', 'is', null)
    .where('actor', '=', `agent:${order.agent_id}`)
    .where('result', '=', 'match')
    .where('checked_at', '>=', new Date(now.getTime() - CHECK_VALID_MS))
    .where(
      'id_number_bidx',
      'in',
      insureds.map((insured) => insured.id_number_bidx),
    )
    .execute();
  const passed = await ctx.db
    .selectFrom('identity_check')
    .select(['id_number_bidx', 'verify_type', 'name'])
    .where('order_id', '=', order.id)
    .where('result', '=', 'match')
    .orderBy('checked_at', 'desc')
    .execute();
  return insureds.map((insured) => {
    const check = passed.find((row) => row.id_number_bidx === insured.id_number_bidx && row.name === insured.name);
    return { seq: insured.seq, name: insured.name, verified: check !== undefined, ...(check && { verifyType: check.verify_type }) };
  });
}

