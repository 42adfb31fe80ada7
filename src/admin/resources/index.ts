import type { ResourceProps } from 'react-admin';
import { resources as declarations } from '../../domain/resources';

export type ResourceViews = Omit<ResourceProps, 'name'>;

/**
 * Each resource's screens, found by folder name: src/admin/resources/<name>/index.ts default-exports
 * `{list, create, edit, show, icon, recordRepresentation}`. No line here per resource; the consistency
 * test checks that folders and declarations agree.
 */
export const resourceFolders = import.meta.glob<{ default: ResourceViews }>('./*/index.ts', { eager: true });

export const folderOf = (name: string) => resourceFolders[`./${name}/index.ts`]?.default;

/** Every declared resource; those without screens (read by the bell, the history) are mounted without views. */
export const resources = declarations.map(({ name, screens }) => ({
  name,
  views: (screens ? folderOf(name) : undefined) ?? {},
}));
