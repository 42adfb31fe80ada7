/**
 * The service worker that keeps the app's shell on the driver's phone, so his screen opens with no signal. It
 * is scoped to his area alone: the owner's and the secretary's pages are never served by it. Only a build has
 * one (vite-plugin-pwa writes sw.js); the dev server and the tests have none.
 */
export function registerDriverWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: `${import.meta.env.BASE_URL}conductor` })
    .catch(() => undefined);
}
