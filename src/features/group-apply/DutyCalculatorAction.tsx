import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { RatableProduct } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { ratedDuties, type RiskValues } from './risk';

const DutyCalculatorDialog = lazy(async () => ({ default: (await import('./DutyCalculatorDialog')).DutyCalculatorDialog }));

interface DutyCalculatorActionProps {
  product: RatableProduct;
  risk: RiskValues;
  onChange: (update: (current: RiskValues) => RiskValues) => void;
}

/** "保障计算器" beside the sums of a product that has the duty calculator: fills the chosen plan's loss-of-rent sum. */
export function DutyCalculatorAction({ product, risk, onChange }: DutyCalculatorActionProps) {
  const { t } = useTranslation('group');
  const [opened, setOpened] = useState(false);
  const [visible, setVisible] = useState(false);
  const rent = findPlan(product, risk.planCode)?.duties.find((duty) => duty.kind === 'rent');
  const bounds = rent && ratedDuties(product, risk.planCode)[rent.dutyCode];
  if (!rent || !bounds) return null;
  const apply = (sumFen: number) => onChange((current) => ({ ...current, sumsYuan: { ...current.sumsYuan, [rent.dutyCode]: String(sumFen / 100) } }));
  return (
    <>
      <Button
        size="small"
        fill="outline"
        color="primary"
        onClick={() => {
          setOpened(true);
          setVisible(true);
        }}
      >
        {t('calculator.open')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <DutyCalculatorDialog visible={visible} bounds={bounds} onApply={apply} onClose={() => setVisible(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
