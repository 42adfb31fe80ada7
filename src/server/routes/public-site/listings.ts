import type { Listing } from './content';
import { html, type Html } from './html';
import { picture } from './images';
import { page, safe, telOf, type PageContext } from './layout';
import { usd } from './quotes';
import { breadcrumbs } from './structured';

export const LISTINGS_PATH = '/sales-rentals';

/** Listing cards with their whole gallery; a paid placement carries the Featured badge. */
export function listingCards(context: PageContext, listings: Listing[]): Html {
  const { words } = context;
  return html`<ul class="cards">
    ${listings.map((item) => {
      const images = [item.image, ...item.additional_images].filter((url) => safe(url));
      return html`<li class="card" id="${item.kind}-${item.id}">
        ${images.length ? picture(images[0], item.title) : ''}
        <div class="body">
          ${item.featured || item.homepage ? html`<span class="badge">${words.featured}</span>` : ''}
          <h3 lang="${context.defaultLang}">${item.title}</h3>
          <p class="facts">
            <span>${item.kind === 'property' ? words.properties : words.vehicles}</span>
            <span>${item.type === 'sale' ? words.forSale : words.forRent}</span>
            <span class="price">${usd(item.price)}</span>
          </p>
          ${item.location ? html`<p lang="${context.defaultLang}">${item.location}</p>` : ''}
          <p lang="${context.defaultLang}">${item.description}</p>
          ${
            images.length > 1
              ? html`<ul class="gallery">
                  ${images.slice(1).map(
                    (url, index) =>
                      html`<li>
                          ${picture(
                            url,
                            `${words.photo.replace('{n}', String(index + 2))} · ` +
                              `${item.title}\
`,
                            { sizes: '33vw' },
                          )}
                        </li>`,
                  )}
                </ul>`
              : ''
          }
          <p>
            ${words.contactOwner}: ${item.owner_name}
            ${item.owner_phone ? html` · <a href="${telOf(item.owner_phone)}">${item.owner_phone}</a>` : ''}
            ${item.owner_email ? html` · <a href="mailto:${item.owner_email}">${item.owner_email}</a>` : ''}
          </p>
        </div>
      </li>`;
    })}
  </ul>`;
}

export function listingsPage(context: PageContext, listings: Listing[]): string {
  const { words } = context;
  const body = html`<h1>${words.listingsTitle}</h1>
    <p>${words.listingsIntro}</p>
    ${listings.length ? listingCards(context, listings) : html`<p>${words.noListings}</p>`}`;
  return page(context, {
    title: words.listingsTitle,
    description: words.listingsIntro,
    body,
    structured: [breadcrumbs(context, [{ name: words.listingsTitle, path: LISTINGS_PATH }])],
  });
}
