import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayMethodType } from '../../../domain/api/payment';
import { type PayChoice, payChoicesFor, payPlaceOf } from '../../../domain/rules/pay-choice';
import { PayMark } from './PayMark';
import './pay-chooser.css';

interface Props {
  /** The product's methods as the server lists them (with their providers). */
  methods: readonly PayMethodType[];
  value: string;
  onChange: (choice: PayChoice) => void;
  label: string;
}

/** Every pay-method chooser: providers by name and mark, as suits where the page runs (domain/rules/pay-choice). */
export function PayMethodChooser({ methods, value, onChange, label }: Props) {
  const { t } = useTranslation(['payment', 'codes']);
  const name = useId();
  const choices = payChoicesFor(methods, payPlaceOf(navigator.userAgent));
  return (
    <div className="pay-chooser" role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.payMethod} className="pay-chooser__option">
          <input type="radio" name={name} value={choice.payMethod} checked={value === choice.payMethod} onChange={() => onChange(choice)} />
          <PayMark provider={choice.provider} />
          <span className="pay-chooser__name">{t(`codes:payProvider.${choice.provider}`)}</span>
          {choice.blocked ? <small className="pay-chooser__note">{t('payment:chooser.inBrowser')}</small> : null}
        </label>
      ))}
    </div>
  );
}
