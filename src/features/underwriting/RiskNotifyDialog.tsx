import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { SignedFilesAnswer } from '../../../domain/api/risk';
import { riskReasonText } from '../../../domain/rules/underwriting';
import { closeDialog, openDialog, useDialog } from '../../app/dialogs/dialog-store';
import { fetchRiskNotice } from './api/fetch-risk-notice';
import { riskCheckQuery } from './api/query-risk-check';
import { underwriteBeforePay } from './api/underwrite-before-pay';
import { uploadSignedFiles } from './api/upload-signed-files';
import type { UnderwritingDialogProps } from './dialog-props';
import './underwriting.css';

/** The shell's risk-notify dialog (portal-spec 2.4): opened with each saved order before it is paid. */
export function RiskNotifyDialog() {
  const props = useDialog('riskNotify');
  return props ? <RiskNotify key={props.policyId} {...props} /> : null;
}

/** Saves the notice PDF on the phone: it is printed, signed and sealed on paper. */
async function download(policyId: string) {
  const url = URL.createObjectURL(await fetchRiskNotice(policyId));
  const link = document.createElement('a');
  link.href = url;
  link.download = `risk-notice-${policyId}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function RiskNotify(props: UnderwritingDialogProps) {
  const { t, lang } = useTranslation('underwriting');
  const { policyId, onAccepted } = props;
  const check = useQuery(riskCheckQuery(policyId));
  const [uploaded, setUploaded] = useState<SignedFilesAnswer>();
  const [uploading, setUploading] = useState(false);
  const close = () => closeDialog('riskNotify');
  const quiet = check.data !== undefined && !check.data.noticeRequired;

  // Nothing to tell the holder: the order is underwritten at once and goes on to payment.
  useEffect(() => {
    if (!quiet) return;
    closeDialog('riskNotify');
    void underwriteBeforePay(policyId).then(onAccepted, () => undefined);
  }, [quiet, policyId, onAccepted]);
  // The check failed (its message is shown): nothing to decide here.
  useEffect(() => {
    if (check.isError) closeDialog('riskNotify');
  }, [check.isError]);
  if (!check.data || quiet) return null;

  const risk = check.data;
  const sealed = risk.sealFound || uploaded?.sealFound === true;
  const refused = risk.level === 'refuse';
  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    try {
      setUploaded(await uploadSignedFiles(policyId, [...files]));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Popup visible onMaskClick={close} bodyClassName="underwriting__body">
      <section role="dialog" aria-label={t('risk.title')} className="underwriting">
        <h2 className="underwriting__title">{t('risk.title')}</h2>
        <h3 className="underwriting__subtitle">{t('risk.reasons')}</h3>
        <ul className="underwriting__reasons">
          {risk.reasons.map((reason) => (
            <li key={reason.measure}>{riskReasonText(reason, lang)}</li>
          ))}
        </ul>
        {refused ? (
          <p className="underwriting__failed">{t('risk.refused')}</p>
        ) : (
          <>
            <p>{risk.uploadRequired ? t('risk.uploadNeeded') : t('risk.noticeOnly')}</p>
            <Button block fill="outline" color="primary" onClick={() => void download(policyId)}>
              {t('risk.download')}
            </Button>
            {risk.uploadRequired ? (
              <div className="form-field underwriting__upload">
                <label htmlFor="risk-signed-files" className="form-field__label">
                  {t('risk.upload')}
                </label>
                <input id="risk-signed-files" type="file" accept="image/jpeg,image/png,application/pdf" multiple onChange={(event) => void upload(event.target.files)} />
                {uploading ? <span className="muted">{t('risk.uploading')}</span> : null}
                {uploaded || risk.signedNoticeUploaded ? (
                  <p role="status" className={sealed ? 'underwriting__ok' : 'underwriting__failed'}>
                    {sealed ? t('risk.sealFound') : t('risk.sealMissing')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        )}
        <div className="underwriting__actions">
          <Button onClick={close}>{t('risk.cancel')}</Button>
          <Button
            color="primary"
            disabled={refused || uploading || (risk.uploadRequired && !sealed)}
            onClick={() => {
              close();
              openDialog('insure', props);
            }}
          >
            {t('risk.next')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
