import { queryOptions } from '@tanstack/react-query';
import type { DutyTemplate } from '../../../../domain/group-medical';
import { http } from '../../../lib/api/client';

/** GET /medilinkGroup/getDutyTemplate/{id}: the product's duties, options, age bands and census limits. */
export async function fetchDutyTemplate(productCode: string): Promise<DutyTemplate> {
  return (await http.get<DutyTemplate>(`/medilinkGroup/getDutyTemplate/${encodeURIComponent(productCode)}`)).content;
}

export const dutyTemplateQuery = (productCode: string) => queryOptions({ queryKey: ['dutyTemplate', productCode], queryFn: () => fetchDutyTemplate(productCode), staleTime: 3_600_000 });
