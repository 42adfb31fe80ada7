import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { en } from '../../../src/i18n/publicSite/en';
import { en as bookingsEn } from '../../../src/i18n/bookings/en';
import { es as bookingsEs } from '../../../src/i18n/bookings/es';

const SCRIPT = readFileSync(join(__dirname, '../../../public/public-site.js'), 'utf8');
const words = en.publicSite;
const places = bookingsEs.ep.reservations;

/** A tour page's booking form as the server writes it, with only the fields the script reads. */
function bookingForm() {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `<form data-booking data-tour="1" novalidate>
    <input name="fecha" type="date" value="2026-12-04" /><p data-places></p>
    <input name="adults" value="5" /><input name="children" value="0" />
    <p data-error-for="personas"></p><strong data-total></strong><span data-people></span>
    <input name="nombre" value="Ana" /><input name="email" value="ana@example.com" /><input name="telefono" />
    <p data-form-error></p><button type="submit" disabled>Book</button>
  </form>`;
  const form = document.querySelector('form')!;
  form.setAttribute('data-quotes', JSON.stringify([['$10'], ['$20'], ['$30'], ['$40'], ['$50']]));
  form.setAttribute(
    'data-words',
    JSON.stringify({
      placeLeft: words.placeLeft,
      placesLeft: words.placesLeft,
      noPlaces: words.noPlaces,
      people: words.people,
      sending: words.sending,
      failed: words.failed,
      networkError: words.networkError,
      // The English page's pairs for the server's Spanish places message.
      serverWords: [[places.placesMany, bookingsEn.ep.reservations.placesMany]],
    }),
  );
  return form;
}

afterEach(() => vi.unstubAllGlobals());

describe('the public booking form', () => {
  it('PUBLIC a full day is told in the page language without a second date format beside the date input', async () => {
    const answer = (status: number, body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/reservations'
          ? answer(409, { code: 'over_capacity', error: 'Quedan 3 plazas el 04/12', left: 3 })
          : answer(200, { left: null }),
      ),
    );
    const form = bookingForm();
    new Function(SCRIPT)();
    form.requestSubmit();
    const line = form.querySelector('[data-error-for="personas"]')!;
    await waitFor(() => expect(line.textContent).toBe('3 places left that day'));
    expect(form.textContent).not.toMatch(/\d{2}\/\d{2}/);
  });
});
