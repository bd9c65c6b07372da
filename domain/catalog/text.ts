import { z } from 'zod';
import type { ContentLanguage } from './language';

export { type ContentLanguage, contentLanguageOf, visitorLanguageOf } from './language';

/** Product content in both interface languages; Chinese is what the insurer files, English is our translation. */
export const localText = z.object({ zh: z.string().trim().min(1), en: z.string().trim().min(1) } satisfies Record<ContentLanguage, z.ZodType<string>>);
export type LocalText = z.infer<typeof localText>;

export function t(zh: string, en: string): LocalText {
  return { zh, en };
}
