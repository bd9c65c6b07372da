import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { type BatchInfo, payBatchRequest } from '../../../domain/api/endorsement';
import { formatYuan } from '../../../domain/money';
import { payMethodTypesQuery } from '../../lib/api/query-pay-method-types';
import { TextField, useZodForm } from '../../lib/forms';
import { choicesHere, PayMethodChooser, wxGuidePath } from '../../components/pay-method-chooser/PayMethodChooser';
import { payBatch } from './api/pay-batch';

/** The domain's pay request, with what each method needs: the transfer's evidence number, the account and password. */
const payForm = payBatchRequest.pick({ payMethod: true, evidenceNo: true, loginName: true, password: true }).superRefine((values, ctx) => {
  if ((values.payMethod === '88' || values.payMethod === '89') && !values.evidenceNo) ctx.addIssue({ code: 'custom', path: ['evidenceNo'], message: '请输入支付凭证' });
  if (values.payMethod === '66' && !values.loginName) ctx.addIssue({ code: 'custom', path: ['loginName'], message: '请输入账号' });
  if (values.payMethod === '66' && !values.password) ctx.addIssue({ code: 'custom', path: ['password'], message: '请输入密码' });
});

/** Paying a batch's difference: online methods go to the cashier (or show its QR code); balance and transfer pay at once. */
export function BatchPayForm({ batch, onPaid }: { batch: BatchInfo; onPaid: () => void }) {
  const { t } = useTranslation('endorsement');
  const [qrCode, setQrCode] = useState<string | null>(null);
  const navigate = useNavigate();
  // The product's methods, as the order's chooser offers them here; the first is chosen until the agent picks another.
  const methods = useQuery(payMethodTypesQuery(batch.productCode));
  const choices = choicesHere(methods.data ?? []);
  const first = choices[0]?.payMethod;
  const form = useZodForm(payForm, { defaultValues: { payMethod: '', evidenceNo: '', loginName: '', password: '' } });
  useEffect(() => {
    if (first && !form.getValues('payMethod')) form.setValue('payMethod', first);
  }, [first, form]);
  const method = form.watch('payMethod');
  const chosen = choices.find((choice) => choice.payMethod === method);
  const paysAtOnce = chosen?.dialogMode === 'balance' || chosen?.dialogMode === 'transferEvidence';
  const pay = form.handleSubmit(async (values: z.output<typeof payForm>) => {
    // WeChat blocks this provider's page: /wx-guide opens this page in the phone's browser.
    if (chosen?.blocked) return navigate(wxGuidePath(window.location.href));
    const content = await payBatch({ ...values, batchId: batch.batchId, policyId: batch.orderId });
    if (content.paid) onPaid();
    else if (content.qrCode) setQrCode(content.qrCode);
    else window.location.assign(content.payUrl);
  });
  return (
    <form
      className="endorsement__pay"
      aria-label={t('pay')}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <h3>{t('pay')}</h3>
      <Controller
        control={form.control}
        name="payMethod"
        render={({ field }) => (
          <PayMethodChooser
            methods={methods.data ?? []}
            value={field.value ?? ''}
            label={t('payMethod')}
            onChange={(choice) => {
              field.onChange(choice.payMethod);
              setQrCode(null);
            }}
          />
        )}
      />
      {chosen?.dialogMode === 'transferEvidence' ? <TextField control={form.control} name="evidenceNo" label={t('evidenceNo')} /> : null}
      {method === '66' ? (
        <>
          <TextField control={form.control} name="loginName" label={t('loginName')} autoComplete="username" />
          <TextField control={form.control} name="password" label={t('password')} type="password" autoComplete="current-password" />
        </>
      ) : null}
      {qrCode ? (
        <>
          <img className="endorsement__qr" src={qrCode} alt={t('qrCode')} />
          <Button block onClick={onPaid}>
            {t('paidCheck')}
          </Button>
        </>
      ) : (
        <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
          {paysAtOnce ? t('payNow') : t('openCashier')} {formatYuan(batch.netFen)}
        </Button>
      )}
    </form>
  );
}
