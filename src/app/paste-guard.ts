import { useEffect } from 'react';
import { checkPastedText } from '../../domain/validators/paste';
import { showToast } from '../lib/notify';
import { i18n } from '../lib/translate';

/** Blocks pasted text that starts with characters the fonts cannot show (portal-spec 2.4), app-wide. */
export function usePasteGuard(): void {
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      const result = checkPastedText(text);
      if (result.ok) return;
      event.preventDefault();
      // The validation texts load with the first form or the first refused paste, not with every page.
      void i18n.loadNamespaces('validation').then(() => showToast(i18n.t(`validation:${result.code}`, { text: text.slice(0, 20) }), 3000));
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, []);
}
