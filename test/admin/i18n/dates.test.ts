import { describe, expect, it } from 'vitest';
import { businessInstant, formatAge, formatDay, formatInstant, formatInstantDay } from '../../../src/admin/i18n/dates';

describe('one date formatter', () => {
  it('STAFF a calendar day reads the same day in Spanish and English, whatever the zone', () => {
    expect(formatDay('2026-09-02', 'es')).toBe('2 sep 2026');
    expect(formatDay('2026-09-02', 'en')).toBe('Sep 2, 2026');
    expect(formatDay('2026-10-02', 'en')).toBe('Oct 2, 2026');
  });

  it('STAFF an instant is read on the business clock (America/Santo_Domingo) in both languages', () => {
    // 02:30 UTC on 25 Nov is still 24 Nov, 22:30 in Puerto Plata.
    expect(formatInstant('2026-11-25T02:30:00Z', 'es')).toBe('24 nov 2026, 22:30');
    expect(formatInstant('2026-11-25T02:30:00Z', 'en')).toBe('Nov 24, 2026, 10:30 PM');
    expect(formatInstantDay('2026-11-25T02:30:00Z', 'en')).toBe('Nov 24, 2026');
    expect(formatInstant('2026-11-25T02:30:00Z', 'en', 'UTC')).toBe('Nov 25, 2026, 2:30 AM');
  });

  it('STAFF a business day starts and ends at Puerto Plata midnight, as the Activity filter sends it', () => {
    expect(businessInstant('2026-11-24', '00:00:00.000')).toBe('2026-11-24T04:00:00.000Z');
    expect(businessInstant('2026-11-24', '23:59:59.999')).toBe('2026-11-25T03:59:59.999Z');
  });

  it('SHELL-21 how long ago, in the chosen language', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatAge('2026-11-22T11:55:00Z', 'es', now)).toBe('hace 5 minutos');
    expect(formatAge('2026-11-22T11:55:00Z', 'en', now)).toBe('5 minutes ago');
  });
});
