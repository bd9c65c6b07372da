import { useId } from 'react';
import { useTranslation } from '../../lib/translate';
import type { PayMethodType } from '../../../domain/api/payment';
import type { PayProvider } from '../../../domain/code-tables';
import { blockedIn, type PayChoice, payChoicesFor, payPlaceOf } from '../../../domain/rules/pay-choice';
import { PayMark } from './PayMark';
import './pay-chooser.css';

interface Props {
  /** The product's methods as the server lists them (with their providers). */
  methods: readonly PayMethodType[];
  value: string;
  onChange: (choice: PayChoice) => void;
  label: string;
}

// Where this page runs, for the chooser and for what its choice leads to (one module: one script for all of it).
export const inWechat = () => payPlaceOf(navigator.userAgent) === 'wechat';
export const choicesHere = (methods: readonly PayMethodType[]) => payChoicesFor(methods, payPlaceOf(navigator.userAgent));
export const blockedHere = (provider: PayProvider) => blockedIn(payPlaceOf(navigator.userAgent), provider);

/** /wx-guide explains opening target (a page of this site) in the phone's browser, where WeChat's blocks do not apply. */
export function wxGuidePath(target: string): string {
  return `/wx-guide?${new URLSearchParams({ target })}`;
}

/** Every pay-method chooser: providers by name and mark, as suits where the page runs (domain/rules/pay-choice). */
export function PayMethodChooser({ methods, value, onChange, label }: Props) {
  // The shell's texts are always here: the chooser adds no text chunk to the pages that show it.
  const { t } = useTranslation(['common', 'codes']);
  const name = useId();
  const choices = choicesHere(methods);
  return (
    <div className="pay-chooser" role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.payMethod} className="pay-chooser__option">
          <input type="radio" name={name} value={choice.payMethod} checked={value === choice.payMethod} onChange={() => onChange(choice)} />
          <PayMark provider={choice.provider} />
          <span className="pay-chooser__name">{t(`codes:payProvider.${choice.provider}`)}</span>
          {choice.blocked ? <small className="pay-chooser__note">{t('common:payInBrowser')}</small> : null}
        </label>
      ))}
    </div>
  );
}
