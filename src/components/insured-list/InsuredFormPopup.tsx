import { Button, Cascader, DatePicker, Input, Picker, Popup, Radio } from 'antd-mobile';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { genders, personIdTypes } from '../../../domain/code-tables';
import { birthDateBounds, checkMobile, DEFAULT_INSURED_AGE_RANGE, type FieldProblem, isHighRiskFlagLocked } from '../../../domain/validators';
import { Field, PickerTrigger } from './Field';
import { type OccupationFile, occupationLabel, occupationOptions } from './occupations';
import { dateToIso, isoToDate } from './picker-dates';
import { acceptIdNumber, type InsuredRow, withLevel } from './row';
import { checkRow, problemText, type RowRules } from './row-rules';

interface InsuredFormPopupProps {
  /** The row being added or edited; null while closed. */
  row: InsuredRow | null;
  mode: 'add' | 'edit';
  rules: RowRules;
  occupationFile?: OccupationFile;
  onSave: (row: InsuredRow) => void;
  onClose: () => void;
}

// Problems of the occupation's name, code and class show under the one occupation field.
const FIELD_OF: Readonly<Record<string, string>> = { occupationName: 'occupation', occupationCode: 'occupation', occulevel: 'occupation' };


/** The add/edit form of one insured, in a popup: every row rule is checked before it is saved. */
export function InsuredFormPopup({ row, mode, rules, occupationFile, onSave, onClose }: InsuredFormPopupProps) {
  const { t } = useTranslation(['group', 'codes']);
  const [draft, setDraft] = useState<InsuredRow | null>(row);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [picker, setPicker] = useState<'idType' | 'birthDate' | 'occupation' | null>(null);
  const ids = useId();
  useEffect(() => {
    setDraft(row);
    setErrors({});
  }, [row]);
  const options = useMemo(
    () => (occupationFile ? occupationOptions(occupationFile.level_tree, (level) => t('insured.level', { level })) : []),
    [occupationFile, t],
  );
  if (!draft) return null;

  const id = (field: string) => `${ids}-${field}`;
  const set = (patch: Partial<InsuredRow>) => setDraft({ ...draft, ...patch });
  const bounds = birthDateBounds(rules.ageRange ?? DEFAULT_INSURED_AGE_RANGE, rules.referenceDate);
  const occupation = rules.occupations?.get(draft.occupationCode);
  const level = Number(draft.occulevel);
  const idTypeLabel = draft.idType ? t(`codes:personIdType.${draft.idType}`) : '';

  const commitIdNumber = () => {
    const accepted = acceptIdNumber(draft, rules.referenceDate);
    setDraft(accepted.row);
    setErrors({ ...errors, idNumber: accepted.rejected ? t('validation:INSURED_ID_NUMBER_INVALID') : '' });
  };

  const save = () => {
    const problems: FieldProblem[] = checkRow(draft, rules);
    const mobile = draft.mobile.trim() === '' ? null : checkMobile(draft.mobile);
    if (mobile && !mobile.ok) problems.push({ field: 'mobile', code: mobile.code });
    if (problems.length > 0) {
      const next: Record<string, string> = {};
      for (const problem of problems) next[FIELD_OF[problem.field] ?? problem.field] ??= problemText(t, problem, draft.name);
      setErrors(next);
      return;
    }
    onSave({ ...draft, name: draft.name.trim(), mobile: mobile?.value ?? '' });
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="insured-form__popup" destroyOnClose>
      <section role="dialog" aria-label={t(mode === 'add' ? 'insured.addTitle' : 'insured.editTitle')} className="insured-form">
        <h2 className="insured-form__title">{t(mode === 'add' ? 'insured.addTitle' : 'insured.editTitle')}</h2>
        <div className="insured-form__fields">
          <Field id={id('name')} label={t('insured.fields.name')} error={errors.name}>
            <Input id={id('name')} value={draft.name} onChange={(name) => set({ name })} placeholder={t('insured.placeholders.name')} clearable />
          </Field>
          <Field id={id('idType')} label={t('insured.fields.idType')} error={errors.idType}>
            <PickerTrigger id={id('idType')} text={idTypeLabel} placeholder={t('insured.placeholders.pick')} onClick={() => setPicker('idType')} />
          </Field>
          <Field id={id('idNumber')} label={t('insured.fields.idNumber')} error={errors.idNumber}>
            <Input
              id={id('idNumber')}
              value={draft.idNumber}
              onChange={(idNumber) => set({ idNumber })}
              onBlur={commitIdNumber}
              placeholder={t('insured.placeholders.idNumber')}
              clearable
            />
          </Field>
          <Field id={id('birthDate')} label={t('insured.fields.birthDate')} error={errors.birthDate}>
            <PickerTrigger id={id('birthDate')} text={draft.birthDate} placeholder={t('insured.placeholders.pick')} onClick={() => setPicker('birthDate')} />
          </Field>
          <Field id={id('gender')} label={t('insured.fields.gender')} error={errors.gender}>
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
              <Field id={id('occupation')} label={t('insured.fields.occupation')} error={errors.occupation}>
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
          <Field id={id('mobile')} label={t('insured.fields.mobile')} error={errors.mobile}>
            <Input id={id('mobile')} type="tel" value={draft.mobile} onChange={(mobile) => set({ mobile })} placeholder={t('insured.placeholders.optional')} clearable />
          </Field>
        </div>
        <div className="insured-form__actions">
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button color="primary" onClick={save}>
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
            if (picked) setDraft(withLevel({ ...draft, occupationCode: picked.code, occupationName: picked.name }, picked.level));
          }}
        />
      ) : null}
    </Popup>
  );
}
