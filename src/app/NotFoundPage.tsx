import { Button } from 'antd-mobile';
import { useTranslation } from '../lib/translate';
import { useNavigate } from 'react-router';
import { ProblemBlock } from '../components/ProblemBlock';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ProblemBlock status="empty" title={t('notFound.title')} description={t('notFound.description')}>
      <Button color="primary" onClick={() => navigate('/index')}>
        {t('notFound.back')}
      </Button>
    </ProblemBlock>
  );
}
