import { FIRST_ROWS_ID } from '../domain/firstRows';

/*
 * Issue 44: the server may send the driver's day or today's manifest with their first rows already in the page
 * (server/routes/first-rows), shown while the app's code loads, the app's root hidden behind them. The screen drops
 * them in the commit that shows its own rows; any other page the app shows drops them first.
 */

/** The app shows the screen itself now: its root shows, the server's rows go. */
export const dropFirstRows = () => document.getElementById(FIRST_ROWS_ID)?.remove();

/** The app shows another page than the one the server's rows were written for: they go. */
export function dropFirstRowsElsewhere() {
  const rows = document.getElementById(FIRST_ROWS_ID);
  if (rows && rows.dataset.path !== window.location.pathname.replace(/(.)\/+$/, '$1')) rows.remove();
}
