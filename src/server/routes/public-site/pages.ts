import type { Attraction } from '../../../domain/attractions';
import { contactFormSchema } from '../../../domain/contact';
import type { Faq } from '../../../domain/faq';
import type { Tour } from '../../../domain/tours';
import { TOURS_URL } from '../../../domain/navigation';
import { isSafeLink, maxLengthOf } from '../../../domain/validation';
import { html, json, trusted, type Html } from './html';
import { page, type PageContext } from './layout';
import { fromPrice, quoteGrid, usd } from './quotes';
import { usdToDop } from '../../../domain/pesos';
import { ENGLISH_OF_SPANISH } from './serverWords';
import { picture } from './images';
import { breadcrumbs, faqPageLd, touristTrip } from './structured';
import { departuresOf } from '../../../domain/departures';
import { promoField } from './promoField';
import { es as departuresEs } from '../../../i18n/departures/es';
import { en as departuresEn } from '../../../i18n/departures/en';
import { fr as departuresFr } from '../../../i18n/departures/fr';

import { es as cruiseEs } from '../../../i18n/cruise/es';
import { en as cruiseEn } from '../../../i18n/cruise/en';
import { fr as cruiseFr } from '../../../i18n/cruise/fr';

const runWords = { es: departuresEs, en: departuresEn, fr: departuresFr };
const cruiseWords = { es: cruiseEs, en: cruiseEn, fr: cruiseFr };

const image = (url: string, alt: string) => picture(url, alt);
const stars = (rating: number) =>
  html`<span aria-label="${rating}/5">${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}</span>`;

export function toursPage(context: PageContext, tours: Tour[]): string {
  const { words } = context;
  const cards = tours.map(
    (tour) =>
      html`<li class="card">
        ${image(tour.background_image, tour.nombre)}
        <div class="body">
          ${tour.featured ? html`<span class="badge" lang="${context.lang}">${words.featured}</span>` : ''}
          <h2 lang="${context.defaultLang}">
            <a href="${context.href(`${TOURS_URL}/${tour.slug}`)}">${tour.nombre}</a>
          </h2>
          <p lang="${context.defaultLang}">${tour.short_description}</p>
          <p class="facts">
            <span>${words.duration}: ${tour.duracion}</span><span>${words.rating}: ${stars(tour.rating)}</span>
            <span class="price">${words.from} ${usd(fromPrice(tour))}</span>
          </p>
          <a href="${context.href(`${TOURS_URL}/${tour.slug}`)}">${words.seeTour}</a>
        </div>
      </li>`,
  );
  const body = html`<h1>${words.toursTitle}</h1>
    <p>${words.toursIntro}</p>
    ${
      tours.length
        ? html`<ul class="cards">
            ${cards}
          </ul>`
        : html`<p>${words.noTours}</p>`
    }`;
  return page(context, {
    title: words.toursTitle,
    description: words.toursIntro,
    body,
    structured: [breadcrumbs(context, [{ name: words.toursTitle, path: TOURS_URL }])],
  });
}

const list = (title: string, items: string[]) =>
  items.length
    ? html`<section>
        <h2>${title}</h2>
        <ul>
          ${items.map((item) => html`<li>${item}</li>`)}
        </ul>
      </section>`
    : '';

const HERO_SIZES = '(min-width: 900px) 60vw, 100vw';

/** A field and the line under it where the server's message for that field appears. */
const field = (name: string, label: string, control: Html) =>
  html`<label for="f-${name}">${label}</label>${control}
    <p class="error" id="e-${name}" data-error-for="${name}"></p>`;

/** The words the page script shows, in the page's language. */
export const scriptWords = (context: PageContext) => {
  const { words } = context;
  return {
    placeLeft: words.placeLeft,
    placesLeft: words.placesLeft,
    noPlaces: words.noPlaces,
    people: words.people,
    sending: words.sending,
    failed: words.failed,
    networkError: words.networkError,
    bookedTitle: words.bookedTitle,
    bookedText: words.bookedText,
    contactSent: words.contactSent,
    hotelLabel: cruiseWords[context.lang].ep.cruise.form.hotel,
    shipLabel: cruiseWords[context.lang].ep.cruise.form.shipNote,
    allAboardAt: cruiseWords[context.lang].ep.cruise.form.allAboardAt,
    serverWords: context.lang === 'es' ? [] : ENGLISH_OF_SPANISH,
  };
};

