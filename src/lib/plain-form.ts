import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;

/**
 * A form of a few text fields without react-hook-form (15 KB gzip), for first screens such as the policy query's.
 * It checks as useZodForm does — a field once left, then as it changes, and every field on submit — with the same
 * zod schema, loaded (with zod) at the first check, not with the page; a message is the first issue of its field.
 */
export function usePlainForm<V extends Values, Out>(loadSchema: () => Promise<z.ZodType<Out, V>>, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(new Set<keyof V>());

  // A form the server drew can be typed in before its script runs: hydration keeps that text in the inputs but not
  // in this state, and the next render would empty them. Take it over as the form comes alive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first mounts or hydrates
  useLayoutEffect(() => {
    const typed = Object.fromEntries(Object.keys(initial).map((name) => [name, inputOf(name)?.value ?? initial[name]])) as V;
    if (Object.keys(typed).some((name) => typed[name] !== initial[name])) setValues(typed);
  }, []);

  const check = async (next: V, fields: readonly (keyof V)[]) => {
    const result = (await loadSchema()).safeParse(next);
    const found: Partial<Record<keyof V, string>> = {};
    for (const issue of result.error?.issues ?? []) found[issue.path[0] as keyof V] ??= issue.message;
    setErrors((shown) => ({ ...shown, ...Object.fromEntries(fields.map((name) => [name, found[name]])) }));
    return result;
  };

  const field = (name: keyof V & string) => ({
    id: fieldId(name),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (touched.current.has(name)) void check(next, [name]);
    },
    onBlur: () => {
      touched.current.add(name);
      void check(values, [name]);
    },
  });

  const submit = (onValid: (data: Out) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const names = Object.keys(values) as (keyof V & string)[];
    for (const name of names) touched.current.add(name);
    setSubmitting(true);
    try {
      const result = await check(values, names);
      if (result.success) await onValid(result.data);
      // As react-hook-form does: the first wrong field takes the focus.
      else inputOf(String(result.error.issues[0]?.path[0]))?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return { field, submit, submitting };
}

const fieldId = (name: string) => `field-${name}`;
const inputOf = (name: string) => document.getElementById(fieldId(name)) as HTMLInputElement | null;
