import { Button, Input } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { companyDocumentTypeOfCertificate, companyDocumentTypes } from '../../../domain/code-tables';
import { Field, PickerTrigger } from '../../components/insured-list/Field';
import { Picker } from '../../components/insured-list/pickers';
import { useErrorText } from '../../lib/field-frame';
import { showAlert, showToast } from '../../lib/notify';
import type { PlainForm } from '../../lib/plain-form';
import { type Commit, commitAddress, commitDocumentNumber, type HolderValues } from './holder';

// The company search, certificate entry and licence reading load when the agent first looks a company up.
const CompanyDialog = lazy(async () => ({ default: (await import('./company/CompanyDialog')).CompanyDialog }));

interface PolicyInfoSectionProps {
  form: PlainForm<HolderValues>;
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
    if (commit.kind === 'keep') form.set(name, commit.value, commit.value !== '');
    if (commit.kind === 'clear') {
      form.set(name, '');
      form.setError(name, commit.code);
    }
    if (commit.kind === 'cut') {
      form.set(name, commit.value, true);
      showToast(t(`validation:${commit.code}`, commit.params));
    }
    if (commit.kind === 'doubleCheck') {
      form.set(name, commit.value, true);
      showAlert(undefined, t('validation:USCC_CHECKSUM'), t('policy.doubleCheck'));
    }
  };

  const text = (name: TextName, options: { type?: 'tel'; inputMode?: 'email'; onCommit?: (value: string) => Commit; maxLength?: number } = {}) => {
    const field = form.field(name);
    return (
      <Field id={`holder-${name}`} label={t(`policy.fields.${name}`)} error={errorText(field.error)}>
        <Input
          id={`holder-${name}`}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            if (options.onCommit) apply(name, options.onCommit(field.value));
          }}
          placeholder={t(`policy.placeholders.${name}`)}
          aria-invalid={field.error ? true : undefined}
          clearable
          {...(options.type && { type: options.type })}
          {...(options.inputMode && { inputMode: options.inputMode })}
          {...(options.maxLength && { maxLength: options.maxLength })}
        />
      </Field>
    );
  };
  const idType = form.values.holderIdType;

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
            initialName={form.values.holderName}
            userId={userId}
            onClose={() => setFindingCompany(false)}
            onPick={(company) => {
              setFindingCompany(false);
              form.set('holderName', company.enterpriseName, true);
              form.set('holderIdType', companyDocumentTypeOfCertificate[company.idType]);
              form.set('holderIdNumber', company.idNo, true);
            }}
          />
        </Suspense>
      ) : null}
      <Field id="holder-holderIdType" label={t('policy.fields.holderIdType')}>
        <PickerTrigger id="holder-holderIdType" text={idType ? t(`codes:companyDocumentType.${idType}`) : ''} placeholder={t('insured.placeholders.pick')} onClick={() => setPickingType(true)} />
        <Picker
          visible={pickingType}
          columns={[companyDocumentTypes.map((entry) => ({ label: t(entry.labelKey), value: entry.code }))]}
          value={[idType]}
          onClose={() => setPickingType(false)}
          onConfirm={([type]) => {
            form.set('holderIdType', String(type ?? ''));
            if (form.values.holderIdNumber) void form.check('holderIdNumber');
          }}
        />
      </Field>
      {text('holderIdNumber', { onCommit: (value) => commitDocumentNumber(idType, value) })}
      {text('holderPhone', { type: 'tel' })}
      {text('holderEmail', { inputMode: 'email' })}
      {text('holderAddress', { onCommit: commitAddress })}
    </section>
  );
}
