// A field's label and message, shared by react-hook-form fields (forms.tsx) and plain ones (plain-form.ts).
import { useConfig } from 'antd-mobile/es/components/config-provider';
import 'antd-mobile/es/components/input/input.css';
import { type ReactNode, useState } from 'react';
import { useTranslation } from './translate';

export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('validation');
  return (message) => (message && i18n.exists(message, { ns: 'validation' }) ? t(message) : message);
}

/** A field's message under it, in the reader's language (validation codes are translated). */
export function FieldError({ message }: { message: string | undefined }) {
  const errorText = useErrorText();
  return message ? (
    <div className="form-field__error" role="alert">
      {errorText(message)}
    </div>
  ) : null;
}

/** The frame every labelled field shares: the label, the control given, and its message under it. */
export function FieldFrame({ id, label, error, children }: { id: string; label: ReactNode; error: string | undefined; children: ReactNode }) {
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children}
      <FieldError message={error} />
    </div>
  );
}

export interface InputProps {
  label: ReactNode;
  placeholder?: string;
  type?: 'text' | 'password' | 'tel' | 'number';
  maxLength?: number;
  extra?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
}

export interface TextInputProps extends InputProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * A labelled text input drawn as antd-mobile's (its classes and styles, the clear button while focused) without its
 * script and icon (2 KB gzip), for first screens: the policy query's plain form.
 */
export function PlainTextInput({ id, label, extra, value, error, onChange, onBlur, ...input }: TextInputProps) {
  const { locale } = useConfig();
  const [focused, setFocused] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="form-field__control">
        <div className="adm-input">
          <input
            id={id}
            className="adm-input-element"
            value={value ?? ''}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              onBlur();
            }}
            {...input}
          />
          {focused && value ? (
            // As antd-mobile's: pressing it keeps the focus in the input.
            <button type="button" className="adm-input-clear" aria-label={locale.Input.clear} onMouseDown={(event) => event.preventDefault()} onClick={() => onChange('')}>
              <svg className="antd-mobile-icon" width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true">
                <circle cx="24" cy="24" r="22" fill="currentColor" />
                <path d="m17.5 17.5 13 13m0-13-13 13" stroke="#fff" strokeWidth="3.5" />
              </svg>
            </button>
          ) : null}
        </div>
        {extra}
      </div>
    </FieldFrame>
  );
}
