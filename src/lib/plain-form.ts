import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useHydrated } from './prerendered';
import { useTranslation } from './translate';

/** Text fields by name (an interface of strings will do). */
type Values<V> = { [K in keyof V]: string };

/**
 * A form of text fields without react-hook-form (15 KB gzip), for first screens such as the policy query's and the
 * group application's. It checks as useZodForm does — a field once left, then as it changes, and every field on
 * submit — with the same zod schema, loaded (with zod) at the first check, not with the page; a message is the first
 * issue of its field.
 */
export function usePlainForm<V extends Values<V>, Out>(loadSchema: () => Promise<z.ZodType<Out, V>>, initial: V) {
  type Name = keyof V & string;
  const [values, setValues] = useState(initial);
  // What was set last, ahead of the next render: a handler that sets several fields checks what it set.
  const latest = useRef(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(new Set<Name>());
  const { lang } = useTranslation();

  // A form the server drew can be typed in before its script runs: hydration keeps that text in the inputs but not
  // in this state, and the next render would empty them. The hydrating render takes it over.
  const hydrating = !useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form hydrates
  useLayoutEffect(() => {
    if (!hydrating) return;
    const typed = { ...initial };
    for (const name of Object.keys(initial) as Name[]) {
      const input = inputOf(name);
      if (input instanceof HTMLInputElement) typed[name] = input.value as V[Name];
    }
    latest.current = typed;
    setValues(typed);
  }, []);

  /** Checks the fields named (every field when none are); an answer shows on a field still holding what was checked. */
  const validate = async (fields: Name[]) => {
    const checked = latest.current;
    const names = fields.length > 0 ? fields : (Object.keys(checked) as Name[]);
    for (const name of names) touched.current.add(name);
    const result = (await loadSchema()).safeParse(checked);
    const found: Partial<Record<Name, string>> = {};
    for (const issue of result.error?.issues ?? []) found[issue.path[0] as Name] ??= issue.message;
    // The schemas speak the spec's Chinese; an English page says their messages in English.
    if (lang === 'en' && result.error) {
      const { englishSchemaMessage } = await import('./schema-language');
      for (const name of Object.keys(found) as Name[]) found[name] = englishSchemaMessage(found[name]!);
    }
    const current = names.filter((name) => latest.current[name] === checked[name]);
    setErrors((shown) => ({ ...shown, ...Object.fromEntries(current.map((name) => [name, found[name]])) }));
    return { result, valid: names.every((name) => !found[name]) };
  };

  const set = (name: Name, value: string, check = false) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (check) void validate([name]);
  };

  const field = (name: Name) => ({
    id: fieldId(name),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value, touched.current.has(name)),
    onBlur: () => void validate([name]),
  });

  const submit = (onValid: (data: Out) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { result } = await validate([]);
      if (result.success) await onValid(result.data);
      // As react-hook-form does: the first wrong field takes the focus.
      else inputOf(String(result.error.issues[0]?.path[0]))?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    field,
    /** Sets a field, checking it when asked (as react-hook-form's shouldValidate). */
    set,
    /** Checks the fields named, every field when none are, showing their messages: true when they pass. */
    check: async (...fields: Name[]) => (await validate(fields)).valid,
    /** A message of the page's own (why a field was cleared, say), shown until the field is checked again. */
    setError: (name: Name, message: string) => setErrors((shown) => ({ ...shown, [name]: message })),
    submit,
    submitting,
  };
}

export type PlainForm<V extends Values<V>, Out = V> = ReturnType<typeof usePlainForm<V, Out>>;

const fieldId = (name: string) => `field-${name}`;
const inputOf = (name: string) => document.getElementById(fieldId(name));
