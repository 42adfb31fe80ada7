import type { ResourceProps } from 'react-admin';
import { resources as declarations } from '../../domain/resources';

export type ResourceViews = Omit<ResourceProps, 'name'>;
type Folders = Record<string, { default: ResourceViews }>;

/**
 * Each resource's folder, found by name: src/admin/resources/<name>/index.ts default-exports its views
 * (`{list, create, edit, show, icon, recordRepresentation}`); its words are a feature of src/i18n (features.ts). No
 * line anywhere per resource; the consistency test checks that folders and declarations agree.
 */
export const resourceFolders: Folders = import.meta.glob<{ default: ResourceViews }>('./*/index.ts', { eager: true });

/** What the app mounts from a set of folders: each declared resource with its folder's views (a test adds one). */
export function mountable(folders: Folders) {
  const folderOf = (name: string): ResourceViews | undefined => folders[`./${name}/index.ts`]?.default;
  // Every declared resource; those without screens (read by the bell, the history) are mounted without views.
  const resources = declarations.map(({ name, screens }) => ({
    name,
    views: (screens ? folderOf(name) : undefined) ?? {},
  }));
  return { folderOf, resources };
}

export const { folderOf, resources } = mountable(resourceFolders);
