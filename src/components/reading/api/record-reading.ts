import type { ReadingRecordRequest } from '../../../../domain/api/product';
import { http } from '../../../lib/api/client';

/** POST /product/recordReading: each agreement is evidence; a failed record must not block the customer, so it is sent quietly. */
export function recordReading(input: ReadingRecordRequest): void {
  void http.post('/product/recordReading', input, { silent: true }).catch(() => undefined);
}
