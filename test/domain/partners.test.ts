import { describe, expect, it } from 'vitest';
import {
  bookingPartnerOf,
  commissionCents,
  netRateCents,
  NO_PARTNER,
  partnerQuoteCents,
  percentOfCents,
  type PartnerTerms,
} from '../../src/domain/partnerTerms';
import { statementMessage, statementTotals, type PartnerStatement } from '../../src/domain/partnerStatement';
import { es } from '../../src/i18n/features';
import { phrase } from '../../src/i18n/phrase';
import { partnerSchema } from '../../src/domain/partners';

const percent: PartnerTerms = {
  id: 1,
  commission_kind: 'percent',
  commission_percent: 12.5,
  net_rates: [],
  settle_mode: 'we_collect',
};
const net: PartnerTerms = {
  id: 2,
  commission_kind: 'net',
  commission_percent: 0,
  net_rates: [{ tour_id: 7, net_price: 60.5 }],
  settle_mode: 'they_collect',
};

describe('PARTNER terms', () => {
  it('PARTNER a percentage is taken to the cent in whole numbers', () => {
    expect(percentOfCents(8500, 12.5)).toBe(1063);
    expect(percentOfCents(1000, 10)).toBe(100);
    expect(percentOfCents(333, 33.33)).toBe(111);
  });

  it("PARTNER a net partner's staff booking is priced at its net rate times the party, where the tour has one", () => {
    expect(netRateCents(net, 7)).toBe(6050);
    expect(partnerQuoteCents(net, { tourId: 7, people: 3, quoteCents: 25500, channel: 'staff' })).toBe(18150);
    expect(partnerQuoteCents(net, { tourId: 8, people: 3, quoteCents: 25500, channel: 'staff' })).toBe(25500);
    expect(partnerQuoteCents(percent, { tourId: 7, people: 3, quoteCents: 25500, channel: 'staff' })).toBe(25500);
    expect(partnerQuoteCents(null, { tourId: 7, people: 3, quoteCents: 25500, channel: 'staff' })).toBe(25500);
  });

  it("PARTNER a referral's web booking keeps the site's price; a net partner earns the difference to its net", () => {
    expect(partnerQuoteCents(net, { tourId: 7, people: 2, quoteCents: 17000, channel: 'web' })).toBe(17000);
    expect(commissionCents(net, { tourId: 7, people: 2, priceCents: 17000, channel: 'web' })).toBe(4900);
    expect(commissionCents(net, { tourId: 7, people: 2, priceCents: 10000, channel: 'web' })).toBe(0);
    expect(commissionCents(net, { tourId: 7, people: 2, priceCents: 12100, channel: 'staff' })).toBe(0);
  });

  it('PARTNER a booking stores the commission and the settle mode when made; a web booking is collected by us', () => {
    expect(
      bookingPartnerOf(percent, { agent: 'Ana', tourId: 7, people: 2, priceCents: 17000, channel: 'staff' }),
    ).toEqual({ partner_id: 1, partner_agent: 'Ana', partner_commission_cents: 2125, partner_settle: 'we_collect' });
    expect(bookingPartnerOf(net, { agent: '', tourId: 7, people: 2, priceCents: 12100, channel: 'staff' })).toEqual({
      partner_id: 2,
      partner_agent: '',
      partner_commission_cents: 0,
      partner_settle: 'they_collect',
    });
    expect(bookingPartnerOf(net, { agent: '', tourId: 7, people: 1, priceCents: 8500, channel: 'web' })).toEqual({
      partner_id: 2,
      partner_agent: '',
      partner_commission_cents: 2450,
      partner_settle: 'we_collect',
    });
    expect(bookingPartnerOf(null, { agent: 'x', tourId: 7, people: 1, priceCents: 8500, channel: 'web' })).toBe(
      NO_PARTNER,
    );
  });
});

describe('PARTNER statement', () => {
  it('PARTNER a statement is the sum of its bookings; what each side owes nets out to one amount', () => {
    const totals = statementTotals([
      { price_cents: 12100, personas: 2, commission_cents: 0, settle: 'they_collect' },
      { price_cents: 8500, personas: 1, commission_cents: 1063, settle: 'we_collect' },
      { price_cents: 17000, personas: 2, commission_cents: 2125, settle: 'we_collect' },
    ]);
    expect(totals).toEqual({
      bookings: 3,
      people: 5,
      gross_cents: 37600,
      commission_cents: 3188,
      partner_owes_cents: 12100,
      we_owe_cents: 3188,
      owed_by: 'partner',
      amount_cents: 8912,
    });
  });

  it("PARTNER the statement's text names the business by the site name it is given, no name of its own", () => {
    const statement: PartnerStatement = {
      partner: { id: 1, name: 'Hotel Costambar', email: '', whatsapp: '', phone: '', referral_code: 'costambar' },
      from: '2026-11-01',
      to: '2026-11-30',
      bookings: [],
      totals: statementTotals([]),
      settlement: null,
    };
    const text = statementMessage((key, args) => phrase(es, key, args), statement, 'Casa Ámbar Tours');
    expect(text.split('\n')[0]).toBe('Hola Hotel Costambar, este es su estado de cuenta con Casa Ámbar Tours.');
  });

  it('PARTNER we owe the partner its commission on what we collected; nothing owed is neither', () => {
    const ours = statementTotals([{ price_cents: 10000, personas: 2, commission_cents: 1000, settle: 'we_collect' }]);
    expect([ours.owed_by, ours.amount_cents]).toEqual(['us', 1000]);
    expect(statementTotals([])).toMatchObject({ bookings: 0, owed_by: 'none', amount_cents: 0 });
  });
});

describe('PARTNER record', () => {
  it('PARTNER the referral code is kept lower-case and link-safe; a net rate names its tour once', () => {
    const parsed = partnerSchema.parse({ name: 'Hotel Casa Colonial', referral_code: ' Casa-Colonial ' });
    expect([parsed.referral_code, parsed.kind, parsed.settle_mode, parsed.active]).toEqual([
      'casa-colonial',
      'hotel',
      'we_collect',
      true,
    ]);
    expect(partnerSchema.safeParse({ name: 'X', referral_code: 'a b' }).success).toBe(false);
    const twice = partnerSchema.safeParse({
      name: 'X',
      referral_code: 'xx',
      net_rates: [
        { tour_id: 1, net_price: 10 },
        { tour_id: 1, net_price: 12 },
      ],
    });
    expect(twice.success).toBe(false);
  });
});
