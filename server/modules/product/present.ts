import type { ProductPage } from '../../../domain/api/product';
import type { ContentLanguage, ProductConfig } from '../../../domain/catalog';
import { offeredPayMethods } from '../../../domain/rules/pay-choice';
import { fromPremiumFen } from './from-premium';

/** The product page in one language (portal-spec 3, "Product"), with what the page template needs besides. */
export function productPageOf(product: ProductConfig, language: ContentLanguage): ProductPage {
  return {
    ...productSummary(product, language),
    underCompany: product.insurer.underwriterLine[language],
    tabDtos: product.tabs.map((tab) => ({ tabName: tab.tabName[language], tabContent: tab.tabContent[language] })),
    insurerName: product.insurer.name[language],
    hotlines: product.hotlines.map((line) => ({ label: line.label[language], number: line.number, hours: line.hours[language] })),
    invoiceMethod: product.invoiceMethod,
    payMethods: product.payMethods,
    payMethodTypes: offeredPayMethods(product),
    holderTypes: product.holderTypes,
    addressFile: product.addressFile,
    hasOccupationTable: product.occupation !== undefined,
    flags: {
      noDetailPage: product.flags.noDetailPage,
      dialogs: product.flags.dialogs,
      propertySubViews: product.flags.propertySubViews,
      dataDownloadTab: product.flags.dataDownloadTab,
      lastNoticeCountdownSeconds: product.flags.lastNoticeCountdownSeconds ?? null,
    },
    ratesAreDemo: true,
  };
}

export function productListEntry(product: ProductConfig, language: ContentLanguage) {
  return {
    ...productSummary(product, language),
    underCompany: product.insurer.name[language],
    noDetailPage: product.flags.noDetailPage,
  };
}

/** What a list entry and a page both show of a product. */
function productSummary(product: ProductConfig, language: ContentLanguage) {
  return {
    productCode: product.code,
    pageName: product.pageName,
    productType: product.type,
    productName: product.name[language],
    productSale: product.saleText[language],
    productTag: product.tags.map((tag) => tag[language]),
    insurerCode: product.insurer.code,
    // The picture carries the product's name: drawn in the page's language.
    detailImgUrl: language === 'zh' ? product.image : `${product.image}?language=en-US`,
    fromPremiumFen: fromPremiumFen(product),
  };
}
