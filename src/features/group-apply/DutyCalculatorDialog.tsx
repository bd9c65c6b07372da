import { Button, Popup } from 'antd-mobile';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { dutyCalculatorForm } from '../../../domain/api/duty-calculator';
import { formatYuan } from '../../../domain/money';
import { rentLossSum, type SumBounds } from '../../../domain/rules/duty-calculator';
import { TextField, useZodForm } from '../../lib/forms';

interface DutyCalculatorDialogProps {
  visible: boolean;
  bounds: SumBounds;
  onApply: (sumFen: number) => void;
  onClose: () => void;
}

/** The pingansf duty calculator (portal-spec 2.1): monthly rent × months gives the loss-of-rent sum insured. */
export function DutyCalculatorDialog({ visible, bounds, onApply, onClose }: DutyCalculatorDialogProps) {
  const { t } = useTranslation('group');
  const form = useZodForm(dutyCalculatorForm, { defaultValues: { monthlyRentYuan: '' as unknown as number, months: 6 } });
  const [rent, months] = useWatch({ control: form.control, name: ['monthlyRentYuan', 'months'] });
  const preview = Number(rent) > 0 && Number(months) > 0 ? rentLossSum(Math.round(Number(rent) * 100), Number(months), bounds) : undefined;
  const apply = form.handleSubmit(({ monthlyRentYuan, months: count }) => {
    onApply(rentLossSum(Math.round(monthlyRentYuan * 100), count, bounds).sumFen);
    onClose();
  });
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="group-apply__calculator-body">
      <section role="dialog" aria-label={t('calculator.title')} className="group-apply__calculator">
        <h2 className="group-apply__heading">{t('calculator.title')}</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <TextField control={form.control} name="monthlyRentYuan" label={t('calculator.rent')} inputMode="numeric" />
          <TextField control={form.control} name="months" label={t('calculator.months')} inputMode="numeric" maxLength={2} />
          {preview ? (
            <p role="status">
              {t('calculator.result', { sum: formatYuan(preview.sumFen) })}
              {preview.limitedTo ? ` ${t(`calculator.limited.${preview.limitedTo}`)}` : ''}
            </p>
          ) : null}
          <div className="group-apply__calculator-actions">
            <Button onClick={onClose}>{t('calculator.cancel')}</Button>
            <Button color="primary" type="submit">
              {t('calculator.apply')}
            </Button>
          </div>
        </form>
      </section>
    </Popup>
  );
}
