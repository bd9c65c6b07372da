/**
 * Messages the shell and the pages show (HTTP failures, the paste warning, a form's notes). antd-mobile's Toast and
 * Dialog bring its animation library with them, so they load on the first message instead of with the first screen.
 */
export function showToast(content: string, durationMs = 2000): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show({ content, duration: durationMs }));
}

const openAlerts = new Set<string>();

/** One alert per message while it is open: a read retried after a failure would otherwise stack the same alert. */
export function showAlert(title: string | undefined, content: string, confirmText?: string): void {
  const key = `${title}\n${content}`;
  if (openAlerts.has(key)) return;
  openAlerts.add(key);
  void import('antd-mobile/es/components/dialog')
    .then(({ default: Dialog }) => Dialog.alert({ title, content, confirmText }))
    .finally(() => openAlerts.delete(key));
}

/** A yes/no question in the app's own dialog (window.confirm shows the page's address as its title in WeChat). */
export async function askConfirm(content: string, confirmText: string, cancelText: string): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ content, confirmText, cancelText });
}
