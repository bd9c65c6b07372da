import { Button, Dialog, Input, Picker, Toast } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { companyDocumentTypeOfCertificate, companyDocumentTypes } from '../../../domain/code-tables';
import { Field, PickerTrigger } from '../../components/insured-list/Field';
import { useErrorText } from '../../lib/forms';
import { type Commit, commitAddress, commitDocumentNumber, type HolderValues } from './holder';

// The company search, certificate entry and licence reading load when the agent first looks a company up.
const CompanyDialog = lazy(async () => ({ default: (await import('./company/CompanyDialog')).CompanyDialog }));

interface PolicyInfoSectionProps {
  form: UseFormReturn<HolderValues>;
  /** The issuer, sent with a hand-entered company certificate. */
  userId: string;
}

type TextName = Exclude<keyof HolderValues, 'holderIdType'>;

/** 投保单位: the enterprise policyholder. */
export function PolicyInfoSection({ form, userId }: PolicyInfoSectionProps) {
  const { t } = useTranslation(['group', 'codes']);
  const errorText = useErrorText();
  const [pickingType, setPickingType] = useState(false);
  const [findingCompany, setFindingCompany] = useState(false);
  // Mounted from the first search on, so its lazy code loads once.
  const [companyOpened, setCompanyOpened] = useState(false);

  // Leaving a field applies the storefront's helpers: clear with a reason, cut to fit, or ask to double-check.
  const apply = (name: TextName, commit: Commit) => {
    if (commit.kind === 'keep') form.setValue(name, commit.value, { shouldValidate: commit.value !== '' });
    if (commit.kind === 'clear') {
      form.setValue(name, '');
      form.setError(name, { message: commit.code });
    }
    if (commit.kind === 'cut') {
      form.setValue(name, commit.value, { shouldValidate: true });
      Toast.show({ content: t(`validation:${commit.code}`, commit.params) });
    }
    if (commit.kind === 'doubleCheck') {
      form.setValue(name, commit.value, { shouldValidate: true });
      void Dialog.alert({ content: t('validation:USCC_CHECKSUM'), confirmText: t('policy.doubleCheck') });
    }
  };

  const text = (name: TextName, options: { type?: 'tel'; inputMode?: 'email'; onCommit?: (value: string) => Commit; maxLength?: number } = {}) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={`holder-${name}`} label={t(`policy.fields.${name}`)} error={errorText(fieldState.error?.message)}>
          <Input
            id={`holder-${name}`}
            value={field.value}
            onChange={field.onChange}
            onBlur={() => {
              field.onBlur();
              if (options.onCommit) apply(name, options.onCommit(field.value));
            }}
            placeholder={t(`policy.placeholders.${name}`)}
            aria-invalid={fieldState.error ? true : undefined}
            clearable
            {...(options.type && { type: options.type })}
            {...(options.inputMode && { inputMode: options.inputMode })}
            {...(options.maxLength && { maxLength: options.maxLength })}
          />
        </Field>
      )}
    />
  );

  return (
    <section className="group-apply__section" aria-labelledby="policy-info-title">
      <h2 id="policy-info-title" className="group-apply__heading">
        {t('policy.title')}
      </h2>
      {text('holderName')}
      <div className="group-apply__find-company">
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => {
            setCompanyOpened(true);
            setFindingCompany(true);
          }}
        >
          {t('policy.findCompany')}
        </Button>
      </div>
      {companyOpened ? (
        <Suspense fallback={null}>
          <CompanyDialog
            visible={findingCompany}
            initialName={form.getValues('holderName')}
            userId={userId}
            onClose={() => setFindingCompany(false)}
            onPick={(company) => {
              setFindingCompany(false);
              form.setValue('holderName', company.enterpriseName, { shouldValidate: true });
              form.setValue('holderIdType', companyDocumentTypeOfCertificate[company.idType]);
              form.setValue('holderIdNumber', company.idNo, { shouldValidate: true });
            }}
          />
        </Suspense>
      ) : null}
      <Controller
        control={form.control}
        name="holderIdType"
        render={({ field }) => (
          <Field id="holder-holderIdType" label={t('policy.fields.holderIdType')}>
            <PickerTrigger id="holder-holderIdType" text={field.value ? t(`codes:companyDocumentType.${field.value}`) : ''} placeholder={t('insured.placeholders.pick')} onClick={() => setPickingType(true)} />
            <Picker
              visible={pickingType}
              columns={[companyDocumentTypes.map((entry) => ({ label: t(entry.labelKey), value: entry.code }))]}
              value={[field.value]}
              onClose={() => setPickingType(false)}
              onConfirm={([type]) => {
                field.onChange(String(type ?? ''));
                if (form.getValues('holderIdNumber')) void form.trigger('holderIdNumber');
              }}
            />
          </Field>
        )}
      />
      {text('holderIdNumber', { onCommit: (value) => commitDocumentNumber(form.getValues('holderIdType'), value) })}
      {text('holderPhone', { type: 'tel' })}
      {text('holderEmail', { inputMode: 'email' })}
      {text('holderAddress', { onCommit: commitAddress })}
    </section>
  );
}
