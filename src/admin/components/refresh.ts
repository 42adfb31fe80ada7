/**
 * A visitor's booking or message shows within seconds: react-query refetches the list on this interval
 * (only while the tab is visible). One indexed query every 5 s per open tab costs less than a server-sent
 * events connection per tab, needs nothing from proxies, and works the same on both databases.
 * Shared by the bell (layout) and the inbox (resources/contact), so it lives below both.
 */
export const REFRESH_MS = 5_000;
