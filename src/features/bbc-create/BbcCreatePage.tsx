import { useQuery } from '@tanstack/react-query';
import { Button, Selector, Toast } from 'antd-mobile';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { type MguApplicationForm, type MguUpload, mguApplicationForm, mguOrderRequest } from '../../../domain/api/mgu';
import type { PremiumResult } from '../../../domain/api/premium';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { askToSignIn } from '../../app/dialogs/dialog-store';
import { RestoredDraft } from '../../components/restored-draft/RestoredDraft';
import { useDraftAutosave, useKeptDraft } from '../../lib/draft-autosave';
import { AGENT_FORMS, draftKey } from '../../lib/drafts';
import { saveFile } from '../../lib/save-file';
import { FieldError, FieldFrame, TextField, useErrorText, useZodForm } from '../../lib/forms';
import { useSignedIn } from '../../lib/session';
import { useHoldUpdates } from '../../lib/update-prompt';
import { lastMguPolicyQuery } from './api/last-mgu-policy';
import { medicalProductsQuery } from './api/medical-products';
import { priceMguList } from './api/mgu-premium';
import { downloadMguProducts } from './api/mgu-products-file';
import { productOptionsQuery } from './api/product-options';
import { sendMguOrder } from './api/send-mgu-order';
import { uploadMguTemplate } from './api/upload-mgu-template';
import './bbc-create.css';

/** /bbc-create: a company's group medical cover for a whole staff list, from the MGU's template. */
export function BbcCreatePage() {
  const { t } = useTranslation('mgu');
  const signedIn = useSignedIn();
  return (
    <section className="page bbc-create">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {signedIn ? (
        <KeptApplication />
      ) : (
        <Button block color="primary" onClick={askToSignIn}>
          {t('signIn')}
        </Button>
      )}
    </section>
  );
}

/** The application kept on the phone until it is sent, with its key: a reload loses nothing and a retry places no second order. */
interface TypedApplication {
  version: 1;
  values: MguApplicationForm;
  upload: MguUpload | null;
  idempotencyKey: string;
  /** False while the form holds only the agent's last company, filled in by the server: nothing to restore. */
  touched?: boolean;
}

const KEY = draftKey(AGENT_FORMS.staffList);
const usableTyped = (stored: TypedApplication) =>
  stored.version === 1 && stored.touched !== false && (stored.values.holderName.trim() !== '' || stored.upload !== null);

/** The application, opened on what was typed on this phone and not yet sent, if anything was. */
function KeptApplication() {
  const kept = useKeptDraft(KEY, usableTyped);
  if (kept.initial === undefined) return null;
  return <BulkApplication key={kept.generation} typed={kept.initial} onClear={kept.clear} />;
}

