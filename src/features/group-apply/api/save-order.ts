import type { SaveOrderData, SaveOrderInput } from '../../../../domain/api/order';
import { http } from '../../../lib/api/client';

/** POST /policy/saveOrder (or the product's own save path): the same key on a retry answers the first result instead of saving twice. */
export async function saveOrder(path: string, payload: SaveOrderInput, idempotencyKey: string): Promise<SaveOrderData> {
  const response = await http.post<string>(path, payload, { headers: { 'Idempotency-Key': idempotencyKey } });
  return response.data as SaveOrderData;
}
