import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Selector, TextArea } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ALL_BATCH_KINDS,
  type AnyBatchKind,
  BATCH_SHEET_COLUMNS,
  type BatchInfo,
  type BatchKind,
  type BatchLineInput,
  type BatchUpload,
  type CorrectionKind,
  type RowProblem,
} from '../../../domain/api/endorsement';
import type { PolicyDetail } from '../../../domain/api/policy-manage';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { RestoredDraft } from '../../components/restored-draft/RestoredDraft';
import { SheetUpload } from '../../components/sheet-upload/SheetUpload';
import { policyQuery } from '../../lib/api/query-policy';
import { useDraftAutosave, useKeptDraft } from '../../lib/draft-autosave';
import { AGENT_FORMS, draftKey } from '../../lib/drafts';
import { ApiError } from '../../lib/http';
import { useHoldUpdates } from '../../lib/update-prompt';
import { fetchBatchTemplate } from './api/fetch-batch-template';
import { priceBatch } from './api/price-batch';
import { uploadAddSheet } from './api/upload-add-sheet';
import { uploadDeleteSheet } from './api/upload-delete-sheet';
import { uploadReplaceSheet } from './api/upload-replace-sheet';
import { BatchPreview } from './BatchPreview';
import { CorrectionForm } from './CorrectionForm';
import { LineForm } from './LineForm';
import { pasteLines } from './paste-lines';
import { PolicyPicker } from './PolicyPicker';
import './endorsement.css';

const UPLOADS = { add: uploadAddSheet, replace: uploadReplaceSheet, delete: uploadDeleteSheet } as const;
const isCorrection = (kind: AnyBatchKind): kind is CorrectionKind => kind === 'contact' || kind === 'insured';
type CorrectionInput = Parameters<Parameters<typeof CorrectionForm>[0]['onCheck']>[0];

/** /correct/index and /correct/{productName}?policyId=: a batch change of one group policy, priced before it is submitted. */
export function EndorsementPage() {
  const { t } = useTranslation('endorsement');
  const [params] = useSearchParams();
  const { productName } = useParams();
  const policyId = params.get('policyId') ?? '';
  const policy = useQuery({ ...policyQuery(policyId), enabled: policyId !== '' });
  if (!policyId) return <PolicyPicker title={t('indexTitle')} />;
  if (policy.isError) return <ErrorBlock status="empty" title={t('productMissing')} />;
  if (!policy.data) return null;
  return <KeptBatchEditor policy={policy.data} family={productName} />;
}

/** The people and lists typed for a batch, kept on the phone until it is submitted: a reload or WeChat's file chooser loses nothing. */
interface TypedBatch {
  version: 1;
  kind: AnyBatchKind;
  effectiveDate: string;
  lines: BatchLineInput[];
  pasted: string;
}

const usableTyped = (stored: TypedBatch) => stored.version === 1 && (stored.lines.length > 0 || stored.pasted.trim() !== '');

type EditorProps = { policy: PolicyDetail; family: string | undefined };

/** The batch editor, opened on what was typed for this policy on this phone and not yet submitted, if anything was. */
function KeptBatchEditor(props: EditorProps) {
  const key = draftKey(AGENT_FORMS.endorsement, props.policy.policyNo ?? props.policy.orderId);
  const kept = useKeptDraft(key, usableTyped);
  if (kept.initial === undefined) return null;
  return <BatchEditor key={kept.generation} {...props} typedKey={key} typed={kept.initial} onClear={kept.clear} />;
}

function problemsOf(error: unknown): RowProblem[] | null {
  const content = error instanceof ApiError ? (error.body?.content as { problems?: RowProblem[] } | undefined) : undefined;
  return content?.problems ?? null;
}

