import { useLocation } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { resources } from '../../resources';
import { SPEC_ROUTES } from '../specRoutes';
import { AccessDenied } from './AccessDenied';
import { NotFound } from './NotFound';

/**
 * Every section of the owner's area. An area mounts only the routes its role may use, so in the secretary's
 * area one of these names is a section she may not open, and anything else does not exist (a resource without
 * screens included: no area has a page there).
 */
const OWNER_SECTIONS = new Set([
  ...resources.filter(({ views }) => views.list).map(({ name }) => name),
  ...SPEC_ROUTES,
]);

export const sectionOf = (pathname: string, basename: string) =>
  pathname.slice(basename.length).split('/').filter(Boolean)[0] ?? '';

/** react-admin's catch-all: 'no access' for a known section, 'not found' for the rest. */
export function CatchAll() {
  const { pathname } = useLocation();
  const basename = useBasename();
  return OWNER_SECTIONS.has(sectionOf(pathname, basename)) ? <AccessDenied /> : <NotFound />;
}