/** A tour with set times asks which departure; one time is chosen already, none asks nothing. */
function departureField(context: PageContext, tour: Tour): Html | '' {
  const times = departuresOf(tour);
  if (times.length === 0) return '';
  const label = runWords[context.lang].ep.departures.departure;
  return field(
    'departure_time',
    label,
    html`<select id="f-departure_time" name="departure_time" required aria-describedby="e-departure_time">
      ${times.length > 1 ? html`<option value="">${context.words.choose}</option>` : ''}
      ${times.map((time) => html`<option value="${time}">${time}</option>`)}
    </select>`,
  );
}

/**
 * A cruise visitor picks their ship from the calls of the day chosen (the script fills them in when the day
 * changes); only a ship not listed is typed, under "other". The tour must bring them back before all aboard.
 */
function shipField(context: PageContext): Html {
  const words = cruiseWords[context.lang].ep.cruise.form;
  return html`${field(
    'ship_call_id',
    words.ship,
    html`<select id="f-ship_call_id" name="ship_call_id" aria-describedby="e-ship_call_id">
        <option value="">${words.noShip}</option>
        <option value="other">${words.otherShip}</option>
      </select>`,
  )}
    <div data-other-ship hidden>
      ${field(
        'ship_name',
        words.otherShipName,
        html`<input id="f-ship_name" name="ship_name" maxlength="120" \
aria-describedby="e-ship_name" />`,
      )}
    </div>`;
}

/** The date's first day goes as data-min, set as min by the page script: public-site.js says why. */
function bookingForm(context: PageContext, tour: Tour, today: string): Html {
  const { words, lang } = context;
  const grid = quoteGrid(tour);
  const count = (name: string, min: number, value: number) =>
    html`<input
      id="f-${name}"
      name="${name}"
      type="number"
      inputmode="numeric"
      min="${min}"
      max="${grid.max}"
      value="${value}"
      required
      aria-describedby="e-${name}"
    />`;
  // The tour's timed pickup places when it has them (the booking's pickup time follows), else its listed ones.
  const places = tour.pickup_points.length ? tour.pickup_points.map((point) => point.place) : tour.pickup_locations;
  const pickup = places.length
    ? html`<select id="f-pickup_place" name="pickup_place" aria-describedby="e-pickup_place">
        <option value="">${words.choose}</option>
        ${places.map((place) => html`<option>${place}</option>`)}
      </select>`
    : html`<input id="f-pickup_place" name="pickup_place" maxlength="200" aria-describedby="e-pickup_place" />`;
  return html`<section id="book">
    <h2>${words.bookTitle}</h2>
    <form
      data-booking
      data-tour="${tour.id}"
      data-lang="${lang}"
      data-quotes="${json(grid.prices)}"
      data-words="${json(scriptWords(context))}"
      novalidate
    >
      ${field(
        'fecha',
        words.date,
        html`<input id="f-fecha" name="fecha" type="date" data-min="${today}" required \
aria-describedby="e-fecha" />`,
      )}
      <p class="hint" data-places role="status"></p>
      <div class="row">
        <div>${field('adults', words.adults, count('adults', 1, 2))}</div>
        <div>${field('children', words.children, count('children', 0, 0))}</div>
      </div>
      <p class="error" id="e-personas" data-error-for="personas"></p>
      <div class="quote" role="status">
        ${words.total}: <strong data-total>${usd(fromPrice(tour))}</strong> <span data-people></span>
      </div>
      ${departureField(context, tour)} ${field('pickup_place', words.pickupPlace, pickup)}
      ${shipField(context)}
      ${field(
        'hotel',
        cruiseWords[lang].ep.cruise.form.hotel,
        html`<input id="f-hotel" name="hotel" maxlength="200" \
aria-describedby="e-hotel" />`,
      )}
      ${promoField(lang)}
      ${field(
        'nombre',
        words.name,
        html`<input id="f-nombre" name="nombre" maxlength="120" autocomplete="name" \
required aria-describedby="e-nombre" />`,
      )}
      <p class="hint">${words.contactHint}</p>
      ${field(
        'email',
        words.email,
        html`<input id="f-email" name="email" type="email" maxlength="200" \
autocomplete="email" aria-describedby="e-email" />`,
      )}
      ${field(
        'telefono',
        words.phone,
        html`<input id="f-telefono" name="telefono" type="tel" maxlength="40" \
autocomplete="tel" aria-describedby="e-telefono" />`,
      )}
      <p class="error" data-form-error role="alert"></p>
      <button type="submit" disabled>${words.book}</button>
    </form>
  </section>`;
}

