import { Button } from 'antd-mobile';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { IdentityCheckAnswer } from '../../../domain/api/identity';
import type { InsuredRow } from '../../components/insured-list/row';

// The dialog loads when the agent first opens it.
const IdentityVerifyDialog = lazy(async () => ({ default: (await import('../../components/identity-verify/IdentityVerifyDialog')).IdentityVerifyDialog }));

/** The insured list's "身份核验" action: the count of people verified, and the dialog that checks them. */
export function IdentityVerifyAction({ rows }: { rows: readonly InsuredRow[] }) {
  // The page's own texts: the dialog's namespace loads with the dialog.
  const { t } = useTranslation('group');
  const [opened, setOpened] = useState(false);
  const [visible, setVisible] = useState(false);
  const [results, setResults] = useState<Record<string, IdentityCheckAnswer>>({});
  // Only complete resident-card rows can be checked against the registry.
  const people = useMemo(() => rows.filter((row) => row.idType === '1' && row.name && row.idNumber).map(({ name, idNumber, mobile }) => ({ name, idNumber, mobile })), [rows]);
  const verified = people.filter((person) => results[person.idNumber]?.passed).length;
  return (
    <>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => {
          setOpened(true);
          setVisible(true);
        }}
      >
        {t('insured.verify')}
        {people.length > 0 ? <span className="muted"> {t('insured.verifyCount', { verified, total: people.length })}</span> : null}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <IdentityVerifyDialog
            visible={visible}
            people={people}
            results={results}
            onChecked={(idNumber, answer) => setResults((current) => ({ ...current, [idNumber]: answer }))}
            onClose={() => setVisible(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
