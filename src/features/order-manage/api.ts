import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderPage, OrderPageRequest } from '../../../domain/api/order';
import { http } from '../../lib/api';

export const orderPageQuery = (request: OrderPageRequest) =>
  queryOptions({
    queryKey: ['orderPage', request],
    queryFn: async () => (await http.post<OrderPage>('/authorization/queryOrderPage', request)).content,
    placeholderData: keepPreviousData,
  });
