import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded when it is first opened, from a module's named export: the role area's first load then
 * carries react-admin and the shell, not the twenty area screens (the owner dashboard stays under 400 kB).
 */
export const lazyView = <Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));
