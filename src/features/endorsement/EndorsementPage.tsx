import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
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
import { SheetUpload } from '../../components/sheet-upload/SheetUpload';
import { policyQuery } from '../../lib/api/query-policy';
import { ApiError } from '../../lib/http';
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
  return <BatchEditor policy={policy.data} family={productName} />;
}

function problemsOf(error: unknown): RowProblem[] | null {
  const content = error instanceof ApiError ? (error.body?.content as { problems?: RowProblem[] } | undefined) : undefined;
  return content?.problems ?? null;
}

function BatchEditor({ policy, family }: { policy: PolicyDetail; family: string | undefined }) {
  const { t, lang } = useTranslation('endorsement');
  const navigate = useNavigate();
  const policyId = policy.policyNo ?? policy.orderId;
  const [kind, setKind] = useState<AnyBatchKind>('add');
  const [effectiveDate, setEffectiveDate] = useState(addDays(todayInBeijing(), 1));
  const [lines, setLines] = useState<BatchLineInput[]>([]);
  const [pasted, setPasted] = useState('');
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
            min={addDays(todayInBeijing(), 1)}
            max={policy.endDate}
            onChange={(event) => setEffectiveDate(event.currentTarget.value)}
          />
          <small>{t('effectiveHint')}</small>
        </label>
      </section>

      {isCorrection(kind) ? (
        <section className="endorsement__section" aria-label={t('corrections')}>
          <CorrectionForm key={kind} kind={kind} busy={busy} onCheck={(request) => void calculate(request)} />
          <Problems problems={problems} />
        </section>
      ) : (
      <section className="endorsement__section" aria-label={t('lines')}>
        <h2>
          {t('lines')} ({lines.length})
        </h2>
        <LineForm key={kind} kind={kind as BatchKind} onAdd={(line) => setLines((current) => [...current, line])} />
        <details className="endorsement__paste">
          <summary>{t('paste')}</summary>
          <TextArea aria-label={t('paste')} placeholder={t('pasteHint')} rows={4} value={pasted} onChange={setPasted} />
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
            <li key={`${line.leaving?.idNumber ?? ''}>${line.joining?.idNumber ?? ''}`}>
              {line.leaving ? `${line.leaving.name ?? ''} ${line.leaving.idNumber}` : ''}
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

      {preview ? <BatchPreview key={`${preview.batchId}-${preview.netFen}-${preview.lines.length}-${preview.effectiveDate}`} batch={preview} onDone={(batch) => navigate(`/batch-result?batchId=${encodeURIComponent(batch.batchId)}&policyId=${encodeURIComponent(batch.orderId)}`)} /> : null}
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
