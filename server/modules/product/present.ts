import type { ProductPage } from '../../../domain/api/product';
import type { ContentLanguage, ProductConfig } from '../../../domain/catalog';
import { fromPremiumFen } from './from-premium';

/** The product page in one language (portal-spec 3, "Product"), with what the page template needs besides. */
export function productPage(product: ProductConfig, language: ContentLanguage): ProductPage {
  return {
    productCode: product.code,
    pageName: product.pageName,
    productType: product.type,
    productName: product.name[language],
    productSale: product.saleText[language],
    productTag: product.tags.map((tag) => tag[language]),
    underCompany: product.insurer.underwriterLine[language],
    detailImgUrl: product.image,
    tabDtos: product.tabs.map((tab) => ({ tabName: tab.tabName[language], tabContent: tab.tabContent[language] })),
    insurerCode: product.insurer.code,
    insurerName: product.insurer.name[language],
    hotlines: product.hotlines.map((line) => ({ label: line.label[language], number: line.number, hours: line.hours[language] })),
    invoiceMethod: product.invoiceMethod,
    payMethods: product.payMethods,
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
    fromPremiumFen: fromPremiumFen(product),
    ratesAreDemo: true,
  };
}

export function productListEntry(product: ProductConfig, language: ContentLanguage) {
  return {
    productCode: product.code,
    pageName: product.pageName,
    productType: product.type,
    productName: product.name[language],
    productSale: product.saleText[language],
    productTag: product.tags.map((tag) => tag[language]),
    insurerCode: product.insurer.code,
    underCompany: product.insurer.name[language],
    detailImgUrl: product.image,
    noDetailPage: product.flags.noDetailPage,
    fromPremiumFen: fromPremiumFen(product),
  };
}
