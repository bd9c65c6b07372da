import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Result, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { Navigate, useSearchParams } from 'react-router';
import type { RatableProduct } from '../../../domain/catalog';
import type { TravelProblem } from '../../../domain/rules/travel-application';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { draftKey as draftKeyOf, drafts } from '../../lib/drafts';
import { useZodForm } from '../../lib/forms';
import { useHoldUpdates } from '../../lib/update-prompt';
import { ApiError } from '../../lib/http';
import { plansQuery } from '../../lib/api/query-plans';
import { readShare } from '../../lib/session';
import { ApplicantSection } from './ApplicantSection';
import { type SaveAnswer, saveTravelOrder } from './api/save-travel-order';
import { allowsDesignatedBeneficiaries, type ApplicationValues, applicationSchema, checkApplication, defaultApplication, type FormProblem, personFacts, toSaveRequest } from './application';
import { useShareLinkStanding } from './share-link-standing';
import { storedChannel } from './channel';
import { ConfirmPay } from './ConfirmPay';
import { CheckInput, RadioInput, TextInput } from './fields';
import { InsuredsSection } from './InsuredsSection';
import { romanise } from './pinyin';
import { PremiumSummary } from './PremiumSummary';
import { useProblemText } from './problem-text';
import { TripSection } from './TripSection';
import './storefront.css';
import { ProblemBlock } from '../../components/ProblemBlock';
import { RestoredDraft } from '../../components/restored-draft/RestoredDraft';

const EXCLUSIONS = ['1', '2', '3', '4'];

/** /astp/addPolicy?p=&planCode=&startDate=&endDate=: the application form, then confirmation and payment. */
export function AddPolicyPage() {
  const [params] = useSearchParams();
  const code = params.get('p') ?? '';
  const plans = useQuery({ ...plansQuery(code), enabled: code !== '' });
  const link = useShareLinkStanding(code);
  const { t } = useTranslation('storefront');
  // As on the product detail page: no product, the page for a missing one.
  if (!code) return <Navigate to="/sd" replace />;
  if (plans.isError) return <ProblemBlock status="default" />;
  // A form that could never be submitted is not offered: the customer learns at once where to buy.
  if (link === 'invalid') return <Result status="warning" title={t('detail.needsIssuer')} />;
  if (!plans.data || link === 'checking') return null;
  return <ApplicationForm product={plans.data} />;
}

