import { useTranslation } from '../../lib/translate';
import type { MessageParams } from '../../../domain/validators';

// Storefront rules and prompts first, then the catalogue's premium rules, then the shared validators.
const NAMESPACES = ['storefront:rules.', 'storefront:', 'catalog:rules.', 'validation:'];

/** Words for a rule or validation code, in the page's language, with its parameters. */
export function useProblemText(): (code: string, params?: MessageParams) => string {
  // Every namespace a problem may come from, so each is loaded before the first problem shows.
  const { t, i18n } = useTranslation(['storefront', 'catalog', 'validation']);
  return (code, params) => {
    const key = NAMESPACES.map((prefix) => `${prefix}${code}`).find((candidate) => i18n.exists(candidate));
    return key ? t(key, { name: '', ...params }) : code;
  };
}

/** The form keeps a problem as JSON in the error message: the code and its parameters. */
export function decodeProblem(message: string | undefined): { code: string; params?: MessageParams } | null {
  if (!message) return null;
  try {
    return JSON.parse(message) as { code: string; params?: MessageParams };
  } catch {
    return { code: message };
  }
}
