import { useQuery } from '@tanstack/react-query';
import { Button, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { closeDialog, useDialog } from '../../app/dialogs/dialog-store';
import { inspectionQuery } from './api/inspect-order';
import { underwriteBeforePay } from './api/underwrite-before-pay';
import type { UnderwritingDialogProps } from './dialog-props';
import './underwriting.css';

/** The shell's insure dialog (portal-spec 2.4): what the order carries, then the insurer's decision and payment. */
export function InsureDialog() {
  const props = useDialog('insure');
  return props ? <Insure key={props.policyId} {...props} /> : null;
}

function Insure({ policyId, onAccepted }: UnderwritingDialogProps) {
  const { t } = useTranslation('underwriting');
  const inspection = useQuery(inspectionQuery(policyId));
  const [confirming, setConfirming] = useState(false);
  const close = () => closeDialog('insure');
  if (!inspection.data) return null;
  const { insureds, verifiedCount, riskNoticeRequired, riskNoticeUploaded, problems } = inspection.data;

  const confirm = async () => {
    setConfirming(true);
    try {
      await underwriteBeforePay(policyId);
      close();
      onAccepted();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Popup visible onMaskClick={close} bodyClassName="underwriting__body">
      <section role="dialog" aria-label={t('insure.title')} className="underwriting">
        <h2 className="underwriting__title">{t('insure.title')}</h2>
        <List>
          <List.Item extra={t('insure.identityCount', { verified: verifiedCount, total: insureds.length })}>{t('insure.identity')}</List.Item>
          <List.Item extra={riskNoticeRequired ? (riskNoticeUploaded ? t('insure.noticeDone') : t('insure.noticeMissing')) : t('insure.noticeNone')}>
            {t('insure.notice')}
          </List.Item>
        </List>
        {problems.length > 0 ? (
          <>
            <h3 className="underwriting__subtitle">{t('insure.problems')}</h3>
            <ul className="underwriting__reasons">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="underwriting__actions">
          <Button onClick={close}>{t('insure.back')}</Button>
          <Button color="primary" loading={confirming} onClick={() => void confirm()}>
            {t('insure.confirm')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
