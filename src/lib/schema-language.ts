import type { ContentLanguage } from '../../domain/catalog/language';

type Said = (message: string) => string;

/** English words for the schemas' Chinese messages, loaded once, by an English page only. */
async function englishWords(language: ContentLanguage): Promise<Said | null> {
  if (language !== 'en') return null;
  return (await import('../../domain/api/schema-messages')).englishSchemaMessage;
}

/** A refused field's message in the page's language (the schemas speak the spec's Chinese). */
export async function fieldMessageIn(language: ContentLanguage, message: string): Promise<string> {
  return (await englishWords(language))?.(message) ?? message;
}

/** Every message of react-hook-form's error tree in the page's language, in place; the fields' `ref`s are left alone. */
export async function translateFieldErrors(language: ContentLanguage, errors: object): Promise<void> {
  if (Object.keys(errors).length === 0) return;
  const say = await englishWords(language);
  if (!say) return;
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref') continue;
      if (key === 'message' && typeof value === 'string') (node as Record<string, unknown>)[key] = say(value);
      else visit(value);
    }
  };
  visit(errors);
}
