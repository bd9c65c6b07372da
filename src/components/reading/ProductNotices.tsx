import { useMemo } from 'react';
import { useTranslation } from '../../lib/translate';
import type { ProductPage } from '../../../domain/api/product';
import type { AgreementData } from '../../../domain/api/product';
import { recordReading } from './api/record-reading';
import { readingPass } from './reading-pass';
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

/**
 * A product's mandatory notices, each reading recorded as evidence under the visitor's reading session; a
 * document version this visitor already agreed to (on the product page, say) counts as read here too.
 */
export function ProductNotices({ product, userId, agreement, onCheckedChange }: ProductNoticesProps) {
  const { i18n } = useTranslation();
  const pass = useMemo(() => readingPass(), []);
  const materials = mandatoryMaterials(agreement);
  if (materials.length === 0) return null;
  const code = product.productCode;
  return (
    <ReadingDialog
      key={`${code}-${i18n.language}`}
      materials={materials}
      alreadyRead={(material) => pass.hasAgreed(code, material.materialType, material.version)}
      onCheckedChange={onCheckedChange}
      lastFileCountdown={product.flags.lastNoticeCountdownSeconds ?? 0}
      onRecord={(record) => {
        if (record.agreed) pass.agree(code, record.materialType, record.version);
        recordReading({ ...record, productCode: code, userId, readingSessionId: pass.readingSessionId });
      }}
    />
  );
}
