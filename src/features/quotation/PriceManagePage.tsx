import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Empty, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useNavigate } from 'react-router';
import { QUOTATION_PAGES, QUOTATION_STATES, type QuotationState, type QuotationSummary } from '../../../domain/api/quotation';
import { formatYuan } from '../../../domain/money';
import { TabBar } from '../../components/TabBar';
import { useSignedIn } from '../../lib/session';
import { copyQuotation } from './api/copy-quotation';
import { deleteQuotation } from './api/delete-quotation';
import { quotationListQuery } from './api/query-quotation-list';
import { STATE_COLOURS } from './QuotationResult';
import './quotation.css';

const PAGE_SIZE = 10;
const TABS = ['all', ...QUOTATION_STATES] as const;
const pageOf = (quotation: Pick<QuotationSummary, 'productCode' | 'id'>) => `${QUOTATION_PAGES[quotation.productCode].saved}?id=${encodeURIComponent(quotation.id)}`;

/** /priceManage: the agent's quotations by state and company, to open, copy into a new version or delete a draft. */
export function PriceManagePage() {
  const { t } = useTranslation('quotation');
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const request = { pageNum, pageSize: PAGE_SIZE, ...(keyword && { keyword }), ...(tab !== 'all' && { state: tab }) };
  const page = useQuery({ ...quotationListQuery(request), enabled: signedIn });
  const pages = Math.max(1, Math.ceil((page.data?.total ?? 0) / PAGE_SIZE));

  return (
    <section className="page quotation price-manage">
      <h1 className="page__title">{t('manage.title')}</h1>
      <div className="price-manage__search">
        {Object.entries(QUOTATION_PAGES).map(([code, { start }]) => (
          <Link key={code} to={start}>
            {t('manage.new', { product: t(`titles.${code}`) })}
          </Link>
        ))}
      </div>
      <SearchBar
        placeholder={t('manage.search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNum(1);
        }}
        onClear={() => setKeyword('')}
      />
      <TabBar
        tabs={TABS.map((key) => ({ key, title: key === 'all' ? t('manage.all') : t(`states.${key}`) }))}
        active={tab}
        onChange={(key) => {
          setTab(key);
          setPageNum(1);
        }}
      />
      {page.data?.list.length === 0 ? <Empty description={t('manage.none')} /> : null}
      <ol className="price-manage__list">
        {page.data?.list.map((quotation) => (
          <QuotationCard key={quotation.id} quotation={quotation} />
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="order-manage__pager" aria-label={t('manage.pager')}>
          <Button size="small" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            {t('manage.previous')}
          </Button>
          <span>{t('manage.pageOf', { page: pageNum, pages })}</span>
          <Button size="small" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
            {t('manage.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function QuotationCard({ quotation }: { quotation: QuotationSummary }) {
  const { t, lang } = useTranslation('quotation');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state: QuotationState = quotation.state;
  return (
    <li className="price-manage__card" data-testid="quotation-card">
      <header className="quotation__head">
        <strong>{quotation.companyName}</strong>
        <Tag color={STATE_COLOURS[state]} fill="outline">
          {t(`states.${state}`)}
        </Tag>
      </header>
      <dl className="facts">
        <dt>{t('fields.product')}</dt>
        <dd>{quotation.productName[lang]}</dd>
        <dt>{t('fields.id')}</dt>
        <dd>{t('fields.versionOf', { id: quotation.id, version: quotation.version })}</dd>
        <dt>{t('fields.members')}</dt>
        <dd>{quotation.memberCount}</dd>
        {quotation.premiumFen !== null ? (
          <>
            <dt>{t('fields.premium')}</dt>
            <dd>{formatYuan(quotation.premiumFen)}</dd>
          </>
        ) : null}
        {quotation.validUntil ? (
          <>
            <dt>{t('fields.validUntil')}</dt>
            <dd>{quotation.validUntil}</dd>
          </>
        ) : null}
      </dl>
      <div className="quotation__actions">
        <Button size="small" color="primary" onClick={() => navigate(pageOf(quotation))}>
          {t('manage.open')}
        </Button>
        <Button size="small" fill="outline" onClick={async () => navigate(pageOf(await copyQuotation(quotation.id)))}>
          {t('actions.copy')}
        </Button>
        {state === 'draft' ? (
          <Button
            size="small"
            fill="outline"
            color="danger"
            onClick={async () => {
              if (!(await Dialog.confirm({ content: t('manage.confirmDelete') }))) return;
              await deleteQuotation(quotation.id);
              await queryClient.invalidateQueries({ queryKey: ['quotationList'] });
            }}
          >
            {t('manage.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
