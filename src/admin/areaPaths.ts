import { ROLES } from '../domain/roles';
import { areaPath } from './providers/session';

/** The address typed, without a trailing slash. */
export const typedPath = () => window.location.pathname.replace(/(.)\/+$/, '$1');

/** The role area a path lies in, if any. */
export const areaOf = (path: string) =>
  ROLES.find((role) => path === areaPath(role) || path.startsWith(`${areaPath(role)}/`));
