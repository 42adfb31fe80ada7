import { AIRPORT, type PricedZone } from '../../../domain/transferQuote';
import { html, json, type Html } from './html';
import { page, type PageContext } from './layout';
import { usd } from './quotes';
import { breadcrumbs } from './structured';
import { scriptWords } from './pages';

export const TRANSFERS_PATH = '/airport-transfers';

const field = (name: string, label: string, control: Html) =>
  html`<label for="t-${name}">${label}</label>${control}
    <p class="error" id="te-${name}" data-error-for="${name}"></p>`;

/**
 * Airport transfers and taxi: the zone table, and a form whose quote is the server's price of the zone picked (its
 * date's first day as data-min, as the tour's form: public-site.js says why).
 */
export function transfersPage(context: PageContext, zones: PricedZone[], today: string): string {
  const { words } = context;
  const ends = [{ id: AIRPORT, name: words.airport }, ...zones];
  const formWords = { ...scriptWords(context), chooseZone: words.chooseZone, bookedTitle: words.transferBooked };
  const select = (name: string, chosen: number) =>
    html`<select id="t-${name}" name="${name}" required aria-describedby="te-${name}">
      ${ends.map(
        (end) => html`<option value="${end.id}" ${end.id === chosen ? html` selected` : ''}>${end.name}\
</option>`,
      )}
    </select>`;
  const number = (name: string, min: number, value: number) =>
    html`<input
      id="t-${name}"
      name="${name}"
      type="number"
      inputmode="numeric"
      min="${min}"
      max="50"
      value="${value}"
      required
      aria-describedby="te-${name}"
    />`;
  const body = html`<h1>${words.transfersTitle}</h1>
    <p>${words.transfersIntro}</p>
    <section aria-labelledby="zones">
      <h2 id="zones">${words.zonesTitle}</h2>
      ${
        zones.length
          ? html`<table class="zones">
              <thead>
                <tr>
                  <th scope="col">${words.zone}</th>
                  <th scope="col">${words.price} (${words.perRide})</th>
                </tr>
              </thead>
              <tbody lang="${context.defaultLang}">
                ${zones.map(
                  (zone) =>
                    html`<tr>
                      <td>${zone.name}</td>
                      <td>${usd(zone.price)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p>${words.noZones}</p>`
      }
    </section>
    <section id="book" aria-labelledby="book-title">
      <h2 id="book-title">${words.bookTransfer}</h2>
      <form
        data-transfer
        data-zones="${json(zones.map(({ id, price }) => ({ id, price: usd(price) })))}"
        data-words="${json(formWords)}"
        novalidate
      >
        <div class="row">
          <div>${field('from_zone', words.transferFrom, select('from_zone', AIRPORT))}</div>
          <div>${field('to_zone', words.transferTo, select('to_zone', zones[0]?.id ?? AIRPORT))}</div>
        </div>
        <div class="quote" role="status">
          ${words.transferQuote}: <strong data-total>${zones[0] ? usd(zones[0].price) : '—'}</strong>
        </div>
        ${field(
          'fecha',
          words.transferDate,
          html`<input id="t-fecha" name="fecha" type="date" data-min="${today}" required \
aria-describedby="te-fecha" />`,
        )}
        <div class="row">
          <div>${field('passengers', words.passengers, number('passengers', 1, 2))}</div>
          <div>${field('luggage', words.bags, number('luggage', 0, 2))}</div>
        </div>
        <div class="row">
          <div>
            ${field(
              'flight_number',
              words.flightNumber,
              html`<input id="t-flight_number" name="flight_number" \
maxlength="20" aria-describedby="te-flight_number" />`,
            )}
          </div>
          <div>
            ${field(
              'arrival_time',
              words.arrivalTime,
              html`<input id="t-arrival_time" name="arrival_time" type="time" \
aria-describedby="te-arrival_time" />`,
            )}
          </div>
        </div>
        ${field(
          'nombre',
          words.name,
          html`<input id="t-nombre" name="nombre" maxlength="120" autocomplete="name" \
required aria-describedby="te-nombre" />`,
        )}
        <p class="hint">${words.contactHint}</p>
        ${field(
          'email',
          words.email,
          html`<input id="t-email" name="email" type="email" maxlength="200" \
autocomplete="email" aria-describedby="te-email" />`,
        )}
        ${field(
          'telefono',
          words.phone,
          html`<input id="t-telefono" name="telefono" type="tel" maxlength="40" \
autocomplete="tel" aria-describedby="te-telefono" />`,
        )}
        <p class="error" data-form-error role="alert"></p>
        <button type="submit" disabled>${words.bookTransfer}</button>
      </form>
    </section>`;
  return page(context, {
    title: words.transfersTitle,
    description: words.transfersIntro,
    body,
    script: true,
    structured: [breadcrumbs(context, [{ name: words.transfersTitle, path: TRANSFERS_PATH }])],
  });
}
