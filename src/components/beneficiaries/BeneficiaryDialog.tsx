import { Button, Input, List, Picker, Popup, Radio, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { beneficiaryTypes, personIdTypes, relations } from '../../../domain/code-tables';
import { type BeneficiaryChoice, type BeneficiaryValues, checkBeneficiaryChoice } from '../../../domain/validators';
import { useErrorText, useZodForm } from '../../lib/forms';
import { Field, PickerTrigger } from '../insured-list/Field';
import { beneficiarySchema, emptyBeneficiary, saveBeneficiary } from './beneficiaries';
import './beneficiaries.css';

interface BeneficiaryDialogProps {
  visible: boolean;
  /** Whose beneficiaries these are (shown in the title). */
  insuredName: string;
  value: BeneficiaryChoice;
  onConfirm: (choice: BeneficiaryChoice) => void;
  onClose: () => void;
}

// A beneficiary is someone other than the insured.
const BENEFICIARY_RELATIONS = relations.filter((entry) => entry.code !== '1');

/** The beneficiary dialog of portal-spec 5: statutory heirs or designated beneficiaries, several, shares totalling 100. */
export function BeneficiaryDialog({ visible, insuredName, value, onConfirm, onClose }: BeneficiaryDialogProps) {
  const { t } = useTranslation(['beneficiary', 'codes', 'validation']);
  const [choice, setChoice] = useState(value);
  const [editing, setEditing] = useState<number | null>(null);
  useEffect(() => {
    if (visible) setChoice(value);
  }, [visible, value]);

  const confirm = () => {
    const check = checkBeneficiaryChoice(choice);
    if (!check.ok) Toast.show({ content: t(`validation:${check.code}`) });
    else onConfirm(choice);
  };

  const save = (index: number, saved: BeneficiaryValues): boolean => {
    const outcome = saveBeneficiary(choice.beneficiaries, index, saved);
    if (!outcome.ok) {
      Toast.show({ content: t(`validation:${outcome.code}`) });
      return false;
    }
    setChoice({ ...choice, beneficiaries: outcome.list });
    setEditing(null);
    return true;
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="beneficiary-dialog" destroyOnClose>
      <div className="beneficiary-dialog__body" role="dialog" aria-labelledby="beneficiary-title">
        <h2 id="beneficiary-title" className="beneficiary-dialog__title">
          {t('title', { name: insuredName })}
        </h2>
        <Radio.Group value={choice.beneficiaryType} onChange={(type) => setChoice({ ...choice, beneficiaryType: type === '4' ? '4' : '1' })}>
          <div className="beneficiary-dialog__types">
            {beneficiaryTypes.map((entry) => (
              <Radio key={entry.code} value={entry.code}>
                {t(`type.${entry.code}`)}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        {choice.beneficiaryType === '4' ? (
          <>
            <List>
              {choice.beneficiaries.map((beneficiary, index) => (
                <List.Item
                  // biome-ignore lint/suspicious/noArrayIndexKey: beneficiaries have no id; the order is their identity here.
                  key={index}
                  description={`${t(`codes:relation.${beneficiary.relationship}`)} · ${t('share', { percentage: beneficiary.percentage })}`}
                  extra={
                    <span className="beneficiary-dialog__row-actions">
                      <Button size="mini" fill="outline" onClick={() => setEditing(index)}>
                        {t('edit')}
                      </Button>
                      <Button
                        size="mini"
                        color="danger"
                        fill="outline"
                        onClick={() => setChoice({ ...choice, beneficiaries: choice.beneficiaries.filter((_, other) => other !== index) })}
                      >
                        {t('delete')}
                      </Button>
                    </span>
                  }
                >
                  {beneficiary.name}
                </List.Item>
              ))}
            </List>
            <Button size="small" color="primary" fill="outline" onClick={() => setEditing(choice.beneficiaries.length)}>
              {t('add')}
            </Button>
          </>
        ) : (
          <p className="muted">{t('statutoryNote')}</p>
        )}
        <div className="beneficiary-dialog__actions">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button color="primary" onClick={confirm}>
            {t('confirm')}
          </Button>
        </div>
      </div>
      <BeneficiaryForm
        visible={editing !== null}
        mode={editing !== null && editing < choice.beneficiaries.length ? 'edit' : 'add'}
        initial={editing !== null ? (choice.beneficiaries[editing] ?? emptyBeneficiary()) : emptyBeneficiary()}
        onSave={(saved) => (editing === null ? false : save(editing, saved))}
        onClose={() => setEditing(null)}
      />
    </Popup>
  );
}

interface BeneficiaryFormProps {
  visible: boolean;
  mode: 'add' | 'edit';
  initial: BeneficiaryValues;
  /** False when the shares would pass 100: the share is cleared and the form stays open. */
  onSave: (beneficiary: BeneficiaryValues) => boolean;
  onClose: () => void;
}

type PickerName = 'idType' | 'relationship';

/** The add/edit form of one beneficiary (portal-spec 4: add mode or edit mode). */
function BeneficiaryForm({ visible, mode, initial, onSave, onClose }: BeneficiaryFormProps) {
  const { t } = useTranslation(['beneficiary', 'codes']);
  const errorText = useErrorText();
  const form = useZodForm(beneficiarySchema, { defaultValues: initial });
  const [picking, setPicking] = useState<PickerName | null>(null);
  useEffect(() => {
    if (visible) form.reset(initial);
  }, [visible, initial, form]);

  const submit = form.handleSubmit((values) => {
    if (!onSave(values)) form.setValue('percentage', '');
  });

  const picker = (name: PickerName, entries: readonly { code: string; labelKey: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={`beneficiary-${name}`} label={t(`fields.${name}`)} error={errorText(fieldState.error?.message)}>
          <PickerTrigger
            id={`beneficiary-${name}`}
            text={field.value ? t(entries.find((entry) => entry.code === field.value)?.labelKey ?? '') : ''}
            placeholder={t('pick')}
            onClick={() => setPicking(name)}
          />
          <Picker
            visible={picking === name}
            columns={[entries.map((entry) => ({ label: t(entry.labelKey), value: entry.code }))]}
            value={[field.value]}
            onClose={() => setPicking(null)}
            onConfirm={([code]) => field.onChange(String(code ?? ''))}
          />
        </Field>
      )}
    />
  );

  const text = (name: 'name' | 'idNumber' | 'percentage') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={`beneficiary-${name}`} label={t(`fields.${name}`)} error={errorText(fieldState.error?.message)}>
          <Input
            id={`beneficiary-${name}`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            {...(name === 'percentage' && { type: 'number', inputMode: 'decimal' as const })}
          />
        </Field>
      )}
    />
  );

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="beneficiary-dialog" destroyOnClose>
      <form className="beneficiary-dialog__body" role="dialog" aria-labelledby="beneficiary-form-title" onSubmit={(event) => void submit(event)}>
        <h2 id="beneficiary-form-title" className="beneficiary-dialog__title">
          {t(mode === 'add' ? 'addTitle' : 'editTitle')}
        </h2>
        {text('name')}
        {picker('idType', personIdTypes)}
        {text('idNumber')}
        {picker('relationship', BENEFICIARY_RELATIONS)}
        {text('percentage')}
        <div className="beneficiary-dialog__actions">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button color="primary" type="submit">
            {t('save')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
