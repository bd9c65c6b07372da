import { t } from '../../../domain/catalog';
import { wan, yuan } from './common';
import type { PropertyDutyInput } from './group-property';

/** Duties most property products share, with demo rates; a product may adjust them with a spread. */
export const PROPERTY_DUTIES = {
  stock: { dutyCode: 'stock', dutyName: t('装修及存货', 'Fittings and stock'), kind: 'property', rate: 0.0015, minFen: wan(5), maxFen: wan(200), stepFen: wan(1) },
  equipment: { dutyCode: 'equipment', dutyName: t('机器设备', 'Machinery and equipment'), kind: 'property', rate: 0.0012, minFen: wan(5), maxFen: wan(500), stepFen: wan(1) },
  rent: { dutyCode: 'rent', dutyName: t('租金损失', 'Loss of rent'), kind: 'rent', rate: 0.004, minFen: wan(1), maxFen: wan(60), stepFen: yuan(1000) },
  liability: { dutyCode: 'liability', dutyName: t('公众责任', 'Public liability'), kind: 'publicLiability', rate: 0.002, minFen: wan(10), maxFen: wan(200), stepFen: wan(10) },
} satisfies Record<string, PropertyDutyInput>;
