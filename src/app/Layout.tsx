import { Outlet, useMatches } from 'react-router';
import { Header } from './Header';

export interface RouteHandle {
  /** Result and notice pages hide the login header (portal-spec 2.2). */
  hideHeader?: boolean;
}

export function Layout() {
  const matches = useMatches();
  const hideHeader = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideHeader);
  return (
    <div className="app-shell">
      {hideHeader ? null : <Header />}
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
