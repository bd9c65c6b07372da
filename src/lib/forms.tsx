import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import { useTranslation } from './translate';
import type { z } from 'zod';

/**
 * A react-hook-form bound to the same zod schema the server validates with. Schema messages are
 * validation codes or Chinese texts; codes are translated, so both languages say the same thing.
 * The schema may be given as a loader: zod (25 KB gzip) then downloads at the first validation, not with the
 * page, which keeps it off first screens such as the policy query's.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S | (() => Promise<S>),
  options: UseFormProps<z.input<S>, unknown, z.output<S>> = {},
) {
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    const [{ zodResolver }, loaded] = await Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]);
    const resolve = zodResolver(loaded) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    return resolve(values, context, resolverOptions);
  };
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver });
}

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

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  placeholder?: string;
  type?: 'text' | 'password' | 'tel' | 'number';
  maxLength?: number;
  extra?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
}

/** A labelled antd-mobile input with its error under it. */
export function TextField<T extends FieldValues>({ control, name, label, extra, ...input }: TextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const id = `field-${String(name)}`;
        return (
          <FieldFrame id={id} label={label} error={fieldState.error?.message}>
            <div className="form-field__control">
              <Input
                id={id}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                clearable
                {...input}
              />
              {extra}
            </div>
          </FieldFrame>
        );
      }}
    />
  );
}