function ApplicationForm({ product }: { product: RatableProduct }) {
  const { t } = useTranslation('storefront');
  const [params, setParams] = useSearchParams();
  const today = todayInBeijing();
  // One customer's draft: never offered on another link (another agent's, or another customer's), and the
  // signed-in agent's own drafts apart from both.
  const share = readShare();
  const draftKey = draftKeyOf('addPolicy', product.code, share.u ?? 'agent', share.sign ?? '');
  const start = params.get('startDate') ?? addDays(today, 1);
  const blank = useRef(defaultApplication(params.get('planCode') ?? product.plans[0].planCode, start, params.get('endDate') ?? addDays(start, 6)));
  const form = useZodForm(applicationSchema(product, today), {
    defaultValues: blank.current,
  });
  const { control, setValue, getValues, reset } = form;
  // A new version of the app waits while the customer types.
  useHoldUpdates('add-policy', form.formState.isDirty);
  const [fromDraft, setFromDraft] = useState(false);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  // A refusal is shown where it is fixed: at the first problem's field, scrolled into view (the list below keeps all).
  useEffect(() => {
    const first = problems.find((problem) => document.getElementById(`sf-${problem.path.replaceAll('.', '-')}`));
    if (!first) return;
    form.setError(first.path as Path<ApplicationValues>, { message: JSON.stringify({ code: first.code, params: first.params }) });
    document.getElementById(`sf-${first.path.replaceAll('.', '-')}`)?.scrollIntoView({ block: 'center' });
  }, [problems, form]);
  const [saved, setSaved] = useState<SaveAnswer | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const orderSaved = useRef(false);
  const autoNames = useRef(new Map<number, string>());
  const problemText = useProblemText();
  const [holderType, invoiceWanted, invoiceTitleType, planCode] = useWatch({ control, name: ['holderType', 'invoiceWanted', 'invoiceTitleType', 'planCode'] });

  // Restore the draft once, unless the customer has begun typing while it loaded: what they typed is newer.
  useEffect(() => {
    void drafts.load<ApplicationValues>(draftKey).catch(() => undefined).then((draft) => {
      if (!draft || form.formState.isDirty) return;
      reset(draft);
      setFromDraft(true);
    });
  }, [draftKey, reset, form]);
  // Written on every change from the first keystroke, not from the draft's load: a slow store must not lose what was typed.
  useEffect(() => {
    // A saved order takes its draft with it; nothing is written again until the form is edited anew.
    if (saved) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let edited = false;
    const save = () => {
      clearTimeout(timer);
      // A page nobody typed into writes nothing: its empty form must not replace a draft another page is still saving.
      if (orderSaved.current || (!edited && !form.formState.isDirty)) return;
      void drafts.save(draftKey, form.getValues()).catch(() => undefined);
    };
    const subscription = form.watch(() => {
      edited = true;
      clearTimeout(timer);
      timer = setTimeout(save, 300);
    });
    // A reload or a killed WebView must not lose the last keystrokes.
    const onHide = () => document.visibilityState === 'hidden' && save();
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [saved, form, draftKey]);
  // An enterprise applies for others; its invoice title is its name.
  useEffect(() => {
    if (holderType === 'C') setValue('applyFor', 'others');
  }, [holderType, setValue]);

  const fillFromId = (prefix: 'holder' | `insureds.${number}`) => {
    const values = getValues();
    const [idType, idNumber] =
      prefix === 'holder' ? [values.holderIdType, values.holderIdNumber] : [getValues(`${prefix}.idType`), getValues(`${prefix}.idNumber`)];
    const facts = personFacts(idType, idNumber, '', '', today);
    if (!facts.birthDate || !facts.gender) return;
    if (prefix === 'holder') {
      setValue('holderBirthDate', facts.birthDate);
      setValue('holderGender', facts.gender);
    } else {
      setValue(`${prefix}.birthDate`, facts.birthDate);
      setValue(`${prefix}.gender`, facts.gender);
    }
  };

  /** English name and pinyin follow the Chinese name until the customer edits them. */
  const fillNames = async (index: number, name: string) => {
    const names = await romanise(name);
    if (!names) return;
    const previous = autoNames.current.get(index);
    const enName = getValues(`insureds.${index}.enName`);
    if (!enName || enName === previous) setValue(`insureds.${index}.enName`, names.enName);
    const pinyin = getValues(`insureds.${index}.pinyin`);
    if (!pinyin || pinyin === autoNames.current.get(-index - 1)) setValue(`insureds.${index}.pinyin`, names.pinyin);
    autoNames.current.set(index, names.enName);
    autoNames.current.set(-index - 1, names.pinyin);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setProblems([]);
      try {
        const answer = await saveTravelOrder(toSaveRequest(values, product, { today, ...share, channel: storedChannel() }), idempotencyKey.current);
        // No late or pending save may bring the draft back once its order exists.
        orderSaved.current = true;
        setSaved(answer);
        void drafts.remove(draftKey).catch(() => undefined);
        setParams((current) => ({ ...Object.fromEntries(current), policyId: answer.data.policyId }), { replace: true });
      } catch (error) {
        idempotencyKey.current = crypto.randomUUID();
        // The server's problems carry the same codes: shown in the page's language.
        const content = error instanceof ApiError ? (error.body?.content as { problems?: TravelProblem[] } | null | undefined) : undefined;
        if (content?.problems) {
          setProblems(
            content.problems.map((problem) => ({ ...problem, path: problem.insuredIndex !== undefined ? `insureds.${problem.insuredIndex}.${problem.field}` : problem.field })),
          );
        }
        else Toast.show({ content: error instanceof Error ? error.message : t('form.saveFailed') });
      }
    },
    () => setProblems(checkApplication(getValues(), product, today)),
  );

  if (saved) {
    return (
      <ConfirmPay
        saved={saved}
        values={getValues()}
        product={product}
        onEdit={() => setSaved(null)}
      />
    );
  }

  return (
    <form className="sf-page sf-form" onSubmit={submit} noValidate>
      <h1 className="sf-detail__title">{t('form.title')}</h1>
      {fromDraft ? (
        <RestoredDraft
          text={t('form.draftRestored')}
          clearText={t('form.startAgain')}
          onClear={() => {
            reset(blank.current);
            setFromDraft(false);
            void drafts.remove(draftKey).catch(() => undefined);
          }}
        />
      ) : null}
      <TripSection control={control} product={product} today={today} />
      <ApplicantSection control={control} setValue={setValue} onIdBlur={() => fillFromId('holder')} />
      <InsuredsSection
        control={control}
        onNameBlur={(index) => void fillNames(index, getValues(`insureds.${index}.name`))}
        onIdBlur={(index) => fillFromId(`insureds.${index}`)}
        designated={allowsDesignatedBeneficiaries(product, planCode)}
      />
      <section className="sf-box" aria-labelledby="sf-invoice">
        <h2 id="sf-invoice" className="sf-box__title">
          {t('form.invoice')}
        </h2>
        <CheckInput control={control} name="invoiceWanted" label={t('form.invoiceWanted')} />
        {invoiceWanted ? (
          <>
            <RadioInput
              control={control}
              name="invoiceTitleType"
              label={t('form.invoiceTitleType')}
              options={[
                { value: 'personal', label: t('form.invoicePersonal') },
                { value: 'company', label: t('form.invoiceCompany') },
              ]}
            />
            <TextInput control={control} name="invoiceTitle" label={t('form.invoiceTitle')} />
            {invoiceTitleType === 'company' && holderType === 'C' ? (
              <>
                <TextInput control={control} name="taxNumber" label={t('form.taxNumber')} />
                <RadioInput
                  control={control}
                  name="invoiceBillingType"
                  label={t('form.invoiceBillingType')}
                  options={[
                    { value: 'normal', label: t('form.invoiceNormal') },
                    { value: 'special', label: t('form.invoiceSpecial') },
                  ]}
                />
                <RadioInput
                  control={control}
                  name="unitNature"
                  label={t('form.unitNature')}
                  options={['1', '2', '3', '4'].map((value) => ({ value, label: t(`form.unitNatures.${value}`) }))}
                />
              </>
            ) : null}
            <p className="muted">{t('form.invoiceRule')}</p>
          </>
        ) : null}
      </section>
      <section className="sf-box" aria-labelledby="sf-agreements">
        <h2 id="sf-agreements" className="sf-box__title">
          {t('form.agreements')}
        </h2>
        <Collapse>
          <Collapse.Panel key="exclusions" title={t('form.exclusionsTitle')}>
            <ul className="plain-list">
              {EXCLUSIONS.map((key) => (
                <li key={key}>{t(`form.exclusion${key}`)}</li>
              ))}
            </ul>
          </Collapse.Panel>
        </Collapse>
        <CheckInput control={control} name="agreed" label={t('form.agree')} />
      </section>
      <PremiumSummary control={control} product={product} today={today} />
      {problems.length > 0 ? (
        <ul className="sf-problems" role="alert" aria-label={t('form.problems')}>
          {problems.map((problem) => {
            const insured = problem.insuredIndex ?? /^insureds\.(\d+)\./.exec(problem.path)?.[1];
            const who = insured === undefined ? '' : `${t('form.insuredN', { n: Number(insured) + 1 })}${t('common:punctuation.colon')}`;
            return <li key={`${insured ?? ''}-${problem.path}-${problem.code}`}>{`${who}${problemText(problem.code, problem.params)}`}</li>;
          })}
        </ul>
      ) : null}
      <div className="product-page__footer">
        <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
