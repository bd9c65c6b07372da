// Loaded by an English page only, with its first refused field: the English words of the schemas' Chinese messages.
import { englishSchemaMessage } from '../../domain/api/schema-messages';

export { englishSchemaMessage };

/** Every message of react-hook-form's error tree in English, in place; the fields' `ref`s are left alone. */
export function translateFieldErrors(errors: object): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    if (typeof (value as { message?: unknown }).message === 'string') {
      (value as { message: string }).message = englishSchemaMessage((value as { message: string }).message);
    }
    translateFieldErrors(value);
  }
}
