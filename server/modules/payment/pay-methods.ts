import type { PayMethodType } from '../../../domain/api/payment';
import { type PayMethod, payDialogModeOf } from '../../../domain/code-tables';
import { findProduct } from '../../catalog';

/** The pay methods a product offers (its catalogue entry), each with the dialog mode it opens. */
export function payMethodsOf(productCode: string): PayMethodType[] {
  const methods = (findProduct(productCode)?.payMethods ?? []) as PayMethod[];
  return methods.map((payMethod) => ({ payMethod, dialogMode: payDialogModeOf(payMethod)! }));
}