/** Issue 41: the pesos a dollar price comes to at the owner's latest rate, shown small beside it; none without one. */
const pesos = (amount: number, dopRate: number | null) =>
  dopRate
    ? html` <small class="dop" data-dop-rate="${String(dopRate)}"
        >≈ RD$${usdToDop(amount, dopRate).toLocaleString('en-US')}</small
      >`
    : '';

export function tourPage(context: PageContext, tour: Tour, today: string, dopRate: number | null = null): string {
  const { words } = context;
  const body = html`<p><a href="${context.href(TOURS_URL)}">← ${words.backToTours}</a></p>
    <h1 lang="${context.defaultLang}">${tour.nombre}</h1>
    <div class="tour">
      <div lang="${context.defaultLang}">
        ${picture(tour.background_image, tour.nombre, { lazy: false, className: 'hero', sizes: HERO_SIZES })}
        <p class="facts">
          <span>${words.duration}: ${tour.duracion}</span><span>${words.rating}: ${stars(tour.rating)}</span>
          <span class="price">${words.from} ${usd(fromPrice(tour))}${pesos(fromPrice(tour), dopRate)}</span>
        </p>
        ${tour.pricing_message ? html`<p>${tour.pricing_message}</p>` : ''}
        <p><a href="#book">${words.bookNow}</a></p>
        <section><p>${tour.descripcion}</p></section>
        ${list(words.highlights, tour.highlights)}${list(words.included, tour.included_services)}\
${list(words.excluded, tour.excluded_services)}
        ${list(words.whatToBring, tour.what_to_bring)}${list(words.pickupPlaces, tour.pickup_locations)}
        ${
          tour.cancellation_policy
            ? html`<section>
                <h2>${words.cancellation}</h2>
                <p>${tour.cancellation_policy}</p>
              </section>`
            : ''
        }
      </div>
      ${bookingForm(context, tour, today)}
    </div>`;
  return page(context, {
    title: tour.meta_title || tour.nombre,
    description: tour.meta_description || tour.short_description,
    image: tour.background_image,
    body,
    script: true,
    structured: [
      touristTrip(context, tour, `${TOURS_URL}/${tour.slug}`),
      breadcrumbs(context, [
        { name: words.toursTitle, path: TOURS_URL },
        { name: tour.nombre, path: `${TOURS_URL}/${tour.slug}` },
      ]),
    ],
  });
}

export function attractionsPage(context: PageContext, attractions: Attraction[]): string {
  const { words } = context;
  const cards = attractions.map(
    (item) =>
      html`<li class="card">
        ${image(item.imagen, item.nombre)}
        <div class="body">
          <h2>${item.nombre}</h2>
          <p>${item.descripcion}</p>
          ${item.link && isSafeLink(item.link) ? html`<a href="${item.link}">${words.moreInfo}</a>` : ''}
        </div>
      </li>`,
  );
  const body = html`<h1>${words.attractionsTitle}</h1>
    <p>${words.attractionsIntro}</p>
    ${
      attractions.length
        ? html`<ul class="cards">
            ${cards}
          </ul>`
        : html`<p>${words.noAttractions}</p>`
    }`;
  return page(context, { title: words.attractionsTitle, description: words.attractionsIntro, body });
}

