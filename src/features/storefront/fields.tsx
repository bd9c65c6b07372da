import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type Control, Controller, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ApplicationValues } from './application';
import { decodeProblem, useProblemText } from './problem-text';

interface FieldProps<T extends FieldValues = ApplicationValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
}

type Bound<T extends FieldValues> = ControllerRenderProps<T, FieldPath<T>>;

const idOf = (name: string) => `sf-${name.replaceAll('.', '-')}`;

function ProblemText({ message }: { message: string | undefined }) {
  const text = useProblemText();
  const problem = decodeProblem(message);
  return problem ? (
    <div className="form-field__error" role="alert">
      {text(problem.code, problem.params)}
    </div>
  ) : null;
}

/** A labelled control bound to the form, with its problem under it; `children` draws the input. */
function Field<T extends FieldValues>({ control, name, label, children }: FieldProps<T> & { children: (field: Bound<T>, id: string) => ReactNode }) {
  const id = idOf(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={`form-field${fieldState.error ? ' form-field--error' : ''}`}>
          <label htmlFor={id} className="form-field__label">
            {label}
          </label>
          <div className="form-field__control">{children(field, id)}</div>
          <ProblemText message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}

export function TextInput({ placeholder, type, onBlur, maxLength, ...props }: FieldProps & { placeholder?: string; type?: 'text' | 'tel' | 'email'; onBlur?: () => void; maxLength?: number }) {
  return (
    <Field {...props}>
      {(field, id) => (
        <Input
          id={id}
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
      )}
    </Field>
  );
}

/** A native text input for the storefront's short forms (surrender, call-back), bound to any of them. */
export function NativeInput<T extends FieldValues>({ type = 'text', maxLength, ...props }: FieldProps<T> & { type?: 'text' | 'tel' | 'email' | 'date'; maxLength?: number }) {
  return (
    <Field {...props}>
      {(field, id) => (
        <input id={id} className="sf-native" type={type} maxLength={maxLength} name={field.name} ref={field.ref} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    </Field>
  );
}

/** Native date and select controls: the phone's own pickers, and nothing extra to download. */
export function DateInput({ min, max, disabled, ...props }: FieldProps & { min?: string; max?: string; disabled?: boolean }) {
  return (
    <Field {...props}>
      {(field, id) => (
        <input
          id={id}
          className="sf-native"
          type="date"
          value={String(field.value ?? '')}
          min={min}
          max={max}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}

export function SelectInput({ options, placeholder, onChange, ...props }: FieldProps & { options: { value: string; label: string }[]; placeholder?: string; onChange?: (value: string) => void }) {
  return (
    <Field {...props}>
      {(field, id) => (
        <select
          id={id}
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
      )}
    </Field>
  );
}

export function RadioInput({ options, ...props }: FieldProps & { options: { value: string; label: string }[] }) {
  return (
    <Field {...props}>
      {(field, id) => (
        <div id={id} className="sf-radios" role="radiogroup">
          {options.map((option) => (
            <label key={option.value} className="sf-radio">
              <input type="radio" name={id} value={option.value} checked={field.value === option.value} onChange={() => field.onChange(option.value)} />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

export function CheckInput({ control, name, label }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="sf-check">
          <label>
            <input type="checkbox" checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
            <span>{label}</span>
          </label>
          <ProblemText message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
