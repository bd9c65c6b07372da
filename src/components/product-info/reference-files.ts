import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductPage } from '../../../domain/api/product';
import { occupationFileQuery } from '../insured-list/api/query-occupation-file';
import { addressFileQuery } from './api/query-address-file';

/**
 * Portal-spec 2.3 rule 1: a product's page loads its address file (the server names it by the page-name prefix,
 * else the common or group-property one) and its occupation file, so the application has them, in flight
 * mode too: the service worker keeps both, with their versions.
 */
export function usePrefetchReferenceFiles(page: Pick<ProductPage, 'productCode' | 'addressFile' | 'hasOccupationTable'> | undefined): void {
  const queryClient = useQueryClient();
  const productCode = page?.productCode;
  const addressFile = page?.addressFile;
  const occupations = page?.hasOccupationTable === true;
  useEffect(() => {
    if (!productCode || !addressFile) return;
    void queryClient.prefetchQuery(addressFileQuery(addressFile));
    if (occupations) void queryClient.prefetchQuery(occupationFileQuery(productCode));
  }, [queryClient, productCode, addressFile, occupations]);
}
