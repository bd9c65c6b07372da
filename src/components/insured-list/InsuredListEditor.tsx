import { Button, Checkbox } from 'antd-mobile';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { lazyPopup, prefetchOnPress } from '../../lib/lazy-popup';
import { askConfirm, showToast } from '../../lib/notify';
import type { OccupationFile } from '../../../domain/api/reference';
import { occupationLabel } from './occupations';
import { STATUTORY_HEIRS } from '../../../domain/validators';
import { emptyRow, type InsuredRow } from './row';
import { InsuredCard } from './InsuredCard';
import { checkRow, type RowRules } from './row-rules';
import './insured-list.css';

// A long list (an imported sheet) is drawn a screenful at a time; the virtualiser loads only then.
const VIRTUAL_FROM = 60;
const VirtualInsuredRows = lazy(async () => ({ default: (await import('./VirtualInsuredRows')).VirtualInsuredRows }));
// The add/edit form (a popup with its pickers and form library) loads when first opened, fetched as the button is pressed.
const loadInsuredForm = () => import('./InsuredFormPopup');
const InsuredFormPopup = lazy(async () => ({ default: (await loadInsuredForm()).InsuredFormPopup }));
const prefetchInsuredForm = () => void loadInsuredForm().catch(() => undefined);
// The paste dialog, likewise.
const PasteListPopup = lazyPopup(async () => ({ default: (await import('./PasteListPopup')).PasteListPopup }));

/** Fetches the add/edit form's and the paste dialog's code ahead of their first open. */
export function prefetchInsuredListPopups(): void {
  prefetchInsuredForm();
  PasteListPopup.prefetch();
}
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
  // Rows are immutable: each is checked once per set of rules, whether 3 or 5,000 are listed.
  const isInvalid = useMemo(() => {
    const checked = new WeakMap<InsuredRow, boolean>();
    return (row: InsuredRow) => {
      let invalid = checked.get(row);
      if (invalid === undefined) {
        invalid = checkRow(row, rules).length > 0;
        checked.set(row, invalid);
      }
      return invalid;
    };
  }, [rules]);
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
      showToast(t('insured.noneSelected'));
      return;
    }
    const confirmed = await askConfirm(t('insured.confirmDelete', { count: chosen.length }), t('actions.delete'), t('actions.cancel'));
    if (!confirmed) return;
    onChange(rows.filter((row) => !selected.has(row.id)));
    setSelected(new Set());
  };

  const save = (saved: InsuredRow) => {
    onChange(editing?.mode === 'edit' ? rows.map((row) => (row.id === saved.id ? saved : row)) : [...rows, saved]);
    setEditing(null);
  };

  const card = (row: InsuredRow, index: number, itemRef?: (element: HTMLLIElement | null) => void) => (
    <InsuredCard
      {...(itemRef && { itemRef })}
      key={row.id}
      row={row}
      index={index}
      invalid={isInvalid(row)}
      premiumFen={premiumsFen?.[index]}
      occupation={occupationFile ? occupationLabel(row.occupationCode, rules.occupations, t) : undefined}
      selected={selected.has(row.id)}
      onSelect={(checked) => toggle(row.id, checked)}
      onEdit={() => setEditing({ mode: 'edit', row })}
      prefetchEdit={prefetchInsuredForm}
      {...(designatedBeneficiaries && { onBeneficiaries: () => setNaming(row) })}
    />
  );

  return (
    <section className="insured-list" aria-labelledby="insured-list-title">
      <header className="insured-list__head">
        <h2 id="insured-list-title" className="group-apply__heading">
          {t('insured.title')}
        </h2>
        <span className="muted">{t('premium.people', { count: rows.length })}</span>
      </header>
      <div className="insured-list__actions">
        <Button size="small" color="primary" {...prefetchOnPress(prefetchInsuredForm)} onClick={() => setEditing({ mode: 'add', row: emptyRow() })}>
          {t('insured.add')}
        </Button>
        <Button size="small" color="primary" fill="outline" {...prefetchOnPress(PasteListPopup.prefetch)} onClick={() => setPasting(true)}>
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
          {rows.length > VIRTUAL_FROM ? (
            <Suspense fallback={<p className="muted">{t('insured.loadingList')}</p>}>
              <VirtualInsuredRows rows={rows} renderRow={card} />
            </Suspense>
          ) : (
            <ol className="insured-list__rows">{rows.map((row, index) => card(row, index))}</ol>
          )}
        </>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <InsuredFormPopup row={editing.row} mode={editing.mode} rules={rules} {...(occupationFile && { occupationFile })} onSave={save} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {naming ? (
        <Suspense fallback={null}>
          <BeneficiaryDialog
            visible
            insuredName={naming.name}
            value={naming.beneficiaries ?? STATUTORY_HEIRS}
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
