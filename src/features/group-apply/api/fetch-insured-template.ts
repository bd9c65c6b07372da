import type { InsuredListVariant } from '../../../../domain/api/insured-list';
import { http } from '../../../lib/api/client';

/** GET /file/insuredTemplate: the product's own insured-list template. */
export function fetchInsuredTemplate(productCode: string, variant: InsuredListVariant): Promise<Blob> {
  return http.blob(`/file/insuredTemplate?${new URLSearchParams({ productCode, variant })}`);
}
