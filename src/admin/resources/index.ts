import { resources as declarations } from '../../domain/resources';
import { resourceFolders, type ResourceViews } from './folders';

export type { ResourceViews } from './folders';
export { resourceFolders } from './folders';

export const folderOf = (name: string): ResourceViews | undefined => resourceFolders[`./${name}/index.ts`]?.default;

/** Every declared resource; those without screens (read by the bell, the history) are mounted without views. */
export const resources = declarations.map(({ name, screens }) => ({
  name,
  views: (screens ? folderOf(name) : undefined) ?? {},
}));
