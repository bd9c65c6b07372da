import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/delMaterial: one material of a quotation not yet insured. */
export async function deleteMaterial(fileId: string): Promise<void> {
  await http.post('/medilinkGroup/delMaterial', { fileId });
}
