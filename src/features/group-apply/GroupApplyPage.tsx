import { useQuery } from '@tanstack/react-query';
import { Button, List, NoticeBar, Radio, Toast } from 'antd-mobile';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ProductPage } from '../../../domain/api/product';
import type { RatableProduct } from '../../../domain/catalog';
import { formatYuan } from '../../../domain/money';
import { todayInBeijing } from '../../../domain/validators';
import { openDialog } from '../../app/dialogs/dialog-store';
import { NotFoundPage } from '../../app/NotFoundPage';
import { InsuredListEditor } from '../../components/insured-list/InsuredListEditor';
import { occupationFileQuery } from '../../components/insured-list/occupation-file-query';
import { indexOccupations, type OccupationFile } from '../../components/insured-list/occupations';
import { PremiumPanel } from '../../components/insured-list/PremiumPanel';
import { priceRows } from '../../components/insured-list/premium';
import { addPeople, type InsuredRow } from '../../components/insured-list/row';
import { checkRows, hasIncompleteRow, type RowIssues } from '../../components/insured-list/row-rules';
import { UnqualifiedPopup } from '../../components/insured-list/UnqualifiedPopup';
import { agreementQuery, productQuery } from '../../components/product-info/api';
import { mandatoryMaterials, ProductNotices } from '../../components/reading/ProductNotices';
import { draftKey } from '../../lib/drafts';
import { useZodForm } from '../../lib/forms';
import { ApiError } from '../../lib/http';
import { productListQuery } from '../../lib/product-list';
import { readShare } from '../../lib/session';
import { type PolicyRegular, policyRegularQuery, termMonths } from './api/policy-regular';
import { ratableProductQuery } from './api/ratable-product';
import { recordSavedPage, saveOrder } from './api/save-order';
import { emptyHolder, type HolderValues, holderSchema } from './holder';
import { buildSaveRequest, type Submission, savePathOf, submissionFor } from './payload';
import { PolicyInfoSection } from './PolicyInfoSection';
import { RiskInfoSection } from './RiskInfoSection';
import { defaultRisk, type RiskValues, rowRulesFor, sumsInFen } from './risk';
import { policyProblems, ruleText, serverRowIssues } from './submit-checks';
import { discardDraft, type GroupDraft, useDraftAutosave, useStoredDraft } from './use-group-draft';
import './group-apply.css';

// ID-card capture (camera, compression, carousel) loads when the agent first asks for it.
const DocumentOcrDialog = lazy(async () => ({ default: (await import('../../components/document-ocr')).DocumentOcrDialog }));

/** /{pageName}/apply: the application of every group product, one template driven by the product's data. */
export function GroupApplyPage() {
  const { productName = '' } = useParams();
  const [params] = useSearchParams();
  const { i18n } = useTranslation('group');
  const products = useQuery(productListQuery);
  const code = params.get('p') ?? products.data?.find((product) => product.name === productName)?.code ?? '';
  const share = readShare();
  const userId = params.get('u') ?? share.u ?? '';
  const sign = params.get('sign') ?? share.sign ?? '';
  const enabled = code !== '';
  const page = useQuery({ ...productQuery(code, i18n.language), enabled });
  const product = useQuery({ ...ratableProductQuery(code), enabled });
  const regular = useQuery({ ...policyRegularQuery(code), enabled });
  const hasOccupations = page.data?.hasOccupationTable === true;
  const occupations = useQuery({ ...occupationFileQuery(code), enabled: hasOccupations });
  const key = draftKey('group-apply', code, userId);
  const stored = useStoredDraft(key);
  // "清空" starts the form again from nothing.
  const [generation, setGeneration] = useState(0);

  if ((products.isSuccess && !code) || page.data?.productType === 'travel') return <NotFoundPage />;
  // Without its occupation file (not configured) the page still opens; the server's message was shown.
  const occupationsSettled = !hasOccupations || occupations.isSuccess || occupations.isError;
  if (!page.data || !product.data || !regular.data || stored === undefined || !occupationsSettled) return null;
  return (
    <GroupApplyForm
      key={generation}
      page={page.data}
      product={product.data}
      regular={regular.data}
      {...(occupations.data && { occupationFile: occupations.data })}
      initial={generation === 0 ? stored : null}
      draftKey={key}
      userId={userId}
      sign={sign}
      onClear={() => {
        void discardDraft(key);
        setGeneration((value) => value + 1);
      }}
    />
  );
}

