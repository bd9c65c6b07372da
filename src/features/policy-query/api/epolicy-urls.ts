import type { HolderPolicy } from '../../../../domain/api/policy';

/** GET /api_xxpl/policy/pdfPreview/{policyNo}: the e-policy file; `download` asks the browser to save it rather than show it. */
export function ePolicyUrl(policy: Pick<HolderPolicy, 'policyNo' | 'access'>, download: boolean): string {
  const query = new URLSearchParams({ access: policy.access ?? '', ...(download && { download: '1' }) });
  return `/api_xxpl/policy/pdfPreview/${encodeURIComponent(policy.policyNo ?? '')}?${query}`;
}

/** One page of the e-policy as an image, for WeChat where downloads are blocked. */
export function ePolicyPageUrl(policy: Pick<HolderPolicy, 'policyNo' | 'access'>, page: number): string {
  return `/api_xxpl/policy/pdfPreview/${encodeURIComponent(policy.policyNo ?? '')}/pages/${page}?${new URLSearchParams({ access: policy.access ?? '' })}`;
}
