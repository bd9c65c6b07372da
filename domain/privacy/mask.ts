// Masks for sensitive personal information in lists, logs, messages and PDFs (DESIGN "Security and data").

/** 110101********123X: enough to recognise, not enough to use. */
export function maskIdNumber(value: string): string {
  if (value.length <= 8) return `${value.slice(0, 1)}${'*'.repeat(Math.max(value.length - 2, 1))}${value.slice(-1)}`;
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** 138****8000 */
export function maskPhone(value: string): string {
  return value.length >= 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : '****';
}

/** z***@example.com */
export function maskEmail(value: string): string {
  const [local, domain] = value.split('@');
  return domain ? `${local.slice(0, 1)}***@${domain}` : '***';
}

/** 张*三, L*** */
export function maskName(value: string): string {
  const chars = [...value];
  if (chars.length <= 1) return value;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}
