import { resources as declarations } from '../../domain/resources';
import { resourceFolders, resourceMessages, type ResourceMessages, type ResourceViews } from './folders';

export type { ResourceViews } from './folders';
export { resourceFolders } from './folders';

export const folderOf = (name: string): ResourceViews | undefined => resourceFolders[`./${name}/index.ts`]?.default;

/** Every declared resource; those without screens (read by the bell, the history) are mounted without views. */
export const resources = declarations.map(({ name, screens }) => ({
  name,
  views: (screens ? folderOf(name) : undefined) ?? {},
}));

/** The words of every resource folder that has a messages.ts, for the i18n provider to merge. */
export const folderMessages: ResourceMessages[] = Object.values(resourceMessages).map(
  ({ default: messages }) => messages,
);
