import type { SaveOrderData, SaveOrderInput } from '../../../../domain/api/order';
import { http } from '../../../lib/api/client';

export interface SaveAnswer {
  content: string;
  data: SaveOrderData;
}

/** POST /policy/saveTravelOrder: saves the application; the caller shows the problems itself, in the form's language. */
export async function saveTravelOrder(request: SaveOrderInput, idempotencyKey: string): Promise<SaveAnswer> {
  const response = await http.post<string>('/policy/saveTravelOrder', request, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } });
  return { content: response.content, data: response.data as SaveOrderData };
}
