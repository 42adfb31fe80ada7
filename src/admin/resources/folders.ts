import type { ResourceProps } from 'react-admin';

export type ResourceViews = Omit<ResourceProps, 'name'>;

/** A resource's own words, merged into each language's catalog: `{ es: {resources: {…}, ep: {…}}, en: … }`. */
export interface ResourceMessages {
  es: object;
  en: object;
}

/**
 * Each resource's folder, found by name: src/admin/resources/<name>/index.ts default-exports its views
 * (`{list, create, edit, show, icon, recordRepresentation}`), and an optional messages.ts its words. No line
 * anywhere per resource; the consistency test checks that folders and declarations agree.
 */
export const resourceFolders = import.meta.glob<{ default: ResourceViews }>('./*/index.ts', { eager: true });
export const resourceMessages = import.meta.glob<{ default: ResourceMessages }>('./*/messages.ts', { eager: true });
