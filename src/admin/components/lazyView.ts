import { createElement, lazy, memo, useState, type ComponentType } from 'react';

/** A module's import, started at most once; `module` holds the module once it has arrived. */
export interface Chunk<Module> {
  load: () => Promise<Module>;
  module?: Module;
}

export function chunk<Module>(importModule: () => Promise<Module>): Chunk<Module> {
  let loading: Promise<Module> | undefined;
  const loaded: Chunk<Module> = {
    load: () =>
      (loading ??= importModule().then((module) => {
        loaded.module = module;
        return module;
      })),
  };
  return loaded;
}

/**
 * A screen loaded when it is first opened, from a module's named export: the role area's first load then
 * carries react-admin and the shell, not the twenty area screens (the owner dashboard stays under 400 kB).
 * Once its chunk has arrived (firstScreens.ts starts a typed URL's early) it renders at once. React.lazy would
 * suspend on its first render even then, and React holds the retry that shows a suspended screen until 300 ms
 * after the last fallback it put up (React's FALLBACK_THROTTLE_MS): a typed URL's rows came ~300 ms later.
 * A screen takes no props from the routes above it, so it does not render again each time they do (react-admin
 * renders its routes anew as it registers the resources: twice more in a cold load).
 */
export function lazyView<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  source: Chunk<Module> | (() => Promise<Module>),
  name: Name,
) {
  const from = typeof source === 'function' ? chunk(source) : source;
  const Lazy = lazy(async () => ({ default: (await from.load())[name] as ComponentType<object> }));
  function LazyView(props: object) {
    // Chosen once per mount: switching from Lazy to the loaded component would mount the screen anew.
    const [loaded] = useState(() => from.module);
    return loaded ? createElement(loaded[name] as ComponentType<object>, props) : createElement(Lazy, props);
  }
  LazyView.displayName = `lazyView(${name})`;
  return memo(LazyView);
}
