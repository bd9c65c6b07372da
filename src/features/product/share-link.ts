import type { ProductPage } from '../../../domain/api/product';
import { isSignedIn, readShare } from '../../lib/session';
import { createShareLink } from './api/create-share-link';

/** A link that carries the agent's u and sign: a signed-in agent gets a fresh one, a visitor passes on theirs. */
export async function shareLink(product: ProductPage): Promise<string> {
  const url = new URL(`/${product.pageName}`, window.location.origin);
  url.searchParams.set('p', product.productCode);
  const signed = isSignedIn() ? await createShareLink({ productCode: product.productCode }) : null;
  const share = signed ?? readShare();
  if (share.u && share.sign) {
    url.searchParams.set('u', share.u);
    url.searchParams.set('sign', share.sign);
  }
  return url.toString();
}
