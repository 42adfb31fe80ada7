import { expect, it } from 'vitest';
import type { Partner } from '../../src/domain/partners';
import type { PartnerStatement } from '../../src/domain/partnerStatement';
import type { Booking } from '../../src/domain/bookings';
import type { Reports } from '../../src/domain/reports';
import { describeEachDatabase } from './support/testServer';
import { moneyTour, type Call } from './support/moneyRounds';
import { daysFromToday } from '../days';

describeEachDatabase('the partners', (session) => {
  const as =
    (who: 'owner' | 'secretary') =>
    <T>(method: string, path: string, body?: unknown) =>
      session().server.call<T>(method, path, { cookie: session()[who], body });
  const owner = as('owner');
  const call = ((method, path, body) => owner(method, path, body)) as Call;
  const partner = async (fields: Partial<Partner>) => {
    const created = await owner<Partner>('POST', '/api/partners', { name: 'Hotel', ...fields });
    expect(created.status).toBe(201);
    return created.body;
  };
  const book = async (fields: Record<string, unknown>) => {
    const created = await owner<Booking>('POST', '/api/reservations', {
      nombre: 'Guest',
      adults: 2,
      children: 0,
      telefono: '+1 809 555 0100',
      source: 'hotel',
      estado: 'confirmada',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  it('PARTNER the owner keeps a partner with its agents, net rates and a unique lower-case referral code', async () => {
    const created = await partner({
      name: 'Hotel Casa Colonial',
      kind: 'hotel',
      referral_code: 'Casa-Colonial',
      whatsapp: '+1 809 555 0111',
      agents: [{ name: 'Conserje Ana', phone: '+1 809 555 0112' }],
      commission_kind: 'percent',
      commission_percent: 10,
      settle_mode: 'we_collect',
    });
    expect([created.referral_code, created.agents, created.active]).toEqual([
      'casa-colonial',
      [{ name: 'Conserje Ana', phone: '+1 809 555 0112' }],
      true,
    ]);
    const clash = await owner<{ fields: Record<string, string> }>('POST', '/api/partners', {
      name: 'Other',
      referral_code: 'CASA-COLONIAL',
    });
    expect([clash.status, clash.body.fields.referral_code]).toEqual([400, 'Otro socio ya usa este código']);
    const bad = await owner<{ fields: Record<string, string> }>('POST', '/api/partners', {
      name: 'Other',
      referral_code: 'a b',
    });
    expect([bad.status, Object.keys(bad.body.fields)]).toEqual([400, ['referral_code']]);
  });

  it(
    "PARTNER a booking keeps the partner's commission and settle mode as made; a net partner's price is " +
      'its net rate',
    async () => {
      const tour = await moneyTour(call);
      const percent = await partner({
        referral_code: 'pct-hotel',
        commission_kind: 'percent',
        commission_percent: 12.5,
      });
      const net = await partner({
        referral_code: 'net-desk',
        kind: 'cruise_desk',
        commission_kind: 'net',
        net_rates: [{ tour_id: tour, net_price: 40.5 }],
        settle_mode: 'they_collect',
      });
      const fecha = daysFromToday(40);
      const byPercent = await book({ tour_id: tour, fecha, partner_id: percent.id, partner_agent: 'Ana' });
      expect([byPercent.partner_id, byPercent.partner_agent, byPercent.partner_settle]).toEqual([
        percent.id,
        'Ana',
        'we_collect',
      ]);
      expect(byPercent.partner_commission_cents).toBe(Math.round(byPercent.price_total * 100 * 0.125));
      const byNet = await book({ tour_id: tour, fecha, partner_id: net.id });
      expect([byNet.price_total, byNet.partner_commission_cents, byNet.partner_settle]).toEqual([
        81,
        0,
        'they_collect',
      ]);

      // The partner's terms change: the booking keeps what it was made with, even when edited.
      expect((await owner('PUT', `/api/partners/${percent.id}`, { ...percent, commission_percent: 50 })).status).toBe(
        200,
      );
      const edited = await owner<Booking>('PUT', `/api/reservations/${byPercent.id}`, { notas: 'Late pickup' });
      expect([edited.status, edited.body.partner_commission_cents]).toEqual([200, byPercent.partner_commission_cents]);
      // A client cannot write the stored commission itself.
      const forged = await owner<Booking>('PUT', `/api/reservations/${byPercent.id}`, {
        partner_commission_cents: 1,
        partner_settle: 'they_collect',
      });
      expect([forged.body.partner_commission_cents, forged.body.partner_settle]).toEqual([
        byPercent.partner_commission_cents,
        'we_collect',
      ]);
      // An unknown partner is refused under its field.
      const unknown = await owner<{ fields: Record<string, string> }>('POST', '/api/reservations', {
        nombre: 'X',
        fecha,
        tour_id: tour,
        adults: 1,
        telefono: '+1 809 555 0100',
        partner_id: 999999,
      });
      expect([unknown.status, Object.keys(unknown.body.fields)]).toEqual([400, ['partner_id']]);
    },
  );

  it(
    'PARTNER a statement equals the sum of its bookings in cents, says who owes whom, and is settled once ' +
      '(audited)',
    async () => {
      const tour = await moneyTour(call);
      const desk = await partner({
        referral_code: 'statement-desk',
        commission_kind: 'percent',
        commission_percent: 15,
        settle_mode: 'they_collect',
      });
      const month = daysFromToday(60).slice(0, 7);
      const from = `${month}-01`;
      const to = `${month}-28`;
      const made = [
        await book({ tour_id: tour, fecha: `${month}-03`, partner_id: desk.id, adults: 1 }),
        await book({ tour_id: tour, fecha: `${month}-10`, partner_id: desk.id, adults: 3 }),
        await book({ tour_id: tour, fecha: `${month}-12`, partner_id: desk.id, adults: 2 }),
      ];
      // Cancelled bookings and other months are not in it.
      const cancelled = await book({ tour_id: tour, fecha: `${month}-14`, partner_id: desk.id });
      expect((await owner('PUT', `/api/reservations/${cancelled.id}`, { estado: 'cancelada' })).status).toBe(200);
      await book({ tour_id: tour, fecha: daysFromToday(120), partner_id: desk.id });

      const statement = await owner<PartnerStatement>(
        'GET',
        `/api/partners/${desk.id}/statement?from=${from}&to=${to}`,
      );
      expect(statement.status).toBe(200);
      expect(statement.body.bookings.map((line) => line.id)).toEqual(made.map((booking) => booking.id));
      const gross = made.reduce((sum, booking) => sum + Math.round(booking.price_total * 100), 0);
      const commission = made.reduce((sum, booking) => sum + booking.partner_commission_cents, 0);
      expect(statement.body.totals).toEqual({
        bookings: 3,
        people: 6,
        gross_cents: gross,
        commission_cents: commission,
        partner_owes_cents: gross - commission,
        we_owe_cents: 0,
        owed_by: 'partner',
        amount_cents: gross - commission,
      });
      expect(statement.body.settlement).toBeNull();

      const settle = (note: string) =>
        owner<PartnerStatement & { code?: string }>('POST', `/api/partners/${desk.id}/statement/settle`, {
          from,
          to,
          note,
        });
      const [first, second] = await Promise.all([settle('Transfer 1'), settle('Transfer 2')]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const settled = first.status === 200 ? first.body : second.body;
      expect(settled.settlement).toMatchObject({
        owed_by: 'partner',
        amount_cents: gross - commission,
        settled_by: 'dueno',
      });
      const again = await owner<PartnerStatement>('GET', `/api/partners/${desk.id}/statement?from=${from}&to=${to}`);
      expect(again.body.settlement?.amount_cents).toBe(gross - commission);
      const audit = await owner<{ action: string; resource: string }[]>(
        'GET',
        `/api/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'partner-statements' }))}`,
      );
      expect(audit.body.some((entry) => entry.action === 'settle')).toBe(true);
    },
  );

  it(
    'PARTNER a referral link tags the web booking, tour or transfer, made from it with its partner and commission, ' +
      'collected by us',
    async () => {
      const tour = await moneyTour(call);
      const hotel = await partner({
        referral_code: 'web-hotel',
        commission_kind: 'percent',
        commission_percent: 10,
        settle_mode: 'they_collect',
      });
      const landing = await session().server.call('GET', '/?ref=Web-Hotel');
      const cookie = (landing.headers.get('set-cookie') ?? '').split(';')[0];
      expect(cookie).toBe('ep_ref=web-hotel');
      const visitor = await session().server.call<Booking>('POST', '/api/reservations', {
        cookie,
        body: {
          nombre: 'Concierge guest',
          fecha: daysFromToday(45),
          tour_id: tour,
          adults: 2,
          telefono: '+1 809 555 0133',
        },
      });
      expect(visitor.status).toBe(201);
      expect([visitor.body.partner_id, visitor.body.partner_settle, visitor.body.source]).toEqual([
        hotel.id,
        'we_collect',
        'web',
      ]);
      expect(visitor.body.partner_commission_cents).toBe(Math.round(visitor.body.price_total * 10));
      const zones = await owner<Array<{ id: number; price: number }>>('GET', '/api/transfer-zones');
      const ride = await session().server.call<Booking>('POST', '/api/transfer-bookings', {
        cookie,
        body: {
          from_zone: 0,
          to_zone: zones.body[0].id,
          fecha: daysFromToday(45),
          passengers: 2,
          luggage: 2,
          flight_number: 'B6 1234',
          arrival_time: '14:30',
          nombre: 'Concierge guest',
          telefono: '+1 809 555 0133',
          language: 'es',
        },
      });
      expect(ride.status).toBe(201);
      expect([
        ride.body.kind,
        ride.body.partner_id,
        ride.body.partner_settle,
        ride.body.partner_commission_cents,
      ]).toEqual(['transfer', hotel.id, 'we_collect', Math.round(zones.body[0].price * 10)]);
      const untagged = await session().server.call<Booking>('POST', '/api/reservations', {
        cookie: 'ep_ref=nobody-has-this',
        body: { nombre: 'Walk-in', fecha: daysFromToday(45), tour_id: tour, adults: 1, telefono: '+1 809 555 0134' },
      });
      expect([untagged.status, untagged.body.partner_id]).toEqual([201, null]);
    },
  );

  it(
    'PARTNER statements are the money grant: the secretary without it gets 403, and the email needs a ' + 'mail server',
    async () => {
      const desk = await partner({ referral_code: 'grant-desk', email: 'desk@example.com' });
      const path = `/api/partners/${desk.id}/statement?from=2031-01-01&to=2031-01-31`;
      expect((await as('secretary')('GET', path)).status).toBe(403);
      expect((await as('secretary')('POST', '/api/partners', { name: 'X', referral_code: 'xx' })).status).toBe(403);
      const mailed = await owner<{ code: string }>('POST', `/api/partners/${desk.id}/statement/email`, {
        from: '2031-01-01',
        to: '2031-01-31',
      });
      expect([mailed.status, mailed.body.code]).toEqual([409, 'mail_not_configured']);
    },
  );

  it(
    'PARTNER the reports sum the money received by partner; the booking form lists the active ' + 'partners only',
    async () => {
      const tour = await moneyTour(call);
      const agency = await partner({ name: 'Agencia Ámbar', referral_code: 'report-agency', kind: 'agency' });
      await partner({ name: 'Closed desk', referral_code: 'closed-desk', active: false });
      const sent = await book({ tour_id: tour, fecha: daysFromToday(50), partner_id: agency.id });
      const paid = await owner('POST', `/api/reservations/${sent.id}/payments`, {
        amount: 50.25,
        date: '2032-05-02',
        kind: 'payment',
        method: 'cash',
      });
      expect(paid.status).toBe(201);
      const report = await owner<Reports>('GET', '/api/reports?from=2032-05-01&to=2032-05-31&group=month');
      expect(report.body.revenue_by_partner).toEqual([
        { key: String(agency.id), name: 'Agencia Ámbar', received: 50.25, refunded: 0, net: 50.25 },
      ]);
      const active = await owner<Partner[]>('GET', `/api/partners?filter=${encodeURIComponent('{"active":true}')}`);
      expect(active.body.some((row) => row.name === 'Closed desk')).toBe(false);
      expect(active.body.some((row) => row.name === 'Agencia Ámbar')).toBe(true);
    },
  );
});
