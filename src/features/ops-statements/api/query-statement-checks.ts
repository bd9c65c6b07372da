import type { StatementCheck } from '../../../../domain/api/statements';

/** Why the operators' call gave no checks: the token is wrong (401), or the server has no OPS_TOKEN (404). */
export class OpsAccessError extends Error {
  constructor(readonly reason: 'token' | 'closed' | 'failed') {
    super(`statement checks: ${reason}`);
    this.name = 'OpsAccessError';
  }
}

/**
 * GET /api/ops/statement-checks with the operators' bearer token. Not through the app's client: its 401 asks an
 * agent to sign in, while here it means the operators' token is wrong.
 */
export async function queryStatementChecks(token: string, date?: string): Promise<StatementCheck[]> {
  const response = await fetch(`/api/ops/statement-checks${date ? `?date=${date}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status === 401) throw new OpsAccessError('token');
  if (response.status === 404) throw new OpsAccessError('closed');
  if (!response.ok) throw new OpsAccessError('failed');
  return ((await response.json()) as { content: StatementCheck[] }).content;
}
