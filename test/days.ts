import { businessToday } from '../src/domain/dates';

/**
 * The business's calendar day `days` after today (before, when negative). The server counts days in Puerto
 * Plata, so a test's "today" and "tomorrow" must too: from 00:00 to 04:00 UTC, UTC's date is a day ahead.
 */
export const daysFromToday = (days: number) =>
  new Date(Date.parse(`${businessToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