function BulkApplication({ typed, onClear }: { typed: TypedApplication | null; onClear: () => void }) {
  const { t, i18n } = useTranslation('mgu');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const products = useQuery(medicalProductsQuery(i18n.language));
  const last = useQuery(lastMguPolicyQuery);
  const form = useZodForm(mguApplicationForm, {
    defaultValues: typed?.values ?? { productCode: '', planCode: '', startDate: addDays(todayInBeijing(), 1), holderName: '', holderIdNumber: '', holderPhone: '', holderEmail: '' },
  });
  const productCode = form.watch('productCode');
  const options = useQuery(productOptionsQuery(productCode, i18n.language));
  const [upload, setUpload] = useState<MguUpload | null>(typed?.upload ?? null);
  const [premium, setPremium] = useState<PremiumResult | null>(null);
  // One key for this application, kept with it: a retried submit answers the first order instead of placing two.
  const [idempotencyKey] = useState(() => typed?.idempotencyKey ?? crypto.randomUUID());
  const values = useWatch({ control: form.control }) as MguApplicationForm;
  const touched = typed !== null || form.formState.isDirty || upload !== null;
  const typedNow = useMemo<TypedApplication>(() => ({ version: 1, values, upload, idempotencyKey, touched }), [values, upload, idempotencyKey, touched]);
  const autosave = useDraftAutosave(KEY, typedNow);
  // A new version of the app waits while the agent has something typed here.
  useHoldUpdates('bbc-create', usableTyped(typedNow));

  // The agent's last company is the likeliest next one (unless the form opened on what was typed last time).
  useEffect(() => {
    const previous = last.data;
    if (!previous || typed || form.formState.isDirty) return;
    form.reset({
      ...form.getValues(),
      productCode: previous.productCode,
      planCode: previous.planCode,
      holderName: previous.holder.holderName,
      holderIdNumber: previous.holder.holderIdNumber,
      holderPhone: previous.holder.holderPhone,
      holderEmail: previous.holder.holderEmail ?? '',
    });
  }, [last.data, form, typed]);

  // A start date the product does not offer moves to its first one.
  const earliest = options.data?.startDate.earliest;
  useEffect(() => {
    if (earliest && form.getValues('startDate') < earliest) form.setValue('startDate', earliest);
  }, [earliest, form]);

  const readList = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPremium(null);
    setUpload(await uploadMguTemplate(file).catch(() => null));
  };

  const price = form.handleSubmit(async (values) => {
    if (!upload) {
      Toast.show({ content: t('needList') });
      return;
    }
    setPremium(await priceMguList({ ...values, insureds: upload.insureds.map((insured) => ({ birthDate: insured.birthDate })) }));
  });

  const submit = form.handleSubmit(async (values: MguApplicationForm) => {
    if (!upload || upload.problems.length > 0) {
      Toast.show({ content: t('needList') });
      return;
    }
    const saved = await sendMguOrder(mguOrderRequest(values, upload.insureds, idempotencyKey));
    // Sent: what was kept on the phone goes.
    await autosave.discard();
    navigate(`/pay?policyId=${encodeURIComponent(saved.policyId)}`);
  });

  return (
    <form className="bbc-create__form" onSubmit={submit} noValidate>
      {typed ? <RestoredDraft text={t('typed.restored')} clearText={t('typed.clear')} onClear={onClear} /> : null}
      <Button fill="outline" color="primary" onClick={async () => saveFile(await downloadMguProducts(), 'mgu-products.xlsx')}>
        {t('downloadTemplate')}
      </Button>

      <Controller
        control={form.control}
        name="productCode"
        render={({ field, fieldState }) => (
          <fieldset className="form-field">
            <legend className="form-field__label">{t('product')}</legend>
            <Selector
              columns={1}
              value={field.value ? [field.value] : []}
              onChange={(value) => {
                field.onChange(value[0] ?? '');
                form.setValue('planCode', '');
                setPremium(null);
              }}
              options={(products.data ?? []).map((product) => ({ label: product.productName, value: product.productCode }))}
            />
            <FieldError message={fieldState.error?.message} />
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="planCode"
        render={({ field, fieldState }) => (
          <fieldset className="form-field">
            <legend className="form-field__label">{t('plan')}</legend>
            <Selector
              value={field.value ? [field.value] : []}
              onChange={(value) => {
                field.onChange(value[0] ?? '');
                setPremium(null);
              }}
              options={(options.data?.plans ?? []).map((plan) => ({ label: plan.planName, value: plan.planCode }))}
            />
            <FieldError message={fieldState.error?.message} />
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="startDate"
        render={({ field, fieldState }) => (
          <FieldFrame id="mgu-start" label={t('startDate')} error={fieldState.error?.message}>
            <input
              id="mgu-start"
              className="bbc-create__date"
              type="date"
              value={field.value}
              min={options.data?.startDate.earliest}
              max={options.data?.startDate.latest}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          </FieldFrame>
        )}
      />

      <TextField control={form.control} name="holderName" label={t('holderName')} maxLength={100} />
      <TextField control={form.control} name="holderIdNumber" label={t('holderIdNumber')} maxLength={18} />
      <TextField control={form.control} name="holderPhone" label={t('holderPhone')} type="tel" inputMode="tel" maxLength={20} />
      <TextField control={form.control} name="holderEmail" label={t('holderEmail')} inputMode="email" maxLength={254} />

      <label className="bbc-create__upload">
        {t('uploadList')}
        <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={readList} />
      </label>
      {upload ? (
        <div className="bbc-create__list" aria-live="polite">
          <p>{t('listRead', { count: upload.insureds.length })}</p>
          {upload.problems.length > 0 ? (
            <ul className="bbc-create__problems">
              {upload.problems.map((problem) => (
                <li key={`${problem.row}-${problem.field}`}>{t('problem', { row: problem.row, field: t(`fields.${problem.field}`), message: errorText(problem.code) })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Button fill="outline" color="primary" onClick={price}>
        {t('price')}
      </Button>
      {premium ? <p className="bbc-create__premium">{t('premium', { count: premium.insuredCount, amount: premium.totalPremium })}</p> : null}
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting} disabled={!upload || upload.problems.length > 0}>
        {t('submit')}
      </Button>
    </form>
  );
}
