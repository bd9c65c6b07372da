// A field's label and message, shared by react-hook-form fields (forms.tsx) and plain ones (plain-form.ts).
import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
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

interface TextInputProps extends InputProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** A labelled antd-mobile input with its error under it. */
export function TextInput({ id, label, extra, value, error, ...input }: TextInputProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="form-field__control">
        <Input id={id} value={value ?? ''} aria-invalid={error ? true : undefined} clearable {...input} />
        {extra}
      </div>
    </FieldFrame>
  );
}
