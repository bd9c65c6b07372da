import { type Control, Controller, type FieldPath, type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from 'antd-mobile';
import { FieldFrame, type InputProps, type TextInputProps } from './field-frame';
import { useTranslation } from './translate';

export { FieldError, FieldFrame, useErrorText } from './field-frame';

/**
 * A react-hook-form bound to the same zod schema the server validates with. Schema messages are
 * validation codes or the spec's Chinese texts; codes are translated, and an English page says the texts in English.
 * A first screen that must stay light uses usePlainForm (plain-form.ts) instead.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: UseFormProps<z.input<S>, unknown, z.output<S>> = {},
) {
  const { lang } = useTranslation();
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    const result = await resolve(values, context, resolverOptions);
    // The schemas speak the spec's Chinese; an English page says their messages in English.
    if (lang === 'en' && Object.keys(result.errors).length > 0) (await import('./schema-language')).translateFieldErrors(result.errors);
    return result;
  };
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver });
}

interface TextFieldProps<T extends FieldValues> extends InputProps {
  control: Control<T>;
  name: FieldPath<T>;
}

/** A labelled antd-mobile input with its error under it. */
export function TextField<T extends FieldValues>({ control, name, ...input }: TextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput id={`field-${String(name)}`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} {...input} />
      )}
    />
  );
}

/** A labelled antd-mobile input with its error under it. */
function TextInput({ id, label, extra, value, error, ...input }: TextInputProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="form-field__control">
        <Input id={id} value={value ?? ''} aria-invalid={error ? true : undefined} clearable {...input} />
        {extra}
      </div>
    </FieldFrame>
  );
}
