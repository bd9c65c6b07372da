import { queryOptions } from '@tanstack/react-query';
import type { OutboxEntry } from '../../../../domain/api/outbox';
import { http } from '../../../lib/api/client';

/** GET /dev/outbox (development only): the SMS and e-mails the portal has "sent". */
export async function fetchOutbox(): Promise<OutboxEntry[]> {
  return (await http.get<OutboxEntry[]>('/dev/outbox')).content;
}

export const outboxQuery = queryOptions({ queryKey: ['devOutbox'], queryFn: fetchOutbox, refetchInterval: 5_000, staleTime: 0 });
