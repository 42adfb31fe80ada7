import { navigationResource } from './navigation';
import { pagesResource } from './pages';
import { notificationsResource } from './notifications';
import { usersResource } from './users';
import { mediaResource } from './media';
import type { ResourceDef } from './resource';

/** The stored resources the seed fills, keyed like the demo data. */
export function seedableResources(mediaDir: string): Record<string, ResourceDef> {
  return {
    navigation: navigationResource,
    pages: pagesResource,
    notifications: notificationsResource,
    users: usersResource,
    media: mediaResource(mediaDir),
  };
}
