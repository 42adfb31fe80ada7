import { memo, useLayoutEffect, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Role, StaffRole } from '../../domain/roles';
import { LoadingName } from '../components/LoadingBar';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { SignInAgainDialog } from './SignInAgainDialog';
import { dropFirstRowsElsewhere } from '../firstRows';

/**
 * react-admin's layout is at least as wide as its content (min-width: fit-content), and its content column
 * and a list's main column are flex items that grow to their widest child: one long value widened the page.
 * At min-width 0 they keep the screen's width; long values are cut (TruncatedText) and a table wider than
 * the screen scrolls inside its own box.
 */
const CONTENT_FITS = { minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } };

/**
 * react-admin renders the layout anew each time its routes do (the resources registered: twice more in a cold
 * load), each time with new children; the app bar and the menu take no props from it, so they render once, not
 * with each of those passes (~400 components).
 */
const ShellAppBar = memo(AppBar);

function layoutFor(role: Role) {
  const RoleMenu = memo(() => <AppMenu role={role} />);
  return function RoleLayout({ children }: { children: ReactNode }) {
    const { pathname } = useLocation();
    // The server's first rows of one screen stay until it shows them; another screen opened first drops them.
    useLayoutEffect(dropFirstRowsElsewhere, [pathname]);
    return (
      <Layout appBar={ShellAppBar} menu={RoleMenu} sx={CONTENT_FITS}>
        {children}
        <LoadingName />
        <SignInAgainDialog role={role} />
      </Layout>
    );
  };
}

/** Built once per role so the menu component keeps its identity across renders. */
export const LAYOUTS: Record<StaffRole, ReturnType<typeof layoutFor>> = {
  owner: layoutFor('owner'),
  secretary: layoutFor('secretary'),
};
