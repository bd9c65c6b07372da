import { Button, Dialog, Popup, TextArea, Toast } from 'antd-mobile';
import { lazy, Suspense, useId, useState } from 'react';
import { type Control, useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { RESIDENCY_DAYS, RESIDENCY_DECLARATION_ID_TYPES, STOREFRONT_ID_TYPES } from '../../../domain/rules/travel-application';
import { type ApplicationValues, emptyInsured } from './application';
import { CheckInput, DateInput, RadioInput, SelectInput, TextInput } from './fields';
import { parseInsuredRows } from './paste-insureds';
import { STATUTORY_HEIRS } from '../../../domain/validators';

// The beneficiary dialog loads when a customer first opens it.
const BeneficiaryDialog = lazy(async () => ({ default: (await import('../../components/beneficiaries/BeneficiaryDialog')).BeneficiaryDialog }));

const RELATIONS = ['1', '2', '3', '4', '99'];

interface Props {
  control: Control<ApplicationValues>;
  onNameBlur: (index: number) => void;
  onIdBlur: (index: number) => void;
  /** The plan lets each insured name designated beneficiaries. */
  designated: boolean;
}

/** Insured's information: add, delete ("Delete Ok?"), and a list pasted from the template. */
export function InsuredsSection({ control, onNameBlur, onIdBlur, designated }: Props) {
  const { t } = useTranslation('storefront');
  const { fields, append, remove } = useFieldArray({ control, name: 'insureds' });
  const [applyFor, holderIdType] = useWatch({ control, name: ['applyFor', 'holderIdType'] });
  const [pasting, setPasting] = useState(false);
  const self = applyFor === 'self';
  const shown = self ? fields.slice(0, 1) : fields;

  return (
    <section className="sf-box" aria-labelledby="sf-insureds">
      <h2 id="sf-insureds" className="sf-box__title">
        {t('form.insureds')}
      </h2>
      {shown.map((field, index) => (
        <fieldset key={field.id} className="sf-insured" aria-label={t('form.insuredN', { n: index + 1 })}>
          <legend>{t('form.insuredN', { n: index + 1 })}</legend>
          {self ? <p className="muted">{t('form.selfInsured')}</p> : <PersonFields control={control} index={index} onNameBlur={onNameBlur} onIdBlur={onIdBlur} />}
          <TextInput control={control} name={`insureds.${index}.enName`} label={t('form.enName')} />
          <TextInput control={control} name={`insureds.${index}.pinyin`} label={t('form.pinyin')} />
          <Validity control={control} index={index} />
          <Residency control={control} index={index} idType={self ? holderIdType : undefined} />
          {designated ? <Beneficiaries control={control} index={index} /> : null}
          {!self && fields.length > 1 ? (
            <Button
              size="small"
              color="danger"
              fill="outline"
              onClick={async () => {
                if (await Dialog.confirm({ content: t('form.deleteOk'), confirmText: t('form.delete'), cancelText: t('form.cancel') })) remove(index);
              }}
            >
              {t('form.deleteInsured')}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {self ? null : (
        <div className="sf-row">
          <Button size="small" onClick={() => append(emptyInsured())}>
            {t('form.addInsured')}
          </Button>
          <Button size="small" onClick={() => setPasting(true)}>
            {t('form.batch')}
          </Button>
          <a className="sf-link" href="/api/storefront/insuredTemplate.xlsx" download>
            {t('form.template')}
          </a>
        </div>
      )}
      {designated ? null : <p className="muted">{t('form.beneficiary')}</p>}
      <PastePopup
        visible={pasting}
        onClose={() => setPasting(false)}
        onRows={(rows) => {
          append(rows);
          Toast.show({ content: t('form.pasted', { count: rows.length }) });
        }}
      />
    </section>
  );
}

function PersonFields({ control, index, onNameBlur, onIdBlur }: { control: Control<ApplicationValues>; index: number } & Pick<Props, 'onNameBlur' | 'onIdBlur'>) {
  const { t } = useTranslation('storefront');
  const { t: codes } = useTranslation('codes');
  const idType = useWatch({ control, name: `insureds.${index}.idType` });
  return (
    <>
      <TextInput control={control} name={`insureds.${index}.name`} label={t('form.insuredName')} onBlur={() => onNameBlur(index)} />
      <SelectInput control={control} name={`insureds.${index}.idType`} label={t('form.idType')} options={STOREFRONT_ID_TYPES.map((code) => ({ value: code, label: codes(`personIdType.${code}`) }))} />
      <TextInput control={control} name={`insureds.${index}.idNumber`} label={t('form.idNumber')} onBlur={() => onIdBlur(index)} />
      <DateInput control={control} name={`insureds.${index}.birthDate`} label={t('form.birthDate')} disabled={idType === '1'} />
      <RadioInput
        control={control}
        name={`insureds.${index}.gender`}
        label={t('form.gender')}
        options={[
          { value: 'M', label: codes('gender.M') },
          { value: 'F', label: codes('gender.F') },
        ]}
      />
      <SelectInput control={control} name={`insureds.${index}.relationship`} label={t('form.relationship')} options={RELATIONS.map((code) => ({ value: code, label: codes(`relation.${code}`) }))} />
    </>
  );
}

/** Statutory heirs, or the designated beneficiaries named in the beneficiary dialog. */
function Beneficiaries({ control, index }: { control: Control<ApplicationValues>; index: number }) {
  const { t } = useTranslation('beneficiary');
  const { field } = useController({ control, name: `insureds.${index}.beneficiaries` });
  const name = useWatch({ control, name: `insureds.${index}.name` });
  const [open, setOpen] = useState(false);
  const choice = field.value ?? STATUTORY_HEIRS;
  return (
    <div className="sf-row">
      <span className="muted">{t(`summary.${choice.beneficiaryType}`, { count: choice.beneficiaries.length })}</span>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BeneficiaryDialog
            visible
            insuredName={name}
            value={choice}
            onConfirm={(next) => {
              field.onChange(next);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Certificate validity: a date, or Long for a long-term certificate. */
function Validity({ control, index }: { control: Control<ApplicationValues>; index: number }) {
  const { t } = useTranslation('storefront');
  const long = useWatch({ control, name: `insureds.${index}.idLongTerm` });
  return (
    <div className="sf-validity">
      <DateInput control={control} name={`insureds.${index}.idValidUntil`} label={t('form.validity')} disabled={long} />
      <CheckInput control={control} name={`insureds.${index}.idLongTerm`} label={t('form.long')} />
    </div>
  );
}

function Residency({ control, index, idType }: { control: Control<ApplicationValues>; index: number; idType?: string }) {
  const { t } = useTranslation('storefront');
  const ownType = useWatch({ control, name: `insureds.${index}.idType` });
  if (!RESIDENCY_DECLARATION_ID_TYPES.includes(idType ?? ownType)) return null;
  return <CheckInput control={control} name={`insureds.${index}.residencyDeclared`} label={t('form.residency', { days: RESIDENCY_DAYS })} />;
}

function PastePopup({ visible, onClose, onRows }: { visible: boolean; onClose: () => void; onRows: (rows: ReturnType<typeof parseInsuredRows>) => void }) {
  const { t } = useTranslation('storefront');
  const [text, setText] = useState('');
  const id = useId();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="sf-paste">
      <section role="dialog" aria-label={t('form.batch')}>
        <h2 className="sf-box__title">{t('form.batch')}</h2>
        {/* antd-mobile's TextArea puts an aria-label on its frame, not the text box: the hint labels the box itself. */}
        <label htmlFor={id} className="muted block-label">
          {t('form.pasteHint')}
        </label>
        <TextArea id={id} value={text} onChange={setText} rows={8} />
        <Button
          block
          color="primary"
          onClick={() => {
            const rows = parseInsuredRows(text);
            if (rows.length === 0) {
              Toast.show({ content: t('form.pasteEmpty') });
              return;
            }
            onRows(rows);
            setText('');
            onClose();
          }}
        >
          {t('form.import')}
        </Button>
      </section>
    </Popup>
  );
}
