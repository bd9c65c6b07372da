import { http } from '../../../lib/api/client';

/** GET /riskReport/createRiskReportPdf: the order's risk notice to print, sign and seal. */
export function fetchRiskNotice(policyId: string): Promise<Blob> {
  return http.blob(`/riskReport/createRiskReportPdf?${new URLSearchParams({ policyId })}`);
}
