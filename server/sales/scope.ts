import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../lib/envelope';
import type { SensitiveData } from './sensitive';
import type { Principal } from './tokens';

/**
 * What a principal may see: an agent, the orders its issuing account sold; a policyholder, the orders where they
 * are the holder, found by the blind index of the ID number (name + ID sign-in) or of the phone (SMS sign-in).
 */
export type BookScope =
  | { kind: 'agent'; agentId: string }
  | { kind: 'holder'; by: 'idNumber' | 'phone'; index: string };

export function holderSubject(by: 'idNumber' | 'phone', sensitive: SensitiveData, value: string): string {
  return `${by === 'idNumber' ? 'id' : 'phone'}:${sensitive.blindIndex(value)}`;
}

export function scopeOf(principal: Principal): BookScope {
  if (principal.subjectType === 'agent') return { kind: 'agent', agentId: principal.agentId };
  const [kind, index] = principal.subjectId.split(':');
  if (!index || (kind !== 'id' && kind !== 'phone')) throw new AppError('401', {
    zh: '未登录或登录已过期，请重新登录。',
    en: 'You are not signed in, or your sign-in has expired. Please sign in again.',
  }, 401);
  return { kind: 'holder', by: kind === 'id' ? 'idNumber' : 'phone', index };
}

/** The WHERE condition on `sales_order as o` that keeps a query inside the scope. */
export function inScope(scope: BookScope): RawBuilder<boolean> {
  if (scope.kind === 'agent') return sql<boolean>`o.agent_id = ${scope.agentId}`;
  return scope.by === 'idNumber' ? sql<boolean>`o.holder_id_number_bidx = ${scope.index}` : sql<boolean>`o.holder_phone_bidx = ${scope.index}`;
}

/** Who did it, as the records write it: agent:<id> or holder. */
export function actorOf(scope: BookScope): string {
  return scope.kind === 'agent' ? `agent:${scope.agentId}` : 'holder';
}
