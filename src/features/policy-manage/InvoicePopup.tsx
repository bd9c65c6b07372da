import { Button, Popup, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { type InvoiceRequest, invoiceRequest } from '../../../domain/api/invoice';
import { wantsInvoice } from '../../../domain/api/order';
import type { PolicyDetail } from '../../../domain/api/policy-manage';
import { TextField, useZodForm } from '../../lib/forms';
import { showToast } from '../../lib/notify';
import { applyInvoice } from './api/apply-invoice';
import { companyInvoiceDetails } from './api/company-invoice-details';

interface Props {
  policy: PolicyDetail;
  mode: 'apply' | 'reapply';
  onClose: (issued: boolean) => void;
}

/** The VAT invoice request: the title is the policyholder's; companies give their credit code, special invoices bank and address. */
export function InvoicePopup({ policy, mode, onClose }: Props) {
  const { t } = useTranslation('servicing');
  const company = policy.holder.type === 'C';
  // What the customer asked for when applying, if they did: the form starts from it.
  const wish = wantsInvoice(policy.invoiceRequest) ? policy.invoiceRequest : undefined;
  const form = useZodForm(invoiceRequest, {
    defaultValues: {
      policyId: policy.policyNo ?? policy.orderId,
      title: policy.holder.name,
      taxpayerType: company ? 'company' : 'person',
      billingType: company && wish?.billingType === 'special' ? 'special' : 'normal',
      taxNumber: (company && wish?.taxNumber) || '',
      // Left empty, the invoice goes to the holder's e-mail on the order (shown masked as the placeholder).
      email: '',
    },
  });
  const billingType = useWatch({ control: form.control, name: 'billingType' });
  const filled = useCompanyDetails(company ? policy.holder.name : undefined, form);
  // One key for this request: a submit retried after a lost answer does not issue (and void) twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const submit = form.handleSubmit(async (values) => {
    const issued = await applyInvoice(mode, { ...values, idempotencyKey });
    showToast(t('invoice.issued', { invoiceNo: issued.invoiceNo, email: issued.emailMasked }), 3000);
    onClose(true);
  });

  return (
    <Popup visible onMaskClick={() => onClose(false)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <form className="invoice-form" aria-label={t('invoice.title')} onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <h2>{t(mode === 'apply' ? 'invoice.title' : 'invoice.reapplyTitle')}</h2>
        {filled ? <p className="invoice-form__filled">{t('invoice.filledFromLast')}</p> : null}
        <TextField control={form.control} name="title" label={t('invoice.fields.title')} />
        <Controller
          control={form.control}
          name="billingType"
          render={({ field }) => (
            <fieldset className="form-field">
              <legend className="form-field__label">{t('invoice.fields.billingType')}</legend>
              <Selector
                columns={2}
                value={[field.value]}
                onChange={(value) => {
                  // Tapping the chosen type again would clear it: an invoice always has a type.
                  if (value[0]) field.onChange(value[0]);
                }}
                options={BILLING_TYPES.map((value) => ({ label: t(`invoice.billing.${value}`), value, disabled: value === 'special' && !company }))}
              />
            </fieldset>
          )}
        />
        {company ? <TextField control={form.control} name="taxNumber" label={t('invoice.fields.taxNumber')} maxLength={18} /> : null}
        {billingType === 'special' ? (
          <>
            <TextField control={form.control} name="bankName" label={t('invoice.fields.bankName')} />
            <TextField control={form.control} name="bankAccount" label={t('invoice.fields.bankAccount')} inputMode="numeric" />
            <TextField control={form.control} name="companyAddress" label={t('invoice.fields.companyAddress')} />
            <TextField control={form.control} name="companyPhone" label={t('invoice.fields.companyPhone')} type="tel" />
          </>
        ) : null}
        <TextField
          control={form.control}
          name="email"
          label={t('invoice.fields.email')}
          inputMode="email"
          autoComplete="email"
          placeholder={policy.holder.email ? t('invoice.toHolder', { email: policy.holder.email }) : undefined}
        />
        <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
          {t('invoice.submit')}
        </Button>
      </form>
    </Popup>
  );
}

const BILLING_TYPES = ['normal', 'special'] as const;

const COMPANY_FIELDS = ['taxNumber', 'companyAddress', 'companyPhone', 'bankName', 'bankAccount'] as const;

/** A company's invoice details as last given (else as its policies give them) fill the fields still empty; true once any did. */
function useCompanyDetails(enterpriseName: string | undefined, form: UseFormReturn<InvoiceRequest>): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!enterpriseName) return;
    let live = true;
    void companyInvoiceDetails(enterpriseName).then((details) => {
      if (!live || !details) return;
      const empty = COMPANY_FIELDS.filter((name) => details[name] && !form.getValues(name) && !form.getFieldState(name).isDirty);
      for (const name of empty) form.setValue(name, details[name] ?? '');
      if (empty.length > 0) setFilled(true);
    });
    return () => {
      live = false;
    };
  }, [enterpriseName, form]);
  return filled;
}
