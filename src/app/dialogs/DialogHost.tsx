import { lazy, Suspense } from 'react';
import { type DialogName, useDialog } from './dialog-store';

// Each shared dialog loads its code only when first opened: the storefront's first screen stays small.
const components: Partial<Record<DialogName, React.LazyExoticComponent<React.ComponentType>>> = {
  login: lazy(async () => ({ default: (await import('./LoginDialog')).LoginDialog })),
  exitLogin: lazy(async () => ({ default: (await import('./ExitLoginDialog')).ExitLoginDialog })),
  pay: lazy(async () => ({ default: (await import('../../features/payment/PayDialog')).PayDialog })),
  riskNotify: lazy(async () => ({ default: (await import('../../features/underwriting/RiskNotifyDialog')).RiskNotifyDialog })),
  insure: lazy(async () => ({ default: (await import('../../features/underwriting/InsureDialog')).InsureDialog })),
};

function Mount({ name }: { name: DialogName }) {
  const open = useDialog(name);
  const Component = components[name];
  if (!open || !Component) return null;
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

/** Mount points of the shell's shared dialogs (portal-spec 2.4); later features register theirs above. */
export function DialogHost() {
  const names: DialogName[] = ['login', 'exitLogin', 'pay', 'insure', 'riskNotify', 'companyIdNumber'];
  return (
    <>
      {names.map((name) => (
        <Mount key={name} name={name} />
      ))}
    </>
  );
}
