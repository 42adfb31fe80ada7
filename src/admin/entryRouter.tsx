import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * The entry's routing, for the pages that load first (login; later faq, about, media). Not react-router:
 * react-router is a single module, so the entry would carry all of it that react-admin uses (its data
 * router), about 32 kB gzip. It loads with the role area instead, which routes inside itself with it.
 */

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Tells the entry the URL changed: after goTo, or when react-router inside an area leaves it. */
export const locationChanged = () => listeners.forEach((listener) => listener());

/** The current path, without a trailing slash. */
export const usePathname = () =>
  useSyncExternalStore(subscribe, () => window.location.pathname.replace(/(.)\/+$/, '$1'));

/** Opens `path`; `state` rides in its history entry (the page a login was asked for: nextPage.ts). */
export function goTo(
  path: string,
  { replace = false, state = null }: { replace?: boolean; state?: object | null } = {},
) {
  if (replace) window.history.replaceState(state, '', path);
  else window.history.pushState(state, '', path);
  locationChanged();
}

/** Once rendered, replaces the current URL with `to`. */
export function Redirect({ to, state }: { to: string; state?: object }) {
  useLayoutEffect(() => goTo(to, { replace: true, state }), [to, state]);
  return null;
}
