import { Button, Result } from 'antd-mobile';
import { useTranslation } from '../lib/translate';
import { useNavigate, useSearchParams } from 'react-router';

export function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={params.get('title') || t('error.title')}
      description={
        <>
          <p>{t('error.description')}</p>
          <Button color="primary" onClick={() => navigate('/index')}>
            {t('notFound.back')}
          </Button>
        </>
      }
    />
  );
}
