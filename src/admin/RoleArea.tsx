import { Navigate } from 'react-router-dom';
import type { Role } from '../domain/roles';
import { LOGIN_PATH } from './providers/authProvider';
import { readSession } from './providers/session';
import { AdminErrorBoundary } from './layout/AdminErrorBoundary';
import { App } from './App';

/** SHELL-05..07: a role area opens only for a stored session of that role; anything else goes to login. */
export function RoleArea({ role }: { role: Role }) {
  if (readSession()?.role !== role) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <AdminErrorBoundary>
      <App role={role} />
    </AdminErrorBoundary>
  );
}
