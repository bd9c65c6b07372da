import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import type { z } from 'zod';
import { type BatchInfo, payBatchRequest } from '../../../domain/api/endorsement';
import { formatYuan } from '../../../domain/money';
import { TextField, useZodForm } from '../../lib/forms';
import { payBatch } from './api/pay-batch';

/** The pay methods offered for a batch: the cashier (0), its QR code (3), the agent's balance (66), a bank transfer (88). */
const PAY_METHODS = ['0', '3', '66', '88'] as const;

/** The domain's pay request, with what each method needs: the transfer's evidence number, the account and password. */
const payForm = payBatchRequest.pick({ payMethod: true, evidenceNo: true, loginName: true, password: true }).superRefine((values, ctx) => {
  if (values.payMethod === '88' && !values.evidenceNo) ctx.addIssue({ code: 'custom', path: ['evidenceNo'], message: '请输入支付凭证' });
  if (values.payMethod === '66' && !values.loginName) ctx.addIssue({ code: 'custom', path: ['loginName'], message: '请输入账号' });
  if (values.payMethod === '66' && !values.password) ctx.addIssue({ code: 'custom', path: ['password'], message: '请输入密码' });
});

/** Paying a batch's difference: online methods go to the cashier (or show its QR code); balance and transfer pay at once. */
export function BatchPayForm({ batch, onPaid }: { batch: BatchInfo; onPaid: () => void }) {
  const { t } = useTranslation('endorsement');
  const [qrCode, setQrCode] = useState<string | null>(null);
  const form = useZodForm(payForm, { defaultValues: { payMethod: '0', evidenceNo: '', loginName: '', password: '' } });
  const method = form.watch('payMethod');
  const pay = form.handleSubmit(async (values: z.output<typeof payForm>) => {
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
          <Selector
            aria-label={t('payMethod')}
            columns={2}
            options={PAY_METHODS.map((value) => ({ label: t(`payMethods.${value}`), value }))}
            value={[field.value ?? '0']}
            onChange={(values) => {
              if (values[0]) field.onChange(values[0]);
              setQrCode(null);
            }}
          />
        )}
      />
      {method === '88' ? <TextField control={form.control} name="evidenceNo" label={t('evidenceNo')} /> : null}
      {method === '66' ? (
        <>
          <TextField control={form.control} name="loginName" label={t('loginName')} autoComplete="username" />
          <TextField control={form.control} name="password" label={t('password')} type="password" autoComplete="current-password" />
        </>
      ) : null}
      {qrCode ? (
        <>
          <img className="endorsement__qr" src={qrCode} alt={t('payMethods.3')} />
          <Button block onClick={onPaid}>
            {t('paidCheck')}
          </Button>
        </>
      ) : (
        <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
          {method === '0' || method === '3' ? t('openCashier') : t('payNow')} {formatYuan(batch.netFen)}
        </Button>
      )}
    </form>
  );
}
