import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { englishSchemaMessage } from '../../domain/api/schema-messages';
import type { LocalText } from '../../domain/catalog/text';
import { messageOf } from '../catalog/messages';

/** One refused field as fastify-type-provider-zod reports it: the zod issue's code (`keyword`), message and details. */
type FieldIssue = ZodFastifySchemaValidationError;

const english = z.locales.en();

/**
 * A refused field's message in both languages. The Chinese is the schema's own (the spec's text, a validation
 * code's words, or zod's Chinese); the English is the same message's English words, else zod's English wording.
 */
export function issueText(issue: FieldIssue): LocalText {
  const message = issue.message ?? '';
  const zh = messageOf(message);
  const known = englishSchemaMessage(message);
  if (known !== message) return { zh, en: known };
  if (zh !== message) return { zh, en: messageOf(message, undefined, 'en') };
  const worded = english.localeError({ ...issue.params, code: issue.keyword } as never);
  // The issue no longer carries the value it refused, so zod would say "received undefined" of any value.
  const en = (typeof worded === 'string' ? worded : worded?.message)?.replace(/, received undefined$/, '');
  return { zh, en: en ?? message };
}