function BatchEditor({ policy, family, typedKey, typed, onClear }: EditorProps & { typedKey: string; typed: TypedBatch | null; onClear: () => void }) {
  const { t, lang } = useTranslation('endorsement');
  const navigate = useNavigate();
  const policyId = policy.policyNo ?? policy.orderId;
  const earliest = addDays(todayInBeijing(), 1);
  const [kind, setKind] = useState<AnyBatchKind>(typed?.kind ?? 'add');
  // A date kept from an earlier day may have passed: the batch then starts at the earliest date allowed.
  const [effectiveDate, setEffectiveDate] = useState(typed && typed.effectiveDate > earliest ? typed.effectiveDate : earliest);
  const [lines, setLines] = useState<BatchLineInput[]>(typed?.lines ?? []);
  const [pasted, setPasted] = useState(typed?.pasted ?? '');
  const typedNow = useMemo<TypedBatch>(() => ({ version: 1, kind, effectiveDate, lines, pasted }), [kind, effectiveDate, lines, pasted]);
  const picked = useMemo(() => new Set(lines.flatMap((line) => (line.leaving?.seq === undefined ? [] : [line.leaving.seq]))), [lines]);
  const autosave = useDraftAutosave(typedKey, typedNow);
  // A new version of the app waits while the agent has people listed here.
  useHoldUpdates('endorsement', usableTyped(typedNow));
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [preview, setPreview] = useState<BatchInfo | null>(null);
  const [busy, setBusy] = useState(false);

  const changeKind = (next: AnyBatchKind) => {
    setKind(next);
    setLines([]);
    setPreview(null);
    setProblems([]);
  };
  const calculate = async (correction?: CorrectionInput) => {
    setBusy(true);
    try {
      const reuse = preview?.status === 'priced' && preview.kind === kind ? { batchId: preview.batchId } : {};
      const request = correction ? { policyId, effectiveDate, ...correction, ...reuse } : { policyId, kind: kind as BatchKind, effectiveDate, lines, ...reuse };
      setPreview(await priceBatch(request as Parameters<typeof priceBatch>[0]));
      setProblems([]);
    } catch (error) {
      setProblems(problemsOf(error) ?? [{ row: 0, column: '', code: 'ERROR', message: error instanceof Error ? error.message : String(error) }]);
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="endorsement" aria-label={t('indexTitle')}>
      <header className="endorsement__header">
        <h1>{t('newBatch')}</h1>
        {typed ? <RestoredDraft text={t('typed.restored')} clearText={t('typed.clear')} onClear={onClear} /> : null}
        <p>
          {policy.productName[lang]}
          {family ? ` · ${family}` : ''} · {t('policyNo')} {policy.policyNo} · {t('people', { count: policy.insuredCount })}
        </p>
      </header>

      <section className="endorsement__section">
        <h2>{t('kind')}</h2>
        <Selector
          aria-label={t('kind')}
          columns={3}
          options={ALL_BATCH_KINDS.map((value) => ({ label: t(`kinds.${value}`), value }))}
          value={[kind]}
          onChange={(values) => values[0] && changeKind(values[0])}
        />
        <label className="endorsement__field">
          <span>{t('effectiveDate')}</span>
          <input
            className="endorsement__date"
            aria-label={t('effectiveDate')}
            type="date"
            value={effectiveDate}
            min={earliest}
            max={policy.endDate}
            onChange={(event) => setEffectiveDate(event.currentTarget.value)}
          />
          <small>{t('effectiveHint')}</small>
        </label>
      </section>

      {isCorrection(kind) ? (
        <section className="endorsement__section" aria-label={t('corrections')}>
          <CorrectionForm key={kind} kind={kind} policyId={policyId} busy={busy} onCheck={(request) => void calculate(request)} />
          <Problems problems={problems} />
        </section>
      ) : (
      <section className="endorsement__section" aria-label={t('lines')}>
        <h2>
          {t('lines')} ({lines.length})
        </h2>
        <LineForm key={kind} kind={kind as BatchKind} policyId={policyId} picked={picked} onAdd={(line) => setLines((current) => [...current, line])} />
        <details className="endorsement__paste">
          <summary>{t('paste')}</summary>
          <label htmlFor="endorsement-paste" className="muted block-label">
            {t('pasteHint')}
          </label>
          <TextArea id="endorsement-paste" rows={4} value={pasted} onChange={setPasted} />
          <Button
            size="small"
            onClick={() => {
              setLines((current) => [...current, ...pasteLines(kind, pasted)]);
              setPasted('');
            }}
          >
            {t('pasteApply')}
          </Button>
        </details>
        <SheetUpload<BatchUpload>
          columns={BATCH_SHEET_COLUMNS[kind as BatchKind]}
          upload={(file) => UPLOADS[kind as BatchKind](policyId, effectiveDate, file)}
          template={{ fetch: () => fetchBatchTemplate(policy.productCode, kind as BatchKind), fileName: `${t(`kinds.${kind}`)}.xlsx` }}
          onChecked={(result) => {
            setPreview(result.batch);
            setProblems([]);
          }}
        />
        <ol className="endorsement__lines">
          {lines.map((line, index) => (
            <li key={`${line.leaving?.seq ?? line.leaving?.idNumber ?? ''}>${line.joining?.idNumber ?? ''}`}>
              {line.leaving ? `${line.leaving.name ?? ''} ${line.leaving.idMasked ?? line.leaving.idNumber ?? ''}` : ''}
              {line.leaving && line.joining ? ' → ' : ''}
              {line.joining ? `${line.joining.name} ${line.joining.idNumber}` : ''}
              <Button size="mini" fill="none" onClick={() => setLines((current) => current.filter((_, at) => at !== index))}>
                {t('removeRow')}
              </Button>
            </li>
          ))}
        </ol>
        <Button block color="primary" loading={busy} disabled={lines.length === 0} onClick={() => void calculate()}>
          {t('calculate')}
        </Button>
        <Problems problems={problems} />
      </section>
      )}

      {preview ? (
        <BatchPreview
          key={`${preview.batchId}-${preview.netFen}-${preview.lines.length}-${preview.effectiveDate}`}
          batch={preview}
          onDone={async (batch) => {
            // Submitted: what was kept on the phone goes.
            await autosave.discard();
            navigate(`/batch-result?batchId=${encodeURIComponent(batch.batchId)}&policyId=${encodeURIComponent(batch.orderId)}`);
          }}
        />
      ) : null}
    </article>
  );
}

function Problems({ problems }: { problems: RowProblem[] }) {
  const { t } = useTranslation('endorsement');
  if (problems.length === 0) return null;
  return (
    <div className="endorsement__problems" role="alert">
      <p>{t('problems', { count: problems.length })}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.column}-${problem.code}`}>
            {problem.row > 0 ? `${t('row', { row: problem.row })} ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
