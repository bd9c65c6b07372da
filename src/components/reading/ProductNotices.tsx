import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPage } from '../../../domain/api/product';
import type { AgreementData } from '../../../domain/api/product';
import { recordReading } from './api/record-reading';
import { ReadingDialog } from './ReadingDialog';

export function mandatoryMaterials(agreement: AgreementData | undefined) {
  return agreement?.materialDtoList.filter((material) => material.whetherMandatoryRead) ?? [];
}

interface ProductNoticesProps {
  product: ProductPage;
  userId: string;
  agreement: AgreementData | undefined;
  onCheckedChange: (checked: boolean) => void;
}

/** A product's mandatory notices, each reading recorded as evidence under one reading session. */
export function ProductNotices({ product, userId, agreement, onCheckedChange }: ProductNoticesProps) {
  const { i18n } = useTranslation();
  const readingSessionId = useMemo(() => crypto.randomUUID(), []);
  const materials = mandatoryMaterials(agreement);
  if (materials.length === 0) return null;
  return (
    <ReadingDialog
      key={`${product.productCode}-${i18n.language}`}
      materials={materials}
      onCheckedChange={onCheckedChange}
      lastFileCountdown={product.flags.lastNoticeCountdownSeconds ?? 0}
      onRecord={(record) => recordReading({ ...record, productCode: product.productCode, userId, readingSessionId })}
    />
  );
}
