import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches, useNavigate, useNavigation } from 'react-router';
import { connectShell } from '../lib/shell';
import { AnnounceHydrated } from '../lib/prerendered';
import { useSignedIn } from '../lib/session';
import { askToSignIn } from './dialogs/dialog-store';
import { DialogHost } from './dialogs/DialogHost';
import { OfflineBanner } from '../components/offline/OfflineBanner';
import { Header } from './Header';
import { usePasteGuard } from './paste-guard';
import type { RouteHandle } from './route-handle';
import { SideNav } from './SideNav';

export function Layout() {
  const matches = useMatches();
  const navigate = useNavigate();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const hideHeader = handles.some((handle) => handle.hideHeader);
  const managementNav = handles.some((handle) => handle.managementNav);
  const signedIn = useSignedIn();
  usePasteGuard();
  useEffect(() => connectShell({ navigate: (path) => navigate(path) }), [navigate]);
  // The management pages need a session: a visitor without one is asked to sign in (portal-spec 6).
  useEffect(() => {
    if (managementNav && !signedIn) askToSignIn();
  }, [managementNav, signedIn]);
  return (
    <div className="app-shell">
      {hideHeader ? null : <Header />}
      <OfflineBanner />
      {managementNav ? <SideNav /> : null}
      <main className="app-main">
        {/* A page waits here for its texts (i18n loads each namespace when a screen first asks for it). */}
        <Suspense fallback={null}>
          <Outlet />
          <AnnounceHydrated />
        </Suspense>
      </main>
      <GlobalSpinner />
      <DialogHost />
    </div>
  );
}

/** One spinner for page loads and writes; reads in the background do not block the screen. */
function GlobalSpinner() {
  const navigation = useNavigation();
  const writing = useIsMutating();
  const firstLoad = useIsFetching({ predicate: (query) => query.state.data === undefined });
  if (navigation.state === 'idle' && writing === 0 && firstLoad === 0) return null;
  return (
    <div className="global-spinner" role="status" aria-live="polite">
      <span className="global-spinner__ring" />
    </div>
  );
}
