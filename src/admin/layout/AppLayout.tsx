import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import type { Role } from '../../domain/roles';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

function layoutFor(role: Role) {
  const RoleMenu = () => <AppMenu role={role} />;
  return function RoleLayout({ children }: { children: ReactNode }) {
    return (
      <Layout appBar={AppBar} menu={RoleMenu}>
        {children}
      </Layout>
    );
  };
}

/** Built once per role so the menu component keeps its identity across renders. */
export const LAYOUTS: Record<Role, ReturnType<typeof layoutFor>> = {
  owner: layoutFor('owner'),
  secretary: layoutFor('secretary'),
};
