import type { ValidationCode } from './codes';

/** Interpolation values of a message, e.g. {{min}} and {{max}}. */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Passed {
  readonly ok: true;
  readonly code?: undefined;
  /** The normalised input (trimmed, upper-cased, ...) to store instead of what was typed. */
  readonly value?: string;
}

export interface Failed {
  readonly ok: false;
  readonly code: ValidationCode;
  /** Set when the rule repairs the input rather than clearing it (e.g. an address cut to fit). */
  readonly value?: string;
  readonly params?: MessageParams;
}

export type CheckResult = Passed | Failed;

/** A problem with one field of a row (insured, beneficiary), for per-person problem lists. */
export interface FieldProblem {
  readonly field: string;
  readonly code: ValidationCode;
  readonly params?: MessageParams;
}

export function pass(value?: string): Passed {
  return value === undefined ? { ok: true } : { ok: true, value };
}

export function fail(code: ValidationCode, details: Omit<Failed, 'ok' | 'code'> = {}): Failed {
  return { ok: false, code, ...details };
}
