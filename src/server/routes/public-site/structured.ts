import type { Faq } from '../../../domain/faq';
import type { Post } from '../../../domain/posts';
import type { Tour } from '../../../domain/tours';
import { absolute, safe, urlIn, type PageContext } from './layout';
import { fromPrice } from './quotes';

/** schema.org objects the pages carry as JSON-LD: the business, tours, posts, FAQ and breadcrumbs. */
const CONTEXT = 'https://schema.org';

export function business(context: PageContext) {
  const { header, footer, seo } = context.chrome;
  const phones = [header.contactPhone, header.contactPhone2, footer.phone, footer.phone2].filter(Boolean);
  const image = safe(header.logo || seo.og_image);
  return {
    '@context': CONTEXT,
    '@type': ['TravelAgency', 'LocalBusiness'],
    name: header.siteName,
    url: urlIn(context, context.defaultLang, '/'),
    telephone: [...new Set(phones)],
    email: header.contactEmail || footer.email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: header.address || footer.address || undefined,
      addressLocality: 'Puerto Plata',
      addressCountry: 'DO',
    },
    openingHours: footer.hours_service || undefined,
    ...(image ? { image: absolute(context.origin, image) } : {}),
    sameAs: [footer.facebook_url, footer.instagram_url].filter((url) => /^https?:/.test(url)),
  };
}

export function breadcrumbs(context: PageContext, trail: Array<{ name: string; path: string }>) {
  const items = [{ name: context.words.home, path: '/' }, ...trail];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: urlIn(context, context.lang, item.path),
    })),
  };
}

export function touristTrip(context: PageContext, tour: Tour, path: string) {
  const url = urlIn(context, context.lang, path);
  return {
    '@context': CONTEXT,
    '@type': ['TouristTrip', 'Product'],
    name: tour.nombre,
    description: tour.short_description || tour.descripcion,
    url,
    ...(safe(tour.background_image) ? { image: absolute(context.origin, tour.background_image) } : {}),
    provider: { '@type': 'TravelAgency', name: context.chrome.header.siteName },
    offers: {
      '@type': 'Offer',
      price: fromPrice(tour).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export function blogPosting(context: PageContext, post: Post, path: string) {
  const image = safe(post.og_image || post.featured_image);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.seo_title || post.title,
    description: post.seo_description || post.summary || undefined,
    url: urlIn(context, context.lang, path),
    mainEntityOfPage: urlIn(context, context.lang, path),
    datePublished: post.published_at ?? undefined,
    dateModified: String((post as unknown as { updated_at?: string }).updated_at ?? post.published_at ?? ''),
    keywords: post.tags.join(', ') || undefined,
    inLanguage: context.defaultLang,
    ...(image ? { image: absolute(context.origin, image) } : {}),
    author: { '@type': 'Organization', name: context.chrome.header.siteName },
    publisher: { '@type': 'Organization', name: context.chrome.header.siteName },
  };
}

export function faqPageLd(faqs: Faq[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
