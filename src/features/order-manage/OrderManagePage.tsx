import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Tag } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { OrderListItem, OrderPageRequest } from '../../../domain/api/order';
import { formatYuan } from '../../../domain/money';
import { isVoided } from '../../../domain/rules/policy-standing';
import { PolicyStandingNote } from '../../components/policy-standing/PolicyStandingNote';
import { useSignedIn } from '../../lib/session';
import { orderPageQuery } from './api/query-order-page';
import './order-manage.css';
import { TabBar } from '../../components/TabBar';
import { Facts, periodText } from '../../components/facts/Facts';

const PAGE_SIZE = 10;
// Every status has its tab: an order refused and refunded at payment is found under 已退款.
const TABS = ['all', 'unpaid', 'paid', 'issued', 'expired', 'refunded'] as const;
const STATUS_COLOURS: Record<OrderListItem['status'], 'warning' | 'primary' | 'success' | 'default'> = {
  unpaid: 'warning',
  paid: 'primary',
  issued: 'success',
  expired: 'default',
  refunded: 'default',
};

/** Order management (portal-spec 2.4): the agent's orders by status, to pay again or download the e-policy. */
export function OrderManagePage() {
  const { t } = useTranslation('orders');
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  // The cursors of the pages after the first (keyset paging): the last is this page's, popped to go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const pageNum = cursors.length + 1;
  const request: OrderPageRequest = { pageNum, pageSize: PAGE_SIZE, ...(tab !== 'all' && { status: tab }), cursor: cursors.at(-1) };
  const page = useQuery({ ...orderPageQuery(request), enabled: signedIn });
  // Only the first page counts (up to a cap); later pages keep its total.
  const total = useRef(0);
  if (page.data && page.data.total !== null) total.current = page.data.total;
  const nextCursor = page.data?.nextCursor;
  // Past the counted (capped) total, the pages known so far.
  const pages = Math.max(Math.ceil(total.current / PAGE_SIZE), pageNum + (nextCursor ? 1 : 0));

  return (
    <section className="order-manage">
      <TabBar
        tabs={TABS.map((key) => ({ key, title: t(`tabs.${key}`) }))}
        active={tab}
        onChange={(key) => {
          setTab(key);
          setCursors([]);
        }}
      />
      {page.data?.list.length === 0 ? <Empty description={t('none')} /> : null}
      <ol className="order-manage__list">
        {page.data?.list.map((order) => (
          <OrderCard key={order.orderId} order={order} />
        ))}
      </ol>
      {pageNum > 1 || nextCursor ? (
        <nav className="order-manage__pager" aria-label={t('pager')}>
          <Button size="small" disabled={pageNum <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: pageNum, pages })}</span>
          <Button size="small" disabled={!nextCursor} onClick={() => setCursors([...cursors, nextCursor ?? ''])}>
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function OrderCard({ order }: { order: OrderListItem }) {
  const { t, lang } = useTranslation('orders');
  return (
    <li className="order-card" data-testid="order-card">
      <header className="order-card__head">
        <strong>{order.productName[lang]}</strong>
        <Tag color={STATUS_COLOURS[order.status]} fill="outline">
          {t(`status.${order.status}`)}
        </Tag>
      </header>
      <Facts
        facts={[
          [t('fields.orderId'), order.orderId],
          [t('fields.policyNo'), order.policyNo || null],
          [t('fields.holder'), order.holderName],
          [t('fields.insureds'), order.insuredCount],
          [t('fields.period'), periodText(order.startDate, order.endDate)],
          [t('fields.premium'), formatYuan(order.totalPremiumFen)],
        ]}
      />
      {order.standing ? <PolicyStandingNote className="order-card__standing" standing={order.standing} endDate={order.endDate} /> : null}
      <div className="order-card__actions">
        <Link className="order-card__action" to={`/policyInfo?policyId=${encodeURIComponent(order.orderId)}`}>
          {t('detail')}
        </Link>
        {order.status === 'unpaid' ? (
          <Link className="order-card__action" to={`/pay?policyId=${encodeURIComponent(order.orderId)}`}>
            {t('pay')}
          </Link>
        ) : null}
        {order.policyNo ? (
          // The token cookie goes with the link: the selling agent may download the e-policy.
          <a className="order-card__action" href={`/api_xxpl/policy/pdfPreview/${encodeURIComponent(order.policyNo)}?download=1`}>
            {order.standing && isVoided(order.standing) ? t('downloadVoid') : t('download')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
