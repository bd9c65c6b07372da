import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPastedText } from '../../domain/validators';
import { showToast } from '../lib/notify';

/** Blocks pasted text that starts with characters the fonts cannot show (portal-spec 2.4), app-wide. */
export function usePasteGuard(): void {
  const { t } = useTranslation('validation');
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      const result = checkPastedText(text);
      if (result.ok) return;
      event.preventDefault();
      showToast(t(result.code, { text: text.slice(0, 20) }), 3000);
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, [t]);
}
