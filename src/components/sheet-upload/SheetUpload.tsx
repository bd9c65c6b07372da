import { Button, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { SheetCheck, SheetColumn } from '../../../domain/api/sheet';
import { saveFile } from '../../lib/save-file';
import { fetchErrorSheet } from './api/fetch-error-sheet';
import './sheet-upload.css';

/** Problems listed on the page; the error sheet holds all of them. */
const SHOWN_PROBLEMS = 50;

export interface SheetUploadProps<T extends SheetCheck> {
  /** The feature's upload call; its answer carries the sheet check beside the rows it read. */
  upload: (file: File) => Promise<T>;
  /** The columns of the feature's template, to name a problem's column by its header. */
  columns: readonly SheetColumn[];
  /** The feature's template download. */
  template?: { fetch: () => Promise<Blob>; fileName: string };
  onChecked: (result: T) => void;
  disabled?: boolean;
}

/**
 * An insured list (or census) uploaded as a spreadsheet: template, upload, per-row problems in the form's words and
 * the error sheet to fix and upload again. Shared by new business, endorsements and quotations.
 */
export function SheetUpload<T extends SheetCheck>({ upload, columns, template, onChecked, disabled }: SheetUploadProps<T>) {
  const { t } = useTranslation('sheet');
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<SheetCheck | null>(null);
  const headerOf = (key: string) => columns.find((column) => column.key === key)?.header ?? key;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await upload(file);
      setCheck(result);
      onChecked(result);
    } catch {
      setCheck(null);
    } finally {
      setBusy(false);
    }
  };

  const downloadErrors = async (id: string | undefined) => {
    if (id) saveFile(await fetchErrorSheet(id), t('errorSheetName'));
  };
  const downloadTemplate = async () => {
    if (!template) return;
    saveFile(await template.fetch(), template.fileName);
    Toast.show({ content: t('templateSaved') });
  };

  return (
    <section className="sheet-upload" aria-label={t('title')}>
      <div className="sheet-upload__actions">
        {template ? (
          <Button size="small" onClick={downloadTemplate}>
            {t('template')}
          </Button>
        ) : null}
        <label htmlFor={inputId} className={`sheet-upload__pick${disabled || busy ? ' sheet-upload__pick--disabled' : ''}`}>
          {busy ? t('reading') : t('upload')}
        </label>
        <input
          id={inputId}
          className="sheet-upload__input"
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={disabled || busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            void send(file);
          }}
        />
      </div>
      {check ? (
        <div className="sheet-upload__result" role="status">
          <p>{check.problems.length === 0 ? t('allValid', { total: check.total }) : t('someInvalid', { total: check.total, invalid: check.total - check.valid })}</p>
          {check.problems.length > 0 ? (
            <>
              <ul className="sheet-upload__problems" aria-label={t('problems')}>
                {check.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                  <li key={`${problem.row}-${problem.column}-${problem.code}`}>
                    {t('problem', { row: problem.row, column: headerOf(problem.column), message: problem.message })}
                  </li>
                ))}
              </ul>
              {check.problems.length > SHOWN_PROBLEMS ? <p>{t('moreProblems', { count: check.problems.length - SHOWN_PROBLEMS })}</p> : null}
              {check.errorSheetId ? (
                <Button size="small" color="warning" onClick={() => downloadErrors(check.errorSheetId)}>
                  {t('downloadErrors')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
