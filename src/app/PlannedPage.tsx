import { useTranslation } from 'react-i18next';
import { ProblemBlock } from '../components/ProblemBlock';

/** A route whose feature has not landed yet says what it will hold instead of showing a blank screen. */
export function PlannedPage({ page }: { page: string }) {
  const { t } = useTranslation('routes');
  return (
    <ProblemBlock status="default" title={t(`${page}.title`)} description={t(`${page}.planned`)} />
  );
}
