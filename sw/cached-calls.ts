/** The calls the service worker keeps, by path. Personal data (orders, policies, sign-in) is never among them. */

/** Reference tables and the address and occupation files of portal-spec 2.3 rule 1 (revalidated by ETag). */
export const REFERENCE_DATA: RegExp[] = [
  /^\/api\/policy\/get(AllProvince|CityByProvince|DistrictByCity)$/,
  /^\/api\/addressDetail\/(addressFile\/[\w-]+|addressCode)$/,
  /^\/api\/occupation\/(productCode|lookup)$/,
  /^\/api\/customer\/productCode$/,
  /^\/api_xxpl\/insureArea\/getInsureArea\//,
];

/** What a product page and its application show: the product, its plans, documents and pictures. */
export const PRODUCT_DATA: RegExp[] = [
  /^\/api\/authorization\/queryProductList$/,
  /^\/api\/product\/(queryProduct|queryPolicyRegular|queryPlans|image\/|claimForm\/)/,
  /^\/api\/premium\/queryInsuranceRules\//,
  /^\/api\/storefront\/products$/,
  /^\/api_xxpl\/(getCustomerNoticeAndRootProductMaterial|getDisclosureInfoByHdProductCode|company\/queryInsuranceCompanyClaimNewShowDtoByProductCode)\//,
];
