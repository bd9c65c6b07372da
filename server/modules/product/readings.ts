import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { READING_CODES, type ReadingEvidence, type ReadingRecordRequest, reachedEnd } from '../../../domain/api/product';
import type { ProductConfig } from '../../../domain/catalog';
import type { DB } from '../../db/schema';
import type { Principal } from '../../sales/tokens';
import { AppError } from '../../lib/envelope';

export interface ReadingContext {
  principal: Principal | null;
  userAgent: string | undefined;
  production: boolean;
}

/**
 * Records one reading of a product document. The version must be the one the product shows now (evidence
 * names the text agreed to); the skip button is refused in production; scrolling is recorded, not judged,
 * since only the reader's own screen knows its height.
 */
export async function recordReading(db: Kysely<DB>, product: ProductConfig, input: ReadingRecordRequest, context: ReadingContext) {
  const material = product.materials.find((candidate) => candidate.materialType === input.materialType);
  if (!material) throw new AppError('1051', { zh: '本产品未配置该文件!', en: 'This product has no such document.' });
  if (material.version !== input.version) throw new AppError(READING_CODES.outdated, {
    zh: '文件已更新，请重新阅读',
    en: 'The document has been updated; please read it again.',
  }, 200, { version: material.version });
  if (input.skipped && context.production) throw new AppError(READING_CODES.skipped, { zh: '请阅读文件后再同意', en: 'Please read the document before agreeing.' });
  // One agreement per document version and visitor: the group application after the product page finds it.
  const agreed = input.agreed ? await agreedBefore(db, input.readingSessionId, product.code, material.materialType, material.version) : undefined;
  if (agreed) return { readingId: agreed.id, reachedEnd: agreed.reached_end };
  const row = {
    id: randomUUID(),
    reading_session_id: input.readingSessionId,
    policy_id: input.policyId ?? null,
    product_code: product.code,
    issuer_id: input.userId ?? null,
    subject_type: context.principal?.subjectType ?? null,
    subject_id: context.principal?.subjectId ?? null,
    material_type: material.materialType,
    material_name: material.materialName.zh,
    version: material.version,
    seconds_spent: input.secondsSpent,
    scrolled_to_px: input.scrolledToPx,
    scroll_height_px: input.scrollHeightPx,
    viewport_height_px: input.viewportHeightPx ?? null,
    reached_end: reachedEnd(input),
    agreed: input.agreed,
    skipped: input.skipped ?? false,
    user_agent: context.userAgent?.slice(0, 400) ?? null,
  };
  await db.insertInto('material_reading').values(row).execute();
  return { readingId: row.id, reachedEnd: row.reached_end };
}

function agreedBefore(db: Kysely<DB>, readingSessionId: string, productCode: string, materialType: string, version: string) {
  return db
    .selectFrom('material_reading')
    .select(['id', 'reached_end'])
    .where('reading_session_id', '=', readingSessionId)
    .where('product_code', '=', productCode)
    .where('material_type', '=', materialType)
    .where('version', '=', version)
    .where('agreed', '=', true)
    .executeTakeFirst();
}

/** Once an order exists, its readings are filed under its policy id too (for the orders module). */
export async function linkReadingsToPolicy(db: Kysely<DB>, readingSessionId: string, policyId: string): Promise<number> {
  const result = await db
    .updateTable('material_reading')
    .set({ policy_id: policyId })
    .where('reading_session_id', '=', readingSessionId)
    .where('policy_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listReadings(db: Kysely<DB>, filter: { readingSessionId?: string; policyId?: string }): Promise<ReadingEvidence[]> {
  let query = db.selectFrom('material_reading').selectAll();
  if (filter.readingSessionId) query = query.where('reading_session_id', '=', filter.readingSessionId);
  if (filter.policyId) query = query.where('policy_id', '=', filter.policyId);
  const rows = await query.orderBy('recorded_at').orderBy('id').execute();
  return rows.map((row) => ({
    readingId: row.id,
    productCode: row.product_code,
    materialType: row.material_type,
    materialName: row.material_name,
    version: row.version,
    secondsSpent: row.seconds_spent,
    scrolledToPx: row.scrolled_to_px,
    scrollHeightPx: row.scroll_height_px,
    reachedEnd: row.reached_end,
    agreed: row.agreed,
    skipped: row.skipped,
    recordedAt: new Date(row.recorded_at).toISOString(),
  }));
}
