import type { ResourceProps } from 'react-admin';

export type ResourceViews = Omit<ResourceProps, 'name'>;

/**
 * Each resource's folder, found by name: src/admin/resources/<name>/index.ts default-exports its views
 * (`{list, create, edit, show, icon, recordRepresentation}`); its words are a feature of src/i18n (features.ts). No line
 * anywhere per resource; the consistency test checks that folders and declarations agree.
 */
export const resourceFolders = import.meta.glob<{ default: ResourceViews }>('./*/index.ts', { eager: true });
