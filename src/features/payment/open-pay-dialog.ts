import { Toast } from 'antd-mobile';
import { openDialog } from '../../app/dialogs/dialog-store';
import { i18n } from '../../lib/translate';
import type { PayDialogProps } from './pay-dialog-props';

/** Opens the pay dialog only when a pay method is chosen (portal-spec 4); the method picks the dialog's mode. */
export function openPayDialog(props: Omit<PayDialogProps, 'payMethod'> & { payMethod?: string }): boolean {
  if (!props.payMethod) {
    // The payment texts load with the dialog; the warning may come first.
    void i18n.loadNamespaces('payment').then(() => Toast.show({ content: i18n.t('payment:noMethod') }));
    return false;
  }
  openDialog('pay', { ...props, payMethod: props.payMethod });
  return true;
}
