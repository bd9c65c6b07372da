import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import type { ApplicationValues } from './application';
import { decodeProblem, useProblemText } from './problem-text';

interface FieldProps {
  control: Control<ApplicationValues>;
  name: FieldPath<ApplicationValues>;
  label: ReactNode;
}

function Frame({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  const text = useProblemText();
  const problem = decodeProblem(error);
  return (
    <div className={`form-field${problem ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {problem ? (
        <div className="form-field__error" role="alert">
          {text(problem.code, problem.params)}
        </div>
      ) : null}
    </div>
  );
}

const idOf = (name: string) => `sf-${name.replaceAll('.', '-')}`;

export function TextInput({ control, name, label, placeholder, type, onBlur, maxLength }: FieldProps & { placeholder?: string; type?: 'text' | 'tel' | 'email'; onBlur?: () => void; maxLength?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Frame id={idOf(name)} label={label} error={fieldState.error?.message}>
          <Input
            id={idOf(name)}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={() => {
              field.onBlur();
              onBlur?.();
            }}
            placeholder={placeholder}
            type={type}
            maxLength={maxLength}
            clearable
          />
        </Frame>
      )}
    />
  );
}

/** Native date and select controls: the phone's own pickers, and nothing extra to download. */
export function DateInput({ control, name, label, min, max, disabled }: FieldProps & { min?: string; max?: string; disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Frame id={idOf(name)} label={label} error={fieldState.error?.message}>
          <input
            id={idOf(name)}
            className="sf-native"
            type="date"
            value={String(field.value ?? '')}
            min={min}
            max={max}
            disabled={disabled}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
        </Frame>
      )}
    />
  );
}

export function SelectInput({ control, name, label, options, placeholder, onChange }: FieldProps & { options: { value: string; label: string }[]; placeholder?: string; onChange?: (value: string) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Frame id={idOf(name)} label={label} error={fieldState.error?.message}>
          <select
            id={idOf(name)}
            className="sf-native"
            value={String(field.value ?? '')}
            onChange={(event) => {
              field.onChange(event.target.value);
              onChange?.(event.target.value);
            }}
            onBlur={field.onBlur}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Frame>
      )}
    />
  );
}

export function RadioInput({ control, name, label, options }: FieldProps & { options: { value: string; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Frame id={idOf(name)} label={label} error={fieldState.error?.message}>
          <div id={idOf(name)} className="sf-radios" role="radiogroup">
            {options.map((option) => (
              <label key={option.value} className="sf-radio">
                <input type="radio" name={idOf(name)} value={option.value} checked={field.value === option.value} onChange={() => field.onChange(option.value)} />
                {option.label}
              </label>
            ))}
          </div>
        </Frame>
      )}
    />
  );
}

export function CheckInput({ control, name, label }: FieldProps) {
  const text = useProblemText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const problem = decodeProblem(fieldState.error?.message);
        return (
          <div className="sf-check">
            <label>
              <input type="checkbox" checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
              <span>{label}</span>
            </label>
            {problem ? (
              <div className="form-field__error" role="alert">
                {text(problem.code, problem.params)}
              </div>
            ) : null}
          </div>
        );
      }}
    />
  );
}
