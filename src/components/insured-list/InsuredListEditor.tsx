import { Button, Checkbox, Dialog, Tag, Toast } from 'antd-mobile';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money';
import { InsuredFormPopup } from './InsuredFormPopup';
import type { OccupationFile } from '../../../domain/api/reference';
import { occupationLabel } from './occupations';
import { PasteListPopup } from './PasteListPopup';
import { maskIdNumber } from '../../../domain/privacy/mask';
import { emptyRow, type InsuredRow } from './row';
import { checkRow, type RowRules } from './row-rules';
import { STATUTORY } from '../beneficiaries/beneficiaries';
import './insured-list.css';

// The beneficiary dialog loads when an agent first opens it.
const BeneficiaryDialog = lazy(async () => ({ default: (await import('../beneficiaries/BeneficiaryDialog')).BeneficiaryDialog }));

interface InsuredListEditorProps {
  rows: readonly InsuredRow[];
  onChange: (rows: InsuredRow[]) => void;
  rules: RowRules;
  /** The product's occupation file; without it the table has no occupation column (property, medical). */
  occupationFile?: OccupationFile;
  /** Each row's premium in fen (null: not priced yet). */
  premiumsFen?: readonly (number | null)[];
  /** Beside "添加" and "粘贴": e.g. the photo-OCR button, which adds people with `addPeople`. */
  extraActions?: ReactNode;
  /** Opens a download (the page decides how, e.g. the WeChat guide). */
  onDownload?: (url: string) => void;
  /** The plan lets each insured designate beneficiaries: a card then has a beneficiary button. */
  designatedBeneficiaries?: boolean;
}

type Editing = { mode: 'add' | 'edit'; row: InsuredRow } | null;

/** The bulk insured table (portal-spec 2.4 and 5), as cards on a phone: add, edit, paste, delete selected. */
export function InsuredListEditor({ rows, onChange, rules, occupationFile, premiumsFen, extraActions, onDownload, designatedBeneficiaries }: InsuredListEditorProps) {
  const { t } = useTranslation(['group', 'codes', 'catalog']);
  const [editing, setEditing] = useState<Editing>(null);
  const [naming, setNaming] = useState<InsuredRow | null>(null);
  const [pasting, setPasting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const removeSelected = async () => {
    const chosen = rows.filter((row) => selected.has(row.id));
    if (chosen.length === 0) {
      Toast.show({ content: t('insured.noneSelected') });
      return;
    }
    const confirmed = await Dialog.confirm({ content: t('insured.confirmDelete', { count: chosen.length }), confirmText: t('actions.delete'), cancelText: t('actions.cancel') });
    if (!confirmed) return;
    onChange(rows.filter((row) => !selected.has(row.id)));
    setSelected(new Set());
  };

  const save = (saved: InsuredRow) => {
    onChange(editing?.mode === 'edit' ? rows.map((row) => (row.id === saved.id ? saved : row)) : [...rows, saved]);
    setEditing(null);
  };

  return (
    <section className="insured-list" aria-labelledby="insured-list-title">
      <header className="insured-list__head">
        <h2 id="insured-list-title" className="group-apply__heading">
          {t('insured.title')}
        </h2>
        <span className="muted">{t('premium.people', { count: rows.length })}</span>
      </header>
      <div className="insured-list__actions">
        <Button size="small" color="primary" onClick={() => setEditing({ mode: 'add', row: emptyRow() })}>
          {t('insured.add')}
        </Button>
        <Button size="small" color="primary" fill="outline" onClick={() => setPasting(true)}>
          {t('insured.paste')}
        </Button>
        {extraActions}
        <Button size="small" color="danger" fill="outline" onClick={removeSelected}>
          {t('insured.deleteSelected')}
        </Button>
      </div>
      {occupationFile && onDownload ? (
        <div className="insured-list__downloads">
          <button type="button" className="link-button" onClick={() => onDownload(occupationFile.emp_url)}>
            {t('insured.template')}
          </button>
          <button type="button" className="link-button" onClick={() => onDownload(occupationFile.occ_url)}>
            {t('insured.occupationTable')}
          </button>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="insured-list__empty muted">{t('insured.empty')}</p>
      ) : (
        <>
          <Checkbox
            className="insured-list__all"
            checked={allSelected}
            indeterminate={!allSelected && selected.size > 0}
            onChange={(checked) => setSelected(checked ? new Set(rows.map((row) => row.id)) : new Set())}
          >
            {t('insured.selectAll')}
          </Checkbox>
          <ol className="insured-list__rows">
            {rows.map((row, index) => {
              const problems = checkRow(row, rules);
              const premium = premiumsFen?.[index];
              const occupation = occupationLabel(row.occupationCode, rules.occupations, t);
              return (
                <li key={row.id} className={`insured-card${problems.length > 0 ? ' insured-card--invalid' : ''}`} data-testid="insured-row">
                  <Checkbox checked={selected.has(row.id)} onChange={(checked) => toggle(row.id, checked)}>
                    <span className="insured-card__name">
                      {row.name || (row.photo ? t('insured.photoPending', { number: row.photo.number }) : t('unqualified.noName'))}
                    </span>
                  </Checkbox>
                  <div className="insured-card__body">
                    <span>
                      {[row.gender ? t(`codes:gender.${row.gender}`) : '', row.birthDate].filter(Boolean).join(' · ')}
                    </span>
                    <span>{row.idNumber ? `${t(`codes:personIdType.${row.idType}`)} ${maskIdNumber(row.idNumber)}` : ''}</span>
                    {occupationFile ? <span className="insured-card__occupation">{occupation}</span> : null}
                    <span className="insured-card__premium">{premium === null || premium === undefined ? '' : formatYuan(premium)}</span>
                  </div>
                  <div className="insured-card__side">
                    {problems.length > 0 ? (
                      <Tag color="danger" fill="outline">
                        {t('insured.needsFixing')}
                      </Tag>
                    ) : null}
                    <Button size="mini" fill="outline" aria-label={t('insured.editNamed', { name: row.name || index + 1 })} onClick={() => setEditing({ mode: 'edit', row })}>
                      {t('insured.edit')}
                    </Button>
                    {designatedBeneficiaries ? (
                      <Button size="mini" fill="outline" aria-label={t('insured.beneficiariesOf', { name: row.name || index + 1 })} onClick={() => setNaming(row)}>
                        {t(`insured.beneficiaries.${row.beneficiaries?.beneficiaryType ?? '1'}`, { count: row.beneficiaries?.beneficiaries.length ?? 0 })}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <InsuredFormPopup
        row={editing?.row ?? null}
        mode={editing?.mode ?? 'add'}
        rules={rules}
        {...(occupationFile && { occupationFile })}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      {naming ? (
        <Suspense fallback={null}>
          <BeneficiaryDialog
            visible
            insuredName={naming.name}
            value={naming.beneficiaries ?? STATUTORY}
            onConfirm={(choice) => {
              onChange(rows.map((row) => (row.id === naming.id ? { ...row, beneficiaries: choice } : row)));
              setNaming(null);
            }}
            onClose={() => setNaming(null)}
          />
        </Suspense>
      ) : null}
      <PasteListPopup
        visible={pasting}
        today={rules.referenceDate}
        {...(rules.occupations && { occupations: rules.occupations })}
        onAdd={(pasted) => onChange([...rows, ...pasted])}
        onClose={() => setPasting(false)}
      />
    </section>
  );
}
