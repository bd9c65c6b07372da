import { Result } from 'antd-mobile';
import { useTranslation } from '../lib/translate';

export function IeErrorPage() {
  const { t } = useTranslation();
  return <Result status="warning" title={t('ieError.title')} description={t('ieError.description')} />;
}
