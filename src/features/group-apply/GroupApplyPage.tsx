import { useQuery } from '@tanstack/react-query';
import { Button, NoticeBar } from 'antd-mobile';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { OcrImageType } from '../../../domain/api/ocr';
import type { PolicyRegular, ProductPage } from '../../../domain/api/product';
import type { RatableProduct } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { formatYuan } from '../../../domain/money';
import { todayInBeijing } from '../../../domain/validators';
import { openDialog } from '../../app/dialogs/dialog-store';
import { inWechat, PayMethodChooser, wxGuidePath } from '../../components/pay-method-chooser/PayMethodChooser';
import { NotFoundPage } from '../../app/NotFoundPage';
import { InsuredListEditor, prefetchInsuredListPopups } from '../../components/insured-list/InsuredListEditor';
import { prefetchPickers } from '../../components/insured-list/pickers';
import { occupationFileQuery } from '../../components/insured-list/api/query-occupation-file';
import type { OccupationFile } from '../../../domain/api/reference';
import { indexOccupations } from '../../components/insured-list/occupations';
import { PremiumPanel } from '../../components/insured-list/PremiumPanel';
import { priceRows } from '../../components/insured-list/premium';
import { addPeople, type InsuredRow, photoRow, settlePhotoRows } from '../../components/insured-list/row';
import { checkRows, hasIncompleteRow, type RowIssues } from '../../components/insured-list/row-rules';
import { OfflineQueuePanel } from '../../components/offline-queue/OfflineQueuePanel';
import { useQueueJobs } from '../../components/offline-queue/use-queue-jobs';
import { agreementQuery } from '../../components/product-info/api/query-agreement';
import { productQuery } from '../../components/product-info/api/query-product';
import { mandatoryMaterials, ProductNotices } from '../../components/reading/ProductNotices';
import { draftKey } from '../../lib/drafts';
import { ApiError } from '../../lib/http';
import { plansQuery } from '../../lib/api/query-plans';
import { productListQuery } from '../../lib/api/query-product-list';
import { hasOpenJobs, type PhotoJob, type SubmissionJob } from '../../lib/offline-queue';
import { enqueue } from '../../lib/offline-queue-sync';
import { lazyPopup, prefetchOnPress } from '../../lib/lazy-popup';
import { showToast } from '../../lib/notify';
import { usePlainForm } from '../../lib/plain-form';
import { readShare } from '../../lib/session';
import { useHoldUpdates } from '../../lib/update-prompt';
import { orderStatusQuery } from './api/query-order-status';
import { policyRegularQuery } from './api/query-policy-regular';
import { recordSavedPage } from './api/record-saved-page';
import { saveOrder } from './api/save-order';
import { emptyHolder } from './holder';
import { buildSaveRequest, type Submission, savePathOf, submissionFor } from './payload';
import { DutyCalculatorAction } from './DutyCalculatorAction';
import { IdentityVerifyAction } from './IdentityVerifyAction';
import { PolicyInfoSection } from './PolicyInfoSection';
import { RiskInfoSection } from './RiskInfoSection';
import { defaultRisk, type RiskValues, rowRulesFor, sumsInFen, termMonths } from './risk';
import { policyProblems, ruleText, serverRowIssues } from './submit-checks';
import { useDraftAutosave, useKeptDraft } from '../../lib/draft-autosave';
import { type GroupDraft, hasContent, usableGroupDraft } from './use-group-draft';
import './group-apply.css';

// The Excel import (template, upload, problems, error sheet) loads when the agent first asks for it.
const InsuredImport = lazy(async () => ({ default: (await import('./InsuredImport')).InsuredImport }));
// ID-card capture (camera, compression, carousel) loads when the agent first asks for it.
const DocumentOcrDialog = lazy(async () => ({ default: (await import('../../components/document-ocr')).DocumentOcrDialog }));
// The holder's schema (and zod with it) loads at the form's first check; no react-hook-form on this page either.
const loadHolderSchema = async () => (await import('./holder-schema')).holderSchema;
// The unqualified-insured list (a popup) loads when a submission first finds someone to fix.
const UnqualifiedPopup = lazyPopup(async () => ({ default: (await import('../../components/insured-list/UnqualifiedPopup')).UnqualifiedPopup }));

