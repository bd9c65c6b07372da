import type { SaveOrderData, SaveOrderInput } from '../../../../domain/api/order';
import { http } from '../../../lib/api';

/** Saves the order; the same key on a retry answers the first result instead of saving twice. */
export async function saveOrder(path: string, payload: SaveOrderInput, idempotencyKey: string): Promise<SaveOrderData> {
  const response = await http.post<string>(path, payload, { headers: { 'Idempotency-Key': idempotencyKey } });
  return response.data as SaveOrderData;
}

/** Tells the session recording that the save finished (portal-spec 7); it must never block the sale. */
export function recordSavedPage(policyId: string): void {
  void http
    .post('/api_record/recordScreen/savePageSuc', { policyId, browerType: navigator.userAgent.slice(0, 200), saveTime: Date.now(), url: window.location.pathname }, { silent: true })
    .catch(() => undefined);
}
