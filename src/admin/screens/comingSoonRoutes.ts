import type { Role } from '../../domain/roles';

export interface PendingRoute {
  path: string;
  title: string;
  roles: Role[];
}

const owner: Role[] = ['owner'];
const staff: Role[] = ['owner', 'secretary'];

/**
 * Spec routes of areas whose screens have not landed yet: each opens the 'Coming in this release' screen,
 * so every menu item and every URL of the spec works. An area's issue removes its lines here.
 */
export const PENDING_ROUTES: PendingRoute[] = [
  { path: 'reservas/*', title: 'Reservas', roles: owner },
  { path: 'tours/*', title: 'Tours', roles: owner },
  { path: 'attractions/*', title: 'Attractions', roles: owner },
  { path: 'posts/*', title: 'Posts', roles: staff },
  { path: 'settings/*', title: 'Settings', roles: owner },
  { path: 'contact/*', title: 'Contact', roles: staff },
  { path: 'seo/*', title: 'SEO', roles: owner },
  { path: 'footer', title: 'Footer', roles: owner },
  { path: 'policies', title: 'Policies', roles: owner },
  { path: 'faq', title: 'FAQ', roles: owner },
  { path: 'about', title: 'About Us', roles: owner },
  { path: 'sales-rentals/*', title: 'Sales & Rentals', roles: owner },
  { path: 'advertising/*', title: 'Advertising', roles: owner },
  { path: 'advertising-plans', title: 'Advertising Plans', roles: owner },
  { path: 'advertisement-expiration', title: 'Expiration Monitor', roles: owner },
  { path: 'testimonials', title: 'Testimonials', roles: owner },
  ...['property-test', 'property-debug', 'debug', 'clear-sales-rentals', 'force-clear', 'test-persistence'].map(
    (path) => ({ path, title: 'Diagnostics', roles: owner }),
  ),
];
