import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { outboxQuery } from './api/query-outbox';
import './dev-outbox.css';

/** /dev/outbox (development only): the SMS and e-mails the portal has "sent". */
export function DevOutboxPage() {
  const { t } = useTranslation('policy');
  const { data, refetch, isFetching } = useQuery(outboxQuery);
  return (
    <section className="page dev-outbox">
      <h1 className="page__title">{t('outbox.title')}</h1>
      <p className="page__intro">{t('outbox.intro')}</p>
      <Button size="small" loading={isFetching} onClick={() => void refetch()}>
        {t('outbox.refresh')}
      </Button>
      {data?.length === 0 ? <Empty description={t('outbox.empty')} /> : null}
      {data?.map((message) => (
        <Card
          key={message.id}
          className="dev-outbox__item"
          title={
            <span>
              <Tag color={message.channel === 'sms' ? 'success' : 'primary'}>{t(`outbox.channel.${message.channel}`)}</Tag> {message.recipient}
            </span>
          }
          extra={<time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>}
        >
          {message.subject ? <h3 className="dev-outbox__subject">{message.subject}</h3> : null}
          <pre className="dev-outbox__body">{message.body}</pre>
          {message.attachmentName ? (
            <a href={`/api/dev/outbox/${message.id}/attachment`} download>
              {t('outbox.attachment', { name: message.attachmentName })}
            </a>
          ) : null}
        </Card>
      ))}
    </section>
  );
}
