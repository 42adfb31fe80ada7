import { useBasename } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { CustomScreen } from './customScreen';

/**
 * An address people expect that another screen answers: it leads there (query kept), mounted only for whoever may
 * open that screen, so everyone else meets what they would have met without it (not found, or no access).
 */
export function redirectScreen(path: string, { path: to, resource }: CustomScreen): CustomScreen {
  function RedirectToScreen() {
    const basename = useBasename();
    const { search } = useLocation();
    return <Navigate replace to={`${basename}${to}${search}`} />;
  }
  return { path, resource, component: RedirectToScreen };
}
