import { Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { type ImportedInsured, INSURED_LIST_VARIANTS, insuredListColumns, insuredListVariantOf } from '../../../domain/api/insured-list';
import type { InsuredRow } from '../../components/insured-list/row';
import { SheetUpload } from '../../components/sheet-upload/SheetUpload';
import { fetchInsuredTemplate } from './api/fetch-insured-template';
import { uploadInsuredList } from './api/upload-insured-list';

interface InsuredImportProps {
  productCode: string;
  insurerCode: string;
  hasOccupationTable: boolean;
  planCode: string;
  startDate: string;
  /** The ID numbers already listed: the server reports them as duplicates. */
  listed: readonly string[];
  onImport: (rows: InsuredRow[]) => void;
}

function toRow(insured: ImportedInsured): InsuredRow {
  return {
    id: crypto.randomUUID(),
    name: insured.name,
    idType: insured.idType,
    idNumber: insured.idNumber,
    birthDate: insured.birthDate,
    gender: insured.gender,
    occupationCode: insured.occupationCode,
    occupationName: insured.occupationName,
    occulevel: insured.occulevel,
    biddingDocumentid: insured.biddingDocumentid,
    mobile: insured.mobile,
  };
}

/**
 * The insured list as the product's own Excel template: read and checked on the server by the form's rules; a list
 * with problems adds no one (the agent fixes the sheet, from the error sheet, and uploads it again).
 */
export function InsuredImport({ productCode, insurerCode, hasOccupationTable, planCode, startDate, listed, onImport }: InsuredImportProps) {
  const { t } = useTranslation('group');
  const variant = insuredListVariantOf(insurerCode);
  const columns = insuredListColumns({ hasOccupationTable }, variant);
  return (
    <SheetUpload
      columns={columns}
      template={{ fetch: () => fetchInsuredTemplate(productCode, variant), fileName: `${productCode}-insureds.xlsx` }}
      upload={(file) => uploadInsuredList({ path: INSURED_LIST_VARIANTS[variant].path, productCode, planCode, startDate }, file, listed)}
      onChecked={(result) => {
        if (result.problems.length > 0) {
          Toast.show({ content: t('insured.importFixFirst') });
          return;
        }
        onImport(result.insureds.map(toRow));
        Toast.show({ content: t('insured.imported', { count: result.insureds.length }) });
      }}
    />
  );
}
