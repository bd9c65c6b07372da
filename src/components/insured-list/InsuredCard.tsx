import { Button, Checkbox, Tag } from 'antd-mobile';
import { memo } from 'react';
import { prefetchOnPress } from '../../lib/lazy-popup';
import { useTranslation } from '../../lib/translate';
import { formatYuan } from '../../../domain/money';
import { maskIdNumber } from '../../../domain/privacy/mask';
import type { InsuredRow } from './row';

interface InsuredCardProps {
  row: InsuredRow;
  index: number;
  invalid: boolean;
  /** Null: not priced yet. */
  premiumFen: number | null | undefined;
  /** The occupation in words, when the product has an occupation table. */
  occupation: string | undefined;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onEdit: () => void;
  /** Fetches the edit form's code as the edit button is pressed. */
  prefetchEdit?: () => void;
  /** Present when the plan lets the insured designate beneficiaries. */
  onBeneficiaries?: () => void;
  /** The virtual list measures each card it draws. */
  itemRef?: (element: HTMLLIElement | null) => void;
}

/** One insured person of the bulk table, as a card on a phone. */
export const InsuredCard = memo(function InsuredCard({ row, index, invalid, premiumFen, occupation, selected, onSelect, onEdit, prefetchEdit, onBeneficiaries, itemRef }: InsuredCardProps) {
  const { t } = useTranslation(['group', 'codes']);
  return (
    <li ref={itemRef} className={`insured-card${invalid ? ' insured-card--invalid' : ''}`} data-testid="insured-row" data-index={index}>
      <Checkbox checked={selected} onChange={onSelect}>
        <span className="insured-card__name">{row.name || (row.photo ? t('insured.photoPending', { number: row.photo.number }) : t('unqualified.noName'))}</span>
      </Checkbox>
      <div className="insured-card__body">
        <span>{[row.gender ? t(`codes:gender.${row.gender}`) : '', row.birthDate].filter(Boolean).join(' · ')}</span>
        <span>{row.idNumber ? `${t(`codes:personIdType.${row.idType}`)} ${maskIdNumber(row.idNumber)}` : ''}</span>
        {occupation !== undefined ? <span className="insured-card__occupation">{occupation}</span> : null}
        <span className="insured-card__premium">{premiumFen === null || premiumFen === undefined ? '' : formatYuan(premiumFen)}</span>
      </div>
      <div className="insured-card__side">
        {invalid ? (
          <Tag color="danger" fill="outline">
            {t('insured.needsFixing')}
          </Tag>
        ) : null}
        <Button
          size="mini"
          fill="outline"
          aria-label={t('insured.editNamed', { name: row.name || index + 1 })}
          {...(prefetchEdit && prefetchOnPress(prefetchEdit))}
          onClick={onEdit}
        >
          {t('insured.edit')}
        </Button>
        {onBeneficiaries ? (
          <Button size="mini" fill="outline" aria-label={t('insured.beneficiariesOf', { name: row.name || index + 1 })} onClick={onBeneficiaries}>
            {t(`insured.beneficiaries.${row.beneficiaries?.beneficiaryType ?? '1'}`, { count: row.beneficiaries?.beneficiaries.length ?? 0 })}
          </Button>
        ) : null}
      </div>
    </li>
  );
});
