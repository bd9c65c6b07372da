import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import './results.css';

interface ResultAction {
  label: string;
  to?: string | -1;
  primary?: boolean;
}

/** The frame of every result and notice page: an icon, a title, what it means, and where to go next. */
export function ResultScreen({
  status,
  title,
  children,
  actions = [],
}: {
  status: 'success' | 'error' | 'info' | 'waiting' | 'warning';
  title: string;
  children?: ReactNode;
  actions?: ResultAction[];
}) {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const all: ResultAction[] = [...actions, { label: t('home'), to: '/index' }];
  return (
    <section className="result-page">
      <Result status={status} title={<h1 className="result-page__title">{title}</h1>} description={<div className="result-page__body">{children}</div>} />
      <div className="result-page__actions">
        {all.map((action) => (
          <Button
            key={action.label}
            block
            color={action.primary ? 'primary' : 'default'}
            onClick={() => (action.to === -1 ? navigate(-1) : navigate(action.to ?? '/index'))}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
