import type { ResourceProps } from 'react-admin';
import navigation from './navigation';
import pages from './pages';
import users from './users';
import media from './media';

/** Every resource of the app; App mounts the ones the role may use (canAccess). */
export const resources: { name: string; views: Omit<ResourceProps, 'name'> }[] = [
  { name: 'navigation', views: navigation },
  { name: 'pages', views: pages },
  { name: 'users', views: users },
  { name: 'media', views: media },
  // Read by the bell and the History screens; no views of their own.
  { name: 'notifications', views: {} },
  { name: 'audit', views: {} },
];
