import type { ReactNode } from 'react';
import { prefetchPickers } from './pickers';

interface FieldProps {
  /** The control's id: the label points at it, so tests and screen readers find the field by its label. */
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A labelled control with its error under it (the markup of lib/forms' TextField, for any control). */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {error ? (
        <div className="form-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface PickerTriggerProps {
  id: string;
  text: string;
  placeholder: string;
  disabled?: boolean;
  onClick: () => void;
}

/** The button that opens a picker, showing the chosen value; a finger or the focus on it fetches the pickers' code. */
export function PickerTrigger({ id, text, placeholder, disabled, onClick }: PickerTriggerProps) {
  return (
    <button
      type="button"
      id={id}
      className={`picker-trigger${text ? '' : ' picker-trigger--empty'}`}
      disabled={disabled}
      onPointerDown={prefetchPickers}
      onFocus={prefetchPickers}
      onClick={onClick}
    >
      {text || placeholder}
    </button>
  );
}
