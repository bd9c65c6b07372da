import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { AgreementData, ProductPage } from '../../../domain/api/product';
import { claimGuideQuery } from './api/query-claim-guide';
import { disclosureQuery } from './api/query-disclosure';
import { TabBar } from '../TabBar';
import { ExpandableContent } from './ExpandableContent';

/** Products whose page adds the data-download tab (portal-spec 2.4) carry the flag in their file. */
export function ProductTabs({ product, agreement }: { product: ProductPage; agreement?: AgreementData }) {
  const { t, i18n } = useTranslation('product');
  const purchaseNotice = agreement?.materialDtoList.find((material) => material.materialType === '1');
  const tabs: Array<{ key: string; title: string; panel: ReactNode }> = [
    ...product.tabDtos.map((tab) => ({ key: `own-${tab.tabName}`, title: tab.tabName, panel: <ExpandableContent html={tab.tabContent} /> })),
    ...(purchaseNotice ? [{ key: 'purchaseNotice', title: t('tabs.purchaseNotice'), panel: <ExpandableContent html={purchaseNotice.materialContent} /> }] : []),
    ...(product.flags.dataDownloadTab ? [{ key: 'dataDownload', title: t('tabs.dataDownload'), panel: <DataDownload productCode={product.productCode} /> }] : []),
    { key: 'disclosure', title: t('tabs.disclosure'), panel: <Disclosure productCode={product.productCode} language={i18n.language} /> },
    { key: 'claimGuide', title: t('tabs.claimGuide'), panel: <ClaimGuideView productCode={product.productCode} language={i18n.language} /> },
  ];
  const [active, setActive] = useState(tabs[0].key);
  const shown = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <div className="product-tabs">
      <TabBar tabs={tabs} active={shown.key} onChange={setActive} />
      <div className="product-tabs__panel" role="tabpanel" aria-label={shown.title}>
        {shown.panel}
      </div>
    </div>
  );
}

function DataDownload({ productCode }: { productCode: string }) {
  const { t } = useTranslation('product');
  const base = `/api/occupation/download/${encodeURIComponent(productCode)}`;
  return (
    <ul className="plain-list">
      <li>
        <a href={`${base}/insured-template.xlsx`}>{t('download.template')}</a>
      </li>
      <li>
        <a href={`${base}/occupations.xlsx`}>{t('download.occupations')}</a>
      </li>
    </ul>
  );
}

function Disclosure({ productCode, language }: { productCode: string; language: string }) {
  const { t } = useTranslation('product');
  const { data } = useQuery(disclosureQuery(productCode, language));
  if (!data) return null;
  return (
    <dl className="facts">
      <dt>{t('disclosure.insurer')}</dt>
      <dd>{data.underCompanyName}</dd>
      <dt>{t('disclosure.broker')}</dt>
      <dd>{data.companyName}</dd>
      <dt>{t('disclosure.period')}</dt>
      <dd>
        {data.cooperationStartDate} – {data.cooperationEndDate}
      </dd>
      <dt>{t('disclosure.scope')}</dt>
      <dd>{data.cooperationScope}</dd>
      <dt>{t('disclosure.notice')}</dt>
      <dd>
        <ExpandableContent html={data.insuranceNoticeInfo} />
      </dd>
    </dl>
  );
}

function ClaimGuideView({ productCode, language }: { productCode: string; language: string }) {
  const { t } = useTranslation('product');
  const { data } = useQuery(claimGuideQuery(productCode, language));
  if (!data) return null;
  return (
    <div className="claim-guide">
      <dl className="facts">
        <dt>{t('claim.domestic')}</dt>
        <dd>
          <a href={`tel:${data.domesticReportTel}`}>{data.domesticReportTel}</a>
        </dd>
        <dt>{t('claim.overseas')}</dt>
        <dd>
          <a href={`tel:${data.overseasReportTel}`}>{data.overseasReportTel}</a>
        </dd>
        <dt>{t('claim.prescription')}</dt>
        <dd>{data.reportPrescription}</dd>
        <dt>{t('claim.payment')}</dt>
        <dd>{data.paymentMethod}</dd>
        {data.smallQuickCompensation ? (
          <>
            <dt>{t('claim.quick')}</dt>
            <dd>
              {data.smallQuickCompensationRequire} {data.smallClaims} {data.smallClaimsPath}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>{t('claim.materials')}</h3>
      <ul className="plain-list">
        {data.claimMaterialList.map((material) => (
          <li key={material.materialType}>
            <strong>{material.materialName}</strong> {material.content}
          </li>
        ))}
      </ul>
      {data.claimDocuments.length > 0 ? (
        <ul className="plain-list">
          {data.claimDocuments.map((document) => (
            <li key={document.url}>
              <a href={document.url}>{document.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <h3>{t('claim.mail')}</h3>
      <p>
        {data.sendContacts} {data.sendPhone} {data.expressAddress}
      </p>
      <p className="muted">{data.expressNotice}</p>
    </div>
  );
}
