import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderPage, OrderPageRequest } from '../../../../domain/api/order';
import { http } from '../../../lib/api/client';

/** POST /authorization/queryOrderPage: one page of the signed-in agent's orders in one status. */
export async function fetchOrderPage(request: OrderPageRequest): Promise<OrderPage> {
  return (await http.post<OrderPage>('/authorization/queryOrderPage', request)).content;
}

export const orderPageQuery = (request: OrderPageRequest) =>
  queryOptions({ queryKey: ['orderPage', request], queryFn: () => fetchOrderPage(request), placeholderData: keepPreviousData });
