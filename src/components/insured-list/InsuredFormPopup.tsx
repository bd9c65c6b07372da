import { Button, Cascader, DatePicker, Input, Picker, Popup, Radio } from 'antd-mobile';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { genders, personIdTypes } from '../../../domain/code-tables';
import { birthDateBounds, DEFAULT_INSURED_AGE_RANGE, isHighRiskFlagLocked } from '../../../domain/validators';
import { useZodForm } from '../../lib/forms';
import { Field, PickerTrigger } from './Field';
import type { OccupationFile } from '../../../domain/api/reference';
import { occupationLabel, occupationOptions } from './occupations';
import { dateToIso, isoToDate } from './picker-dates';
import { acceptIdNumber, emptyRow, type InsuredRow, withLevel } from './row';
import type { RowRules } from './row-rules';
import { insuredRowSchema } from './row-schema';

interface InsuredFormPopupProps {
  /** The row being added or edited; null while closed. */
  row: InsuredRow | null;
  mode: 'add' | 'edit';
  rules: RowRules;
  occupationFile?: OccupationFile;
  onSave: (row: InsuredRow) => void;
  onClose: () => void;
}

/** The add/edit form of one insured, in a popup: every row rule is checked before it is saved. */
export function InsuredFormPopup({ row, mode, rules, occupationFile, onSave, onClose }: InsuredFormPopupProps) {
  const { t } = useTranslation(['group', 'codes']);
  const schema = useMemo(() => insuredRowSchema(rules, t), [rules, t]);
  // Problems show when the person is saved and stay until the next save, as the table's checks do.
  const form = useZodForm(schema, { defaultValues: row ?? emptyRow(), mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const draft = useWatch({ control: form.control }) as InsuredRow;
  const errors = form.formState.errors;
  const [picker, setPicker] = useState<'idType' | 'birthDate' | 'occupation' | null>(null);
  const ids = useId();
  useEffect(() => {
    if (row) form.reset(row);
  }, [row, form]);
  const options = useMemo(
    () => (occupationFile ? occupationOptions(occupationFile.level_tree, t) : []),
    [occupationFile, t],
  );
  if (!row) return null;

  const id = (field: string) => `${ids}-${field}`;
  const set = (patch: Partial<InsuredRow>) => {
    for (const [field, value] of Object.entries(patch)) form.setValue(field as keyof InsuredRow, value);
  };
  const bounds = birthDateBounds(rules.ageRange ?? DEFAULT_INSURED_AGE_RANGE, rules.referenceDate);
  const occupation = rules.occupations?.get(draft.occupationCode);
  const level = Number(draft.occulevel);
  const idTypeLabel = draft.idType ? t(`codes:personIdType.${draft.idType}`) : '';

  const commitIdNumber = () => {
    const accepted = acceptIdNumber(form.getValues(), rules.referenceDate);
    set({ idNumber: accepted.row.idNumber, birthDate: accepted.row.birthDate, gender: accepted.row.gender });
    if (accepted.rejected) form.setError('idNumber', { message: t('validation:INSURED_ID_NUMBER_INVALID') });
    else form.clearErrors('idNumber');
  };

  const save = form.handleSubmit(onSave);

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="insured-form__popup" destroyOnClose>
      <section role="dialog" aria-label={t(mode === 'add' ? 'insured.addTitle' : 'insured.editTitle')} className="insured-form">
        <h2 className="insured-form__title">{t(mode === 'add' ? 'insured.addTitle' : 'insured.editTitle')}</h2>
        <div className="insured-form__fields">
          <Field id={id('name')} label={t('insured.fields.name')} error={errors.name?.message}>
            <Input id={id('name')} value={draft.name} onChange={(name) => set({ name })} placeholder={t('insured.placeholders.name')} clearable />
          </Field>
          <Field id={id('idType')} label={t('insured.fields.idType')} error={errors.idType?.message}>
            <PickerTrigger id={id('idType')} text={idTypeLabel} placeholder={t('insured.placeholders.pick')} onClick={() => setPicker('idType')} />
          </Field>
          <Field id={id('idNumber')} label={t('insured.fields.idNumber')} error={errors.idNumber?.message}>
            <Input
              id={id('idNumber')}
              value={draft.idNumber}
              onChange={(idNumber) => set({ idNumber })}
              onBlur={commitIdNumber}
              placeholder={t('insured.placeholders.idNumber')}
              clearable
            />
          </Field>
          <Field id={id('birthDate')} label={t('insured.fields.birthDate')} error={errors.birthDate?.message}>
            <PickerTrigger id={id('birthDate')} text={draft.birthDate} placeholder={t('insured.placeholders.pick')} onClick={() => setPicker('birthDate')} />
          </Field>
          <Field id={id('gender')} label={t('insured.fields.gender')} error={errors.gender?.message}>
            <Radio.Group value={draft.gender} onChange={(gender) => set({ gender: gender as InsuredRow['gender'] })}>
              <span id={id('gender')} className="choice-row" role="radiogroup" aria-label={t('insured.fields.gender')}>
                {genders.map((entry) => (
                  <Radio key={entry.code} value={entry.code}>
                    {t(entry.labelKey)}
                  </Radio>
                ))}
              </span>
            </Radio.Group>
          </Field>
          {occupationFile ? (
            <>
              <Field id={id('occupation')} label={t('insured.fields.occupation')} error={errors.occupationCode?.message}>
                <PickerTrigger
                  id={id('occupation')}
                  text={occupationLabel(draft.occupationCode, rules.occupations, t)}
                  placeholder={t('insured.placeholders.pick')}
                  onClick={() => setPicker('occupation')}
                />
              </Field>
              <Field id={id('highRisk')} label={t('insured.fields.biddingDocumentid')}>
                <Radio.Group
                  value={draft.biddingDocumentid}
                  disabled={isHighRiskFlagLocked(level)}
                  onChange={(flag) => set({ biddingDocumentid: flag as InsuredRow['biddingDocumentid'] })}
                >
                  <span id={id('highRisk')} className="choice-row" role="radiogroup" aria-label={t('insured.fields.biddingDocumentid')}>
                    <Radio value="1">{t('insured.yes')}</Radio>
                    <Radio value="2">{t('insured.no')}</Radio>
                  </span>
                </Radio.Group>
              </Field>
            </>
          ) : null}
          <Field id={id('mobile')} label={t('insured.fields.mobile')} error={errors.mobile?.message}>
            <Input id={id('mobile')} type="tel" value={draft.mobile} onChange={(mobile) => set({ mobile })} placeholder={t('insured.placeholders.optional')} clearable />
          </Field>
        </div>
        <div className="insured-form__actions">
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button color="primary" onClick={() => void save()}>
            {t('actions.save')}
          </Button>
        </div>
      </section>
      <Picker
        visible={picker === 'idType'}
        columns={[personIdTypes.map((entry) => ({ label: t(entry.labelKey), value: entry.code }))]}
        value={[draft.idType]}
        onClose={() => setPicker(null)}
        onConfirm={([idType]) => set({ idType: String(idType ?? ''), idNumber: '', birthDate: '', gender: '' })}
      />
      <DatePicker
        visible={picker === 'birthDate'}
        min={isoToDate(bounds.earliest)}
        max={isoToDate(bounds.latest)}
        value={draft.birthDate ? isoToDate(draft.birthDate) : null}
        onClose={() => setPicker(null)}
        onConfirm={(date) => set({ birthDate: dateToIso(date) })}
      />
      {occupationFile ? (
        <Cascader
          visible={picker === 'occupation'}
          title={t('insured.fields.occupation')}
          options={options}
          value={occupation?.pathCodes ?? []}
          onClose={() => setPicker(null)}
          onConfirm={(values) => {
            const picked = rules.occupations?.get(String(values.at(-1) ?? ''));
            if (picked) set(withLevel({ ...draft, occupationCode: picked.code, occupationName: picked.name }, picked.level));
          }}
        />
      ) : null}
    </Popup>
  );
}