export function faqPage(context: PageContext, faqs: Faq[]): string {
  const { words } = context;
  const body = html`<h1>${words.faqTitle}</h1>
    ${
      faqs.length
        ? html`<dl class="faq" lang="${context.lang === 'es' ? 'es' : 'en'}">
            ${faqs.map(
              (faq) =>
                html`<dt>${faq.question}</dt>
                  <dd>${faq.answer}</dd>`,
            )}
          </dl>`
        : html`<p>${words.noFaq}</p>`
    }`;
  return page(context, {
    title: words.faqTitle,
    body,
    structured: [faqPageLd(faqs), breadcrumbs(context, [{ name: words.faqTitle, path: '/faq' }])],
  });
}

/** The inbox's form: the same fields and rules as POST /api/contact, each field as long as its schema allows. */
export function contactForm(context: PageContext): Html {
  const { words } = context;
  const max = (name: keyof typeof contactFormSchema.shape) => String(maxLengthOf(contactFormSchema.shape[name]) ?? '');
  return html`<section id="contact">
    <h2>${words.contactTitle}</h2>
    <form data-contact data-words="${json(scriptWords(context))}" novalidate>
      ${field(
        'nombre',
        words.name,
        html`<input id="f-nombre" name="nombre" maxlength="${max('nombre')}" \
autocomplete="name" required aria-describedby="e-nombre" />`,
      )}
      ${field(
        'email',
        words.email,
        html`<input id="f-email" name="email" type="email" maxlength="${max('email')}" \
autocomplete="email" required aria-describedby="e-email" />`,
      )}
      ${field(
        'telefono',
        words.phone,
        html`<input id="f-telefono" name="telefono" type="tel" maxlength="\
${max('telefono')}" autocomplete="tel" aria-describedby="e-telefono" />`,
      )}
      ${field(
        'asunto',
        words.subject,
        html`<input id="f-asunto" name="asunto" maxlength="${max('asunto')}" \
aria-describedby="e-asunto" />`,
      )}
      ${field(
        'mensaje',
        words.message,
        html`<textarea id="f-mensaje" name="mensaje" rows="5" maxlength="\
${max('mensaje')}" required aria-describedby="e-mensaje"></textarea>`,
      )}
      <p class="error" data-form-error role="alert"></p>
      <button type="submit" disabled>${words.send}</button>
    </form>
  </section>`;
}

/** About Us: the owner's HTML, sanitized by the server when saved, then the contact form. */
export function aboutPage(context: PageContext, content: string): string {
  const { words } = context;
  return page(context, {
    title: words.aboutTitle,
    body: html`<h1>${words.aboutTitle}</h1>
      <section>${trusted(content)}</section>
      ${contactForm(context)}`,
    script: true,
  });
}

export function contactPage(context: PageContext): string {
  const { words } = context;
  return page(context, {
    title: words.contactTitle,
    body: html`<h1>${words.contactTitle}</h1>
      ${contactForm(context)}`,
    script: true,
  });
}

export function mediaPage(
  context: PageContext,
  images: Array<{ id: number; name: string; url: string; alt: string }>,
): string {
  const { words } = context;
  const body = html`<h1>${words.mediaTitle}</h1>
    ${
      images.length
        ? html`<ul class="cards">
            ${images.map(
              (item) =>
                html`<li class="card">
                  ${image(item.url, item.alt || item.name)}
                  <div class="body">${item.alt || item.name}</div>
                </li>`,
            )}
          </ul>`
        : html`<p>${words.noMedia}</p>`
    }`;
  return page(context, { title: words.mediaTitle, body });
}

export function notFoundPage(context: PageContext): string {
  const { words } = context;
  const body = html`<h1>${words.notFoundTitle}</h1>
    <p>${words.notFoundText}</p>
    <p><a href="${context.href(TOURS_URL)}">${words.backToTours}</a></p>`;
  return page(context, { title: words.notFoundTitle, body, noindex: true });
}
