import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from '../../domain/api/fields';
import { AppError } from '../lib/envelope';

/** The first string anywhere in a value that holds a control character (NUL included), by its path. */
function controlCharacterAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return `${path}.${key.replace(/[^\w]/g, '?')}`;
    const found = controlCharacterAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Before any route's schema: a NUL byte or another control character in the path, query or body is refused with
 * 400 (the database would refuse it later with a 500, a PDF or an SMS would carry it).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = controlCharacterAt({ params: request.params, query: request.query, body: request.body }, '');
    if (found) throw new AppError('400', { zh: `请求参数不正确：${found}${CONTROL_CHARACTER_MESSAGE}`, en: `Invalid request: ${found} must not contain control characters` }, 400);
  });
}
