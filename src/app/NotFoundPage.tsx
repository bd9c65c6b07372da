import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.description')}>
      <Button color="primary" onClick={() => navigate('/index')}>
        {t('notFound.back')}
      </Button>
    </ErrorBlock>
  );
}
