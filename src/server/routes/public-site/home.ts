import type { ShipCall } from '../../../domain/shipCalls';
import type { Testimonial } from '../../../domain/testimonials';
import type { Tour } from '../../../domain/tours';
import { TOURS_URL } from '../../../domain/navigation';
import type { Listing, SiteTexts } from './content';
import { html, type Html } from './html';
import { page, safe, telOf, type PageContext } from './layout';
import { listingCards } from './listings';
import { fromPrice, usd } from './quotes';
import { business } from './structured';

export interface HomeContent {
  texts: SiteTexts;
  tours: Tour[];
  testimonials: Testimonial[];
  ships: ShipCall[];
  listings: Listing[];
}

const SERVICES = ['airport', 'cruise', 'tours', 'private', 'hotel', 'group', 'wedding', 'hourly'] as const;
const REASONS = ['licensed', 'prices', 'support'] as const;

/** The home page: the owner's texts of the visitor's language, featured tours, reviews, ships in port and paid ads. */
export function homePage(context: PageContext, { texts, tours, testimonials, ships, listings }: HomeContent): string {
  const { words, chrome } = context;
  // A text shown in English on another language's page says so, for the browser and screen readers.
  const t = (key: string): Html | string =>
    texts.inEnglish.has(key) ? html`<span lang="en">${texts.values[key]}</span>` : (texts.values[key] ?? '');
  const phone = chrome.header.contactPhone;
  const whatsapp = safe(chrome.footer.whatsapp_url);
  const body = html`<section class="hero-block">
      <h1>${t('hero_title')}</h1>
      <p>${t('hero_subtitle')}</p>
      <p class="actions">
        <a class="button" href="${context.href('/airport-transfers')}">${t('book_ride')}</a>
        <a class="button alt" href="${context.href(TOURS_URL)}">${t('view_tours')}</a>
      </p>
    </section>
    <section aria-labelledby="quick">
      <h2 id="quick">${t('quick_booking')}</h2>
      <ul class="points">
        <li>${t('amber_ports')}</li>
        <li>${t('pop_airport')}</li>
        <li>${t('availability')}</li>
        <li>${t('guaranteed_service')}</li>
      </ul>
      <p class="actions">
        <a class="button" href="${context.href('/airport-transfers')}#book">${t('reserve_now')}</a>
        ${phone ? html`<a class="button alt" href="${telOf(phone)}">${phone}</a>` : ''}
        ${
          whatsapp
            ? html`<a class="button alt" href="${whatsapp}" rel="noopener" target="_blank">${words.whatsapp}\
</a>`
            : ''
        }
      </p>
    </section>
    ${
      tours.length
        ? html`<section aria-labelledby="featured">
            <h2 id="featured">${words.featuredTours}</h2>
            <ul class="cards">
              ${tours.map(
                (tour) =>
                  html`<li class="card">
                    <div class="body">
                      <h3 lang="${context.defaultLang}">
                        <a href="${context.href(`${TOURS_URL}/${tour.slug}`)}">${tour.nombre}</a>
                      </h3>
                      <p lang="${context.defaultLang}">${tour.short_description}</p>
                      <p class="price">${words.from} ${usd(fromPrice(tour))}</p>
                    </div>
                  </li>`,
              )}
            </ul>
          </section>`
        : ''
    }
    <section aria-labelledby="services">
      <h2 id="services">${t('services_title')}</h2>
      <p>${t('services_subtitle')}</p>
      <ul class="cards">
        ${SERVICES.map(
          (key) =>
            html`<li class="card">
              <div class="body">
                <h3>${t(`services_${key}_title`)}</h3>
                <p>${t(`services_${key}_text`)}</p>
              </div>
            </li>`,
        )}
      </ul>
      <h3>${t('services_cta_title')}</h3>
      <p>${t('services_cta_text')}</p>
      <p><a class="button" href="${context.href('/contact')}">${t('services_cta_button')}</a></p>
    </section>
    <section aria-labelledby="why">
      <h2 id="why">${t('why_choose_title')}</h2>
      <p>${t('why_choose_subtitle')}</p>
      <ul class="cards">
        ${REASONS.map(
          (key) =>
            html`<li class="card">
              <div class="body">
                <h3>${t(`why_choose_${key}_title`)}</h3>
                <p>${t(`why_choose_${key}_text`)}</p>
              </div>
            </li>`,
        )}
      </ul>
    </section>
    <section aria-labelledby="ships">
      <h2 id="ships">${words.shipsThisWeek}</h2>
      ${
        ships.length
          ? html`<ul class="ships">
              ${ships.map(
                (call) =>
                  html`<li>
                    <strong>${call.ship}</strong> · ${call.terminal} · <time datetime="${call.date}">${call.date}</time>
                    · ${words.arrives} ${call.arrival_time} · ${words.allAboard} ${call.all_aboard_time}
                  </li>`,
              )}
            </ul>`
          : html`<p>${words.noShips}</p>`
      }
    </section>
    ${
      testimonials.length
        ? html`<section aria-labelledby="reviews">
            <h2 id="reviews">${words.testimonials}</h2>
            <ul class="cards">
              ${testimonials.slice(0, 6).map(
                (item) =>
                  html`<li class="card">
                    <blockquote class="body">
                      <p><span aria-label="${item.rating}/5">${'★'.repeat(item.rating)}</span></p>
                      <p>${item.text}</p>
                      <footer>— ${item.name}</footer>
                    </blockquote>
                  </li>`,
              )}
            </ul>
          </section>`
        : ''
    }
    ${
      listings.length
        ? html`<section aria-labelledby="ads">
            <h2 id="ads">${words.featuredListings}</h2>
            ${listingCards(context, listings)}
          </section>`
        : ''
    }`;
  return page(context, {
    title: chrome.seo.site_title || chrome.header.siteName,
    description: texts.values.hero_subtitle,
    body,
    structured: [business(context)],
  });
}
