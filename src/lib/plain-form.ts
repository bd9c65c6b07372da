import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

/** Text fields by name (an interface of strings will do). */
type Values<V> = { [K in keyof V]: string };

/**
 * A form of text fields without react-hook-form (15 KB gzip), for first screens such as the policy query's and the
 * group application's. It checks as useZodForm does — a field once left, then as it changes, and every field on
 * submit — with the same zod schema, loaded (with zod) at the first check, not with the page; a message is the first
 * issue of its field.
 */
export function usePlainForm<V extends Values<V>, Out>(loadSchema: () => Promise<z.ZodType<Out, V>>, initial: V) {
  const [values, setValues] = useState(initial);
  // What was set last, ahead of the next render: a handler that sets several fields checks what it set.
  const latest = useRef(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(new Set<keyof V>());
  // Per field, the last check or message asked for: an earlier check that answers later does not overwrite it.
  const asked = useRef(new Map<keyof V, number>());
  const turn = useRef(0);

  const show = (shown: Partial<Record<keyof V, string | undefined>>) => setErrors((current) => ({ ...current, ...shown }));

  const validate = async (fields: readonly (keyof V)[]) => {
    const ticket = ++turn.current;
    for (const name of fields) asked.current.set(name, ticket);
    const result = (await loadSchema()).safeParse(latest.current);
    const found: Partial<Record<keyof V, string>> = {};
    for (const issue of result.error?.issues ?? []) found[issue.path[0] as keyof V] ??= issue.message;
    show(Object.fromEntries(fields.filter((name) => asked.current.get(name) === ticket).map((name) => [name, found[name]])) as Partial<Record<keyof V, string>>);
    return { result, valid: fields.every((name) => found[name] === undefined) };
  };

  const set = (name: keyof V & string, value: string, options: { check?: boolean } = {}) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (options.check) void validate([name]);
  };

  /** Checks the fields named (every field when none are), showing their messages; true when they pass. */
  const check = async (...fields: (keyof V & string)[]) => {
    const names = fields.length > 0 ? fields : (Object.keys(latest.current) as (keyof V & string)[]);
    for (const name of names) touched.current.add(name);
    return (await validate(names)).valid;
  };

  const field = (name: keyof V & string) => ({
    id: `field-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value, { check: touched.current.has(name) }),
    onBlur: () => {
      touched.current.add(name);
      void validate([name]);
    },
  });

  const submit = (onValid: (data: Out) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const names = Object.keys(latest.current) as (keyof V & string)[];
    for (const name of names) touched.current.add(name);
    setSubmitting(true);
    try {
      const { result } = await validate(names);
      if (result.success) await onValid(result.data);
      // As react-hook-form does: the first wrong field takes the focus.
      else document.getElementById(`field-${String(result.error.issues[0]?.path[0])}`)?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    field,
    set,
    check,
    /** A message of the page's own (e.g. why a field was cleared), shown until the field is next checked. */
    setError: (name: keyof V & string, message: string) => {
      asked.current.set(name, ++turn.current);
      show({ [name]: message } as Partial<Record<keyof V, string>>);
    },
    submit,
    submitting,
  };
}

export type PlainForm<V extends Values<V>, Out = V> = ReturnType<typeof usePlainForm<V, Out>>;
