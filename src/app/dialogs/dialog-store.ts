import { useSyncExternalStore } from 'react';
import type { PayDialogProps } from '../../features/payment/pay-dialog-props';
import type { UnderwritingDialogProps } from '../../features/underwriting/dialog-props';
import { contentLanguageOf } from '../../../domain/catalog/language';
import { clientMessage } from '../../lib/http-rules';
import { connectShell } from '../../lib/shell';

/** The shell's shared dialogs (portal-spec 2.4); any module, React or not, may open one. */
export type DialogName = 'login' | 'exitLogin' | 'pay' | 'insure' | 'riskNotify' | 'companyIdNumber';

interface DialogProps {
  login: { message?: string; onClosed: (signedIn: boolean) => void };
  exitLogin: Record<string, never>;
  pay: PayDialogProps;
  insure: UnderwritingDialogProps;
  riskNotify: UnderwritingDialogProps;
  companyIdNumber: Record<string, unknown>;
}

type OpenDialogs = { [K in DialogName]?: DialogProps[K] };

let open: OpenDialogs = {};
const listeners = new Set<() => void>();

export function openDialog<K extends DialogName>(name: K, props: DialogProps[K]): void {
  open = { ...open, [name]: props };
  for (const listener of listeners) listener();
}

/** A page that needs a session asks a visitor without one to sign in, in the page's language (portal-spec 8's 401 text). */
export function askToSignIn(): void {
  void signIn(clientMessage('notSignedIn', contentLanguageOf(document.documentElement.lang)));
}

// Everyone waiting for the open sign-in (several calls may be refused at once) hears how it ended, together.
let waiting: Promise<boolean> | undefined;

/** Opens the login dialog, or joins the one open: true once the visitor has signed in, false if they closed it. */
export function signIn(message: string): Promise<boolean> {
  waiting ??= new Promise<boolean>((resolve) => {
    openDialog('login', {
      message,
      onClosed: (signedIn) => {
        waiting = undefined;
        resolve(signedIn);
      },
    });
  });
  return waiting;
}

// A 401 from any call asks for a sign-in through the shell's login dialog, and is sent again after it.
connectShell({ askToSignIn: signIn });

export function closeDialog(name: DialogName): void {
  const { [name]: _closed, ...rest } = open;
  open = rest;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The props of an open dialog, or undefined while it is closed. */
export function useDialog<K extends DialogName>(name: K): DialogProps[K] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => open[name] as DialogProps[K] | undefined,
    () => undefined,
  );
}
