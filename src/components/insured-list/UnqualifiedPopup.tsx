import { Button, Popup } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { problemText, type RowIssues } from './row-rules';

interface UnqualifiedPopupProps {
  visible: boolean;
  issues: readonly RowIssues[];
  onClose: () => void;
}

/** The unqualified-insured list (portal-spec 2.4 and 5): each person's problems, before anything is submitted. */
export function UnqualifiedPopup({ visible, issues, onClose }: UnqualifiedPopupProps) {
  const { t } = useTranslation('group');
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="insured-form__popup">
      <section role="dialog" aria-label={t('unqualified.title')} className="insured-form">
        <h2 className="insured-form__title">{t('unqualified.title')}</h2>
        <ol className="unqualified__list">
          {issues.map(({ row, index, problems }) => (
            <li key={row.id}>
              <strong>{t('unqualified.person', { position: index + 1, name: row.name || t('unqualified.noName') })}</strong>
              <ul>
                {problems.map((problem) => (
                  <li key={`${problem.field}-${problem.code}`}>{problemText(t, problem, row.name)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <Button block color="primary" onClick={onClose}>
          {t('unqualified.fix')}
        </Button>
      </section>
    </Popup>
  );
}
