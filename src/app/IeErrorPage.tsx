import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function IeErrorPage() {
  const { t } = useTranslation();
  return <Result status="warning" title={t('ieError.title')} description={t('ieError.description')} />;
}
