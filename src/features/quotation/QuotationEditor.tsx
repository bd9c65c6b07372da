import { useQuery } from '@tanstack/react-query';
import { Button, Selector, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { CENSUS_COLUMNS, type CensusMemberInput, type CensusUpload, type QuotationPriceView, type QuotationView, quotationForm } from '../../../domain/api/quotation';
import { INDUSTRY_LEVELS } from '../../../domain/group-medical';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { RestoredDraft } from '../../components/restored-draft/RestoredDraft';
import { SheetUpload } from '../../components/sheet-upload/SheetUpload';
import { useDraftAutosave, useKeptDraft } from '../../lib/draft-autosave';
import { AGENT_FORMS, draftKey } from '../../lib/drafts';
import { TextField, useErrorText, useZodForm } from '../../lib/forms';
import { useHoldUpdates } from '../../lib/update-prompt';
import { downloadCensusTemplate } from './api/census-template-file';
import { dutyTemplateQuery } from './api/duty-template';
import { parseCensus } from './api/parse-census';
import { priceQuotationDraft } from './api/quotation-premium';
import { saveDraft } from './api/save-draft';
import { saveQuotation } from './api/save-quotation';
import { PremiumTable } from './PremiumTable';

const NOT_BOUGHT = '';

type EditorValues = { companyName: string; startDate: string; industryLevel: (typeof INDUSTRY_LEVELS)[number] };

/** What the editor keeps on the phone until the quotation is saved: the file chooser may cost WeChat the page. */
interface TypedQuotation {
  version: 1;
  values: EditorValues;
  members: CensusMemberInput[];
  chosen: Record<string, string>;
}

const usableTyped = (stored: TypedQuotation) => stored.version === 1 && (stored.values.companyName.trim() !== '' || stored.members.length > 0 || Object.keys(stored.chosen).length > 0);

interface EditorProps {
  productCode: string;
  draft?: QuotationView;
  onSaved: (id: string) => void;
}

/** The quotation editor, opened on what was typed on this phone and not yet saved, if anything was. */
export function QuotationEditor(props: EditorProps) {
  const key = draftKey(AGENT_FORMS.quotation, props.productCode, props.draft?.id ?? 'new');
  // "Clear" opens the editor again on the saved draft (or nothing).
  const kept = useKeptDraft(key, usableTyped);
  if (kept.initial === undefined) return null;
  return <Editor key={kept.generation} {...props} typedKey={key} typed={kept.initial} onClear={kept.clear} />;
}

/** The company, the census, the duties; then the premium table and the saved quotation. */
function Editor({ productCode, draft, onSaved, typedKey, typed, onClear }: EditorProps & { typedKey: string; typed: TypedQuotation | null; onClear: () => void }) {
  const { t, lang: language } = useTranslation('quotation');
  const errorText = useErrorText();
  const template = useQuery(dutyTemplateQuery(productCode));
  const form = useZodForm(quotationForm, {
    defaultValues: typed?.values ?? { companyName: draft?.companyName ?? '', startDate: draft?.startDate ?? addDays(todayInBeijing(), 7), industryLevel: draft?.industryLevel ?? '1' },
  });
  const [members, setMembers] = useState<CensusMemberInput[]>(typed?.members ?? draft?.members ?? []);
  const [chosen, setChosen] = useState<Record<string, string>>(typed?.chosen ?? draft?.duties ?? {});
  const [price, setPrice] = useState<QuotationPriceView | null>(null);
  const values = useWatch({ control: form.control }) as EditorValues;
  const typedNow = useMemo<TypedQuotation>(() => ({ version: 1, values, members, chosen }), [values, members, chosen]);
  const autosave = useDraftAutosave(typedKey, typedNow);
  // A new version of the app waits while the agent has something typed here.
  useHoldUpdates('quotation', usableTyped(typedNow));
  // The required duty starts on its first option, so a first price needs no extra tap.
  const duties = { ...Object.fromEntries((template.data?.duties ?? []).filter((duty) => duty.required).map((duty) => [duty.dutyCode, duty.options[0].optionCode])), ...chosen };

  // Only a census without problems is priced: the agent fixes the error sheet and uploads it again.
  const censusRead = (read: CensusUpload) => {
    setPrice(null);
    setMembers(read.problems.length === 0 ? read.members : []);
  };

  const request = (values: EditorValues) => ({ productCode, ...values, duties, members, ...(draft && { id: draft.id }) });
  // Saved on the server: what was kept on the phone goes.
  const savedAs = async (saved: Promise<{ id: string }>) => {
    const { id } = await saved;
    await autosave.discard();
    onSaved(id);
  };
  const needCensus = () => {
    if (members.length > 0) return false;
    Toast.show({ content: t('census.needed') });
    return true;
  };
  const priceIt = form.handleSubmit(async (values) => {
    if (!needCensus()) setPrice(await priceQuotationDraft(request(values)));
  });
  const save = form.handleSubmit(async (values) => {
    if (!needCensus()) await savedAs(saveQuotation(request(values)));
  });
  const keepDraft = form.handleSubmit(async (values) => {
    if (!needCensus()) await savedAs(saveDraft(request(values)));
  });

  return (
    <form className="quotation__form" onSubmit={save} noValidate>
      {typed ? <RestoredDraft text={t('typed.restored')} clearText={t('typed.clear')} onClear={onClear} /> : null}
      <TextField control={form.control} name="companyName" label={t('fields.companyName')} maxLength={60} />
      <Controller
        control={form.control}
        name="startDate"
        render={({ field, fieldState }) => (
          <div className="form-field">
            <label htmlFor="quotation-start" className="form-field__label">
              {t('fields.startDate')}
            </label>
            <input id="quotation-start" className="quotation__date" type="date" value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />
            {fieldState.error ? <div className="form-field__error" role="alert">{errorText(fieldState.error.message)}</div> : null}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="industryLevel"
        render={({ field }) => (
          <fieldset className="form-field">
            <legend className="form-field__label">{t('fields.industryLevel')}</legend>
            <Selector
              columns={4}
              value={[field.value]}
              onChange={(value) => {
                if (value[0]) field.onChange(value[0]);
                setPrice(null);
              }}
              options={INDUSTRY_LEVELS.filter((level) => template.data?.industryFactors[level] !== undefined).map((level) => ({ label: t('industry', { level }), value: level }))}
            />
          </fieldset>
        )}
      />

      <section className="quotation__census" aria-label={t('census.title')}>
        <h2>{t('census.title')}</h2>
        <SheetUpload upload={parseCensus} columns={CENSUS_COLUMNS} template={{ fetch: downloadCensusTemplate, fileName: 'census-template.xlsx' }} onChecked={censusRead} />
        <p data-testid="census-count">{t('census.members', { count: members.length })}</p>
      </section>

      <section className="quotation__duties" aria-label={t('duties.title')}>
        <h2>{t('duties.title')}</h2>
        {template.data?.duties.map((duty) => (
          <fieldset key={duty.dutyCode} className="form-field">
            <legend className="form-field__label">
              {duty.name[language]}
              {duty.required ? ` ${t('duties.required')}` : ''}
            </legend>
            <Selector
              columns={2}
              value={[duties[duty.dutyCode] ?? NOT_BOUGHT]}
              onChange={(value) => {
                const { [duty.dutyCode]: _left, ...rest } = chosen;
                setChosen(value[0] ? { ...rest, [duty.dutyCode]: value[0] } : rest);
                setPrice(null);
              }}
              options={[
                ...(duty.required ? [] : [{ label: t('duties.none'), value: NOT_BOUGHT }]),
                ...duty.options.map((option) => ({
                  label: option.label[language],
                  description: t('duties.terms', { deductible: option.deductibleFen / 100, coPay: option.coPayPercent }),
                  value: option.optionCode,
                })),
              ]}
            />
          </fieldset>
        ))}
      </section>

      <Button fill="outline" color="primary" onClick={priceIt}>
        {t('actions.price')}
      </Button>
      {price && template.data ? <PremiumTable price={price} template={template.data} /> : null}
      <Button fill="none" color="primary" onClick={keepDraft}>
        {t('actions.draft')}
      </Button>
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
        {t('actions.save')}
      </Button>
    </form>
  );
}