interface GroupApplyFormProps {
  page: ProductPage;
  product: RatableProduct;
  regular: PolicyRegular;
  occupationFile?: OccupationFile;
  initial: GroupDraft | null;
  draftKey: string;
  userId: string;
  sign: string;
  onClear: () => void;
}

function GroupApplyForm({ page, product, regular, occupationFile, initial, draftKey: key, userId, sign, onClear }: GroupApplyFormProps) {
  const { t, i18n } = useTranslation(['group', 'codes', 'catalog']);
  const navigate = useNavigate();
  const today = useMemo(() => todayInBeijing(), []);
  const months = useMemo(() => termMonths(regular.term), [regular.term]);
  const form = useZodForm(holderSchema, { defaultValues: initial?.holder ?? emptyHolder() });
  const holder = useWatch({ control: form.control }) as HolderValues;
  const [risk, setRisk] = useState<RiskValues>(() => initial?.risk ?? defaultRisk(product, regular.startDate.earliest, months));
  const [rows, setRows] = useState<InsuredRow[]>(() => initial?.rows ?? []);
  const [payMethod, setPayMethod] = useState(initial?.payMethod ?? '');
  const [submission, setSubmission] = useState<Submission | undefined>(initial?.submission);
  const [restored, setRestored] = useState(initial !== null);
  const [issues, setIssues] = useState<RowIssues[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [scanning, setScanning] = useState(false);
  // Mounted from the first scan on, so a batch still uploading survives closing the dialog.
  const [scanOpened, setScanOpened] = useState(false);
  const agreement = useQuery({ ...agreementQuery(page.productCode, userId, i18n.language), enabled: userId !== '' });
  const mandatory = mandatoryMaterials(agreement.data);
  const onCheckedChange = useCallback((checked: boolean) => setAgreed(checked), []);

  const draft = useMemo<GroupDraft>(
    () => ({ version: 1, holder, risk, rows, payMethod, ...(submission && { submission }) }),
    [holder, risk, rows, payMethod, submission],
  );
  const autosave = useDraftAutosave(key, draft);
  const occupations = useMemo(() => occupationFile && indexOccupations(occupationFile.level_tree), [occupationFile]);
  const rules = useMemo(() => rowRulesFor(product, risk, today, occupations), [product, risk, today, occupations]);
  const premium = useMemo(
    () =>
      priceRows({
        product,
        planCode: risk.planCode,
        startDate: risk.startDate,
        ...(risk.months > 0 && { months: risk.months }),
        ...(sumsInFen(risk.sumsYuan) && { sumsInsuredFen: sumsInFen(risk.sumsYuan) }),
        rows,
        today,
      }),
    [product, risk, rows, today],
  );

  const download = async (url: string) => {
    await autosave.flush();
    // WeChat blocks downloads: its guide explains how to open the link in the phone's browser.
    if (/MicroMessenger/i.test(navigator.userAgent)) navigate(`/wx-guide?${new URLSearchParams({ target: url })}`);
    else window.location.assign(url);
  };

  const submit = async () => {
    if (!(await form.trigger())) {
      Toast.show({ content: t('submit.holderIncomplete') });
      document.getElementById('policy-info-title')?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    if (rows.length === 0) {
      Toast.show({ content: t('submit.noInsured') });
      return;
    }
    const rowIssues = checkRows(rows, rules);
    if (rowIssues.length > 0) {
      if (hasIncompleteRow(rowIssues)) Toast.show({ content: t('validation:INSURED_INCOMPLETE') });
      setIssues(rowIssues);
      return;
    }
    const [problem] = policyProblems(product, risk, rows, today);
    if (problem) {
      Toast.show({ content: ruleText(t, problem) });
      return;
    }
    if (mandatory.length > 0 && !agreed) {
      Toast.show({ content: t('submit.readFirst') });
      return;
    }
    if (!payMethod) {
      Toast.show({ content: t('submit.noPayMethod') });
      return;
    }
    const holderValues = form.getValues();
    const payload = buildSaveRequest({ productCode: page.productCode, userId, sign }, holderValues, risk, rows);
    const attempt = submissionFor(submission, payload, () => crypto.randomUUID());
    setSubmission(attempt);
    // The key is stored before the call: a retry after the page is killed mid-call reuses it.
    await autosave.flush({ ...draft, submission: attempt });
    setSubmitting(true);
    try {
      const saved = await saveOrder(savePathOf(product), payload, attempt.key);
      autosave.stop();
      await discardDraft(key);
      recordSavedPage(saved.policyId);
      openDialog('pay', {
        policyId: saved.policyId,
        payMethod,
        productCode: page.productCode,
        totalPremium: saved.totalPremium,
        name: page.productName,
        holderName: holderValues.holderName,
        ...(userId && { creator: userId }),
      });
    } catch (error) {
      // The server's per-person refusals join the unqualified list; its message has been shown already.
      if (error instanceof ApiError) setIssues(serverRowIssues(error.body?.content, rows));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <article className="group-apply page">
      <h1 className="page__title">{page.productName}</h1>
      <p className="muted">{page.underCompany}</p>
      {restored ? (
        <NoticeBar
          color="info"
          content={t('draft.restored')}
          extra={
            <Button size="mini" fill="none" color="primary" onClick={onClear}>
              {t('draft.clear')}
            </Button>
          }
          closeable
          onClose={() => setRestored(false)}
        />
      ) : null}
      <PolicyInfoSection form={form} />
      <RiskInfoSection
        product={product}
        risk={risk}
        onChange={setRisk}
        startWindow={regular.startDate}
        months={months}
        propertySubViews={page.flags.propertySubViews}
      />
      <section className="group-apply__section">
        <InsuredListEditor
          rows={rows}
          onChange={setRows}
          rules={rules}
          {...(occupationFile && { occupationFile })}
          premiumsFen={premium.perRow}
          onDownload={(url) => void download(url)}
          extraActions={
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => {
                setScanOpened(true);
                setScanning(true);
              }}
            >
              {t('insured.scan')}
            </Button>
          }
        />
        {scanOpened ? (
          <Suspense fallback={null}>
            <DocumentOcrDialog
              visible={scanning}
              confirm
              onClose={() => setScanning(false)}
              onBeforePick={() => autosave.flush()}
              onRecognised={(people) => {
                setRows((current) => addPeople(current, people, today));
                setScanning(false);
              }}
            />
          </Suspense>
        ) : null}
      </section>
      <PremiumPanel view={premium} insuredCount={rows.length} />
      <section className="group-apply__section" aria-labelledby="pay-method-title">
        <h2 id="pay-method-title" className="group-apply__heading">
          {t('pay.title')}
        </h2>
        <Radio.Group value={payMethod} onChange={(value) => setPayMethod(String(value))}>
          <List>
            {page.payMethods.map((method) => (
              <List.Item key={method}>
                <Radio value={method}>{t(`codes:payMethod.${method}`)}</Radio>
              </List.Item>
            ))}
          </List>
        </Radio.Group>
      </section>
      <footer className="group-apply__footer">
        <ProductNotices product={page} userId={userId} agreement={agreement.data} onCheckedChange={onCheckedChange} />
        <div className="group-apply__submit">
          <span className="group-apply__total">{t('premium.totalShort', { total: formatYuan(premium.totalFen) })}</span>
          <Button color="primary" loading={submitting} onClick={() => void submit()}>
            {t('submit.button')}
          </Button>
        </div>
      </footer>
      <UnqualifiedPopup issues={issues} onClose={() => setIssues([])} />
    </article>
  );
}