let popupsFetched = false;
/**
 * The agent's first touch or key on the application fetches its popups' code (pickers, the insured form and its
 * checks): by the time one is opened it is here, and it stays usable if the signal goes (iOS WeChat has no service
 * worker to keep it).
 */
function prefetchPopups() {
  if (popupsFetched) return;
  popupsFetched = true;
  prefetchPickers();
  prefetchInsuredListPopups();
  UnqualifiedPopup.prefetch();
  void loadHolderSchema().catch(() => undefined);
}

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
  const product = useQuery({ ...plansQuery(code), enabled });
  const regular = useQuery({ ...policyRegularQuery(code), enabled });
  const hasOccupations = page.data?.hasOccupationTable === true;
  const occupations = useQuery({ ...occupationFileQuery(code), enabled: hasOccupations });
  const key = draftKey('group-apply', code, userId);
  // "清空" starts the form again from nothing.
  const kept = useKeptDraft(key, usableGroupDraft);

  if ((products.isSuccess && !code) || page.data?.productType === 'travel') return <NotFoundPage />;
  // Without its occupation file (not configured) the page still opens; the server's message was shown.
  const occupationsSettled = !hasOccupations || occupations.isSuccess || occupations.isError;
  if (!page.data || !product.data || !regular.data || kept.initial === undefined || !occupationsSettled) return null;
  return (
    <GroupApplyForm
      key={kept.generation}
      page={page.data}
      product={product.data}
      regular={regular.data}
      {...(occupations.data && { occupationFile: occupations.data })}
      initial={kept.initial}
      draftKey={key}
      userId={userId}
      sign={sign}
      onClear={kept.clear}
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
  const form = usePlainForm(loadHolderSchema, initial?.holder ?? emptyHolder());
  const holder = form.values;
  const [risk, setRisk] = useState<RiskValues>(() => initial?.risk ?? defaultRisk(product, regular.startDate.earliest, months));
  const [rows, setRows] = useState<InsuredRow[]>(() => initial?.rows ?? []);
  const [payMethod, setPayMethod] = useState(initial?.payMethod ?? '');
  const [submission, setSubmission] = useState<Submission | undefined>(initial?.submission);
  const [restored, setRestored] = useState(initial !== null);
  const [issues, setIssues] = useState<RowIssues[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [importing, setImporting] = useState(false);
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
  const jobs = useQueueJobs(key);
  const settled = useMemo(
    () => new Map(jobs.flatMap((job) => (job.kind === 'photo' && (job.state === 'done' || job.state === 'failed') ? [[job.id, job.person ?? null] as const] : []))),
    [jobs],
  );
  // Photos read since they were queued give their rows a name and number; one that failed is typed instead.
  useEffect(() => setRows((current) => settlePhotoRows(current, settled, today)), [settled, today]);
  const submitted = jobs.find((job): job is SubmissionJob => job.kind === 'submission' && job.state === 'done' && job.key === submission?.key);
  useEffect(() => {
    if (!submitted) return;
    void autosave.discard();
  }, [submitted, autosave]);
  // The order this application was saved as: once paid the draft goes; one that can no longer be paid leaves the form
  // to be sent again as a new order.
  const savedOrder = submission?.saved;
  const savedState = useQuery(orderStatusQuery(savedOrder?.policyId ?? '')).data?.orderStatus;
  useEffect(() => {
    if (savedState === 'paid' || savedState === 'issued') onClear();
    else if (savedState === 'expired' || savedState === 'refunded') setSubmission(undefined);
  }, [savedState, onClear]);
  // A new version of the app waits while the agent has something typed or queued.
  useHoldUpdates('group-apply', (hasContent(draft) && !submitted) || hasOpenJobs(jobs));
  const occupations = useMemo(() => occupationFile && indexOccupations(occupationFile.level_tree), [occupationFile]);
  const designated = findPlan(product, risk.planCode)?.designatedBeneficiaries === true;
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
    if (inWechat()) navigate(wxGuidePath(url));
    else window.location.assign(url);
  };

  const queuePhotos = (photos: Blob[], imageType: OcrImageType) => {
    const numbers = [...rows.flatMap((row) => (row.photo ? [row.photo.number] : [])), ...jobs.flatMap((job) => (job.kind === 'photo' ? [job.number] : []))];
    const first = Math.max(0, ...numbers) + 1;
    const queued = photos.map(
      (photo, index): PhotoJob => ({
        kind: 'photo',
        id: crypto.randomUUID(),
        group: key,
        key: crypto.randomUUID(),
        createdAt: Date.now() + index,
        state: 'waiting',
        attempts: 0,
        number: first + index,
        photo,
        imageType,
      }),
    );
    setRows((current) => [...current, ...queued.map((job) => photoRow(job.id, job.number))]);
    void enqueue(...queued);
  };

  const payFor = (saved: { policyId: string; totalPremium: string }, holderName: string, method: string) =>
    openDialog('pay', {
      policyId: saved.policyId,
      payMethod: method,
      productCode: page.productCode,
      totalPremium: saved.totalPremium,
      name: page.productName,
      holderName,
      ...(userId && { creator: userId }),
    });
  // Every saved order passes the risk notice and the insurer's underwriting before its pay dialog opens.
  const underwriteAndPay = (saved: { policyId: string; totalPremium: string }, holderName: string, method: string) =>
    openDialog('riskNotify', { policyId: saved.policyId, productCode: page.productCode, onAccepted: () => payFor(saved, holderName, method) });

  /** Without a network, or while photos wait to be read, the application joins the queue under its key. */
  const queueSubmission = async (job: Omit<SubmissionJob, 'id' | 'group' | 'createdAt' | 'state' | 'attempts'>) => {
    await enqueue({ ...job, id: crypto.randomUUID(), group: key, createdAt: Date.now(), state: 'waiting', attempts: 0 });
    showToast(t('queue.queued'));
  };
  const queuedSubmission = jobs.find((job) => job.kind === 'submission' && (job.state === 'waiting' || job.state === 'sending'));

  const submit = async () => {
    // One application, one order: a queued or sent one is not sent again under a new key.
    if (submitted?.saved) {
      underwriteAndPay(submitted.saved, submitted.context.holderName ?? '', submitted.context.payMethod ?? payMethod);
      return;
    }
    if (queuedSubmission) {
      showToast(t('queue.queued'));
      return;
    }
    if (!(await form.check())) {
      showToast(t('submit.holderIncomplete'));
      document.getElementById('policy-info-title')?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    if (rows.length === 0) {
      showToast(t('submit.noInsured'));
      return;
    }
    const rowIssues = checkRows(rows, rules);
    if (rowIssues.length > 0) {
      if (hasIncompleteRow(rowIssues)) showToast(t('validation:INSURED_INCOMPLETE'));
      setIssues(rowIssues);
      return;
    }
    const [problem] = policyProblems(product, risk, rows, today);
    if (problem) {
      showToast(ruleText(t, problem));
      return;
    }
    if (mandatory.length > 0 && !agreed) {
      showToast(t('submit.readFirst'));
      return;
    }
    if (!payMethod) {
      showToast(t('submit.noPayMethod'));
      return;
    }
    const holderValues = form.values;
    const payload = buildSaveRequest({ productCode: page.productCode, userId, sign }, holderValues, risk, rows, designated);
    const attempt = submissionFor(submission, payload, () => crypto.randomUUID());
    if (attempt.saved) {
      underwriteAndPay(attempt.saved, holderValues.holderName, payMethod);
      return;
    }
    setSubmission(attempt);
    // The key is stored before the call: a retry after the page is killed mid-call reuses it.
    await autosave.flush({ ...draft, submission: attempt });
    const photoRows = rows.flatMap((row, index) => (row.photo ? [{ index, job: row.photo.job }] : []));
    const queued = {
      kind: 'submission' as const,
      key: attempt.key,
      path: savePathOf(product),
      payload,
      photoRows,
      // The HttpOnly session cookie goes with the same-origin request when it is sent: no credential is stored. A
      // refusal is told in the page's language.
      headers: { 'Accept-Language': i18n.language },
      context: { payMethod, holderName: holderValues.holderName },
    };
    if (!navigator.onLine || photoRows.length > 0) {
      await queueSubmission(queued);
      return;
    }
    setSubmitting(true);
    try {
      const saved = await saveOrder(savePathOf(product), payload, attempt.key);
      // Kept, naming the order, until it is paid: a page WeChat reloads on the way back from paying loses nothing.
      const named = { ...attempt, saved: { policyId: saved.policyId, totalPremium: saved.totalPremium } };
      setSubmission(named);
      await autosave.flush({ ...draft, submission: named });
      recordSavedPage(saved.policyId);
      underwriteAndPay(saved, holderValues.holderName, payMethod);
    } catch (error) {
      // The network went during the call: the same key goes again from the queue.
      if (error instanceof ApiError && error.kind === 'network') await queueSubmission(queued);
      // The server's per-person refusals join the unqualified list; its message has been shown already.
      else if (error instanceof ApiError) setIssues(serverRowIssues(error.body?.content, rows));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <article className="group-apply page" onPointerDownCapture={prefetchPopups} onKeyDownCapture={prefetchPopups} onFocusCapture={prefetchPopups}>
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
      {savedOrder ? (
        <NoticeBar
          color="alert"
          content={t('saved.notice', { policyId: savedOrder.policyId })}
          extra={
            <Button size="mini" fill="none" color="primary" onClick={() => void submit()}>
              {t('saved.pay')}
            </Button>
          }
        />
      ) : null}
      <PolicyInfoSection form={form} userId={userId} />
      <RiskInfoSection
        product={product}
        risk={risk}
        onChange={setRisk}
        startWindow={regular.startDate}
        months={months}
        propertySubViews={page.flags.propertySubViews}
      />
      {page.flags.dialogs.includes('dutyCalculator') ? <DutyCalculatorAction product={product} risk={risk} onChange={setRisk} /> : null}
      <section className="group-apply__section">
        <InsuredListEditor
          rows={rows}
          onChange={setRows}
          rules={rules}
          {...(occupationFile && { occupationFile })}
          premiumsFen={premium.perRow}
          onDownload={(url) => void download(url)}
          designatedBeneficiaries={designated}
          extraActions={
            <>
            <Button size="small" color="primary" fill="outline" onClick={() => setImporting((open) => !open)}>
              {t('insured.import')}
            </Button>
            <IdentityVerifyAction rows={rows} />
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
            </>
          }
        />
        {importing ? (
          <Suspense fallback={null}>
            <InsuredImport
              productCode={page.productCode}
              insurerCode={page.insurerCode}
              hasOccupationTable={page.hasOccupationTable}
              planCode={risk.planCode}
              startDate={risk.startDate}
              listed={rows.map((row) => row.idNumber).filter(Boolean)}
              onImport={(imported) => {
                setRows((current) => [...current, ...imported]);
                setImporting(false);
              }}
            />
          </Suspense>
        ) : null}
        <OfflineQueuePanel jobs={jobs} onPay={(job) => job.saved && underwriteAndPay(job.saved, job.context.holderName ?? '', job.context.payMethod ?? payMethod)} />
        {scanOpened ? (
          <Suspense fallback={null}>
            <DocumentOcrDialog
              visible={scanning}
              onQueue={queuePhotos}
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
        <PayMethodChooser methods={page.payMethodTypes} value={payMethod} onChange={(choice) => setPayMethod(choice.payMethod)} label={t('pay.title')} />
      </section>
      <footer className="group-apply__footer">
        <ProductNotices product={page} userId={userId} agreement={agreement.data} onCheckedChange={onCheckedChange} />
        <div className="group-apply__submit">
          <span className="group-apply__total">{t('premium.totalShort', { total: formatYuan(premium.totalFen) })}</span>
          <Button color="primary" loading={submitting} {...prefetchOnPress(UnqualifiedPopup.prefetch)} onClick={() => void submit()}>
            {t('submit.button')}
          </Button>
        </div>
      </footer>
      <UnqualifiedPopup visible={issues.length > 0} issues={issues} onClose={() => setIssues([])} />
    </article>
  );
}
