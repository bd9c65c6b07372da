import { randomUUID } from 'node:crypto';
import type { QuotationFile } from '../../../domain/api/quotation';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { findOwnFile } from './repository';
import { QUOTATION_MISSING, QUOTATION_STATE, requireOwnQuotation } from './service';

const MAX_FILES = 20;

/** A name safe to print and to put in a zip: no path, no control characters, bounded. */
function safeName(name: string | undefined, type: string): string {
  const base = (name ?? '').replace(/[\\/]/g, '_').replace(/\p{Cc}/gu, '').trim().slice(-80);
  return base || `材料.${type}`;
}

/**
 * uploadMaterial (before insuring) and uploadMaterialBc (a supplement, after): a checked file stored encrypted
 * through sales.files and listed on the quotation.
 */
export async function addMaterial(
  ctx: SalesContext,
  agentId: string,
  quotationId: string,
  kind: QuotationFile['kind'],
  upload: { bytes: Buffer; type: string; fileName?: string },
): Promise<QuotationFile> {
  const row = await requireOwnQuotation(ctx, agentId, quotationId);
  if (kind === 'material' && row.status === 'insured') throw new AppError(QUOTATION_STATE, {
    zh: '已投保的报价单请上传补充材料',
    en: 'For a quotation already taken up, upload supplementary materials.',
  });
  if (kind === 'supplement' && row.status !== 'insured') throw new AppError(QUOTATION_STATE, {
    zh: '投保后才能上传补充材料',
    en: 'Supplementary materials can be uploaded only after the quotation is taken up.',
  });
  const count = await ctx.db.selectFrom('quotation_file').select((eb) => eb.fn.countAll<number>().as('n')).where('quotation_id', '=', quotationId).executeTakeFirst();
  if (Number(count?.n ?? 0) >= MAX_FILES) throw new AppError(QUOTATION_STATE, { zh: `每份报价单最多上传${MAX_FILES}个材料`, en: `A quotation takes at most ${MAX_FILES} files.` });
  const storageKey = await ctx.files.save(upload.bytes, upload.type);
  const file = { id: randomUUID(), quotation_id: quotationId, kind, file_name: safeName(upload.fileName, upload.type), file_type: upload.type, storage_key: storageKey, size_bytes: upload.bytes.length };
  await ctx.db.insertInto('quotation_file').values(file).execute();
  return { fileId: file.id, fileName: file.file_name, fileType: file.file_type, sizeBytes: file.size_bytes, kind };
}

/** delMaterial / delQuoFileOne: one material of the agent's quotation; an insured quotation keeps its record. */
export async function deleteMaterial(ctx: SalesContext, agentId: string, fileId: string): Promise<void> {
  const file = await findOwnFile(ctx.db, agentId, fileId);
  if (!file) throw new AppError(QUOTATION_MISSING, { zh: '材料不存在', en: 'File not found.' });
  if (file.status === 'insured' && file.kind === 'material') throw new AppError(QUOTATION_STATE, {
    zh: '已投保的报价单不能删除投保材料',
    en: 'Application materials of a quotation already taken up cannot be deleted.',
  });
  await ctx.db.deleteFrom('quotation_file').where('id', '=', fileId).execute();
}

/** delAllMaterial: every material of a quotation not yet insured. */
export async function deleteAllMaterials(ctx: SalesContext, agentId: string, quotationId: string): Promise<number> {
  const row = await requireOwnQuotation(ctx, agentId, quotationId);
  if (row.status === 'insured') throw new AppError(QUOTATION_STATE, { zh: '已投保的报价单不能删除投保材料', en: 'Application materials of a quotation already taken up cannot be deleted.' });
  const deleted = await ctx.db.deleteFrom('quotation_file').where('quotation_id', '=', quotationId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
