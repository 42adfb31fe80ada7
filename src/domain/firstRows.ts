/**
 * Issue 44: the server writes a screen's first rows into the page it sends (server/routes/first-rows), so a phone
 * shows them before the app's code has loaded; the app drops them once it shows the screen itself (admin/firstRows.ts).
 */
/** The element the server writes them in, before the app's root, which stays hidden while it is there. */
export const FIRST_ROWS_ID = 'first-rows';
/**
 * The language the app shows (react-admin keeps it in localStorage, which the server cannot read), written by the
 * app as a cookie so the first rows speak it too.
 */
export const LOCALE_COOKIE = 'ep_locale';
