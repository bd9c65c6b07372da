import type { AgreementData, ClaimGuide, DisclosureInfo } from '../../../domain/api/product';
import type { ContentLanguage, ProductConfig } from '../../../domain/catalog';

/** Agreement data (portal-spec 3): the documents to read before insuring, in one language. */
export function agreementOf(product: ProductConfig, language: ContentLanguage): AgreementData {
  return {
    materialDtoList: product.materials.map((material) => ({
      materialType: material.materialType,
      materialName: material.materialName[language],
      materialContent: material.materialContent[language],
      materialForm: material.materialForm,
      whetherMandatoryRead: material.whetherMandatoryRead,
      version: material.version,
    })),
    underCompanyName: product.insurer.name[language],
    ownAgentName: product.distribution.ownAgentName[language],
    corporationName: product.distribution.corporationName[language],
    customerTemplate: product.distribution.customerTemplate,
  };
}

export function disclosureOf(product: ProductConfig, language: ContentLanguage): DisclosureInfo {
  const { disclosure } = product;
  return {
    underCompanyName: disclosure.underCompanyName[language],
    companyName: disclosure.companyName[language],
    cooperationStartDate: disclosure.cooperationStartDate,
    cooperationEndDate: disclosure.cooperationEndDate,
    cooperationScope: disclosure.cooperationScope[language],
    insuranceNoticeInfo: disclosure.insuranceNoticeInfo[language],
  };
}

/** The claim guide with every field of portal-spec 3, in one language. */
export function claimGuideOf(product: ProductConfig, language: ContentLanguage): ClaimGuide {
  const guide = product.claimGuide;
  return {
    domesticReportTel: guide.domesticReportTel,
    overseasReportTel: guide.overseasReportTel,
    reportPrescription: guide.reportPrescription[language],
    paymentMethod: guide.paymentMethod[language],
    smallQuickCompensation: guide.smallQuickCompensation,
    smallQuickCompensationRequire: guide.smallQuickCompensationRequire[language],
    smallClaims: guide.smallClaims[language],
    smallClaimsPath: guide.smallClaimsPath[language],
    claimMaterialClassDtoList: guide.claimMaterialClassDtoList.map((entry) => ({ classCode: entry.classCode, className: entry.className[language] })),
    claimMaterialList: guide.claimMaterialList.map((entry) => ({
      materialType: entry.materialType,
      materialName: entry.materialName[language],
      content: entry.content[language],
    })),
    claimDocuments: guide.claimDocuments.map((document) => ({ name: document.name[language], url: document.url })),
    sendContacts: guide.sendContacts[language],
    sendPhone: guide.sendPhone,
    expressAddress: guide.expressAddress[language],
    expressNotice: guide.expressNotice[language],
  };
}

/** Rule entries of types 17 (policyholder) and 18 (insured), as /premium/queryInsuranceRules answers them. */
export function insuranceRules(product: ProductConfig, language: ContentLanguage) {
  const holderDesc = product.holderRule[language];
  const insuredDesc = product.insuredRule[language];
  return {
    productCode: product.code,
    holderDesc,
    insuredDesc,
    ruleList: [
      { ruleType: '17', ruleName: language === 'zh' ? '投保人规则' : 'Policyholder rules', ruleContent: holderDesc },
      { ruleType: '18', ruleName: language === 'zh' ? '被保险人规则' : 'Insured rules', ruleContent: insuredDesc },
    ],
  };
}
