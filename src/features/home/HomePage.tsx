import { List } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="page">
      <h1 className="page__title">{t('home.welcome')}</h1>
      <p className="page__intro">{t('home.intro')}</p>
      <List>
        <List.Item description={t('home.travelHint')} onClick={() => navigate('/astp/home')}>
          {t('home.travel')}
        </List.Item>
        <List.Item description={t('home.policyQueryHint')} onClick={() => navigate('/astp/policyQuery')}>
          {t('home.policyQuery')}
        </List.Item>
        <List.Item description={t('home.manageHint')} onClick={() => navigate('/order')}>
          {t('home.manage')}
        </List.Item>
      </List>
    </section>
  );
}
