import type { Transaction } from 'kysely';
import type { BatchInfo, CorrectionRequest, RowProblem } from '../../../domain/api/endorsement';
import { maskEmail, maskIdNumber, maskPhone } from '../../../domain/privacy/mask';
import { checkEffectiveDate } from '../../../domain/rules/endorsement';
import { checkContactPhone, checkEmail, checkHolderAddress, checkMobile, checkPersonName, todayInBeijing } from '../../../domain/validators';
import { describeProblems, messageOf } from '../../catalog/messages';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { newBatchId } from '../../sales/order-id';
import { actorOf, type BookScope } from '../../sales/scope';
import { idNumbersAt, peopleOnPolicy, policyVersion, savePricedBatch } from './repository';
import type { StoredChanges } from './changes';
import { policyPersonFinder } from './lines';
import { batchInfo, endorsablePolicy } from './service';

const problem = (row: number, column: string, code: string): RowProblem => ({ row, column, code, message: messageOf(code) });

/**
 * calBatchPremium of a correction: the holder's new contact or insureds' corrected details, checked with the save
 * call's rules and against the policy; kept as a priced batch that moves no premium and applies at its date.
 */
export async function priceCorrection(ctx: SalesContext, scope: BookScope, request: CorrectionRequest, now = new Date()): Promise<BatchInfo> {
  const today = todayInBeijing(now);
  const { row, product } = await endorsablePolicy(ctx, scope, request.policyId, today);
  const problems: RowProblem[] = [];
  const dateProblem = checkEffectiveDate(request.effectiveDate, today, { startDate: row.start_date, endDate: row.end_date }, product.startDate.earliestInDays);
  if (dateProblem) problems.push(problem(0, 'effectiveDate', dateProblem));
  const onPolicy = await peopleOnPolicy(ctx.db, row.id);
  const changes: StoredChanges = {};
  if (request.kind === 'contact') {
    const { holderPhone, holderEmail, holderAddress } = request.contact;
    const phone = holderPhone ? (row.holder_type === 'C' ? checkContactPhone(holderPhone) : checkMobile(holderPhone)) : { ok: true as const };
    if (!phone.ok) problems.push(problem(1, 'holderPhone', phone.code));
    const email = holderEmail ? checkEmail(holderEmail) : { ok: true as const };
    if (!email.ok) problems.push(problem(1, 'holderEmail', email.code));
    const address = holderAddress ? checkHolderAddress(holderAddress) : { ok: true as const };
    if (!address.ok) problems.push(problem(1, 'holderAddress', address.code));
    changes.contact = {
      ...(holderPhone && { phoneEnc: ctx.sensitive.encrypt(holderPhone), phoneBidx: ctx.sensitive.blindIndex(holderPhone), phoneMasked: maskPhone(holderPhone) }),
      ...(holderEmail && { emailEnc: ctx.sensitive.encrypt(holderEmail), emailMasked: maskEmail(holderEmail) }),
      ...(holderAddress && { address: holderAddress }),
    };
  } else {
    // Named as a leaving person is: by ID number or by place on the list, one person once.
    const personOf = policyPersonFinder(onPolicy, ctx.sensitive);
    const seen = new Set<number>();
    const corrected = request.insureds.flatMap((insured, index) => {
      const person = personOf(insured);
      if (!person) problems.push(problem(index + 1, 'idNumber', 'ENDORSE_NOT_ON_POLICY'));
      else if (seen.has(person.seq)) problems.push(problem(index + 1, 'idNumber', 'ENDORSE_DUPLICATE_IN_BATCH'));
      else seen.add(person.seq);
      const name = insured.name ? checkPersonName(insured.name, 'insured') : { ok: true as const };
      if (!name.ok) problems.push(problem(index + 1, 'name', name.code));
      return person ? [{ person, insured }] : [];
    });
    if (problems.length === 0) {
      const idNumbers = await idNumbersAt(ctx.db, row.id, [...seen]);
      changes.insureds = corrected.map(({ person, insured }) => ({
        bidx: person.idNumberBidx,
        idMasked: maskIdNumber(ctx.sensitive.decrypt(idNumbers.get(person.seq) ?? '')),
        ...(insured.name && { name: insured.name }),
        ...(insured.occupationName && { occupationName: insured.occupationName }),
      }));
    }
  }
  if (problems.length > 0) throw new AppError('1001', describeProblems(problems), 200, { problems });

  const version = await policyVersion(ctx.db, row.policy_no);
  const batchId = request.batchId ?? newBatchId(now);
  const values = {
    kind: request.kind,
    status: 'priced' as const,
    effective_date: request.effectiveDate,
    base_version: version?.version ?? 0,
    insured_before: onPolicy.size,
    insured_after: onPolicy.size,
    changes: JSON.stringify(changes),
  };
  await ctx.db.transaction().execute((trx) =>
    savePricedBatch(trx, { id: batchId, policy_no: row.policy_no, order_id: row.id, created_by: actorOf(scope) }, !request.batchId, values),
  );
  return batchInfo(ctx, scope, batchId, now);
}

/** The apply job's part for a correction, under the policy's lock: the holder's contact or the insureds' details. */
export async function applyCorrection(trx: Transaction<DB>, orderId: string, changes: unknown): Promise<void> {
  const stored = (changes ?? {}) as StoredChanges;
  const contact = stored.contact;
  if (contact && (contact.phoneEnc || contact.emailEnc || contact.address)) {
    await trx
      .updateTable('sales_order')
      .set({
        ...(contact.phoneEnc && contact.phoneBidx && { holder_phone_enc: contact.phoneEnc, holder_phone_bidx: contact.phoneBidx }),
        ...(contact.emailEnc && { holder_email_enc: contact.emailEnc }),
        ...(contact.address && { holder_address: contact.address }),
      })
      .where('id', '=', orderId)
      .execute();
  }
  for (const insured of stored.insureds ?? []) {
    if (!insured.name && !insured.occupationName) continue;
    await trx
      .updateTable('order_insured')
      .set({ ...(insured.name && { name: insured.name }), ...(insured.occupationName && { occupation_name: insured.occupationName }) })
      .where('order_id', '=', orderId)
      .where('id_number_bidx', '=', insured.bidx)
      .execute();
  }
}
