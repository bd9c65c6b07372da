import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag, Toast } from 'antd-mobile';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useNavigate } from 'react-router';
import { acceptQuotationRequest, type QuotationState, type QuotationView } from '../../../domain/api/quotation';
import { formatYuan } from '../../../domain/money';
import { TextField, useZodForm } from '../../lib/forms';
import { saveFile } from '../../lib/save-file';
import { acceptQuotation } from './api/accept-quotation';
import { copyQuotation } from './api/copy-quotation';
import { deleteMaterial } from './api/delete-material';
import { dutyTemplateQuery } from './api/duty-template';
import { insureQuotation } from './api/insure-quotation';
import { downloadQuotationPdf } from './api/quotation-pdf';
import { quotationQuery } from './api/query-quotation';
import { downloadQuotationZip } from './api/quotation-zip';
import { uploadMaterial } from './api/upload-material';
import { PremiumTable } from './PremiumTable';

export const STATE_COLOURS: Record<QuotationState, 'default' | 'primary' | 'success' | 'warning'> = {
  draft: 'default',
  quoted: 'primary',
  expired: 'warning',
  accepted: 'success',
  insured: 'success',
};

/** A saved quotation: its premium table, the PDF and zip, materials, the client's acceptance and the order. */
export function QuotationResult({ quotation, onOpen }: { quotation: QuotationView; onOpen: (id: string) => void }) {
  const { t, lang } = useTranslation('quotation');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const template = useQuery(dutyTemplateQuery(quotation.productCode));
  const refresh = () => queryClient.invalidateQueries({ queryKey: quotationQuery(quotation.id).queryKey });
  const insured = quotation.state === 'insured';

  const addMaterial = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    await uploadMaterial(quotation.id, file, insured);
    Toast.show({ content: t('materials.added') });
    await refresh();
  };
  const insure = async () => {
    const order = await insureQuotation(quotation.id);
    await refresh();
    navigate(`/pay?policyId=${encodeURIComponent(order.policyId)}`);
  };

  return (
    <div className="quotation__result" data-testid="quotation-result">
      <header className="quotation__head">
        <strong>{quotation.companyName}</strong>
        <Tag color={STATE_COLOURS[quotation.state]} fill="outline" data-testid="quotation-state">
          {t(`states.${quotation.state}`)}
        </Tag>
      </header>
      <dl className="facts">
        <dt>{t('fields.id')}</dt>
        <dd data-testid="quotation-id">{quotation.id}</dd>
        <dt>{t('fields.version')}</dt>
        <dd>{quotation.version}</dd>
        <dt>{t('fields.product')}</dt>
        <dd>{quotation.productName[lang]}</dd>
        <dt>{t('fields.members')}</dt>
        <dd>{quotation.memberCount}</dd>
        {quotation.validUntil ? (
          <>
            <dt>{t('fields.validUntil')}</dt>
            <dd>{quotation.validUntil}</dd>
          </>
        ) : null}
        {quotation.premiumFen !== null ? (
          <>
            <dt>{t('fields.premium')}</dt>
            <dd>{formatYuan(quotation.premiumFen)}</dd>
          </>
        ) : null}
      </dl>
      {quotation.price && template.data ? <PremiumTable price={quotation.price} template={template.data} /> : null}

      {quotation.price ? (
        <div className="quotation__actions">
          <Button size="small" color="primary" fill="outline" onClick={async () => saveFile(await downloadQuotationPdf(quotation.id), t('files.pdf', { id: quotation.id }))}>
            {t('actions.pdf')}
          </Button>
          <Button size="small" color="primary" fill="outline" onClick={async () => saveFile(await downloadQuotationZip(quotation.id), t('files.zip', { id: quotation.id }))}>
            {t('actions.zip')}
          </Button>
        </div>
      ) : null}

      <section className="quotation__materials" aria-label={t('materials.title')}>
        <h2>{t('materials.title')}</h2>
        <ul>
          {quotation.files.map((file) => (
            <li key={file.fileId}>
              {file.fileName}
              {insured && file.kind === 'material' ? null : (
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  onClick={async () => {
                    await deleteMaterial(file.fileId);
                    await refresh();
                  }}
                >
                  {t('materials.delete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <label className="quotation__upload">
          {insured ? t('materials.supplement') : t('materials.upload')}
          <input type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" onChange={addMaterial} />
        </label>
      </section>

      {quotation.state === 'quoted' ? <AcceptForm id={quotation.id} onAccepted={refresh} /> : null}
      {quotation.state === 'accepted' ? (
        <Button block color="primary" onClick={insure}>
          {t('actions.insure')}
        </Button>
      ) : null}
      {insured && quotation.orderId && quotation.orderStatus === 'unpaid' ? (
        <Button block color="primary" fill="outline" onClick={() => navigate(`/pay?policyId=${encodeURIComponent(quotation.orderId!)}`)}>
          {t('actions.pay')}
        </Button>
      ) : null}
      {insured && quotation.orderId && (quotation.orderStatus === 'paid' || quotation.orderStatus === 'issued') ? (
        <Link className="quotation__policy-link" to={`/policyInfo?policyId=${encodeURIComponent(quotation.orderId)}`}>
          {t('actions.policy')}
        </Link>
      ) : null}
      <Button block fill="none" color="primary" onClick={async () => onOpen((await copyQuotation(quotation.id)).id)}>
        {t('actions.copy')}
      </Button>
    </div>
  );
}

function AcceptForm({ id, onAccepted }: { id: string; onAccepted: () => Promise<void> }) {
  const { t } = useTranslation('quotation');
  const form = useZodForm(acceptQuotationRequest, { defaultValues: { id, holderIdNumber: '', holderPhone: '', holderEmail: '' } });
  const accept = form.handleSubmit(async (values) => {
    await acceptQuotation(values);
    await onAccepted();
  });
  return (
    <form className="quotation__form" onSubmit={accept} noValidate aria-label={t('accept.title')}>
      <h2>{t('accept.title')}</h2>
      <TextField control={form.control} name="holderIdNumber" label={t('accept.holderIdNumber')} maxLength={18} />
      <TextField control={form.control} name="holderPhone" label={t('accept.holderPhone')} type="tel" inputMode="tel" maxLength={20} />
      <TextField control={form.control} name="holderEmail" label={t('accept.holderEmail')} inputMode="email" maxLength={100} />
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
        {t('actions.accept')}
      </Button>
    </form>
  );
}
