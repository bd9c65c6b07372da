// antd-mobile's pickers bring its popup, animation and gesture libraries (about 25 KB gzip) with them: they load when
// first opened, fetched as soon as a finger or the focus reaches a field that opens one (PickerTrigger).
import { lazyPopup } from '../../lib/lazy-popup';

export const Picker = lazyPopup(() => import('antd-mobile/es/components/picker'));
export const DatePicker = lazyPopup(() => import('antd-mobile/es/components/date-picker'));

export function prefetchPickers(): void {
  Picker.prefetch();
  DatePicker.prefetch();
}
