import { describe, expect, it } from 'vitest';
import { businessToday, calendarDate, isCalendarDate, isIsoDateTime, isoDateTime } from '../../src/domain/dates';
import { isoDate } from '../../src/domain/common';
import { bookingRequestSchema, isBookableDay } from '../../src/domain/bookings';
import { spanish } from './spanish';
import { stripBidi, text, requiredText } from '../../src/domain/validation';
import { seoGeneral } from '../../src/domain/seo/seoGeneral';
import { seoEntrySchema } from '../../src/domain/seo/seoEntries';

const IMPOSSIBLE = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2026-04-31',
  '2025-02-29',
  '1899-12-31',
  '2101-01-01',
  '2026-1-01',
  ' 2026-01-01',
  '2026-01-01T00:00:00Z',
];

describe('the one date type', () => {
  it('DATA impossible or far-off calendar dates are refused; real days in 1900..2100 pass, leap days included', () => {
    for (const value of IMPOSSIBLE) expect(calendarDate().safeParse(value).success, value).toBe(false);
    for (const value of ['2026-02-28', '2024-02-29', '2000-02-29', '1900-01-01', '2100-12-31', '2026-12-31']) {
      expect(calendarDate().safeParse(value).success, value).toBe(true);
    }
    expect(isCalendarDate('1900-02-29')).toBe(false);
  });

  it('DATA isoDate of src/domain/common is the one date type', () => {
    for (const value of IMPOSSIBLE) expect(isoDate.safeParse(value).success, value).toBe(false);
    expect(isoDate.parse('2026-11-24')).toBe('2026-11-24');
  });

  it('DATA an ISO instant needs a real day, a real time and its offset', () => {
    for (const value of ['2026-11-24T20:47:11.000Z', '2026-11-24T20:47Z', '2026-11-24T20:47:11-04:00'])
      expect(isIsoDateTime(value), value).toBe(true);
    for (const value of [
      '2026-02-30T10:00:00Z',
      '2026-11-24T24:00:00Z',
      '2026-11-24',
      'Tue Nov 24 2026',
      '9999-12-31T00:00:00Z',
      '2026-11-24T20:47:11',
    ]) {
      expect(isoDateTime().safeParse(value).success, value).toBe(false);
    }
  });

  it("DATA today is the business's day in Puerto Plata, not UTC's", () => {
    // 02:00 UTC on the 25th is still 22:00 on the 24th in America/Santo_Domingo (UTC-4).
    expect(businessToday(new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
    expect(businessToday(new Date('2026-11-25T04:00:00Z'))).toBe('2026-11-25');
    expect(isBookableDay('2026-11-24', new Date('2026-11-25T02:00:00Z'))).toBe(true);
    expect(isBookableDay('2026-11-23', new Date('2026-11-25T02:00:00Z'))).toBe(false);
  });
});

describe('public booking schema', () => {
  const booking = { nombre: 'Ana', fecha: '2100-01-01', tour_id: 1, personas: 2 };

  it('DATA a booking with neither email nor phone is refused under both fields; one of them is enough', () => {
    const refused = bookingRequestSchema.safeParse(booking);
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(
      refused.error!.issues.map((issue) => [issue.path.join('.'), spanish(issue.message)]),
    );
    expect(messages).toEqual({
      email: 'Indica un email o un teléfono para poder confirmar tu reserva',
      telefono: 'Indica un email o un teléfono para poder confirmar tu reserva',
    });
    expect(bookingRequestSchema.safeParse({ ...booking, email: 'ana@example.com' }).success).toBe(true);
    expect(bookingRequestSchema.safeParse({ ...booking, telefono: '+1 809 555 0100' }).success).toBe(true);
  });

  it('DATA a booking for a past day is refused under fecha; an impossible day says so, not that it is past', () => {
    const past = bookingRequestSchema.safeParse({ ...booking, email: 'ana@example.com', fecha: '2020-01-01' });
    expect(past.error!.issues.map((issue) => [issue.path.join('.'), spanish(issue.message)])).toEqual([
      ['fecha', 'La fecha de la reserva debe ser hoy o posterior'],
    ]);
    const impossible = bookingRequestSchema.safeParse({ ...booking, email: 'ana@example.com', fecha: '2100-02-30' });
    expect(impossible.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['fecha']);
    expect(impossible.error!.issues[0].message).not.toBe('ep.reservations.pastDate');
  });
});

describe('text fields and SEO links', () => {
  it('SECURITY bidirectional controls are dropped from every text field before its other checks', () => {
    expect(stripBidi('foto\u202Egnp.exe')).toBe('fotognp.exe');
    expect(text(50).parse('foto\u202Egnp.exe')).toBe('fotognp.exe');
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect(text(50).parse(`a${control}b`), control.codePointAt(0)!.toString(16)).toBe('ab');
    }
    // A name made only of controls is empty, so the required rule speaks.
    expect(requiredText(50, 'Nombre es obligatorio').safeParse(' \u202E\u2066 ').error?.issues[0].message).toBe(
      'Nombre es obligatorio',
    );
  });

  it(
    'SECURITY javascript: and data: are refused in every SEO URL field; site paths pass, and http(s) in the ' +
      'links but not the images (DECISIONS ATTR-08)',
    () => {
      for (const field of ['og_image', 'favicon', 'sitemap_url', 'canonical_url'] as const) {
        for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', '//evil.example']) {
          expect(seoGeneral.schema.safeParse({ [field]: bad }).success, `${field} ${bad}`).toBe(false);
        }
        expect(seoGeneral.schema.safeParse({ [field]: '/media/logo.png' }).success, field).toBe(true);
        const elsewhere = seoGeneral.schema.safeParse({ [field]: 'https://example.com/sitemap.xml' }).success;
        expect(elsewhere, field).toBe(field === 'sitemap_url' || field === 'canonical_url');
        expect(seoGeneral.schema.safeParse({ [field]: '' }).success, field).toBe(true);
      }
      expect(seoEntrySchema.safeParse({ title: 'Inicio', slug: 'inicio', image: 'javascript:alert(1)' }).success).toBe(
        false,
      );
      expect(seoEntrySchema.safeParse({ title: 'Inicio', slug: 'inicio', image: '/media/x.jpg' }).success).toBe(true);
    },
  );
});
